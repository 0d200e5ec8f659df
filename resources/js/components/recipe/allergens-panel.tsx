import { AllergenLine } from '@/components/recipe/allergen-line';
import { AllergenMarks } from '@/components/recipe/allergen-marks';
import { Checkbox } from '@/components/ui/checkbox';
import {
  ALLERGENS_SECTION_ID,
  type EditorRow,
  recipeAllergens,
  rowsToSend,
  sameAllergens,
} from '@/lib/recipe-form';
import { ALLERGEN_LABELS, ALLERGEN_TEXTS, allergenLine, suggestAllergens } from '@shared/recipes/allergens';

interface AllergensPanelProps {
  rows: EditorRow[];
  onRowsChange: (rows: EditorRow[]) => void;
  allergensNone: boolean;
  onNoneChange: (none: boolean) => void;
  /** The message of `allergens_none`. */
  error?: string;
  editable: boolean;
}

/**
 * 'Allergens': each ingredient's marks, suggested from its name as it is typed and changed by the contestant; the
 * recipe's "Contains:" line (their union); "Contains none of the nine major allergens" while no row is marked.
 */
export function AllergensPanel({
  rows,
  onRowsChange,
  allergensNone,
  onNoneChange,
  error,
  editable,
}: AllergensPanelProps) {
  const named = rowsToSend(rows).filter((row) => row.ingredient.trim() !== '');
  const allergens = recipeAllergens({ rows });
  const mark = (key: number, marks: EditorRow['allergens']) =>
    onRowsChange(
      rows.map((row) => (row.key === key ? { ...row, allergens: marks, allergensAuto: false } : row)),
    );

  return (
    <section
      id={ALLERGENS_SECTION_ID}
      aria-labelledby={`${ALLERGENS_SECTION_ID}-heading`}
      className="flex flex-col gap-4"
    >
      <div>
        <h2 id={`${ALLERGENS_SECTION_ID}-heading`} className="font-display text-2xl font-semibold text-ink">
          Allergens
        </h2>
        <p className="mt-1 text-sm text-muted">
          The nine major food allergens, marked from each ingredient's name as you type it. Check them and
          change what is not right: judges and the kitchen read them.
        </p>
      </div>
      {named.length === 0 ? (
        <p className="text-sm text-muted">Add ingredients to mark their allergens.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-sand">
          {named.map((row) => {
            const suggested = suggestAllergens(row.ingredient);
            const differs =
              !row.allergensAuto && suggested.length > 0 && !sameAllergens(suggested, row.allergens);
            return (
              <li key={row.key} className="flex flex-col gap-2 py-3 first:pt-0" data-testid="allergen-row">
                <p className="text-sm font-semibold wrap-anywhere text-ink">{row.ingredient}</p>
                <AllergenMarks
                  legend={`Allergens in ${row.ingredient}`}
                  hiddenLegend
                  allergens={row.allergens}
                  onChange={(marks) => mark(row.key, marks)}
                />
                {differs && (
                  <p className="text-xs text-muted">
                    Its name suggests: {suggested.map((allergen) => ALLERGEN_LABELS[allergen]).join(', ')}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <AllergenLine line={allergenLine(allergens, allergensNone)} />
      {allergens.length === 0 && (
        <Checkbox
          name="allergens_none"
          label={ALLERGEN_TEXTS.none}
          checked={allergensNone}
          disabled={!editable}
          onChange={(event) => onNoneChange(event.target.checked)}
          error={error}
        />
      )}
    </section>
  );
}
