import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { UnitOfWorkRepository } from '../database/unit-of-work.js';
import { sql } from 'kysely';
import { countAll, kysely } from '../database/database-schema.js';
import { preparedTemplateRows } from '../database/prepared-statements.js';
import type { Stage } from '../auth/staff-account.entity.js';
import type { Vote } from './vote.entity.js';
import type { Scores } from '@shared/judging/judging-rules.js';

export class VoteRepository extends UnitOfWorkRepository<Vote> {
  /** The vote, locked until the caller's transaction ends: a correction and the judge's own call take turns. */
  findForCorrection(voteId: number): Promise<Vote | null> {
    return this.findOne({ id: voteId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  /** This judge's vote row on the recipe in the round (scores and note), if any. */
  findOwn(judgeId: number, recipeId: number, stage: Stage): Promise<Vote | null> {
    return this.findOne({ judge: judgeId, recipe: recipeId, stage });
  }

  /**
   * Stores the judge's scores in one statement on the unique (judge, recipe, round) key: a first vote inserts the row
   * (or fills the row a note created), a later one in the same round replaces the scores; a vote in the other round
   * is its own row. Two votes at once leave one row. A score the head judge or an admin corrected is left as it is:
   * answers false then (no row written).
   */
  async saveScores(judgeId: number, recipeId: number, stage: Stage, scores: Scores): Promise<boolean> {
    // The repository's manager is typed for any SQL driver; this app's is PostgreSQL's.
    const em = this.getEntityManager() as EntityManager;
    // Numeric columns take the scores as text, exactly (half steps), as node-postgres reads them back.
    const values: [number, number, Stage, string, string, string, number, string] = [
      judgeId,
      recipeId,
      stage,
      String(scores.creativity),
      String(scores.appearance),
      String(scores.ingredients),
      scores.profitability,
      String(scores.deployability),
    ];
    const written = await preparedTemplateRows(
      em,
      'votes.saveScores',
      null,
      values,
      (db, judgeId, recipeId, stage, creativity, appearance, ingredients, profitability, deployability) =>
        db
          .insertInto('votes')
          .values({
            judge_id: judgeId,
            recipe_id: recipeId,
            stage,
            creativity,
            appearance,
            ingredients,
            profitability,
            deployability,
            voted_at: sql<string>`now()`,
            created_at: sql<string>`now()`,
            updated_at: sql<string>`now()`,
          })
          .onConflict((conflict) =>
            conflict
              .constraint('votes_judge_recipe_stage_unique')
              .doUpdateSet((eb) => ({
                creativity: eb.ref('excluded.creativity'),
                appearance: eb.ref('excluded.appearance'),
                ingredients: eb.ref('excluded.ingredients'),
                profitability: eb.ref('excluded.profitability'),
                deployability: eb.ref('excluded.deployability'),
                voted_at: eb.ref('excluded.voted_at'),
                updated_at: eb.ref('excluded.updated_at'),
              }))
              .where('votes.corrected_at', 'is', null),
          )
          .returning('id'),
    );
    return written.length > 0;
  }

  /**
   * Stores the judge's note on the same row as the round's scores, creating the row (without scores) when there is
   * none.
   */
  async saveNote(judgeId: number, recipeId: number, stage: Stage, note: string): Promise<void> {
    const em = this.getEntityManager() as EntityManager;
    const values: [number, number, Stage, string] = [judgeId, recipeId, stage, note];
    await preparedTemplateRows(em, 'votes.saveNote', null, values, (db, judgeId, recipeId, stage, note) =>
      db
        .insertInto('votes')
        .values({
          judge_id: judgeId,
          recipe_id: recipeId,
          stage,
          note,
          created_at: sql<string>`now()`,
          updated_at: sql<string>`now()`,
        })
        .onConflict((conflict) =>
          conflict.constraint('votes_judge_recipe_stage_unique').doUpdateSet((eb) => ({
            note: eb.ref('excluded.note'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        ),
    );
  }

  /**
   * Stores the judge's comment for the chef (null clears it) on the same row as the round's scores, creating the row
   * (without scores) when there is none.
   */
  async saveChefComment(
    judgeId: number,
    recipeId: number,
    stage: Stage,
    comment: string | null,
  ): Promise<void> {
    const em = this.getEntityManager() as EntityManager;
    const values: [number, number, Stage, string | null] = [judgeId, recipeId, stage, comment];
    await preparedTemplateRows(
      em,
      'votes.saveChefComment',
      null,
      values,
      (db, judgeId, recipeId, stage, comment) =>
        db
          .insertInto('votes')
          .values({
            judge_id: judgeId,
            recipe_id: recipeId,
            stage,
            chef_comment: comment,
            created_at: sql<string>`now()`,
            updated_at: sql<string>`now()`,
          })
          .onConflict((conflict) =>
            conflict.constraint('votes_judge_recipe_stage_unique').doUpdateSet((eb) => ({
              chef_comment: eb.ref('excluded.chef_comment'),
              updated_at: eb.ref('excluded.updated_at'),
            })),
          ),
    );
  }

  /** How many scores the round holds (a note alone is not a score). */
  async countScored(stage: Stage): Promise<number> {
    const row = await kysely(this.getEntityManager() as EntityManager)
      .selectFrom('votes')
      .where('stage', '=', stage)
      .where('voted_at', 'is not', null)
      .select((eb) => countAll(eb).as('count'))
      .executeTakeFirstOrThrow();
    return row.count;
  }

  /** Holds back every vote and note until the caller's transaction ends (a lock that writes wait for, reads do not). */
  async holdWrites(): Promise<void> {
    await sql`lock table votes in share mode`.execute(kysely(this.getEntityManager() as EntityManager));
  }
}
