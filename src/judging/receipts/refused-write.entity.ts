import { type Opt, type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Judge } from '../../auth/judge.entity.js';
import type { Stage } from '@shared/judging/judging-rules.js';
import { RefusedWriteRepository } from './refused-write.repository.js';
import type { JudgeWriteCall } from '@shared/judging/write-receipts.js';

/**
 * A judge's vote or note, sent with its `Idempotency-Key` from the device, that the server refused (the round closed
 * meanwhile, the judge was disabled): kept for the admins, since the judge's device may be cleared before anyone reads
 * its list. Forgotten when the same key is accepted later (the round reopened and the device sent it again).
 */
@Entity({ tableName: 'refused_writes', repository: () => RefusedWriteRepository })
export class RefusedWrite {
  @ManyToOne({ entity: () => Judge, primary: true, deleteRule: 'cascade' })
  judge: Rel<Judge>;

  @PrimaryKey({ length: 64 })
  key: string;

  @Property({ length: 8 })
  call: JudgeWriteCall;

  @Property()
  recipeId: number;

  /** The judge's round when it was refused; null for an account that no longer exists in a round. */
  @Property({ length: 10, nullable: true })
  stage: Stage | null = null;

  /** What the device sent: the scores or the note. */
  @Property({ type: 'json' })
  body: unknown;

  @Property({ columnType: 'smallint' })
  status: number;

  @Property({ type: 'text' })
  reason: string;

  @Property({ type: 'timestamptz' })
  refusedAt: Opt<Date> = new Date();
}
