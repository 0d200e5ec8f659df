import { type CsvCell, toCsv } from '../../judging/results/csv.js';
import { foodCost, menuPriceText, percentFigure } from '@shared/recipes/food-cost.js';
import type { RecipeExportRecord } from '../../recipes/recipe-admin.service.js';
import { recipeStateOf } from '../../recipes/recipe-states.js';
import { allergenLine, sortAllergens } from '@shared/recipes/allergens.js';
import { formatThousandths } from '@shared/recipes/ingredients.js';
import { staffFullName } from '@shared/people.js';
import { toZonedCellValue } from '@shared/time-zone.js';

/**
 * The price columns: the contestant's menu price (blank when none was given) and the figures at it, or at the
 * guidance's $10 when blank, as every page shows them; percentages with one decimal, without the sign.
 */
function priceCells(costThousandths: number, menuPriceCents: number | null): CsvCell[] {
  const figures = foodCost(costThousandths, menuPriceCents);
  return [
    menuPriceText(menuPriceCents),
    percentFigure(figures.foodCostPercent),
    percentFigure(figures.grossProfitPercent),
    figures.meetsGuidance ? 'yes' : 'no',
  ];
}

/**
 * `recipes.csv`: every recipe with its contestant, state, cost per portion, menu price and food cost, and "Contains:" line, the facts the
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
    'menu_price',
    'food_cost_percent',
    'gross_profit_percent',
    'meets_profitability_guidance',
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
      ...priceCells(Number(row.cost_thousandths), row.menu_price_cents),
      allergenLine(sortAllergens(row.allergens), row.allergens_none),
    ]),
  );
}
