import type { Opt } from '@mikro-orm/core';
import { Check, Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { FinalBoardRepository } from './final-board.repository.js';

/**
 * The live final's results board: one row. The venue screen's link carries a random secret of which only the SHA-256
 * is kept (null: no link, or turned off); `releasedAt` is set while the results are shown.
 */
@Entity({ tableName: 'final_board', repository: () => FinalBoardRepository })
@Check({ name: 'final_board_id_check', expression: 'id = 1' })
export class FinalBoard {
  @PrimaryKey({ type: 'smallint', autoincrement: false })
  id: Opt<number> = 1;

  @Property({ columnType: 'char(64)', nullable: true })
  tokenHash: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  tokenCreatedAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  releasedAt: Date | null = null;
}
