import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { kysely } from '../database/database-schema.js';
import type { Stage } from '../auth/staff-account.entity.js';
import { contestantFullName, staffFullName } from '@shared/people.js';

/**
 * Where a conflict of interest comes from: declared by an admin, or automatic because the judge's mailbox is the
 * contestant's own or their supervisor's (compared as `mailboxOf` does: without case or `+tag`).
 */
export const CONFLICT_SOURCES = ['declared', 'own_email', 'supervisor_email'] as const;
export type ConflictSource = (typeof CONFLICT_SOURCES)[number];

/** One judge and contestant in conflict, with every reason that applies (a declared one may repeat an automatic one). */
export interface ConflictRow {
  judgeId: number;
  judgeName: string;
  judgeEmail: string;
  judgeStage: Stage;
  judgeActive: boolean;
  contestantId: number;
  contestantName: string;
  contestantEmail: string;
  sources: ConflictSource[];
  /** The declared conflict's reason and date (null when only automatic). */
  reason: string | null;
  declaredAt: Date | null;
}

/** A judge in conflict of interest with a contestant (declared or automatic). */
export interface ConflictPair {
  judgeId: number;
  contestantId: number;
}

/** A complete vote that a conflict rules out of the results (cast before the conflict was known). */
export interface ConflictedVoteRow {
  recipeId: number;
  judgeId: number;
  /** Half points of the vote's total, as the standings' pairs hold them. */
  halfPoints: number;
  creativity: number;
  appearance: number;
  ingredients: number;
  profitability: number;
  deployability: number;
}

interface ConflictRecord {
  judge_id: number;
  judge_name: string;
  judge_lastname: string;
  judge_email: string;
  judge_stage: Stage;
  judge_active: boolean;
  user_id: number;
  first_name: string | null;
  lastname: string | null;
  email: string;
  sources: string;
  reason: string | null;
  /** Timestamps come as the driver's text. */
  declared_at: string | null;
}

const SOURCE_ORDER: Record<ConflictSource, number> = { own_email: 0, supervisor_email: 1, declared: 2 };

function toConflictRow(row: ConflictRecord): ConflictRow {
  return {
    judgeId: row.judge_id,
    judgeName: staffFullName(row.judge_name, row.judge_lastname),
    judgeEmail: row.judge_email,
    judgeStage: row.judge_stage,
    judgeActive: row.judge_active,
    contestantId: row.user_id,
    contestantName: contestantFullName(row.first_name, row.lastname, row.email),
    contestantEmail: row.email,
    sources: (row.sources.split(',') as ConflictSource[]).sort((a, b) => SOURCE_ORDER[a] - SOURCE_ORDER[b]),
    reason: row.reason,
    declaredAt: row.declared_at === null ? null : new Date(row.declared_at),
  };
}

/**
 * Conflicts of interest between judges and contestants, read through the view `judge_conflict_pairs`
 * (Migration20261124110000): the declared ones and the automatic ones by e-mail. A judge has few; the judges' pages
 * read a judge's list of conflicted contestants once per request (JudgingRoundQueries.scopeFor) and filter the
 * round by it.
 */
@Injectable()
export class JudgeConflictsQueries {
  constructor(private readonly em: EntityManager) {}

  /** Every conflict with its judge and contestant, one row per pair with its reasons; the caller narrows it. */
  private conflicts() {
    return kysely(this.em)
      .selectFrom('judge_conflict_pairs as p')
      .innerJoin('judges as j', 'j.id', 'p.judge_id')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .leftJoin('judge_conflicts as c', (join) =>
        join.onRef('c.judge_id', '=', 'p.judge_id').onRef('c.user_id', '=', 'p.user_id'),
      )
      .select((eb) => [
        'p.judge_id',
        'j.name as judge_name',
        'j.lastname as judge_lastname',
        'j.email as judge_email',
        'j.stage as judge_stage',
        'j.is_active as judge_active',
        'u.id as user_id',
        'u.name as first_name',
        'u.lastname',
        'u.email',
        eb.fn
          .agg<string>('string_agg', ['p.source', sql.lit(',')])
          .distinct()
          .as('sources'),
        'c.reason',
        'c.created_at as declared_at',
      ])
      .groupBy([
        'p.judge_id',
        'j.id',
        'j.name',
        'j.lastname',
        'j.email',
        'j.stage',
        'j.is_active',
        'u.id',
        'u.name',
        'u.lastname',
        'u.email',
        'c.reason',
        'c.created_at',
      ]);
  }

  /** The conflicts of one contestant, by judge. */
  forContestant(contestantId: number): Promise<ConflictRow[]> {
    return this.conflictsOf('p.user_id', contestantId, 'j');
  }

  /** The conflicts of one judge, by contestant. */
  forJudge(judgeId: number): Promise<ConflictRow[]> {
    return this.conflictsOf('p.judge_id', judgeId, 'u');
  }

  /** The conflicts of one person (`side` is their column), by the name of the other side (`by`: its alias). */
  private async conflictsOf(
    side: 'p.user_id' | 'p.judge_id',
    id: number,
    by: 'j' | 'u',
  ): Promise<ConflictRow[]> {
    const rows: ConflictRecord[] = await this.conflicts()
      .where(side, '=', id)
      .orderBy(`${by}.lastname` as const)
      .orderBy(`${by}.name` as const)
      .orderBy(`${by}.id` as const)
      .execute();
    return rows.map(toConflictRow);
  }

  /** The one judge and contestant's conflict, or null. */
  async between(judgeId: number, contestantId: number): Promise<ConflictRow | null> {
    const row: ConflictRecord | undefined = await this.conflicts()
      .where('p.judge_id', '=', judgeId)
      .where('p.user_id', '=', contestantId)
      .executeTakeFirst();
    return row ? toConflictRow(row) : null;
  }

  /** Every judge and contestant in conflict (a judge has few: a short list), for the results. */
  async allPairs(): Promise<ConflictPair[]> {
    const rows = await kysely(this.em)
      .selectFrom('judge_conflict_pairs')
      .select(['judge_id', 'user_id'])
      .distinct()
      .execute();
    return rows.map((row) => ({ judgeId: row.judge_id, contestantId: row.user_id }));
  }

  /**
   * Complete votes of the round cast by a judge in conflict with the recipe's contestant (cast before the conflict
   * was declared, or before an address changed): the results leave them out. Driven by the conflicts (few), each
   * looked up by the votes' (judge, recipe) key, never a pass over the round's votes.
   */
  async conflictedVotes(stage: Stage): Promise<ConflictedVoteRow[]> {
    const rows = await kysely(this.em)
      .with(
        (cte) => cte('pairs').materialized(),
        (db) => db.selectFrom('judge_conflict_pairs').select(['judge_id', 'user_id']).distinct(),
      )
      .selectFrom('pairs as p')
      .innerJoin('recipes as r', 'r.user_id', 'p.user_id')
      .innerJoin('votes as v', (join) =>
        join
          .onRef('v.judge_id', '=', 'p.judge_id')
          .onRef('v.recipe_id', '=', 'r.id')
          .on('v.stage', '=', stage),
      )
      .select([
        'v.recipe_id',
        'v.judge_id',
        'v.creativity',
        'v.appearance',
        'v.ingredients',
        'v.profitability',
        'v.deployability',
      ])
      .where('v.creativity', 'is not', null)
      // In one order, so that the results computed from them come out the same from the same votes.
      .orderBy('v.recipe_id')
      .orderBy('v.judge_id')
      .execute();
    return rows.map((row) => {
      const scores = {
        creativity: Number(row.creativity),
        appearance: Number(row.appearance),
        ingredients: Number(row.ingredients),
        profitability: Number(row.profitability),
        deployability: Number(row.deployability),
      };
      const total =
        scores.creativity +
        scores.appearance +
        scores.ingredients +
        scores.profitability +
        scores.deployability;
      return { recipeId: row.recipe_id, judgeId: row.judge_id, halfPoints: Math.round(total * 2), ...scores };
    });
  }
}
