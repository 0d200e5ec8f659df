import { type Opt, type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Judge } from '../../auth/judge.entity.js';
import { WriteReceiptRepository } from './write-receipt.repository.js';

/**
 * A judge's write sent with an `Idempotency-Key`: what it asked (a hash of the call and its body) and, once applied,
 * the answer it got, which a retry with the same key gets again instead of applying the write twice.
 */
@Entity({ tableName: 'write_receipts', repository: () => WriteReceiptRepository })
export class WriteReceipt {
  @ManyToOne({ entity: () => Judge, primary: true, deleteRule: 'cascade' })
  judge: Rel<Judge>;

  @PrimaryKey({ length: 64 })
  key: string;

  @Property({ columnType: 'char(64)' })
  fingerprint: string;

  /** null while the write is being applied. */
  @Property({ type: 'json', nullable: true })
  answer: unknown = null;

  @Property({ type: 'timestamptz' })
  createdAt: Opt<Date> = new Date();
}
