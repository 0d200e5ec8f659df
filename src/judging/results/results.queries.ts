import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type InferResult, type Kysely, sql } from 'kysely';
import { allowLongStatements } from '../../database/bounded-client.js';
import { type Database, kysely } from '../../database/database-schema.js';
import type { Stage } from '../../auth/staff-account.entity.js';
import { contestantFullName, staffFullName } from '@shared/people.js';
import type { ConflictedVoteRow } from '../judge-conflicts.queries.js';
import type { RecipeFigures } from './ranking.js';
import { RoundTally } from './round-tally.js';
import type { Criterion } from '@shared/judging/judging-rules.js';
import { inRound, roundMembers } from '../round-members.js';

/**
 * The statement timeout of the votes export's transaction: its cursor reads every vote of both rounds, where the
 * app's ordinary timeout (DATABASE_STATEMENT_TIMEOUT_MS) is sized for a page's queries.
 */
export const EXPORT_STATEMENT_TIMEOUT_MS = 60_000;

export interface RoundRecipeRow {
  recipeId: number;
  recipeName: string;
  contestantId: number;
  contestantName: string;
  contestantEmail: string;
  isFinalist: boolean;
}

/** A judge of the round's panel, or one who voted in the round earlier. */
export interface RoundJudge {
  id: number;
  name: string;
  lastname: string;
  email: string;
  isActive: boolean;
  /** Still judging this round (its stage is this round); others appear only because they voted in it earlier. */
  onPanel: boolean;
}

/** A judge of the round with their complete votes on its recipes, and the sum of their totals (null without). */
export interface RoundJudgeRow extends RoundJudge {
  votes: number;
  sumTotal: number | null;
}

/**
 * A round's recipes with their aggregates, and what the results need of its judges and totals. Read-only: one
 * tally answers every request until the results' inputs change (`ResultsService`).
 */
export interface RoundStandings {
  readonly recipes: readonly RoundFigures[];
  /** Each recipe's mean z-score, NaN without votes (by position, as `recipes`). */
  readonly normalised: Float64Array;
  /** Each judge's complete votes on the round's recipes: count and sum of totals. */
  readonly judgeVotes: ReadonlyMap<number, Readonly<{ votes: number; sumTotal: number }>>;
  /** How many complete votes of the round fall on each total. */
  readonly totals: ReadonlyArray<Readonly<{ total: number; count: number }>>;
  /** Every judge with a complete vote in the round, on its recipes or on recipes no longer in it. */
  readonly voters: readonly number[];
  /** What the next tally of the same recipes starts from. */
  readonly tally: RoundTally;
}

/** The version of the results' inputs: of all of them, and of all but the votes. */
export interface InputsVersion {
  readonly all: string;
  readonly others: string;
  /** The database's snapshot when the version was read (`pg_current_snapshot()` as text). */
  readonly snapshot: string;
}

/** Every vote row of every round, with what the export shows beside it. */
export interface ExportVoteRow {
  voteId: number;
  stage: Stage;
  recipeId: number;
  recipeName: string;
  contestantName: string;
  judgeId: number;
  judgeName: string;
  judgeEmail: string;
  creativity: number | null;
  appearance: number | null;
  ingredients: number | null;
  profitability: number | null;
  deployability: number | null;
  note: string | null;
  votedAt: Date | null;
  /** A corrected final-round score: the judge's own scores, and the last correction's reason, who and when. */
  correction: ExportCorrection | null;
}

export interface ExportCorrection {
  count: number;
  original: Record<Criterion, number>;
  reason: string;
  byRole: string;
  byEmail: string;
  at: Date;
}

/** Every vote row with its recipe, contestant and judge, in the order of the votes(stage, recipe_id, judge_id) index. */
function votesForExport(db: Kysely<Database>) {
  return (
    db
      .selectFrom('votes as v')
      .innerJoin('recipes as r', 'r.id', 'v.recipe_id')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .innerJoin('judges as j', 'j.id', 'v.judge_id')
      // Corrections are read for corrected votes only (`corrected_at`): the lookups cost nothing on the others.
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('vote_corrections as c')
            .select('c.previous as original')
            .whereRef('c.vote_id', '=', 'v.id')
            .where(sql<boolean>`v.corrected_at is not null`)
            .orderBy('c.id')
            .limit(1)
            .as('co'),
        (join) => join.onTrue(),
      )
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('vote_corrections as c')
            .select([
              'c.reason as correction_reason',
              'c.by_role as corrected_by_role',
              'c.by_email as corrected_by_email',
              'c.created_at as corrected_at',
              sql<string>`count(*) over ()`.as('corrections'),
            ])
            .whereRef('c.vote_id', '=', 'v.id')
            .where(sql<boolean>`v.corrected_at is not null`)
            .orderBy('c.id', 'desc')
            .limit(1)
            .as('cl'),
        (join) => join.onTrue(),
      )
      .select([
        'co.original',
        'cl.correction_reason',
        'cl.corrected_by_role',
        'cl.corrected_by_email',
        'cl.corrected_at',
        'cl.corrections',
        'v.id',
        'v.stage',
        'r.id as recipe_id',
        'r.name as recipe_name',
        'u.name as first_name',
        'u.lastname',
        'u.email',
        'j.id as judge_id',
        'j.name as judge_name',
        'j.lastname as judge_lastname',
        'j.email as judge_email',
        'v.creativity',
        'v.appearance',
        'v.ingredients',
        'v.profitability',
        'v.deployability',
        'v.note',
        'v.voted_at',
      ])
      .orderBy('v.stage')
      .orderBy('v.recipe_id')
      .orderBy('v.judge_id')
  );
}

type ExportVoteRecord = InferResult<ReturnType<typeof votesForExport>>[number];

function toExportVoteRow(row: ExportVoteRecord): ExportVoteRow {
  return {
    voteId: row.id,
    stage: row.stage,
    recipeId: row.recipe_id,
    recipeName: row.recipe_name,
    contestantName: contestantFullName(row.first_name, row.lastname, row.email),
    judgeId: row.judge_id,
    judgeName: staffFullName(row.judge_name, row.judge_lastname),
    judgeEmail: row.judge_email,
    creativity: num(row.creativity),
    appearance: num(row.appearance),
    ingredients: num(row.ingredients),
    profitability: num(row.profitability),
    deployability: num(row.deployability),
    note: row.note,
    votedAt: row.voted_at === null ? null : new Date(row.voted_at),
    correction:
      row.original === null || row.corrected_at === null
        ? null
        : {
            count: Number(row.corrections),
            original: row.original as ExportCorrection['original'],
            reason: row.correction_reason ?? '',
            byRole: row.corrected_by_role ?? '',
            byEmail: row.corrected_by_email ?? '',
            at: new Date(row.corrected_at),
          },
  };
}

/**
 * Reads a standings row's `pairs` ("judge,half points,judge,half points,…", as the trigger keeps them) into `judges`
 * and `halves` from index `at`, in one pass over the text with no array per row; answers how many pairs it read.
 */
export function readPairs(text: string, judges: Int32Array, halves: Int32Array, at: number): number {
  let count = 0;
  let value = 0;
  let negative = false;
  let digits = false;
  let second = false;
  const store = () => {
    const signed = negative ? -value : value;
    if (second) halves[at + count++] = signed;
    else judges[at + count] = signed;
    second = !second;
  };
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 44) {
      store();
      value = 0;
      negative = false;
      digits = false;
    } else if (code === 45) negative = true;
    else {
      value = value * 10 + (code - 48);
      digits = true;
    }
  }
  if (digits) store();
  return count;
}

/** A row of `roundMembers`: the recipe and its contestant. */
interface RoundMemberRecord {
  id: number;
  name: string;
  user_id: number;
  first_name: string | null;
  lastname: string | null;
  email: string;
  is_finalist: boolean;
}

function toRoundRecipe(row: RoundMemberRecord): RoundRecipeRow {
  return {
    recipeId: row.id,
    recipeName: row.name,
    contestantId: row.user_id,
    contestantName: contestantFullName(row.first_name, row.lastname, row.email),
    contestantEmail: row.email,
    isFinalist: row.is_finalist,
  };
}

/** PostgreSQL answers decimals as text. */
const num = (value: string | number | null): number | null => (value === null ? null : Number(value));

/** The figures a standing holds, as `vote_standings` columns. */
const STANDING_COLUMNS = [
  'votes',
  'sum_total',
  'min_total',
  'max_total',
  'sd',
  'creativity',
  'appearance',
  'ingredients',
  'profitability',
  'deployability',
  'pairs',
] as const;

/** A standing as read (left-joined: all null without one). */
interface StandingRecord {
  votes: number | null;
  sum_total: string | null;
  min_total: string | null;
  max_total: string | null;
  sd: number | null;
  creativity: string | null;
  appearance: string | null;
  ingredients: string | null;
  profitability: string | null;
  deployability: string | null;
  pairs: string | null;
}

/**
 * A recipe's standing: its figures as numbers and its votes' judges and totals (half points) in typed arrays, read
 * once from the text of each version of the standing. After a vote only the changed recipes are read again.
 */
interface Standing {
  readonly votes: number;
  readonly sumTotal: number;
  readonly minTotal: number;
  readonly maxTotal: number;
  readonly sd: number;
  readonly criteriaSums: Record<Criterion, number>;
  readonly judges: Int32Array;
  readonly halves: Int32Array;
  /** The highest of `judges` (0 without). */
  readonly highestJudge: number;
}

/** A recipe of the round with the figures of its votes. */
export type RoundFigures = Readonly<RoundRecipeRow & RecipeFigures>;

function toFigures(recipe: RoundRecipeRow, standing: Standing | null): RoundFigures {
  return {
    recipeId: recipe.recipeId,
    recipeName: recipe.recipeName,
    contestantId: recipe.contestantId,
    contestantName: recipe.contestantName,
    contestantEmail: recipe.contestantEmail,
    isFinalist: recipe.isFinalist,
    votes: standing?.votes ?? 0,
    sumTotal: standing?.sumTotal ?? null,
    minTotal: standing?.minTotal ?? null,
    maxTotal: standing?.maxTotal ?? null,
    sd: standing?.sd ?? null,
    criteriaSums: standing?.criteriaSums ?? null,
  };
}

let pairsScratch = { judges: new Int32Array(256), halves: new Int32Array(256) };

function toStanding(record: StandingRecord): Standing | null {
  if (record.votes === null || record.pairs === null) return null;
  // At most one pair per 4 characters ("j,h," at the shortest).
  const most = Math.ceil(record.pairs.length / 4) + 1;
  if (pairsScratch.judges.length < most)
    pairsScratch = { judges: new Int32Array(most * 2), halves: new Int32Array(most * 2) };
  const count = readPairs(record.pairs, pairsScratch.judges, pairsScratch.halves, 0);
  return {
    votes: record.votes,
    sumTotal: Number(record.sum_total),
    minTotal: Number(record.min_total),
    maxTotal: Number(record.max_total),
    sd: Number(record.sd),
    criteriaSums: {
      creativity: Number(record.creativity),
      appearance: Number(record.appearance),
      ingredients: Number(record.ingredients),
      profitability: Number(record.profitability),
      deployability: Number(record.deployability),
    },
    ...withHighestJudge(pairsScratch.judges.slice(0, count)),
    halves: pairsScratch.halves.slice(0, count),
  };
}

function withHighestJudge(judges: Int32Array): { judges: Int32Array; highestJudge: number } {
  return { judges, highestJudge: judges.reduce((highest, judge) => Math.max(highest, judge), 0) };
}

/**
 * A recipe's standing without some of its votes: count, sum, lowest, highest and spread from the totals kept (half
 * points), the criterion sums less the votes left out. No vote kept: the recipe has no standing, as if unvoted.
 */
function withoutVotes(standing: Standing, out: readonly ConflictedVoteRow[]): Standing | null {
  const keep = Array.from(standing.judges, (judge) => !out.some((conflict) => conflict.judgeId === judge));
  const judges = standing.judges.filter((_, index) => keep[index]);
  const halves = standing.halves.filter((_, index) => keep[index]);
  if (judges.length === 0) return null;
  const totals = Array.from(halves, (half) => half / 2);
  const sum = totals.reduce((total, value) => total + value, 0);
  const mean = sum / totals.length;
  const less = (criterion: Criterion) =>
    standing.criteriaSums[criterion] - out.reduce((total, vote) => total + Number(vote[criterion]), 0);
  return {
    votes: judges.length,
    sumTotal: sum,
    minTotal: Math.min(...totals),
    maxTotal: Math.max(...totals),
    sd: Math.sqrt(totals.reduce((total, value) => total + (value - mean) ** 2, 0) / totals.length),
    criteriaSums: {
      creativity: less('creativity'),
      appearance: less('appearance'),
      ingredients: less('ingredients'),
      profitability: less('profitability'),
      deployability: less('deployability'),
    },
    ...withHighestJudge(judges),
    halves,
  };
}

/** Standings of a stage whose recipe is not in the round: their judges, by recipe. */
type OutsideStandings = ReadonlyMap<number, readonly number[]>;

/**
 * What a round's results are computed from, beside its judges and conflicts: the round's recipes with their
 * standings, and the standings outside it. Never changed once read: `roundInputsAfterVotes` makes new ones, sharing
 * the standings and figures that did not change.
 */
export interface RoundInputs {
  /** The round's recipes, by id. */
  readonly recipes: readonly RoundRecipeRow[];
  /** Each recipe's standing, null without a complete vote (by position, as `recipes`). */
  readonly standings: ReadonlyArray<Standing | null>;
  /** What the ranking reads of each recipe and its standing, made once with the standing (by position). */
  readonly figures: readonly RoundFigures[];
  /** Each recipe's position by id. */
  readonly positions: ReadonlyMap<number, number>;
  readonly outside: OutsideStandings;
}

/**
 * The round's standings tallied from each recipe's votes (judges and totals), less the votes `leaveOut`; from
 * `previous`, the tally of the same recipes under the same other inputs, when there is one.
 */
export function tallyRound(
  inputs: RoundInputs,
  leaveOut: readonly ConflictedVoteRow[] = [],
  previous?: RoundTally,
): RoundStandings {
  // Votes of judges in conflict with the recipe's contestant (issue 15, part 3; few, cast before the conflict was
  // known) are left out here: the recipe's figures are then recomputed from its other votes. Without any, the inputs'
  // own arrays are tallied as they are.
  let { standings, figures } = inputs;
  if (leaveOut.length > 0) {
    const conflicted = new Map<number, ConflictedVoteRow[]>();
    for (const vote of leaveOut)
      conflicted.set(vote.recipeId, [...(conflicted.get(vote.recipeId) ?? []), vote]);
    const less = standings.slice();
    const lessFigures = figures.slice();
    for (const [recipeId, out] of conflicted) {
      const at = inputs.positions.get(recipeId);
      const standing = at === undefined ? null : standings[at];
      if (at === undefined || standing === null) continue;
      less[at] = withoutVotes(standing, out);
      lessFigures[at] = toFigures(inputs.recipes[at], less[at]);
    }
    standings = less;
    figures = lessFigures;
  }
  // Kept from the last tally when there is one: only the standings that are not the same objects are tallied again.
  const tally = previous ? previous.with(standings) : RoundTally.of(standings);
  const judgeVotes = tally.judgeVotes();
  return {
    recipes: figures,
    normalised: tally.normalisedScores(),
    judgeVotes,
    totals: Array.from(tally.totals, (count, half) => ({ total: half / 2, count })).filter(
      ({ count }) => count > 0,
    ),
    voters: [...new Set([...judgeVotes.keys(), ...[...inputs.outside.values()].flat()])],
    tally,
  };
}

/** The results' reads: one query each for the round's recipes, its votes and its judges, never one per row. */
@Injectable()
export class ResultsQueries {
  constructor(private readonly em: EntityManager) {}

  /**
   * The version of everything the results are computed from: it moves with every statement on those tables
   * (Migration20261127000000), so equal versions mean equal inputs; `others` moves with every input but the votes
   * (Migration20261127060000), so `all` moving alone means only votes changed. Read before the inputs, a version is never newer than what is read
   * after it; so is the snapshot read with it, which `roundInputsAfterVotes` reads the changes since.
   */
  async inputsVersion(): Promise<InputsVersion> {
    return kysely(this.em)
      .selectFrom('results_inputs')
      .select((eb) => [
        sql<string>`coalesce(${eb.fn.sum('version')}, 0)::text`.as('all'),
        sql<string>`coalesce(${eb.fn.sum('others_version')}, 0)::text`.as('others'),
        sql<string>`pg_current_snapshot()::text`.as('snapshot'),
      ])
      .executeTakeFirstOrThrow();
  }

  /** Folds the version's slots of connections that have ended into one; the version stays the same. */
  async foldEndedConnections(): Promise<void> {
    await sql`select results_inputs_fold()`.execute(kysely(this.em));
  }

  /** The round's recipes with their contestants (on `u` and `r`), by recipe. */
  private roundMembers(stage: Stage) {
    return roundMembers(kysely(this.em), stage)
      .select([
        'r.id',
        'r.name',
        'u.id as user_id',
        'u.name as first_name',
        'u.lastname',
        'u.email',
        'u.is_finalist',
      ])
      .orderBy('r.id');
  }

  async roundRecipes(stage: Stage): Promise<RoundRecipeRow[]> {
    const rows = await this.roundMembers(stage).execute();
    return rows.map(toRoundRecipe);
  }

  /**
   * The round's recipes with their standings, read from `vote_standings` (kept by triggers on votes, see the
   * migration Migration20261124000000): one row per recipe, never one per vote, and the standings of recipes no
   * longer in the round (for their judges). `tallyRound` then computes what depends on the whole round.
   */
  async roundInputs(stage: Stage): Promise<RoundInputs> {
    const outside = await this.outsideStandings(stage);
    const rows = await this.roundMembers(stage)
      .leftJoin('vote_standings as s', (join) =>
        join.on('s.stage', '=', stage).onRef('s.recipe_id', '=', 'r.id'),
      )
      .select(STANDING_COLUMNS.map((column) => `s.${column}` as const))
      .execute();
    const inputs = {
      recipes: [] as RoundRecipeRow[],
      standings: [] as Array<Standing | null>,
      figures: [] as RoundFigures[],
      positions: new Map<number, number>(),
      outside,
    };
    for (const row of rows) {
      const recipe = toRoundRecipe(row);
      const standing = toStanding(row);
      inputs.positions.set(recipe.recipeId, inputs.recipes.length);
      inputs.recipes.push(recipe);
      inputs.standings.push(standing);
      inputs.figures.push(toFigures(recipe, standing));
    }
    return inputs;
  }

  /**
   * The round's inputs after votes only changed since `since` (the snapshot `previous` was read after, under the same
   * version of the other inputs): the standings written or deleted by transactions that snapshot did not see are read
   * again, found by the index on (stage, changed_by); and those outside the round if any of them changed.
   */
  async roundInputsAfterVotes(stage: Stage, previous: RoundInputs, since: string): Promise<RoundInputs> {
    const unseen = (table: 'vote_standings' | 'vote_standings_gone') => sql`
      select recipe_id from ${sql.table(table)}
      where stage = ${stage} and changed_by >= pg_snapshot_xmin(${since}::pg_snapshot)
        and not pg_visible_in_snapshot(changed_by, ${since}::pg_snapshot)`;
    const { rows: changed } = await sql<StandingRecord & { changed_id: number }>`
      select c.recipe_id as changed_id, ${sql.join(STANDING_COLUMNS.map((column) => sql.ref(`s.${column}`)))}
      from (${unseen('vote_standings')} union ${unseen('vote_standings_gone')}) c
      left join vote_standings s on s.stage = ${stage} and s.recipe_id = c.recipe_id`.execute(
      kysely(this.em),
    );
    const members = changed.filter((row) => previous.positions.has(row.changed_id));
    const outside = members.length < changed.length ? await this.outsideStandings(stage) : previous.outside;
    // Nothing of the round changed (a vote in the other round, a note on a recipe without votes): the same inputs.
    if (members.length === 0) return outside === previous.outside ? previous : { ...previous, outside };
    const standings = previous.standings.slice();
    const figures = previous.figures.slice();
    for (const record of members) {
      const at = previous.positions.get(record.changed_id)!;
      // No standing any more (the recipe's last complete vote is gone): all its columns are null.
      standings[at] = toStanding(record);
      figures[at] = toFigures(previous.recipes[at], standings[at]);
    }
    return { ...previous, standings, figures, outside };
  }

  /** Standings of the stage whose recipe is no longer in the round (disabled, unapproved): their judges. */
  private async outsideStandings(stage: Stage): Promise<OutsideStandings> {
    const rows = await kysely(this.em)
      .selectFrom('vote_standings as s')
      .select(['s.recipe_id', 's.judge_ids'])
      .where('s.stage', '=', stage)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('recipes as r')
              .innerJoin('users as u', 'u.id', 'r.user_id')
              .select(eb.lit(1).as('one'))
              .whereRef('r.id', '=', 's.recipe_id')
              .where(inRound(stage)),
          ),
        ),
      )
      .execute();
    return new Map(rows.map((row) => [row.recipe_id, row.judge_ids]));
  }

  /**
   * The round's panel (enabled judges of that stage) and any other judge who voted in it (`voters`, from the
   * standings).
   */
  async roundJudges(stage: Stage, voters: readonly number[]): Promise<RoundJudge[]> {
    const rows = await kysely(this.em)
      .selectFrom('judges as j')
      .select((eb) => [
        'j.id',
        'j.name',
        'j.lastname',
        'j.email',
        'j.is_active',
        eb
          .and([eb.ref('j.is_active'), eb('j.stage', '=', stage)])
          .$castTo<boolean>()
          .as('on_panel'),
      ])
      .where((eb) =>
        eb.or([
          eb.and([eb.ref('j.is_active'), eb('j.stage', '=', stage)]),
          eb('j.id', '=', eb.fn.any(eb.val(voters.map((id) => Math.floor(id))))),
        ]),
      )
      .orderBy('j.lastname')
      .orderBy('j.name')
      .orderBy('j.id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      lastname: row.lastname,
      email: row.email,
      isActive: row.is_active,
      onPanel: row.on_panel,
    }));
  }

  /**
   * Every vote row (scores, note or both) of both rounds, for the export, read through a database cursor in batches
   * of `batch` rows, in the order of the votes(stage, recipe_id, judge_id) index (no sort). The cursor lives in a
   * read-only transaction of its own connection, closed when the reader stops (also when the download is cut).
   */
  async *allVotes(batch = 2000): AsyncGenerator<ExportVoteRow> {
    const em = this.em.fork();
    await em.begin({ readOnly: true });
    let open = true;
    try {
      await allowLongStatements(em, EXPORT_STATEMENT_TIMEOUT_MS);
      // A server-side cursor has no builder in Kysely: the typed query is declared as one with `sql`, and each
      // batch is fetched with `sql` typed as that query's rows.
      const db = kysely(em);
      await sql`declare votes_export no scroll cursor for ${votesForExport(db)}`.execute(db);
      for (;;) {
        const { rows } =
          await sql<ExportVoteRecord>`fetch ${sql.raw(String(Math.floor(batch)))} from votes_export`.execute(
            db,
          );
        for (const row of rows) yield toExportVoteRow(row);
        if (rows.length < batch) break;
      }
      open = false;
      await em.commit();
    } finally {
      if (open) await em.rollback().catch(() => undefined);
    }
  }
}
