import type pg from 'pg';
import { backfillRecipeCosts } from '../../src/recipes/recipe-cost-backfill.js';

/** The size of a scale data set (issue 13): approved, submitted recipes, the two panels and the finalists. */
export interface ScaleShape {
  name: string;
  recipes: number;
  firstJudges: number;
  finalists: number;
  secondJudges: number;
}

/** 50 recipes, 15 judges, 525 votes (10 × 50 in the first round, 5 × 5 in the final). */
export const SMALL: ScaleShape = {
  name: 'SMALL',
  recipes: 50,
  firstJudges: 10,
  finalists: 5,
  secondJudges: 5,
};
/** 5,000 recipes, 60 first-round judges who voted on every recipe (300,000 votes), 30 finalists, 10 final judges. */
export const LARGE: ScaleShape = {
  name: 'LARGE',
  recipes: 5000,
  firstJudges: 60,
  finalists: 30,
  secondJudges: 10,
};

/** Every bench account signs in with this password. */
export const SCALE_PASSWORD = 'scale-bench-password';
export const SCALE_ADMIN_EMAIL = 'admin@scale.bench';
export const judgeEmail = (stage: 'first' | 'second', index: number) => `judge-${stage}-${index}@scale.bench`;

const FIRST_NAMES = [
  'Maria',
  'James',
  'Aisha',
  'Chen',
  'Olivia',
  'Mateo',
  'Fatima',
  'Liam',
  'Sofia',
  'Noah',
  'Amara',
  'Lucas',
  'Priya',
  'Elena',
  'Omar',
  'Hana',
  'Diego',
  'Grace',
  'Ivan',
  'Zoe',
];
const LAST_NAMES = [
  'Lopez',
  'Smith',
  'Haddad',
  'Wang',
  'Grant',
  'Rossi',
  'Khan',
  'Murphy',
  'Garcia',
  'Nguyen',
  'Okafor',
  'Silva',
  'Patel',
  'Petrova',
  'Laurent',
  'Kim',
  'Torres',
  'Brown',
  'Novak',
  'Fischer',
];
const DISHES = [
  'Braised Short Rib',
  'Chicken Pozole',
  'Miso Glazed Salmon',
  'Lentil Shepherd Pie',
  'Thai Green Curry',
  'Mushroom Risotto',
  'Harissa Lamb Bowl',
  'Black Bean Burger',
  'Shrimp and Grits',
  'Paneer Tikka Wrap',
  'Roasted Cauliflower Steak',
  'Korean Beef Tacos',
  'Lemon Herb Chicken',
  'Butternut Squash Soup',
  'Jerk Pork Plate',
];
const STYLES = ['Campus', 'Homestyle', 'Street Food', 'Signature', 'Garden', 'Spicy', 'Comfort', 'Coastal'];
const INGREDIENTS = [
  'Chicken thigh',
  'Yellow onion',
  'Garlic clove',
  'Olive oil',
  'Kosher salt',
  'Black pepper',
  'Cumin',
  'Tomatillo',
  'Hominy',
  'Cilantro',
  'Lime',
  'Jasmine rice',
  'Coconut milk',
  'Ginger',
  'Soy sauce',
  'Butter',
  'Heavy cream',
  'Parmesan',
  'Arborio rice',
  'Cremini mushroom',
  'Shallot',
  'Thyme',
  'Rosemary',
  'Carrot',
  'Celery',
  'Chickpeas',
  'Red lentils',
  'Spinach',
  'Feta',
  'Honey',
];
const MEASURES = ['Tablespoon', 'Teaspoon', 'Cup', 'Ounce', 'Pound', 'Each', 'Bunch'];

const sqlArray = (values: readonly string[]) =>
  `array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]::text[]`;

/**
 * Fills an empty, migrated database with a contest of `shape`'s size in a handful of set-based statements (no row
 * by row): contestants and their approved, submitted recipes of 10–20 ingredient rows, a first-round panel that voted
 * on every recipe, finalists with their final-round recipe, and a final-round panel that voted on every finalist.
 * `passwordHash` is the argon2 hash of SCALE_PASSWORD (computed once by the caller), shared by every staff account.
 */
export async function seedScale(client: pg.Client, shape: ScaleShape, passwordHash: string): Promise<void> {
  const first = sqlArray(FIRST_NAMES);
  const last = sqlArray(LAST_NAMES);
  const dishes = sqlArray(DISHES);
  const styles = sqlArray(STYLES);
  const ingredients = sqlArray(INGREDIENTS);
  const measures = sqlArray(MEASURES);
  await client.query('begin');
  await client.query('select setseed(0.13)');
  await client.query(
    `insert into contest_settings (id, edition_year, phase, help_email, first_round_open, second_round_open,
       updated_at)
     values (1, 2026, 'closed', 'help@scale.bench', true, true, now())
     on conflict (id) do update set first_round_open = true, second_round_open = true`,
  );
  await client.query(
    `insert into admins (name, lastname, email, stage, typelogin, password_hash, is_active, created_at, updated_at)
     values ('Scale', 'Admin', $1, 'first', 'credential', $2, true, now(), now())`,
    [SCALE_ADMIN_EMAIL, passwordHash],
  );
  // Contestants: ids follow n, so recipes can be joined by email order below.
  await client.query(
    `insert into users (email, name, lastname, typeuser, is_authorized, is_active, is_finalist, onboarded,
       registered_at, created_at, updated_at)
     select 'contestant-' || n || '@' || (case when n % 3 = 0 then 'entegra.com' else 'sodexo.com' end),
       (${first})[1 + n % 20], (${last})[1 + (n / 20) % 20],
       case when n % 3 = 0 then 'entegra' else 'sodexo' end, 1, true, n <= $2, true,
       now() - interval '60 days' + n * interval '1 minute', now() - interval '60 days', now()
     from generate_series(1, $1::int) n`,
    [shape.recipes, shape.finalists],
  );
  await client.query(
    `insert into recipes (user_id, name, description, preparation, ingredients, is_complete, is_2nd_complete,
       is_approved, submitted_at, second_submitted_at, created_at, updated_at)
     select u.id,
       (${styles})[1 + u.n % 8] || ' ' || (${dishes})[1 + (u.n * 7) % 15],
       'A ' || lower((${styles})[1 + u.n % 8]) || ' take on a classic, built for a busy service line.',
       'Prepare the mise en place.' || chr(10) || chr(10) || 'Cook, season and plate.',
       (select jsonb_agg(jsonb_build_object(
           'ingredient', (${ingredients})[1 + (u.n + k * 7) % 30],
           'measure', (${measures})[1 + (u.n + k) % 7],
           'quantity', (1 + (u.n + k) % 8)::text,
           'cost_unit', to_char(0.05 + ((u.n * 31 + k * 17) % 300) / 100.0, 'FM990.00')) order by k)
        from generate_series(1, 10 + u.n % 11) k),
       true, u.is_finalist, 1,
       now() - interval '30 days' + u.n * interval '3 minutes',
       case when u.is_finalist then now() - interval '5 days' + u.n * interval '1 hour' end,
       now() - interval '40 days', now()
     from (select id, is_finalist, row_number() over (order by id)::int as n from users) u`,
  );
  await client.query(
    `insert into judges (name, lastname, email, stage, typelogin, password_hash, is_active, created_at, updated_at)
     select (${first})[1 + n % 20], (${last})[1 + (n * 3) % 20], 'judge-first-' || n || '@scale.bench', 'first',
       'credential', $2, true, now(), now()
     from generate_series(1, $1::int) n`,
    [shape.firstJudges, passwordHash],
  );
  await client.query(
    `insert into judges (name, lastname, email, stage, typelogin, password_hash, is_active, created_at, updated_at)
     select (${first})[1 + (n + 5) % 20], (${last})[1 + (n * 7) % 20], 'judge-second-' || n || '@scale.bench',
       'second', 'credential', $2, true, now(), now()
     from generate_series(1, $1::int) n`,
    [shape.secondJudges, passwordHash],
  );
  // Scores: a recipe's quality plus a judge's own leniency plus noise, in half steps from 1 to 5; profitability 0
  // or 5. Each judge voted on every recipe of their round.
  const vote = (stage: 'first' | 'second', recipeFilter: string) =>
    client.query(
      `with recipe as (
         select r.id, (random() * 2 - 1) as quality from recipes r join users u on u.id = r.user_id
         where ${recipeFilter}),
       judge as (select j.id, (random() - 0.5) as leniency from judges j where j.stage = '${stage}'),
       pair as (select recipe.id as recipe_id, judge.id as judge_id, 3 + recipe.quality + judge.leniency as base
                from recipe cross join judge)
       insert into votes (judge_id, recipe_id, stage, creativity, appearance, ingredients, profitability,
         deployability, note, voted_at, created_at, updated_at)
       select judge_id, recipe_id, '${stage}',
         least(5, greatest(1, round((base + random() - 0.5) * 2) / 2)),
         least(5, greatest(1, round((base + random() - 0.5) * 2) / 2)),
         least(5, greatest(1, round((base + random() - 0.5) * 2) / 2)),
         case when base + random() > 3 then 5 else 0 end,
         least(5, greatest(1, round((base + random() - 0.5) * 2) / 2)),
         case when random() < 0.1 then 'Would plate this again; check the seasoning.' end,
         now() - random() * interval '10 days', now() - interval '10 days', now()
       from pair`,
    );
  await vote('first', 'r.is_complete and r.is_approved = 1');
  await vote('second', 'u.is_finalist and r.is_2nd_complete');
  // The recipes were written by SQL, not through the entity: their stored cost is computed by the app's function.
  await backfillRecipeCosts(async (sql, params) => (await client.query(sql, params)).rows);
  await client.query('commit');
  // Vacuumed as autovacuum leaves a running contest: the visibility map lets counts read the indexes alone.
  await client.query('vacuum analyze');
}
