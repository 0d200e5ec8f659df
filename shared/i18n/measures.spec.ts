import { MEASURE_KEYS, measureLabel } from '../recipes/ingredients.js';
import { measureIn } from './measures.js';

describe(measureIn.name, () => {
  it.each(MEASURE_KEYS)('writes %s in English exactly as measureLabel does', (measure) => {
    expect(measureIn('en', measure, '1')).toBe(measureLabel(measure));
    expect(measureIn('en', measure, '2.5')).toBe(measureLabel(measure));
  });

  it('writes Spanish units agreeing with the quantity', () => {
    expect(measureIn('es', 'Cup', '1')).toBe('taza');
    expect(measureIn('es', 'Cup', '1.5')).toBe('tazas');
    expect(measureIn('es', 'Fluid', '8')).toBe('onzas líquidas');
    expect(measureIn('es', 'Each', '1')).toBe('unidad');
    expect(measureIn('es', 'Bunch', 'abc')).toBe('manojos');
  });

  it('shows a unit outside the list as stored', () => {
    expect(measureIn('es', 'Pinch', '1')).toBe('Pinch');
  });
});
