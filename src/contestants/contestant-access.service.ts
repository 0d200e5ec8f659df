import { ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { Contestant, ContestantType } from './contestant.entity.js';
import { ContestantRepository } from './contestant.repository.js';
import { WhitelistedDomainRepository } from './whitelisted-domain.repository.js';
import type { Locale } from '@shared/i18n/locales.js';
import type { RequestLanguage } from '../common/request-language.js';

/**
 * How an address may sign in as a contestant: 'company' by single sign-on, 'partner' by a mailed link (an enabled
 * whitelisted domain), 'refused' otherwise.
 */
export type SignInRoute = 'company' | 'partner' | 'refused';

/** Where a contestant lands after signing in: registration until the profile is saved, then the recipe. */
export const CONTESTANT_PAGES = {
  register: '/user/register',
  recipe: '/user/recipe',
  profile: '/user/profile',
} as const;

export const CONTESTANT_DISABLED_MESSAGE =
  'Your contestant account is disabled. Please contact the contest team for help.';

export function emailDomain(email: string): string {
  return email.trim().toLowerCase().split('@').pop() ?? '';
}

/**
 * Who may be a contestant, and how a signed-in person becomes one: the single place that knows the company's own
 * domains and creates contestants on first sign-in.
 */
@Injectable()
export class ContestantAccessService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly contestants: ContestantRepository,
    private readonly whitelistedDomains: WhitelistedDomainRepository,
  ) {}

  /** An address of the company's own domains (COMPANY_EMAIL_DOMAINS): an employee, typeuser 'sodexo'. */
  isCompanyEmail(email: string): boolean {
    return this.config.companyEmailDomains.includes(emailDomain(email));
  }

  async signInRouteFor(email: string): Promise<SignInRoute> {
    if (this.isCompanyEmail(email)) return 'company';
    const [domain] = await this.whitelistedDomains.findByDomains([emailDomain(email)]);
    return domain?.isActive ? 'partner' : 'refused';
  }

  /** False only for a contestant the contest team disabled; an unknown address may still become one. */
  async mayRequestSignIn(email: string): Promise<boolean> {
    const contestant = await this.contestants.findByEmail(email);
    return !contestant || contestant.isActive;
  }

  /**
   * The contestant for a verified address, created with `typeuser` on first sign-in. A disabled contestant is
   * refused. Two first sign-ins at once both end with the same row.
   */
  async findOrCreateForSignIn(email: string, typeuser: ContestantType): Promise<Contestant> {
    const address = email.trim().toLowerCase();
    const contestant =
      (await this.contestants.findByEmail(address)) ??
      (await this.contestants.createForSignIn(address, typeuser));
    if (!contestant.isActive) throw new ForbiddenException({ message: CONTESTANT_DISABLED_MESSAGE });
    return contestant;
  }

  /**
   * At sign-in: a language chosen with the switch (the `lang` cookie) is stored; otherwise the browser's
   * Accept-Language only when none is stored yet, so a stored language is kept (docs/decisions.md, "Languages").
   */
  async rememberLanguage(contestantId: number, language: RequestLanguage): Promise<void> {
    if (language.chosen) await this.setLanguage(contestantId, language.chosen);
    // A request that asks for no language (no cookie, no Accept-Language) leaves what is stored, even nothing.
    else if (language.browser)
      await this.contestants.nativeUpdate(
        { id: contestantId, language: null },
        { language: language.browser },
      );
  }

  /** The contestant's language from now on (their mails, their supervisor's request): an explicit switch. */
  async setLanguage(contestantId: number, locale: Locale): Promise<void> {
    await this.contestants.nativeUpdate({ id: contestantId }, { language: locale });
  }

  /** The page a contestant is sent to after signing in. */
  homePathFor(contestant: Contestant): string {
    return contestant.registeredAt ? CONTESTANT_PAGES.recipe : CONTESTANT_PAGES.register;
  }
}
