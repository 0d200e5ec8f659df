import { escapeHtml } from '../../common/html.js';
import { absoluteUrl, cleanSubject, layout, MAIL_COLORS, MAIL_FONT, textLayout } from './layout.js';
import type { MailBrand, MailTemplate, RenderedMail } from './mail-template.js';
import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locales.js';
import { createMessages } from '@shared/i18n/messages.js';

export interface NoticeContent {
  /** Defaults to the title. */
  subject?: string;
  title: string;
  /** Plain text, one entry per paragraph; escaped, never read as HTML. */
  paragraphs: string[];
  /** A call to action; `url` may be a path of this app (`/login/abc`) or an absolute http(s) address. */
  button?: { label: string; url: string };
  /** Stored as the outbox `template` name; defaults to 'notice'. Flows that reuse this layout name themselves. */
  name?: string;
  /** The recipient's language for the frame's own words (the paragraphs come already written); English by default. */
  locale?: Locale;
}

/** The generic mail: a title, some paragraphs and an optional button. Later flows build their mails on it. */
export function notice(content: NoticeContent): MailTemplate {
  return {
    name: content.name ?? 'notice',
    render: (brand) => renderNotice(content, brand),
  };
}

/**
 * A mail of its own kind on the notice layout, stored as `name`. Its content is written when the mail is rendered,
 * so it can name the contest and its help address (`brand`), which only MailService knows.
 */
export function noticeMail(
  name: string,
  content: (brand: MailBrand) => Omit<NoticeContent, 'name'>,
  locale: Locale = DEFAULT_LOCALE,
): MailTemplate {
  return { name, render: (brand) => renderNotice({ locale, ...content(brand) }, brand) };
}

function renderNotice(content: NoticeContent, brand: MailBrand): RenderedMail {
  const locale = content.locale ?? DEFAULT_LOCALE;
  const button = content.button
    ? { label: content.button.label, url: absoluteUrl(content.button.url, brand.appUrl) }
    : null;

  const htmlParts = [
    `<h1 style="margin:0 0 16px;font-family:${MAIL_FONT};font-size:24px;line-height:1.3;color:${MAIL_COLORS.ink};">${escapeHtml(content.title)}</h1>`,
    ...content.paragraphs.map((paragraph) => `<p style="margin:0 0 16px;">${escapeHtml(paragraph)}</p>`),
  ];
  if (button) {
    htmlParts.push(
      `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:24px 0;"><tr><td style="border-radius:999px;background-color:${MAIL_COLORS.yellow};">` +
        `<a href="${escapeHtml(button.url)}" style="display:inline-block;padding:14px 28px;font-family:${MAIL_FONT};font-size:16px;font-weight:bold;color:${MAIL_COLORS.ink};text-decoration:none;border-radius:999px;">${escapeHtml(button.label)}</a>` +
        `</td></tr></table>`,
      `<p style="margin:0;font-size:13px;color:${MAIL_COLORS.muted};">${escapeHtml(createMessages(locale)('mail.layout.buttonFallback'))}<br><a href="${escapeHtml(button.url)}" style="color:${MAIL_COLORS.ink};word-break:break-all;">${escapeHtml(button.url)}</a></p>`,
    );
  }

  const textParts = [content.title, '', ...content.paragraphs.flatMap((paragraph) => [paragraph, ''])];
  if (button) textParts.push(`${button.label}: ${button.url}`);

  const subject = cleanSubject(content.subject ?? content.title);
  return {
    subject,
    html: layout(brand.appName, htmlParts.join('\n'), { helpEmail: brand.helpEmail, title: subject, locale }),
    text: textLayout(brand.appName, textParts.join('\n'), { helpEmail: brand.helpEmail, locale }),
  };
}
