import { type Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { AuditEntryRepository } from './audit-entry.repository.js';

/**
 * One change an administrator made: who, what, when, and the record before and after. Rows are only ever added.
 * The admin's e-mail is copied, so the entry still says who it was after that admin account is deleted.
 */
@Entity({ tableName: 'audit_log', repository: () => AuditEntryRepository })
@Index({ name: 'audit_log_subject_index', properties: ['subjectType', 'subjectId'] })
export class AuditEntry {
  @PrimaryKey()
  id: number;

  @Property({ nullable: true })
  @Index({ name: 'audit_log_admin_id_index' })
  adminId: number | null = null;

  @Property({ length: 254 })
  adminEmail: string;

  /** What was done, as `subject.verb`: 'recipe.review', 'contestant.settings', 'judge.create', … */
  @Property({ length: 60 })
  action: string;

  /** The kind of record changed: 'recipe', 'contestant', 'judge', 'admin', 'whitelisted_domain', 'past_edition', 'settings', … */
  @Property({ length: 40 })
  subjectType: string;

  @Property({ nullable: true })
  subjectId: number | null = null;

  /** The changed fields before the change; null for a creation. */
  @Property({ type: 'json', nullable: true })
  before: Record<string, unknown> | null = null;

  /** The changed fields after the change; null for a deletion. */
  @Property({ type: 'json', nullable: true })
  after: Record<string, unknown> | null = null;

  @Property({ type: 'timestamptz' })
  @Index({ name: 'audit_log_created_at_index' })
  createdAt: Opt<Date> = new Date();
}
