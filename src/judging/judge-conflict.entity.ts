import { type Opt, type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Contestant } from '../contestants/contestant.entity.js';
import { Judge } from '../auth/judge.entity.js';
import { JudgeConflictRepository } from './judge-conflict.repository.js';

/**
 * A conflict of interest an admin declared between a judge and a contestant. The automatic ones
 * (the judge's e-mail is the contestant's own or their supervisor's) are not stored: they follow the addresses as
 * they are now, through the view `judge_conflict_pairs` (Migration20261124110000). Lifting deletes the row; the
 * audit log keeps who declared and lifted it, and why.
 */
@Entity({ tableName: 'judge_conflicts', repository: () => JudgeConflictRepository })
@Unique({ name: 'judge_conflicts_judge_user_unique', properties: ['judge', 'contestant'] })
export class JudgeConflict {
  @PrimaryKey()
  id: number;

  @ManyToOne(() => Judge, { deleteRule: 'cascade' })
  judge: Rel<Judge>;

  @ManyToOne(() => Contestant, { fieldName: 'user_id', deleteRule: 'cascade' })
  contestant: Rel<Contestant>;

  @Property({ type: 'text' })
  reason: string;

  /** The admin who declared it; a plain id, like the audit log, so an admin can be deleted. */
  @Property({ type: 'integer', nullable: true })
  adminId: number | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Opt<Date> = new Date();
}
