import type { Request } from 'express';
import { LANGUAGE_COOKIE, negotiateLocale, toLocale, type Locale } from '@shared/i18n/locales.js';

/** The language a request asks for: `chosen`, from the visitor's `lang` cookie (the switch); else Accept-Language. */
export interface RequestLanguage {
  chosen: Locale | null;
  locale: Locale;
}

export function requestLanguage(
  req: Pick<Request, 'headers'> & { cookies?: Record<string, unknown> },
): RequestLanguage {
  const chosen = toLocale(req.cookies?.[LANGUAGE_COOKIE]);
  return { chosen, locale: chosen ?? negotiateLocale(req.headers['accept-language']) };
}
