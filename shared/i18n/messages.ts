import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { en, type MessageKey } from './messages/en.js';
import { es } from './messages/es.js';
import { INTL_LOCALES, type Locale } from './locales.js';

export type { MessageKey };

/** Every catalogue by locale; `es` is typed to have exactly `en`'s keys. */
export const CATALOGUES: Record<Locale, Record<MessageKey, string>> = { en, es };

/** What a message's placeholders take: names, counts, already formatted dates and amounts. */
export type MessageValues = Record<string, string | number>;

/** A locale's messages as one function: `t('mail.receipt.subject')`, `t('mail.greeting.helloName', { name })`. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape<string>>();

/** The locale's formatter, built once (createIntl parses and caches each message on first use). */
export function intlFor(locale: Locale): IntlShape<string> {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl(
      {
        locale: INTL_LOCALES[locale],
        defaultLocale: INTL_LOCALES.en,
        messages: CATALOGUES[locale],
        timeZone: 'UTC',
        onError: (error) => {
          throw error;
        },
      },
      cache,
    );
    intls.set(locale, intl);
  }
  return intl;
}

export function translate(locale: Locale, key: MessageKey, values?: MessageValues): string {
  return intlFor(locale).formatMessage({ id: key }, values);
}

export function createMessages(locale: Locale): Translate {
  return (key, values) => translate(locale, key, values);
}

/** A date as the locale writes it, in UTC by default ('March 14, 2031' / '14 de marzo de 2031'). */
export function formatDate(locale: Locale, date: Date, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], { timeZone: 'UTC', ...options }).format(date);
}

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;

/**
 * shared/countdown.ts's timeLeft in the locale's words ('2 days', '1 day and 3 hours', 'less than a minute'); the
 * English output is the same as timeLeft's.
 */
export function timeLeftIn(locale: Locale, ms: number): string {
  const t = createMessages(locale);
  const and = (first: string, second: string) => t('time.and', { first, second });
  if (ms >= 2 * DAY) return t('time.days', { count: Math.floor(ms / DAY) });
  if (ms >= DAY) {
    const hours = Math.floor((ms - DAY) / HOUR);
    const day = t('time.days', { count: 1 });
    return hours === 0 ? day : and(day, t('time.hours', { count: hours }));
  }
  const hours = Math.floor(ms / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  if (hours === 0) return minutes === 0 ? t('time.lessThanAMinute') : t('time.minutes', { count: minutes });
  const hoursText = t('time.hours', { count: hours });
  return minutes === 0 ? hoursText : and(hoursText, t('time.minutes', { count: minutes }));
}

/** How a deadline is named in a mail: shared/time-zone.ts's formatInZone in the locale's words. */
const DEADLINE_FORMAT: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/** 'Friday, March 14, 2025 at 11:59 PM EDT' / 'viernes, 14 de marzo de 2025, 11:59 p.m. EDT', in the contest's zone. */
export function formatDeadline(locale: Locale, instant: Date, zone: string): string {
  return formatDate(locale, instant, { ...DEADLINE_FORMAT, timeZone: zone });
}
