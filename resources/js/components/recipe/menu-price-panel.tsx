import { dollars, MENU_PRICE_TEXTS, parseMenuPrice } from '@shared/recipes/food-cost';
import { totalCostThousandths } from '@shared/recipes/ingredients';
import type { DeclarationPolicy } from '@shared/recipes/allergens';
import { DecimalInput } from '@/components/recipe/decimal-input';
import { FoodCostFigures } from '@/components/recipe/food-cost-figures';
import { FieldFrame } from '@/components/ui/field-frame';
import { type EditorRow, MENU_PRICE_SECTION_ID, rowsToSend } from '@/lib/recipe-form';

interface MenuPricePanelProps {
  rows: EditorRow[];
  price: string;
  onPriceChange: (price: string) => void;
  error?: string;
  maxCents: number;
  declarations: DeclarationPolicy;
}

/** The suggested menu price and, as it is typed, the portion's food cost against it. */
export function MenuPricePanel({
  rows,
  price,
  onPriceChange,
  error,
  maxCents,
  declarations,
}: MenuPricePanelProps) {
  const cost = Number(totalCostThousandths(rowsToSend(rows)));
  // A price being typed that is not one yet ("8.") leaves the figures at the last whole reading: none.
  const cents = parseMenuPrice(price);
  const need = declarations === 'required' ? 'Needed to submit.' : 'Asked before you submit.';
  return (
    <section aria-labelledby="menu-price-heading" className="flex flex-col gap-4" id={MENU_PRICE_SECTION_ID}>
      <div>
        <h2 id="menu-price-heading" className="font-display text-2xl font-semibold text-ink">
          Menu price and food cost
        </h2>
        <p className="mt-1 text-sm text-muted">{MENU_PRICE_TEXTS.guidance}</p>
      </div>
      <FieldFrame
        label={MENU_PRICE_TEXTS.label}
        name="menu_price"
        error={error}
        hint={`${MENU_PRICE_TEXTS.hint} At most ${dollars(maxCents)}. ${need}`}
        className="max-w-xl"
      >
        {(control) => (
          <div className="relative max-w-[12rem]">
            <span
              className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 font-semibold text-muted"
              aria-hidden="true"
            >
              $
            </span>
            <DecimalInput
              {...control}
              name="menu_price"
              value={price}
              onValueChange={onPriceChange}
              invalid={Boolean(error)}
              placeholder="10.00"
              className="h-12 pl-8"
              data-error-for="menu_price"
              data-error-label={MENU_PRICE_TEXTS.label}
            />
          </div>
        )}
      </FieldFrame>
      <FoodCostFigures costThousandths={cost} priceCents={cents ?? null} />
    </section>
  );
}
