import { Injectable } from '@nestjs/common';
import type { Transaction } from '../database/unit-of-work.js';
import { planAssignments } from './assignment-plan.js';
import { JudgeAssignmentsQueries } from './judge-assignments.queries.js';

/**
 * Assignment when the field is large: while "each recipe is judged by N judges of the round" is
 * set, first-round recipes are assigned to judges, balanced by count, never to a judge in conflict with the
 * contestant. Each method runs in the caller's transaction, under one lock, so its audit row and its writes commit
 * together and two plans never interleave.
 */
@Injectable()
export class JudgeAssignmentsService {
  constructor(private readonly assignments: JudgeAssignmentsQueries) {}

  /** A recipe just approved: its N judges, if assignment is on. Answers how many assignments were added. */
  async assignNew(tx: Transaction, recipeId: number): Promise<number> {
    const perRecipe = await this.assignments.perRecipe(tx);
    if (perRecipe === null) return 0;
    await this.assignments.lock(tx);
    const change = planAssignments(await this.assignments.state(tx, perRecipe), 'fill', new Set([recipeId]));
    await this.assignments.apply(tx, change);
    return change.add.length;
  }

  /** Every recipe of the round gets its missing judges (the setting was turned on or N raised). */
  async fill(tx: Transaction): Promise<{ added: number; removed: number }> {
    return this.plan(tx, 'fill');
  }

  /**
   * After judges were disabled, added or put in conflict, or N lowered: assignments without a vote that should not
   * be there go, recipes get their missing judges, and loads are evened out, never moving a recipe a judge voted on.
   */
  async rebalance(tx: Transaction): Promise<{ added: number; removed: number }> {
    return this.plan(tx, 'rebalance');
  }

  private async plan(
    tx: Transaction,
    mode: 'fill' | 'rebalance',
  ): Promise<{ added: number; removed: number }> {
    const perRecipe = await this.assignments.perRecipe(tx);
    if (perRecipe === null) return { added: 0, removed: 0 };
    await this.assignments.lock(tx);
    const change = planAssignments(await this.assignments.state(tx, perRecipe), mode);
    await this.assignments.apply(tx, change);
    return { added: change.add.length, removed: change.remove.length };
  }
}
