import { type Opt } from '@mikro-orm/core';
import { Check, Entity, Enum, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export const CONTEST_PHASES = ['coming_soon', 'open', 'closed'] as const;
export type ContestPhaseValue = (typeof CONTEST_PHASES)[number];

/** The running edition's settings: one row, id 1. */
@Entity({ tableName: 'contest_settings' })
@Check({ name: 'contest_settings_single_row', expression: 'id = 1' })
export class ContestSettings {
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

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
