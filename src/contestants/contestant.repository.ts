import { EntityRepository, LockMode, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import type { Contestant, ContestantType } from './contestant.entity.js';

export class ContestantRepository extends EntityRepository<Contestant> {
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
}
