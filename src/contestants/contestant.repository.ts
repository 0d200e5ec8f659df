import {
  type EntityManager,
  EntityRepository,
  LockMode,
  UniqueConstraintViolationException,
} from '@mikro-orm/postgresql';
import type { Contestant, ContestantType } from './contestant.entity.js';

/**
 * The unit of work of a contestant's transaction: the services hand it to mail and audit, which write their rows in
 * the same commit.
 */
export type ContestantTransaction = EntityManager;

export class ContestantRepository extends EntityRepository<Contestant> {
  /**
   * Runs `work` in one transaction. Inside it, this module's repositories read and write through that transaction
   * (MikroORM's transaction context), so a lock taken by `findForUpdate` holds until `work` ends.
   */
  transaction<T>(work: (tx: ContestantTransaction) => Promise<T>): Promise<T> {
    return this.postgres().transactional(work);
  }

  findByEmail(email: string): Promise<Contestant | null> {
    return this.findOne({ email: email.trim().toLowerCase() });
  }

  /**
   * Creates the contestant of a first sign-in, in a unit of work of its own. When another sign-in created the same
   * address first, answers that row instead.
   */
  async createForSignIn(email: string, typeuser: ContestantType): Promise<Contestant> {
    try {
      const em = this.getEntityManager().fork();
      const contestant = em.create(this.entityName, { email, typeuser });
      await em.flush();
      return contestant;
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      const created = await this.getEntityManager().fork().findOne(this.entityName, { email });
      if (!created) throw error;
      return created;
    }
  }

  findActiveById(id: number): Promise<Contestant | null> {
    return this.findOne({ id, isActive: true });
  }

  /** The contestant read again from the database, not the unit of work's copy (an admin may have just changed it). */
  findFresh(id: number): Promise<Contestant | null> {
    return this.findOne({ id }, { refresh: true });
  }

  /** The contestant with their profile (null when they have none yet). */
  findWithProfile(id: number): Promise<Contestant | null> {
    return this.findOne({ id }, { populate: ['profile'] });
  }

  /**
   * The contestant, the row locked until the transaction ends. Every change to a contestant's registration,
   * profile or approval takes this lock first, so two of them (a double registration, a second answer of the
   * supervisor, a profile save while the supervisor answers) run one after the other, never crosswise.
   * Call through a transaction's entity manager.
   */
  findForUpdate(id: number): Promise<Contestant | null> {
    return this.findOne({ id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  /** The repository's entity manager as the PostgreSQL driver's own, the type the other modules' writers take. */
  private postgres(): EntityManager {
    return this.getEntityManager() as EntityManager;
  }
}
