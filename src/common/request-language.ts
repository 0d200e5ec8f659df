import type { Request } from 'express';
import { LANGUAGE_COOKIE, negotiateLocale, toLocale, type Locale } from '@shared/i18n/locales.js';

/** The language a request asks for: `chosen`, from the visitor's `lang` cookie (the switch); else Accept-Language. */
export interface RequestLanguage {
  chosen: Locale | null;
  /** What the browser's Accept-Language asks for; null when it sends none (a script, a test client). */
  browser: Locale | null;
  locale: Locale;
}

export function requestLanguage(
  req: Pick<Request, 'headers'> & { cookies?: Record<string, unknown> },
): RequestLanguage {
  const chosen = toLocale(req.cookies?.[LANGUAGE_COOKIE]);
  const header = req.headers['accept-language'];
  const browser = header ? negotiateLocale(header) : null;
  return { chosen, browser, locale: chosen ?? browser ?? negotiateLocale(undefined) };
}
