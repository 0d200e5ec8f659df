import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type ExpressionBuilder, sql } from 'kysely';
import { type Database, kysely } from '../../database/database-schema.js';
import type { Stage } from '../../auth/staff-account.entity.js';

type VoteTables = ExpressionBuilder<Database & { v: Database['votes']; r: Database['recipes'] }, 'v' | 'r'>;

/** A vote that counts as feedback: not from a judge in conflict with the recipe's contestant (the results agree). */
const unconflicted = (eb: VoteTables) =>
  eb.not(
    eb.exists(
      eb
        .selectFrom('judge_conflict_pairs as p')
        .select(sql.lit(1).as('one'))
        .whereRef('p.judge_id', '=', 'v.judge_id')
        .whereRef('p.user_id', '=', 'r.user_id'),
    ),
  );

/** Scores or a comment: a vote's row may hold a private note alone, which is no feedback. */
const hasFeedback = (eb: VoteTables) =>
  eb.or([eb('v.voted_at', 'is not', null), eb('v.chef_comment', 'is not', null)]);

/** One judge's vote on the contestant's recipe, as feedback: scores (complete or none) and the comment. No judge. */
export interface FeedbackVoteRow {
  stage: Stage;
  scores: {
    creativity: number;
    appearance: number;
    ingredients: number;
    profitability: number;
    deployability: number;
  } | null;
  comment: string | null;
}

export interface FeedbackRecipientRow {
  contestantId: number;
  /** Null when the contestant gave no name: the mail greets them without one. */
  firstName: string | null;
  /** The contestant's language; null (never set) reads as English. */
  language: string | null;
  email: string;
  recipeName: string;
}

export interface FeedbackCounts {
  recipes: number;
  comments: number;
  samples: string[];
}

/** The reads and the one write of the chefs' feedback (votes, the release row). */
@Injectable()
export class ChefFeedbackQueries {
  constructor(private readonly em: EntityManager) {}

  /** When the feedback was released, or null. In `em`'s transaction, locked until it ends (a release waits). */
  async releasedAt(em: EntityManager = this.em, lock = false): Promise<Date | null> {
    let query = kysely(em).selectFrom('chef_feedback_releases').select('released_at').where('id', '=', 1);
    if (lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    return row ? new Date(row.released_at) : null;
  }

  /** Writes the release once: false when it was already there. */
  async markReleased(em: EntityManager, adminId: number | null): Promise<boolean> {
    const rows = await kysely(em)
      .insertInto('chef_feedback_releases')
      .values({ id: 1, released_by: adminId })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .returning('id')
      .execute();
    return rows.length > 0;
  }

  /** The feedback on the contestant's submitted recipe, every round, in the order the votes were first written. */
  async votesOnRecipeOf(contestantId: number): Promise<FeedbackVoteRow[]> {
    const rows = await kysely(this.em)
      .selectFrom('votes as v')
      .innerJoin('recipes as r', 'r.id', 'v.recipe_id')
      .select([
        'v.stage',
        'v.voted_at',
        'v.creativity',
        'v.appearance',
        'v.ingredients',
        'v.profitability',
        'v.deployability',
        'v.chef_comment',
      ])
      .where('r.user_id', '=', contestantId)
      .where('r.is_complete', '=', true)
      .where(hasFeedback)
      .where(unconflicted)
      .orderBy('v.id')
      .execute();
    return rows.map((row) => ({
      stage: row.stage as Stage,
      scores:
        row.voted_at === null || row.creativity === null
          ? null
          : {
              creativity: Number(row.creativity),
              appearance: Number(row.appearance),
              ingredients: Number(row.ingredients),
              profitability: Number(row.profitability),
              deployability: Number(row.deployability),
            },
      comment: row.chef_comment,
    }));
  }

  /** How many submitted recipes have feedback and how many comments there are; a few comments as samples. */
  async counts(em: EntityManager = this.em): Promise<FeedbackCounts> {
    const totals = await kysely(em)
      .selectFrom('votes as v')
      .innerJoin('recipes as r', 'r.id', 'v.recipe_id')
      .where('r.is_complete', '=', true)
      .where(hasFeedback)
      .where(unconflicted)
      .select((eb) => [
        eb.fn.count<string>('v.recipe_id').distinct().as('recipes'),
        eb.fn.count<string>('v.chef_comment').as('comments'),
      ])
      .executeTakeFirstOrThrow();
    const samples = await kysely(em)
      .selectFrom('votes as v')
      .innerJoin('recipes as r', 'r.id', 'v.recipe_id')
      .where('r.is_complete', '=', true)
      .where('v.chef_comment', 'is not', null)
      .where(unconflicted)
      .select('v.chef_comment')
      .orderBy('v.id')
      .limit(3)
      .execute();
    return {
      recipes: Number(totals.recipes),
      comments: Number(totals.comments),
      samples: samples.map((row) => row.chef_comment ?? ''),
    };
  }

  /** The enabled contestants whose submitted recipe has feedback: who is mailed on release. */
  async recipients(em: EntityManager = this.em): Promise<FeedbackRecipientRow[]> {
    const rows = await kysely(em)
      .selectFrom('users as u')
      .innerJoin('recipes as r', 'r.user_id', 'u.id')
      .select(['u.id', 'u.name', 'u.language', 'u.email', 'r.name as recipe_name'])
      .where('u.is_active', '=', true)
      .where('r.is_complete', '=', true)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('votes as v')
            .select(sql.lit(1).as('one'))
            .whereRef('v.recipe_id', '=', 'r.id')
            .where(hasFeedback)
            .where(unconflicted),
        ),
      )
      .orderBy('u.id')
      .execute();
    return rows.map((row) => ({
      contestantId: row.id,
      firstName: row.name?.trim() || null,
      language: row.language,
      email: row.email,
      recipeName: row.recipe_name,
    }));
  }
}
