import { type FilterQuery, LockMode } from '@mikro-orm/core';
import { type EntityManager, EntityRepository } from '@mikro-orm/postgresql';
import type { Recipe } from './recipe.entity.js';

/** The unit of work of a recipe's transaction: handed to mail and audit, which write their rows in the same commit. */
export type RecipeTransaction = EntityManager;

export class RecipeRepository extends EntityRepository<Recipe> {
  /**
   * Runs `work` in one transaction. Inside it, the repositories read and write through that transaction (MikroORM's
   * transaction context), so the row locks taken there hold until `work` ends.
   */
  transaction<T>(work: (tx: RecipeTransaction) => Promise<T>): Promise<T> {
    return this.postgres().transactional(work);
  }

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

  /** Runs `work` in one transaction on a unit of work of its own; the repositories read through it inside `work`. */
  inOwnTransaction<T>(work: (tx: RecipeTransaction) => Promise<T>): Promise<T> {
    return this.postgres().fork().transactional(work);
  }

  /** A recipe with its contestant, read fresh on a unit of work of its own; null when the id names none. */
  findWithContestant(id: number): Promise<Recipe | null> {
    return this.findFreshWithContestant({ id });
  }

  /** A submitted recipe with its contestant, read fresh; null for a draft or an id that names none. */
  findSubmittedWithContestant(id: number): Promise<Recipe | null> {
    return this.findFreshWithContestant({ id, isComplete: true });
  }

  /** These recipes with their contestants, read fresh in one query (the printed pack's cards), in no given order. */
  findManyWithContestant(ids: readonly number[]): Promise<Recipe[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.getEntityManager()
      .fork()
      .find(this.entityName, { id: { $in: [...ids] } }, { populate: ['contestant'] });
  }

  /**
   * The recipe, locked until the transaction ends and read fresh: two admins reviewing it at once leave one answer.
   * Call inside a transaction.
   */
  findForReview(id: number): Promise<Recipe | null> {
    return this.findOne({ id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  private findFreshWithContestant(where: FilterQuery<Recipe>): Promise<Recipe | null> {
    return this.getEntityManager()
      .fork()
      .findOne(this.entityName, where, { populate: ['contestant'] });
  }

  /** The repository's entity manager as the PostgreSQL driver's own, the type the other modules' writers take. */
  private postgres(): EntityManager {
    return this.getEntityManager() as EntityManager;
  }
}
