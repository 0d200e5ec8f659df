import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { countAll, kysely } from '../database/database-schema.js';
import type { Stage } from '../auth/staff-account.entity.js';
import { inRound } from './round-members.js';
import { type ScoredVoteColumns, VOTE_SCORE_COLUMNS } from './vote-columns.js';

/** A judge's scored vote on a contestant's recipe, as the 'Judges Votes' box needs it. */
export interface ContestantVote {
  judgeName: string;
  stage: 'first' | 'second';
  creativity: string;
  appearance: string;
  ingredients: string;
  profitability: number;
  deployability: string;
}

/** A round's progress: its enabled judges, its recipes, the votes cast and the votes expected. */
export interface RoundProgress {
  judges: number;
  recipes: number;
  cast: number;
  /** The votes the round should get: the assigned pairs while the first round is assigned, else every panel judge
   * on every recipe less the pairs in conflict of interest. */
  expected: number;
}

/** The votes as the administration reads them: one contestant's, and a round's progress. */
@Injectable()
export class VotesOverviewQueries {
  constructor(private readonly em: EntityManager) {}

  /** Votes with scores (a row holding only a note is not a vote yet), by judge name. */
  async scoredOnContestant(contestantId: number): Promise<ContestantVote[]> {
    const votes = await kysely(this.em)
      .selectFrom('votes as v')
      .innerJoin('recipes as r', 'r.id', 'v.recipe_id')
      .innerJoin('judges as j', 'j.id', 'v.judge_id')
      .where('r.user_id', '=', contestantId)
      .where('v.creativity', 'is not', null)
      .select(['j.name', 'j.lastname', 'v.stage', ...VOTE_SCORE_COLUMNS])
      .$narrowType<ScoredVoteColumns>()
      .orderBy('j.name')
      .orderBy('j.lastname')
      .orderBy('v.stage')
      .execute();
    return votes.map(({ name, lastname, ...vote }) => ({
      judgeName: `${name} ${lastname}`.trim(),
      ...vote,
    }));
  }

  /**
   * The round's enabled judges, its recipes, and the complete votes its judges cast on its recipes. The recipes and
   * the votes are the counts the triggers keep (Migration20261124130000): the round's size (`round_sizes`), and each
   * judge's complete votes on the round's recipes (`judge_round_votes`), summed over the round's panel. No vote row
   * is read; what is expected reads the panel's conflicts (a handful of pairs), or the assignments while they apply.
   * The conflicts are read judge by judge (`offset 0` keeps the planner from flattening the look-up into one join of
   * the view): each judge's automatic conflicts are then look-ups on the mailbox expression indexes, where one join
   * of the whole panel hashed every contestant's mailbox.
   */
  async roundProgress(stage: Stage): Promise<RoundProgress> {
    return kysely(this.em)
      .with('panel', (db) =>
        db
          .selectFrom('judges as j')
          .select('j.id')
          .where((eb) => eb.and([eb.ref('j.is_active'), eb('j.stage', '=', stage)])),
      )
      .with('size', (db) =>
        db.selectNoFrom((eb) =>
          eb.fn
            .coalesce(
              eb.selectFrom('round_sizes as s').select('s.recipes').where('s.stage', '=', stage),
              eb.lit(0),
            )
            .as('recipes'),
        ),
      )
      .selectNoFrom((eb) => {
        const panelSize = eb
          .selectFrom('panel')
          .select((inner) => countAll(inner).as('count'))
          .$asScalar()
          .$notNull();
        const recipes = eb.selectFrom('size').select('recipes').$asScalar().$notNull();
        const assigned = eb
          .selectFrom('judge_assignments as a')
          .innerJoin('panel', 'panel.id', 'a.judge_id')
          .innerJoin('recipes as r', 'r.id', 'a.recipe_id')
          .innerJoin('users as u', 'u.id', 'r.user_id')
          .select((inner) => countAll(inner).as('count'))
          .where(inRound(stage))
          .$asScalar()
          .$notNull();
        const conflicted = eb
          .selectFrom((db) =>
            db
              .selectFrom('panel')
              .crossJoinLateral((lateral) =>
                lateral
                  .selectFrom('judge_conflict_pairs as c')
                  .select(['c.judge_id', 'c.user_id'])
                  .whereRef('c.judge_id', '=', 'panel.id')
                  .offset(sql.lit(0))
                  .as('p'),
              )
              .innerJoin('recipes as r', 'r.user_id', 'p.user_id')
              .innerJoin('users as u', 'u.id', 'r.user_id')
              .select(['p.judge_id', 'p.user_id'])
              .distinct()
              .where(inRound(stage))
              .as('conflicted'),
          )
          .select((inner) => countAll(inner).as('count'))
          .$asScalar()
          .$notNull();
        const perRecipe = eb
          .selectFrom('assignment_settings')
          .select('judges_per_recipe')
          .where('id', '=', 1)
          .$asScalar();
        return [
          panelSize.as('judges'),
          recipes.as('recipes'),
          eb
            .selectFrom('judge_round_votes as c')
            .innerJoin('panel', 'panel.id', 'c.judge_id')
            .select((inner) =>
              inner
                .cast<number>(inner.fn.coalesce(inner.fn.sum('c.voted'), inner.lit(0)), 'integer')
                .as('sum'),
            )
            .where('c.stage', '=', stage)
            .$asScalar()
            .$notNull()
            .as('cast'),
          eb
            .case()
            .when(eb.and([eb(eb.val(stage), '=', sql.lit<Stage>('first')), eb(perRecipe, 'is not', null)]))
            .then(assigned)
            // Arithmetic of three scalar subqueries: written with `sql`, typed as the integer it is.
            .else(sql<number>`${panelSize} * ${recipes} - ${conflicted}`)
            .end()
            .$notNull()
            .as('expected'),
        ];
      })
      .executeTakeFirstOrThrow();
  }
}
