import { type Opt, type Rel } from '@mikro-orm/core';
import { Check, Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Contestant } from '../../contestants/contestant.entity.js';
import { ContestMailingRepository } from './contest-mailing.repository.js';

/** The contest-wide mailings an admin sends from the results page; each goes to a contestant once. */
export const MAILING_KINDS = ['finalists', 'results'] as const;
export type MailingKind = (typeof MAILING_KINDS)[number];

/**
 * One contestant mailed by one contest-wide mailing: "Notify finalists" (template finalist-news or finalists-thank-you)
 * or "Announce results". The unique key is what makes a second press mail nobody twice.
 */
@Entity({ tableName: 'contest_mailings', repository: () => ContestMailingRepository })
@Unique({ name: 'contest_mailings_kind_user_unique', properties: ['kind', 'contestant'] })
@Check({ name: 'contest_mailings_kind_check', expression: "kind in ('finalists', 'results')" })
export class ContestMailing {
  @PrimaryKey()
  id: number;

  @Property({ length: 20 })
  kind: MailingKind;

  @ManyToOne(() => Contestant, { fieldName: 'user_id', deleteRule: 'cascade' })
  contestant: Rel<Contestant>;

  /** Which mail they got (the outbox template name). */
  @Property({ length: 60 })
  template: string;

  /** The admin who pressed the button; kept as a plain id, like the audit log, so an admin can be deleted. */
  @Property({ type: 'integer', nullable: true })
  adminId: number | null = null;

  @Property({ type: 'timestamptz' })
  sentAt: Opt<Date> = new Date();
}
