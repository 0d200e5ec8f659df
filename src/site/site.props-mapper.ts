import { submissionsDeadline, toCountdownProps } from '../editions/contest-schedule.js';
import type { ContestSettings } from '../editions/contest-settings.entity.js';
import type { FaqItem } from '../editions/faq-item.entity.js';
import type { PastEdition } from '../editions/past-edition.entity.js';
import { pastEditionContent } from '../editions/past-edition-content.js';
import type { Sponsor } from '../editions/sponsor.entity.js';
import type { Judge } from '../auth/judge.entity.js';
import { imageUrls } from '../storage/image-urls.js';
import { closedCallToAction } from '@shared/site/phase-copy.js';
import { sanitizeFaqHtml } from './sanitize-faq.js';
import type {
  ButtonLinkProps,
  FaqRowProps,
  IntroProps,
  PastEditionCardProps,
  PastEditionPageProps,
  PublicJudgeProps,
  SponsorProps,
} from '@shared/site/site.props.js';

export const INTRO_TEXT = {
  comingSoonHeadline: (year: number) => `Coming Soon ${year}`,
  subline: 'Celebrating culinary talent',
  closedTagline: 'The submission window is now closed!',
  openTagline: 'Submissions are open: share your signature recipe with us.',
} as const;

export function toIntroProps(settings: ContestSettings, appName: string, now: Date): IntroProps {
  const deadline = submissionsDeadline(settings.phase, settings, now);
  const countdown = deadline ? toCountdownProps(deadline, now, settings.timeZone) : null;
  const cta =
    settings.ctaUrl && settings.ctaText
      ? { url: settings.ctaUrl, text: settings.ctaText, enabled: settings.ctaEnabled }
      : null;
  // Once submissions have opened, the intro names the edition.
  const editionTitle = { headline: `${appName} ${settings.editionYear}`, subline: INTRO_TEXT.subline };
  switch (settings.phase) {
    default:
      return {
        variant: 'coming_soon',
        headline: INTRO_TEXT.comingSoonHeadline(settings.editionYear),
        subline: INTRO_TEXT.subline,
        tagline: null,
        cta: null,
        countdown,
      };
    case 'open':
      return { variant: 'open', ...editionTitle, tagline: INTRO_TEXT.openTagline, cta, countdown };
    case 'closed':
      return {
        variant: 'closed',
        ...editionTitle,
        tagline: INTRO_TEXT.closedTagline,
        // A closed window must not invite submissions, whatever the settings still say.
        cta: closedCallToAction(cta),
        countdown: null,
      };
  }
}

export function toCalendarLink(settings: ContestSettings): ButtonLinkProps | null {
  if (!settings.calendarTitle || !settings.calendarStartsAt) return null;
  const day = new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(settings.calendarStartsAt);
  return {
    title: 'Add to calendar',
    detail: `${settings.calendarTitle}, ${day}`,
    url: '/calendar.ics',
    color: 'black',
    textColor: '#ffffff',
    background: '#111111',
    type: 'file',
  };
}

export function toSponsorProps(sponsor: Sponsor): SponsorProps {
  return { name: sponsor.name, url: sponsor.url, logoUrl: imageUrls(sponsor.logo).thumb };
}

export function editionTitle(edition: PastEdition): string {
  return `${edition.year} Winner`;
}

export function toPastEditionCard(edition: PastEdition): PastEditionCardProps {
  return {
    title: editionTitle(edition),
    year: edition.year,
    recipeName: edition.recipeName,
    chefName: edition.chefName,
    recipeImage: imageUrls(edition.recipeImage),
    chefthumbImage: imageUrls(edition.chefthumbImage),
    url: `/past-editions/${edition.year}`,
  };
}

export function toPublicJudge(judge: Judge): PublicJudgeProps {
  return {
    id: judge.id,
    name: judge.fullName,
    title: judge.title ?? '',
    biography: judge.biography ?? '',
    portrait: judge.portrait ? imageUrls(judge.portrait) : null,
  };
}

export function toFaqRow(item: FaqItem): FaqRowProps {
  return { id: item.id, question: item.question, answerHtml: sanitizeFaqHtml(item.answer) };
}

export function toPastEditionPage(edition: PastEdition, all: PastEdition[]): PastEditionPageProps {
  return {
    edition: {
      title: editionTitle(edition),
      ...pastEditionContent(edition),
      chefImage: imageUrls(edition.chefImage),
      chefthumbImage: imageUrls(edition.chefthumbImage),
      recipeImage: imageUrls(edition.recipeImage),
    },
    otherEditions: all
      .filter((other) => other.year !== edition.year)
      .map((other) => ({
        year: other.year,
        recipeName: other.recipeName,
        url: `/past-editions/${other.year}`,
      })),
  };
}
