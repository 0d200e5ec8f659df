import { EntityRepositoryType, type Opt } from '@mikro-orm/core';
import { Check, Entity, Enum, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { DECLARATION_POLICIES, type DeclarationPolicy } from '@shared/recipes/allergens.js';
import { DEFAULT_TIME_ZONE } from '@shared/time-zone.js';
import { ContestSettingsRepository } from './contest-settings.repository.js';

export const CONTEST_PHASES = ['coming_soon', 'open', 'closed'] as const;
export type ContestPhaseValue = (typeof CONTEST_PHASES)[number];

/** The running edition's settings: one row, id 1. */
@Entity({ tableName: 'contest_settings', repository: () => ContestSettingsRepository })
@Check({ name: 'contest_settings_single_row', expression: 'id = 1' })
@Check({
  name: 'contest_settings_submission_declarations_check',
  expression: "submission_declarations in ('asked', 'required')",
})
@Check({
  name: 'contest_settings_max_menu_price_cents_check',
  expression: 'max_menu_price_cents between 1000 and 10000',
})
@Check({
  name: 'contest_settings_review_mail_delay_check',
  expression: 'review_mail_delay_minutes between 0 and 120',
})
export class ContestSettings {
  /** Types em.getRepository(ContestSettings) as the custom repository. */
  [EntityRepositoryType]?: ContestSettingsRepository;

  @PrimaryKey({ autoincrement: false })
  id: number = 1;

  @Property()
  editionYear: number;

  @Enum({ items: () => CONTEST_PHASES as unknown as string[], columnType: 'varchar(12)' })
  phase: Opt<ContestPhaseValue> = 'coming_soon';

  @Property({ length: 500, nullable: true })
  ctaUrl: string | null = null;

  @Property({ length: 100, nullable: true })
  ctaText: string | null = null;

  @Property()
  ctaEnabled: Opt<boolean> = false;

  /** The calendar event offered as an .ics download; no download while the title or start is empty. */
  @Property({ length: 200, nullable: true })
  calendarTitle: string | null = null;

  @Property({ type: 'text', nullable: true })
  calendarDescription: string | null = null;

  @Property({ length: 200, nullable: true })
  calendarLocation: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  calendarStartsAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  calendarEndsAt: Date | null = null;

  @Property({ length: 254 })
  helpEmail: string;

  /** A closed round refuses votes. */
  @Property()
  firstRoundOpen: Opt<boolean> = false;

  @Property()
  secondRoundOpen: Opt<boolean> = false;

  /** Judges see neither the contestant's name nor the headshot. */
  @Property()
  blindJudging: Opt<boolean> = false;

  /** The final round is judged in person: finalists get plate codes (see judging/final). */
  @Property()
  liveFinal: Opt<boolean> = false;

  /** The zone deadlines are entered and shown in (an IANA name from CONTEST_TIME_ZONES); stored times are UTC. */
  @Property({ length: 64 })
  timeZone: Opt<string> = DEFAULT_TIME_ZONE;

  /** At these times the phase and the rounds change by themselves (see contest-schedule.ts); unset: never. */
  @Property({ type: 'timestamptz', nullable: true })
  submissionsOpenAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  submissionsCloseAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  firstRoundClosesAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  finalRoundClosesAt: Date | null = null;

  /**
   * The dates up to this instant have been applied by the deadlines job or overruled by an admin's save: only a date
   * after it still changes anything. This is how a manual change wins until the next date.
   */
  @Property({ type: 'timestamptz' })
  scheduleAppliedAt: Opt<Date> = new Date();

  /** Mail contestants with a draft not submitted 48 hours before submissions close. */
  @Property()
  remindContestants: Opt<boolean> = false;

  /** Mail judges with votes missing 48 hours before their round closes. */
  @Property()
  remindJudges: Opt<boolean> = false;

  /**
   * The mail telling a contestant the review of their recipe waits this long in the outbox, so a decision changed
   * back within it mails nobody; 0 sends it at once.
   */
  @Property({ type: 'smallint', default: 10 })
  reviewMailDelayMinutes: Opt<number> = 10;

  /**
   * How firmly a submission is asked for its allergen declaration: 'asked' (the editor asks; a submission without
   * one is accepted, as section 7's calls send none) or 'required' (refused without it). Drafts never need it.
   */
  @Enum({
    items: () => DECLARATION_POLICIES as unknown as string[],
    columnType: 'varchar(10)',
    default: 'asked',
  })
  submissionDeclarations: Opt<DeclarationPolicy> = 'asked';

  /**
   * The highest suggested menu price a contestant may give, in cents: the guidance's $10 unless an admin raises it.
   * The price is asked or required at submission by `submissionDeclarations`, as the allergens are.
   */
  @Property({ type: 'integer', default: 1000 })
  maxMenuPriceCents: Opt<number> = 1000;

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
