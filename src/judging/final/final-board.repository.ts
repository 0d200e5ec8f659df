import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { kysely } from '../../database/database-schema.js';
import { UnitOfWorkRepository } from '../../database/unit-of-work.js';
import type { FinalBoard } from './final-board.entity.js';

/** The board's row as its readers use it. */
export interface FinalBoardState {
  tokenHash: string | null;
  tokenCreatedAt: Date | null;
  releasedAt: Date | null;
}

/** The results board's single row (the migration writes it): its display link and whether results are released. */
export class FinalBoardRepository extends UnitOfWorkRepository<FinalBoard> {
  private get db() {
    return kysely(this.getEntityManager() as EntityManager);
  }

  /** The row as it stands; in a transaction, locked until it ends so that changes take turns. */
  async state(lock = false): Promise<FinalBoardState> {
    const query = this.db
      .selectFrom('final_board')
      .select(['token_hash as tokenHash', 'token_created_at as tokenCreatedAt', 'released_at as releasedAt'])
      .where('id', '=', 1);
    const row = await (lock ? query.forUpdate() : query).executeTakeFirstOrThrow();
    return {
      tokenHash: row.tokenHash,
      tokenCreatedAt: row.tokenCreatedAt === null ? null : new Date(row.tokenCreatedAt),
      releasedAt: row.releasedAt === null ? null : new Date(row.releasedAt),
    };
  }

  async setToken(tokenHash: string | null): Promise<void> {
    await this.db
      .updateTable('final_board')
      .set({ token_hash: tokenHash, token_created_at: tokenHash === null ? null : sql<string>`now()` })
      .where('id', '=', 1)
      .execute();
  }

  async setReleased(released: boolean): Promise<void> {
    await this.db
      .updateTable('final_board')
      .set({ released_at: released ? sql<string>`now()` : null })
      .where('id', '=', 1)
      .execute();
  }
}
