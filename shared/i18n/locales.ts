/**
 * The languages of the contestant's side (issue 35, section 3): English and Spanish. Pure (no imports), so the pages
 * can share it later.
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie a visitor's language switch sets; read at sign-in and registration before Accept-Language. */
export const LANGUAGE_COOKIE = 'lang';

/** The BCP 47 tag dates and numbers are written with: both languages as written in the United States. */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A stored or sent value as a locale: 'es', 'ES', 'es-MX' → 'es'; anything else → null. */
export function toLocale(value: unknown): Locale | null {
  if (typeof value !== 'string') return null;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : null;
}

/**
 * The best of LOCALES for an Accept-Language header ('es-MX,es;q=0.9,en;q=0.8'): the highest q-value first, the
 * header's order among equals; a range matches by its primary tag ('es-MX' → 'es'); '*' takes the default; q=0 and
 * malformed entries are skipped. No header, or nothing that matches: DEFAULT_LOCALE.
 */
export function negotiateLocale(acceptLanguage: string | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranges = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      let q = 1;
      for (const param of params) {
        const match = /^\s*q\s*=\s*(.*?)\s*$/i.exec(param);
        if (match) q = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(match[1]) ? Number(match[1]) : 0;
      }
      return { tag: tag.trim(), q: Number.isFinite(q) ? Math.min(q, 1) : 0, index };
    })
    .filter((range) => range.tag && range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const range of ranges) {
    if (range.tag === '*') return DEFAULT_LOCALE;
    const locale = toLocale(range.tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** A stored language (null until set) as the locale to write in: English when none. */
export function localeOf(value: unknown): Locale {
  return toLocale(value) ?? DEFAULT_LOCALE;
}
