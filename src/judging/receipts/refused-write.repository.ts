import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { kysely } from '../../database/database-schema.js';
import { UnitOfWorkRepository } from '../../database/unit-of-work.js';
import type { Stage } from '@shared/judging/judging-rules.js';
import type { RefusedWrite } from './refused-write.entity.js';
import type { JudgeWriteCall } from '@shared/judging/write-receipts.js';

export interface RefusalToKeep {
  judgeId: number;
  key: string;
  call: JudgeWriteCall;
  recipeId: number;
  body: unknown;
  status: number;
  reason: string;
}

/** One refused write as the admins' list shows it. */
export interface RefusedWriteRow {
  judgeId: number;
  judge: string;
  call: JudgeWriteCall;
  recipeId: number;
  recipeName: string | null;
  stage: Stage | null;
  body: unknown;
  reason: string;
  refusedAt: Date;
}

/** The refused writes of judges' devices, each statement on its own (kept after the answer, outside its request). */
export class RefusedWriteRepository extends UnitOfWorkRepository<RefusedWrite> {
  private get db() {
    return kysely(this.getEntityManager() as EntityManager);
  }

  /** Keeps the refusal, once per key (a device refused again keeps the latest reason); none for a removed judge. */
  async keep(refusal: RefusalToKeep): Promise<void> {
    await this.db
      .insertInto('refused_writes')
      .columns(['judge_id', 'key', 'call', 'recipe_id', 'stage', 'body', 'status', 'reason', 'refused_at'])
      .expression((eb) =>
        eb
          .selectFrom('judges')
          .select([
            'judges.id',
            sql.lit(refusal.key).as('key'),
            sql.lit(refusal.call).as('call'),
            sql.lit(refusal.recipeId).as('recipe_id'),
            'judges.stage',
            sql<string>`${JSON.stringify(refusal.body)}::jsonb`.as('body'),
            sql.lit(refusal.status).as('status'),
            sql<string>`${refusal.reason}`.as('reason'),
            sql<string>`now()`.as('refused_at'),
          ])
          .where('judges.id', '=', refusal.judgeId),
      )
      .onConflict((conflict) =>
        conflict.columns(['judge_id', 'key']).doUpdateSet((eb) => ({
          status: eb.ref('excluded.status'),
          reason: eb.ref('excluded.reason'),
          refused_at: eb.ref('excluded.refused_at'),
        })),
      )
      .execute();
  }

  /** Forgets a refusal whose key was accepted since (the device sent it again once the round reopened). */
  async forget(judgeId: number, key: string): Promise<void> {
    await this.db
      .deleteFrom('refused_writes')
      .where('judge_id', '=', judgeId)
      .where('key', '=', key)
      .execute();
  }

  /** The latest refusals first, with the judge's and the recipe's names. */
  async latest(limit: number): Promise<RefusedWriteRow[]> {
    return this.db
      .selectFrom('refused_writes as refused')
      .innerJoin('judges', 'judges.id', 'refused.judge_id')
      .leftJoin('recipes', 'recipes.id', 'refused.recipe_id')
      .select([
        'refused.judge_id as judgeId',
        sql<string>`judges.name || ' ' || judges.lastname`.as('judge'),
        'refused.call',
        'refused.recipe_id as recipeId',
        'recipes.name as recipeName',
        'refused.stage',
        'refused.body',
        'refused.reason',
        'refused.refused_at as refusedAt',
      ])
      .orderBy('refused.refused_at', 'desc')
      .orderBy('refused.key')
      .limit(limit)
      .$castTo<RefusedWriteRow>()
      .execute();
  }
}
