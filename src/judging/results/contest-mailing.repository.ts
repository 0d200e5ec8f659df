import { UnitOfWorkRepository } from '../../database/unit-of-work.js';
import type { ContestMailing, MailingKind } from './contest-mailing.entity.js';

/** Who each contest-wide mailing has reached: one row per contestant and mailing. */
export class ContestMailingRepository extends UnitOfWorkRepository<ContestMailing> {
  /** Adds to this unit of work that `contestantId` was mailed `template` by `kind`, sent by admin `adminId`. */
  addSent(kind: MailingKind, contestantId: number, template: string, adminId: number | null): ContestMailing {
    return this.create({ kind, contestant: contestantId, template, adminId });
  }
}
