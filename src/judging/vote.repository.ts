import { EntityRepository } from '@mikro-orm/postgresql';
import type { Stage } from '../auth/staff-account.entity.js';
import type { Vote } from './vote.entity.js';
import type { Scores } from './judging-rules.js';

export class VoteRepository extends EntityRepository<Vote> {
  /** This judge's vote row on the recipe in the round (scores and note), if any. */
  findOwn(judgeId: number, recipeId: number, stage: Stage): Promise<Vote | null> {
    return this.findOne({ judge: judgeId, recipe: recipeId, stage });
  }

  /**
   * Stores the judge's scores in one statement on the unique (judge, recipe, round) key: a first vote inserts the row
   * (or fills the row a note created), a later one in the same round replaces the scores; a vote in the other round
   * is its own row. Two votes at once leave one row.
   */
  async saveScores(judgeId: number, recipeId: number, stage: Stage, scores: Scores): Promise<void> {
    await this.getEntityManager().execute(
      `insert into votes as v (judge_id, recipe_id, stage, creativity, appearance, ingredients, profitability,
         deployability, voted_at, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, now(), now(), now())
       on conflict on constraint votes_judge_recipe_stage_unique do update set
         creativity = excluded.creativity, appearance = excluded.appearance,
         ingredients = excluded.ingredients, profitability = excluded.profitability,
         deployability = excluded.deployability, voted_at = excluded.voted_at, updated_at = excluded.updated_at`,
      [
        judgeId,
        recipeId,
        stage,
        scores.creativity,
        scores.appearance,
        scores.ingredients,
        scores.profitability,
        scores.deployability,
      ],
      'run',
    );
  }

  /**
   * Stores the judge's note on the same row as the round's scores, creating the row (without scores) when there is
   * none.
   */
  async saveNote(judgeId: number, recipeId: number, stage: Stage, note: string): Promise<void> {
    await this.getEntityManager().execute(
      `insert into votes (judge_id, recipe_id, stage, note, created_at, updated_at)
       values (?, ?, ?, ?, now(), now())
       on conflict on constraint votes_judge_recipe_stage_unique do update set
         note = excluded.note, updated_at = excluded.updated_at`,
      [judgeId, recipeId, stage, note],
      'run',
    );
  }
}
