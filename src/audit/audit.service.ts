import { Injectable } from '@nestjs/common';
import type { UnitOfWork } from '../database/unit-of-work.js';
import type { AuditEntry } from './audit-entry.entity.js';
import { addAuditEntry } from './audit-entry.repository.js';

/** Who made a change: the signed-in admin, or the contest's schedule (SCHEDULE_ACTOR). */
export interface AuditActor {
  id: number | null;
  email: string;
}

/**
 * The deadlines job: changes the dates make by themselves, and the reminders it mails, are logged under this name
 * (no admin account; the log shows it where it shows an admin's e-mail).
 */
export const SCHEDULE_ACTOR: AuditActor = { id: null, email: 'Contest schedule (automatic)' };

export interface AuditChange {
  action: string;
  subjectType: string;
  subjectId?: number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * The records an admin form both creates and edits, by the prefix of their actions, with the subject type they are
 * logged under: saving one is logged as `<kind>.create` or `<kind>.update`.
 */
const SAVED_KINDS = {
  past_edition: 'past_edition',
  whitelisted: 'whitelisted_domain',
  sponsor: 'sponsor',
  judge: 'judge',
  admin: 'admin',
  faq: 'faq_item',
} as const;

/** The subject of a save of a `kind` record: its creation when `created`, else its update. */
export function savedSubject(
  kind: keyof typeof SAVED_KINDS,
  subjectId: number,
  created: boolean,
): Pick<AuditChange, 'action' | 'subjectType' | 'subjectId'> {
  return { action: `${kind}.${created ? 'create' : 'update'}`, subjectType: SAVED_KINDS[kind], subjectId };
}

/** Fields whose values never go into the log. */
const SECRET_FIELDS = new Set(['passwordHash', 'password', 'password_confirmation', 'token', 'tokenHash']);

/**
 * Records what administrators change. Call `record` with the unit of work of the transaction that makes the change,
 * so the entry is written with it or not at all:
 *   await transactions.run(async (tx) => { …change…; this.audit.record(tx, actor, { action, subjectType, subjectId, before, after }); });
 * `before`/`after` should hold the fields the change touched (use `AuditService.diff` to keep only those).
 */
@Injectable()
export class AuditService {
  record(uow: UnitOfWork, actor: AuditActor, change: AuditChange): AuditEntry {
    return addAuditEntry(uow, {
      adminId: actor.id,
      adminEmail: actor.email,
      action: change.action,
      subjectType: change.subjectType,
      subjectId: change.subjectId ?? null,
      before: change.before ? AuditService.withoutSecrets(change.before) : null,
      after: change.after ? AuditService.withoutSecrets(change.after) : null,
    });
  }

  /**
   * Records a save of `subject`: a creation (`before` null) with every field of `after`, an update with only the
   * fields that changed, and an update that changed nothing not at all (saving a form unchanged is no change).
   */
  recordSave(
    uow: UnitOfWork,
    actor: AuditActor,
    subject: Pick<AuditChange, 'action' | 'subjectType' | 'subjectId'>,
    before: Record<string, unknown> | null,
    after: Record<string, unknown>,
  ): AuditEntry | null {
    const change = before ? AuditService.diff(before, after) : { before: null, after };
    if (before && Object.keys(change.after).length === 0) return null;
    return this.record(uow, actor, { ...subject, ...change });
  }

  /** The fields that differ between two snapshots, as { before, after } holding only those fields. */
  static diff(
    before: Record<string, unknown>,
    after: Record<string, unknown>,
  ): { before: Record<string, unknown>; after: Record<string, unknown> } {
    const changedBefore: Record<string, unknown> = {};
    const changedAfter: Record<string, unknown> = {};
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
      changedBefore[key] = before[key] ?? null;
      changedAfter[key] = after[key] ?? null;
    }
    return { before: changedBefore, after: changedAfter };
  }

  private static withoutSecrets(values: Record<string, unknown>): Record<string, unknown> {
    const kept: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(values)) {
      kept[key] = SECRET_FIELDS.has(key) ? '[hidden]' : value;
    }
    return kept;
  }
}
