import { totalCostThousandths, type IngredientRow } from '@shared/recipes/ingredients.js';

/** Runs one SQL statement with positional parameters written $1, $2, and answers its rows. */
export type RunSql = (sql: string, params?: unknown[]) => Promise<unknown[]>;

/**
 * Stores every recipe's cost per portion computed by the app's own `totalCostThousandths` (not by SQL, so the stored
 * figure is the one the app would compute), 1,000 recipes a statement. For the migration that adds the column and for
 * data written by SQL without the entity (the bench's set-based seeding).
 */
export async function backfillRecipeCosts(run: RunSql): Promise<number> {
  const rows = (await run(`select id, ingredients from recipes order by id`)) as Array<{
    id: number;
    ingredients: IngredientRow[] | null;
  }>;
  for (let start = 0; start < rows.length; start += 1000) {
    const batch = rows.slice(start, start + 1000);
    await run(
      `update recipes r set cost_thousandths = c.cost
       from unnest($1::int[], $2::bigint[]) as c(id, cost) where r.id = c.id`,
      [
        `{${batch.map((row) => Math.floor(row.id)).join(',')}}`,
        `{${batch.map((row) => totalCostThousandths(row.ingredients ?? []).toString()).join(',')}}`,
      ],
    );
  }
  return rows.length;
}
