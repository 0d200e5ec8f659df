import type { EntityManager as CoreEntityManager } from '@mikro-orm/core';
import { EntityManager, EntityRepository, RequestContext } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/**
 * A unit of work: what is added to it is written by its flush or by its transaction's commit. Services hand the
 * caller's unit of work on to the repositories and queries that write in it; only those call it.
 */
export type UnitOfWork = CoreEntityManager;

/** The unit of work of an open transaction, as `Transactions.run` hands it out; Kysely queries run in it too. */
export type Transaction = EntityManager;

/**
 * An entity repository that also works outside the request's own unit of work: `in(uow)` is the same repository in
 * the caller's unit of work (its transaction, if any), `fresh()` the same on a unit of work of its own.
 */
export class UnitOfWorkRepository<T extends object> extends EntityRepository<T> {
  in(uow: UnitOfWork): this {
    return uow.getRepository(this.entityName) as unknown as this;
  }

  fresh(): this {
    return this.in(this.em.fork());
  }

  /** Writes what was added to this repository's unit of work. */
  async flush(): Promise<void> {
    await this.em.flush();
  }
}

/** Opens transactions and units of work for services, so that they never hold the EntityManager themselves. */
@Injectable()
export class Transactions {
  constructor(private readonly em: EntityManager) {}

  /** Runs `work` in a new transaction on a unit of work of its own: committed when it resolves, rolled back if it throws. */
  run<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.em.fork().transactional(work);
  }

  /**
   * Runs `work` on a unit of work of its own, then writes what it added in one flush (outside the caller's
   * transaction: call it with none open).
   */
  async write<T>(work: (uow: UnitOfWork) => Promise<T>): Promise<T> {
    const uow = this.em.fork();
    const result = await work(uow);
    await uow.flush();
    return result;
  }

  /**
   * Runs `work` in a context of its own, whose reads share no entities with the current request's: for what is built
   * once for every visitor, or outside any request.
   */
  inOwnContext<T>(work: () => Promise<T>): Promise<T> {
    return RequestContext.create(this.em, work);
  }

  /**
   * Whether `uow` (by default the current request's unit of work) is inside a transaction: a write on another
   * connection would then wait for that transaction to end, a deadlock on the embedded database.
   */
  inProgress(uow: UnitOfWork = this.em): boolean {
    return uow.isInTransaction();
  }
}
