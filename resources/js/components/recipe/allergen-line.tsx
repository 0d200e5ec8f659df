import clsx from 'clsx';
import { ALLERGEN_TEXTS } from '@shared/recipes/allergens';

/** The recipe's "Contains:" line (or "Contains none…", "Allergens not declared"), wherever a recipe is read. */
export function AllergenLine({ line, className }: { line: string; className?: string }) {
  const undeclared = line === ALLERGEN_TEXTS.notDeclared;
  return (
    <p
      className={clsx(
        'rounded-2xl px-4 py-3 text-sm font-semibold',
        undeclared ? 'bg-cream text-muted italic' : 'bg-yellow/20 text-ink',
        className,
      )}
      data-testid="allergen-line"
    >
      {line}
    </p>
  );
}
