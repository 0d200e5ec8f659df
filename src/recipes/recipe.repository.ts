import { LockMode } from '@mikro-orm/core';
import { EntityRepository } from '@mikro-orm/postgresql';
import type { Recipe } from './recipe.entity.js';

export class RecipeRepository extends EntityRepository<Recipe> {
  findByContestant(contestantId: number): Promise<Recipe | null> {
    return this.findOne({ contestant: contestantId });
  }

  /**
   * The contestant's recipe, locked until the transaction ends and read fresh from the database: two saves of the
   * same recipe (a double click, two tabs) run one after the other, and the second sees what the first did.
   */
  findByContestantForUpdate(contestantId: number): Promise<Recipe | null> {
    return this.findOne(
      { contestant: contestantId },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
  }

  /** A submitted recipe with its contestant; null for a draft or an id that names none. */
  findSubmittedWithContestant(id: number): Promise<Recipe | null> {
    return this.findOne({ id, isComplete: true }, { populate: ['contestant'] });
  }
}
