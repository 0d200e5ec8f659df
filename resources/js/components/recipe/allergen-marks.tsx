import clsx from 'clsx';
import { useId } from 'react';
import { type Allergen, ALLERGEN_LABELS, ALLERGENS, sortAllergens } from '@shared/recipes/allergens';

interface AllergenMarksProps {
  /** The group's name: 'Allergens' in the modal, the ingredient's name in the allergens card. */
  legend: string;
  hint?: string;
  allergens: readonly Allergen[];
  onChange: (allergens: Allergen[]) => void;
  /** Shown only to screen readers (the card shows the ingredient's name beside it). */
  hiddenLegend?: boolean;
  className?: string;
}

/** The nine major allergens as checkable chips for one ingredient row. */
export function AllergenMarks({
  legend,
  hint,
  allergens,
  onChange,
  hiddenLegend,
  className,
}: AllergenMarksProps) {
  const hintId = useId();
  const toggle = (allergen: Allergen, checked: boolean) =>
    onChange(sortAllergens(checked ? [...allergens, allergen] : allergens.filter((a) => a !== allergen)));
  return (
    <fieldset
      className={clsx('flex min-w-0 flex-col gap-2', className)}
      aria-describedby={hint ? hintId : undefined}
      data-testid="allergen-marks"
    >
      <legend className={clsx('text-sm font-semibold text-ink', hiddenLegend ? 'sr-only' : 'mb-1')}>
        {legend}
      </legend>
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {ALLERGENS.map((allergen) => {
          const checked = allergens.includes(allergen);
          return (
            <label
              key={allergen}
              className={clsx(
                'inline-flex min-h-9 cursor-pointer items-center gap-1.5 rounded-full border px-3 text-xs font-semibold',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ink',
                checked ? 'border-ink bg-ink text-yellow' : 'border-ink/20 bg-white text-ink',
              )}
            >
              <input
                type="checkbox"
                className="size-6 accent-yellow"
                value={allergen}
                checked={checked}
                onChange={(event) => toggle(allergen, event.target.checked)}
              />
              {ALLERGEN_LABELS[allergen]}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
