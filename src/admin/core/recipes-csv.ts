import { toCsv } from '../../judging/results/csv.js';
import type { RecipeExportRecord } from '../../recipes/recipe-admin.service.js';
import { recipeStateOf } from '../../recipes/recipe-states.js';
import { allergenLine, sortAllergens } from '@shared/recipes/allergens.js';
import { formatThousandths } from '@shared/recipes/ingredients.js';
import { staffFullName } from '@shared/people.js';
import { toZonedCellValue } from '@shared/time-zone.js';

/**
 * `recipes.csv`: every recipe with its contestant, state, cost per portion and "Contains:" line, the facts the
 * kitchen and the printed material read per recipe. Times on the contest's clock, the zone named in the header.
 */
export function recipesCsv(rows: readonly RecipeExportRecord[], timeZone: string): string {
  const header = [
    'recipe_id',
    'recipe',
    'contestant_id',
    'contestant',
    'email',
    'state',
    `submitted_at (${timeZone})`,
    'cost_per_portion',
    'contains',
  ];
  return toCsv(
    header,
    rows.map((row) => [
      row.id,
      row.name,
      row.user_id,
      staffFullName(row.first_name ?? '', row.lastname ?? ''),
      row.email,
      recipeStateOf(row.is_complete, row.is_approved),
      row.submitted_at ? toZonedCellValue(new Date(row.submitted_at), timeZone) : null,
      formatThousandths(BigInt(row.cost_thousandths)),
      allergenLine(sortAllergens(row.allergens), row.allergens_none),
    ]),
  );
}
