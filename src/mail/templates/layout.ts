import { escapeHtml, htmlDocument } from '../../common/html.js';
import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locales.js';
import { createMessages } from '@shared/i18n/messages.js';

/** Brand colours of the site: near-black and the contest yellow. */
export const MAIL_COLORS = {
  ink: '#111111',
  yellow: '#FFC629',
  page: '#F4F1EA',
  footer: '#FBF7EF',
  muted: '#57524B',
} as const;

export const MAIL_FONT = "-apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export interface LayoutOptions {
  /** Shown in the footer as the address to write to for help. */
  helpEmail?: string | null;
  /** The <title> of the document (some clients show it); defaults to the app name. */
  title?: string;
  /** The recipient's language (the footer's words and the document's lang); English by default. */
  locale?: Locale;
}

/** Stands for the help address while its sentence is escaped, then becomes the link. */
const ADDRESS_MARK = '\u0001';

/**
 * The frame of every HTML mail: a dark bar with the app name, a white card for `bodyHtml`, a footer with the help
 * address. Tables and inline styles only, since mail clients ignore style sheets. `bodyHtml` must already be escaped;
 * everything this function adds from its arguments is escaped here.
 */
export function layout(appName: string, bodyHtml: string, options: LayoutOptions = {}): string {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const help = options.helpEmail
    ? `${escapeHtml(createMessages(locale)('mail.layout.questions', { email: ADDRESS_MARK })).replace(
        ADDRESS_MARK,
        `<a href="mailto:${escapeHtml(options.helpEmail)}" style="color:${MAIL_COLORS.ink};font-weight:bold;">${escapeHtml(options.helpEmail)}</a>`,
      )}<br>`
    : '';
  return htmlDocument(
    `<meta name="color-scheme" content="light">
<title>${escapeHtml(options.title ?? appName)}</title>`,
    `<body style="margin:0;padding:0;background-color:${MAIL_COLORS.page};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${MAIL_COLORS.page};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background-color:#FFFFFF;border-radius:12px;overflow:hidden;">
<tr><td style="background-color:${MAIL_COLORS.ink};padding:20px 32px;font-family:${MAIL_FONT};font-size:18px;font-weight:bold;color:${MAIL_COLORS.yellow};">${escapeHtml(appName)}</td></tr>
<tr><td style="padding:32px;font-family:${MAIL_FONT};font-size:16px;line-height:1.6;color:${MAIL_COLORS.ink};">
${bodyHtml}
</td></tr>
<tr><td style="padding:20px 32px;background-color:${MAIL_COLORS.footer};font-family:${MAIL_FONT};font-size:13px;line-height:1.5;color:${MAIL_COLORS.muted};">
${help}${escapeHtml(appName)}
</td></tr>
</table>
</td></tr>
</table>
</body>`,
    locale,
  );
}

/** The plain-text part's frame: the same content and footer, without markup. */
export function textLayout(
  appName: string,
  bodyText: string,
  options: Pick<LayoutOptions, 'helpEmail' | 'locale'> = {},
): string {
  const t = createMessages(options.locale ?? DEFAULT_LOCALE);
  const footer = [
    options.helpEmail ? t('mail.layout.questions', { email: options.helpEmail }) : null,
    appName,
  ]
    .filter(Boolean)
    .join('\n');
  return `${bodyText.trim()}\n\n--\n${footer}\n`;
}

/** A link written as a path gets the app's address; anything but http(s) is refused (no javascript: in a mail). */
export function absoluteUrl(url: string, appUrl: string): string {
  const parsed = new URL(url, `${appUrl.replace(/\/$/, '')}/`);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`Mail links must be http(s) addresses, got "${url}"`);
  }
  return parsed.toString();
}

/** Subjects are one line and fit the outbox column. */
export function cleanSubject(subject: string): string {
  return subject.replace(/\s+/g, ' ').trim().slice(0, 300);
}
