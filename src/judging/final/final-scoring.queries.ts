import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { kysely } from '../../database/database-schema.js';
import type { Transaction } from '../../database/unit-of-work.js';
import { TIE_RULES, type TieRule } from '@shared/judging/final-scoring.js';

export interface FinalScoringSettings {
  kitchenScore: boolean;
  kitchenWeight: number;
  penaltyPerMinute: number;
  tieBreak: TieRule[];
}

export interface KitchenCriterionRow {
  id: number;
  name: string;
}

export interface KitchenScoreRow {
  judgeId: number;
  recipeId: number;
  /** Points by criterion id. */
  scores: Record<string, number>;
  minutesLate: number;
}

export interface TieDecisionRow {
  recipeIds: number[];
  order: number[];
  reason: string;
  headJudgeId: number | null;
  recordedAt: Date;
}

const isTieRule = (rule: string): rule is TieRule => (TIE_RULES as readonly string[]).includes(rule);

/**
 * The live final's kitchen score and tie-break: the settings row, the kitchen's criteria, the judges marked as
 * kitchen judges, their station scores and the head judge's recorded choices. Writes run in the caller's transaction.
 */
@Injectable()
export class FinalScoringQueries {
  constructor(private readonly em: EntityManager) {}

  private db(tx?: Transaction) {
    return kysely(tx ?? this.em);
  }

  /** The settings row; in a transaction, locked until it ends so that changes take turns. */
  async settings(tx?: Transaction): Promise<FinalScoringSettings> {
    const query = this.db(tx)
      .selectFrom('final_scoring')
      .select(['kitchen_score', 'kitchen_weight', 'penalty_per_minute', 'tie_break'])
      .where('id', '=', 1);
    const row = await (tx ? query.forUpdate() : query).executeTakeFirstOrThrow();
    return {
      kitchenScore: row.kitchen_score,
      kitchenWeight: row.kitchen_weight,
      penaltyPerMinute: Number(row.penalty_per_minute),
      tieBreak: row.tie_break.filter(isTieRule),
    };
  }

  async saveSettings(tx: Transaction, settings: FinalScoringSettings): Promise<void> {
    await this.db(tx)
      .updateTable('final_scoring')
      .set({
        kitchen_score: settings.kitchenScore,
        kitchen_weight: settings.kitchenWeight,
        penalty_per_minute: String(settings.penaltyPerMinute),
        tie_break: sql<string[]>`${sql.val(settings.tieBreak)}::text[]`,
      })
      .where('id', '=', 1)
      .execute();
  }

  criteria(tx?: Transaction): Promise<KitchenCriterionRow[]> {
    return this.db(tx)
      .selectFrom('kitchen_criteria')
      .select(['id', 'name'])
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  /** Replaces the criteria: those with an id are renamed and moved, the others added, the rest removed. */
  async saveCriteria(
    tx: Transaction,
    criteria: ReadonlyArray<{ id: number | null; name: string }>,
  ): Promise<void> {
    const db = this.db(tx);
    const kept = criteria.flatMap((criterion) => (criterion.id === null ? [] : [criterion.id]));
    await db
      .deleteFrom('kitchen_criteria')
      .$if(kept.length > 0, (query) => query.where('id', 'not in', kept))
      .execute();
    for (const [index, criterion] of criteria.entries()) {
      if (criterion.id === null)
        await db
          .insertInto('kitchen_criteria')
          .values({ name: criterion.name, position: index + 1 })
          .execute();
      else
        await db
          .updateTable('kitchen_criteria')
          .set({ name: criterion.name, position: index + 1 })
          .where('id', '=', criterion.id)
          .execute();
    }
  }

  async countKitchenScores(tx?: Transaction): Promise<number> {
    const row = await this.db(tx)
      .selectFrom('kitchen_scores')
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('count'))
      .executeTakeFirstOrThrow();
    return row.count;
  }

  /** Holds kitchen score writes until the caller's transaction ends (the criteria change only before the first). */
  async holdKitchenScores(tx: Transaction): Promise<void> {
    await sql`lock table kitchen_scores in share mode`.execute(this.db(tx));
  }

  /** Every kitchen score, or one judge's. */
  async kitchenScores(judgeId?: number): Promise<KitchenScoreRow[]> {
    const rows = await this.db()
      .selectFrom('kitchen_scores')
      .select(['judge_id', 'recipe_id', 'scores', 'minutes_late'])
      .$if(judgeId !== undefined, (query) => query.where('judge_id', '=', judgeId!))
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      judgeId: row.judge_id,
      recipeId: row.recipe_id,
      scores: row.scores as Record<string, number>,
      minutesLate: row.minutes_late,
    }));
  }

  async saveKitchenScore(tx: Transaction, row: KitchenScoreRow): Promise<void> {
    await this.db(tx)
      .insertInto('kitchen_scores')
      .values({
        judge_id: row.judgeId,
        recipe_id: row.recipeId,
        scores: JSON.stringify(row.scores),
        minutes_late: row.minutesLate,
      })
      .onConflict((conflict) =>
        conflict.columns(['judge_id', 'recipe_id']).doUpdateSet({
          scores: JSON.stringify(row.scores),
          minutes_late: row.minutesLate,
          saved_at: sql<string>`now()`,
        }),
      )
      .execute();
  }

  /** The judges marked as kitchen judges (their round and state are the judges module's to say). */
  async kitchenJudgeIds(tx?: Transaction): Promise<Set<number>> {
    const rows = await this.db(tx).selectFrom('kitchen_judges').select('judge_id').execute();
    return new Set(rows.map((row) => row.judge_id));
  }

  async setKitchenJudge(tx: Transaction, judgeId: number, on: boolean): Promise<boolean> {
    const db = this.db(tx);
    if (on) {
      const result = await db
        .insertInto('kitchen_judges')
        .values({ judge_id: judgeId })
        .onConflict((conflict) => conflict.column('judge_id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    }
    const result = await db.deleteFrom('kitchen_judges').where('judge_id', '=', judgeId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async isKitchenJudge(judgeId: number): Promise<boolean> {
    const row = await this.db()
      .selectFrom('kitchen_judges')
      .where('judge_id', '=', judgeId)
      .select('judge_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async tieDecisions(): Promise<TieDecisionRow[]> {
    const rows = await this.db()
      .selectFrom('final_tie_decisions')
      .select(['recipe_ids', 'chosen_order', 'reason', 'recorded_at', 'head_judge_id'])
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      recipeIds: row.recipe_ids,
      order: row.chosen_order,
      reason: row.reason,
      headJudgeId: row.head_judge_id,
      recordedAt: new Date(row.recorded_at),
    }));
  }

  /** Records the head judge's order for these plates, replacing an earlier choice for exactly them. */
  async saveTieDecision(
    tx: Transaction,
    decision: { recipeIds: number[]; order: number[]; reason: string; headJudgeId: number },
  ): Promise<{ order: number[]; reason: string } | null> {
    const db = this.db(tx);
    const before = await db
      .selectFrom('final_tie_decisions')
      .select(['chosen_order', 'reason'])
      .where('recipe_ids', '=', sql<number[]>`${sql.val(decision.recipeIds)}::int[]`)
      .forUpdate()
      .executeTakeFirst();
    const values = {
      recipe_ids: sql<number[]>`${sql.val(decision.recipeIds)}::int[]`,
      chosen_order: sql<number[]>`${sql.val(decision.order)}::int[]`,
      reason: decision.reason,
      head_judge_id: decision.headJudgeId,
    };
    await db
      .insertInto('final_tie_decisions')
      .values(values)
      .onConflict((conflict) =>
        conflict.column('recipe_ids').doUpdateSet({
          chosen_order: values.chosen_order,
          reason: values.reason,
          head_judge_id: values.head_judge_id,
          recorded_at: sql<string>`now()`,
        }),
      )
      .execute();
    return before ? { order: before.chosen_order, reason: before.reason } : null;
  }
}
