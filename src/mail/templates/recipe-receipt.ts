import { escapeHtml } from '../../common/html.js';
import { absoluteUrl, cleanSubject, layout, MAIL_COLORS, MAIL_FONT, textLayout } from './layout.js';
import type { MailBrand, MailTemplate, RenderedMail } from './mail-template.js';
import { money } from '@shared/copy.js';
import { DEFAULT_LOCALE, INTL_LOCALES, type Locale } from '@shared/i18n/locales.js';
import { createMessages, formatDate } from '@shared/i18n/messages.js';

/** One ingredient line as shown: unit label and totals already worked out by the sender. */
export interface ReceiptIngredientLine {
  ingredient: string;
  quantity: string;
  unit: string;
  costUnit: string;
  total: string;
}

export interface RecipeReceiptContent {
  /** The contestant's first name, for the greeting; null greets without a name. */
  firstName: string | null;
  /** 1: the first-round submission; 2: a finalist's final-round submission. */
  stage: 1 | 2;
  recipeName: string;
  description: string;
  ingredients: ReceiptIngredientLine[];
  /** 'Total cost' of one portion, with 3 decimals. */
  totalCost: string;
  /** The read-only view of the recipe (a path of the app or an absolute address). */
  viewUrl: string;
  submittedAt: Date;
}

/** The description is cut at a word near this length in the mail; the whole text is one click away. */
export const DESCRIPTION_EXCERPT_LENGTH = 280;

export function excerpt(text: string, max = DESCRIPTION_EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/**
 * The receipt a contestant gets when a submission goes through, with a summary of what was sent, in their language.
 * Costs stay in US dollars in either language ("$8.50"); the date is written as the language writes it.
 */
export function recipeReceipt(content: RecipeReceiptContent, locale: Locale = DEFAULT_LOCALE): MailTemplate {
  return { name: 'recipe-receipt', render: (brand) => renderReceipt(content, brand, locale) };
}

function renderReceipt(content: RecipeReceiptContent, brand: MailBrand, locale: Locale): RenderedMail {
  const t = createMessages(locale);
  const finalRound = content.stage === 2;
  const subject = cleanSubject(t(finalRound ? 'mail.receipt.subjectFinal' : 'mail.receipt.subject'));
  const title = t(finalRound ? 'mail.receipt.titleFinal' : 'mail.receipt.title');
  const greeting = content.firstName
    ? t('mail.receipt.greeting', { name: content.firstName })
    : t('mail.greeting.hello');
  const date = formatDate(locale, content.submittedAt, { dateStyle: 'long', timeStyle: 'short' });
  const intro = t(finalRound ? 'mail.receipt.introFinal' : 'mail.receipt.intro', {
    recipe: content.recipeName,
    date,
  });
  const button = { label: t('mail.receipt.button'), url: absoluteUrl(content.viewUrl, brand.appUrl) };
  const description = excerpt(content.description);

  const cell = `padding:8px 6px;border-bottom:1px solid #EFE7D8;font-size:14px;vertical-align:top;`;
  const number = `${cell}text-align:right;white-space:nowrap;`;
  const head = `padding:8px 6px;border-bottom:2px solid ${MAIL_COLORS.ink};font-size:12px;text-transform:uppercase;letter-spacing:0.06em;color:${MAIL_COLORS.muted};`;
  const rows = content.ingredients
    .map(
      (line) =>
        `<tr><td style="${cell}">${escapeHtml(line.ingredient)}</td>` +
        `<td style="${number}">${escapeHtml(line.quantity)} ${escapeHtml(line.unit)}</td>` +
        `<td style="${number}">${escapeHtml(money(line.costUnit))}</td>` +
        `<td style="${number}font-weight:bold;">${escapeHtml(money(line.total, 'total'))}</td></tr>`,
    )
    .join('');

  const html = [
    `<h1 style="margin:0 0 16px;font-family:${MAIL_FONT};font-size:24px;line-height:1.3;color:${MAIL_COLORS.ink};">${escapeHtml(title)}</h1>`,
    `<p style="margin:0 0 16px;">${escapeHtml(greeting)}</p>`,
    `<p style="margin:0 0 24px;">${escapeHtml(intro)}</p>`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${MAIL_COLORS.footer};border-radius:12px;"><tr><td style="padding:20px;">`,
    `<p style="margin:0 0 4px;font-size:12px;font-weight:bold;letter-spacing:0.12em;text-transform:uppercase;color:${MAIL_COLORS.muted};">${escapeHtml(t('mail.receipt.yourSubmission'))}</p>`,
    `<h2 style="margin:0 0 8px;font-family:${MAIL_FONT};font-size:20px;line-height:1.3;color:${MAIL_COLORS.ink};">${escapeHtml(content.recipeName)}</h2>`,
    description
      ? `<p style="margin:0 0 16px;color:${MAIL_COLORS.muted};">${escapeHtml(description)}</p>`
      : '',
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;font-family:${MAIL_FONT};color:${MAIL_COLORS.ink};">`,
    `<tr><th align="left" style="${head}">${escapeHtml(t('mail.receipt.ingredient'))}</th><th align="right" style="${head}">${escapeHtml(t('mail.receipt.quantity'))}</th><th align="right" style="${head}">${escapeHtml(t('mail.receipt.costPerUnit'))}</th><th align="right" style="${head}">${escapeHtml(t('mail.receipt.total'))}</th></tr>`,
    rows,
    `<tr><td colspan="3" style="padding:12px 6px 0;font-size:14px;font-weight:bold;">${escapeHtml(t('mail.receipt.totalPerPortion'))}</td><td style="padding:12px 6px 0;font-size:16px;font-weight:bold;text-align:right;white-space:nowrap;">${escapeHtml(money(content.totalCost, 'total'))}</td></tr>`,
    `</table>`,
    `</td></tr></table>`,
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:24px 0;"><tr><td style="border-radius:999px;background-color:${MAIL_COLORS.yellow};">` +
      `<a href="${escapeHtml(button.url)}" style="display:inline-block;padding:14px 28px;font-family:${MAIL_FONT};font-size:16px;font-weight:bold;color:${MAIL_COLORS.ink};text-decoration:none;border-radius:999px;">${escapeHtml(button.label)}</a>` +
      `</td></tr></table>`,
    `<p style="margin:0;font-size:13px;color:${MAIL_COLORS.muted};">${escapeHtml(t('mail.layout.buttonFallback'))}<br><a href="${escapeHtml(button.url)}" style="color:${MAIL_COLORS.ink};word-break:break-all;">${escapeHtml(button.url)}</a></p>`,
  ].join('\n');

  const text = [
    title,
    '',
    greeting,
    intro,
    '',
    t('mail.receipt.yourSubmission').toLocaleUpperCase(INTL_LOCALES[locale]),
    content.recipeName,
    ...(description ? [description] : []),
    '',
    t('mail.receipt.ingredientsText'),
    ...content.ingredients.map(
      (line) =>
        `- ${line.ingredient}: ${line.quantity} ${line.unit} x ${money(line.costUnit)} = ${money(line.total, 'total')}`,
    ),
    `${t('mail.receipt.totalPerPortion')}: ${money(content.totalCost, 'total')}`,
    '',
    `${button.label}: ${button.url}`,
  ].join('\n');

  return {
    subject,
    html: layout(brand.appName, html, { helpEmail: brand.helpEmail, title: subject, locale }),
    text: textLayout(brand.appName, text, { helpEmail: brand.helpEmail, locale }),
  };
}
