import { isMeasure, measureLabel, type Measure } from '../recipes/ingredients.js';
import type { Locale } from './locales.js';
import { translate, type MessageKey } from './messages.js';

const MEASURE_MESSAGES: Record<Measure, MessageKey> = {
  Tablespoon: 'measure.tablespoon',
  Teaspoon: 'measure.teaspoon',
  Cup: 'measure.cup',
  Ounce: 'measure.ounce',
  Pound: 'measure.pound',
  Mililiter: 'measure.milliliter',
  Fluid: 'measure.fluidOunce',
  Each: 'measure.each',
  Bunch: 'measure.bunch',
};

/**
 * An ingredient's unit in the locale's words, agreeing with the quantity in Spanish ('1 taza', '1.5 tazas'); in English
 * the same label as measureLabel. A unit that is not one of the list is shown as stored.
 */
export function measureIn(locale: Locale, measure: string, quantity: string): string {
  if (!isMeasure(measure)) return measureLabel(measure);
  const count = Number(quantity);
  return translate(locale, MEASURE_MESSAGES[measure], { count: Number.isFinite(count) ? count : 2 });
}
