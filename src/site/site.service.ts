import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { ContestSettings } from '../editions/contest-settings.entity.js';
import { ContestSettingsService } from '../editions/contest-settings.service.js';
import { EditionsService } from '../editions/editions.service.js';
import { DatabaseStatus } from '../database/database-status.js';
import { LastGood } from '../database/last-good.js';
import { Transactions } from '../database/unit-of-work.js';
import { SiteContentService } from '../editions/site-content.service.js';
import { frozenProps } from '../inertia/page-template.js';
import { JudgesService } from '../auth/judges.service.js';
import { toIcs } from './calendar-event.js';
import {
  toCalendarLink,
  toFaqRow,
  toIntroProps,
  toPastEditionCard,
  toPastEditionPage,
  toPublicJudge,
  toSponsorProps,
} from './site.props-mapper.js';
import type { LandingPageProps, PastEditionPageProps } from '@shared/site/site.props.js';

const LANDING_CACHE_MS = 2000;

@Injectable()
export class SiteService {
  /**
   * The landing page is the same for every visitor and the most visited page: its props are kept for two seconds,
   * and dropped as soon as the contest settings are re-read, so a phase change shows with the settings.
   */
  private landingCache: {
    props: Promise<Readonly<LandingPageProps>>;
    settings: ContestSettings;
    at: number;
  } | null = null;
  /** The public pages as last built, served while the database is away (docs/deployment.md). */
  private readonly lastLanding: LastGood<'landing', Readonly<LandingPageProps>>;
  private readonly lastPastEditions: LastGood<number, PastEditionPageProps>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly transactions: Transactions,
    private readonly settings: ContestSettingsService,
    private readonly editions: EditionsService,
    private readonly content: SiteContentService,
    private readonly judges: JudgesService,
    private readonly clock: Clock,
    database: DatabaseStatus,
  ) {
    this.lastLanding = new LastGood(database);
    this.lastPastEditions = new LastGood(database);
  }

  async landingPage(): Promise<Readonly<LandingPageProps>> {
    const settings = await this.settings.forDisplay();
    const cached = this.landingCache;
    // Aged on the deadlines' clock: the countdown in the props is never more than two seconds old on it.
    const age = this.clock.now().getTime() - (cached?.at ?? 0);
    if (cached && cached.settings === settings && age >= 0 && age < LANDING_CACHE_MS) return cached.props;
    // Shared by every visitor, so built in a context of its own rather than in one visitor's request (the anonymous
    // fast path calls this outside any request context).
    const props = this.lastLanding.get('landing', () =>
      this.transactions.inOwnContext(() => this.buildLandingPage()),
    );
    this.landingCache = { props, settings, at: this.clock.now().getTime() };
    props.catch(() => {
      if (this.landingCache?.props === props) this.landingCache = null;
    });
    return props;
  }

  private async buildLandingPage(): Promise<Readonly<LandingPageProps>> {
    const [settings, sponsors, editions, judges, faq] = await Promise.all([
      this.settings.current(),
      this.content.sponsors(),
      this.editions.listPublished(),
      this.judges.publicPanel(),
      this.content.faq(),
    ]);
    // Frozen: the same object goes to every visitor until it is rebuilt, so its page text can be reused.
    return frozenProps({
      intro: toIntroProps(settings, this.config.appName, this.clock.now()),
      sponsors: sponsors.map(toSponsorProps),
      pastEditions: editions.map(toPastEditionCard),
      judges: judges.map(toPublicJudge),
      faq: faq.map(toFaqRow),
      calendar: toCalendarLink(settings),
    });
  }

  pastEditionPage(year: number): Promise<PastEditionPageProps> {
    return this.lastPastEditions.get(year, async () => {
      const [edition, all] = await Promise.all([
        this.editions.publishedByYear(year),
        this.editions.listPublished(),
      ]);
      return toPastEditionPage(edition, all);
    });
  }

  async calendarFile(appUrl: string): Promise<string> {
    const settings = await this.settings.forDisplay();
    if (!settings.calendarTitle || !settings.calendarStartsAt) {
      throw new NotFoundException({ message: 'No calendar event has been announced yet.' });
    }
    return toIcs({
      uid: `contest-${settings.editionYear}@${new URL(appUrl).hostname}`,
      title: settings.calendarTitle,
      description: settings.calendarDescription,
      location: settings.calendarLocation,
      startsAt: settings.calendarStartsAt,
      endsAt: settings.calendarEndsAt,
      url: `${appUrl}/`,
    });
  }
}
