import { Migration } from '@mikro-orm/migrations';

/** One ingredient row as the recipes' JSON column holds it (only the fields the cost reads). */
interface CostRow {
  quantity?: string | null;
  cost_unit?: string | null;
}

/** Three decimals, as the app keeps costs (thousandths of a dollar). */
const TOTAL_DECIMALS = 3;
const DECIMAL = /^(\d+\.?\d*|\.\d+)$/;
const DECIMAL_MAX_LENGTH = 12;

/** An exact decimal (digits × 10^-scale), or null for what the editor would not accept. */
function parseDecimal(value: string | null | undefined): { digits: bigint; scale: number } | null {
  const text = (value ?? '').trim();
  if (text.length > DECIMAL_MAX_LENGTH || !DECIMAL.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  return { digits: BigInt(`${whole || '0'}${fraction}`), scale: fraction.length };
}

/** quantity × cost_unit in thousandths, rounded half up; 0 when either is empty or not a number. */
function rowThousandths(row: CostRow): bigint {
  const quantity = parseDecimal(row.quantity);
  const cost = parseDecimal(row.cost_unit);
  if (!quantity || !cost) return 0n;
  const product = quantity.digits * cost.digits;
  const scale = quantity.scale + cost.scale;
  if (scale <= TOTAL_DECIMALS) return product * 10n ** BigInt(TOTAL_DECIMALS - scale);
  const divisor = 10n ** BigInt(scale - TOTAL_DECIMALS);
  return (product + divisor / 2n) / divisor;
}

/**
 * Each recipe's cost per portion (thousandths of a dollar), kept when the recipe is saved, so the vote page's cost
 * comparison reads one number per recipe of the round instead of every recipe's ingredients. The backfill computes
 * it as the app did when this migration was written (each row rounded half up to thousandths, then summed), copied
 * here rather than imported: a migration must give the same result whatever the app's code becomes.
 */
export class Migration20261124010000 extends Migration {
  override name = 'Migration20261124010000';

  override async up(): Promise<void> {
    await this.execute(`alter table "recipes" add column "cost_thousandths" bigint not null default 0;`);
    const rows = (await this.execute(`select id, ingredients from recipes order by id`)) as Array<{
      id: number;
      ingredients: CostRow[] | null;
    }>;
    for (let start = 0; start < rows.length; start += 1000) {
      const batch = rows.slice(start, start + 1000);
      await this.execute(
        `update recipes r set cost_thousandths = c.cost
         from unnest(?::int[], ?::bigint[]) as c(id, cost) where r.id = c.id`,
        [
          `{${batch.map((row) => Math.floor(row.id)).join(',')}}`,
          `{${batch.map((row) => (row.ingredients ?? []).reduce((sum, item) => sum + rowThousandths(item), 0n)).join(',')}}`,
        ],
      );
    }
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "recipes" drop column "cost_thousandths";`);
  }
}
