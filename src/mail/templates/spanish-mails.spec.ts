import { BRAND } from '../../../test/support/mail.js';
import { CATALOGUES, formatDeadline, timeLeftIn, translate } from '@shared/i18n/messages.js';
import type { Locale } from '@shared/i18n/locales.js';
import { feedbackReady } from './chef-feedback.js';
import { finalistNews, finalistsThankYou, resultsAnnouncement } from './contest-news.js';
import { draftReminder } from './deadline-reminders.js';
import type { MailBrand, MailTemplate, RenderedMail } from './mail-template.js';
import { recipeReceipt } from './recipe-receipt.js';
import { recipeReview } from './recipe-review.js';
import { signInLinkMail } from './sign-in-link.js';
import { supervisorAnswer } from './supervisor-answer.js';
import { supervisorRequest } from './supervisor-request.js';

// Every mail a contestant, a partner visitor or a supervisor receives, in both languages (issue 35, section 3).

const recipe = { recipeName: 'Pozole verde', recipeUrl: '/user/recipe' };
const closeAt = new Date('2031-03-15T03:59:00Z');
const twoDays = 2 * 24 * 60 * 60 * 1000 + 60_000;

function contestantMails(locale: Locale): Array<[string, MailTemplate]> {
  const countdown = {
    deadline: formatDeadline(locale, closeAt, 'America/New_York'),
    left: translate(locale, 'time.in', { time: timeLeftIn(locale, twoDays) }),
    url: '/user/recipe/edit',
  };
  const receipt = {
    firstName: 'Olivia',
    recipeName: 'Pozole verde',
    description: 'Hominy, tomatillo and pork shoulder, slow-cooked.',
    ingredients: [
      { ingredient: 'Hominy', quantity: '2', unit: 'lb', costUnit: '1.5', total: '3' },
      { ingredient: 'Pork shoulder', quantity: '1.5', unit: 'lb', costUnit: '3.667', total: '5.5' },
    ],
    totalCost: '8.5',
    viewUrl: '/user/recipe',
    submittedAt: new Date('2031-03-14T15:04:00Z'),
  };
  return [
    ['sign-in-link', signInLinkMail({ url: '/login/link/abc', validMinutes: 30 }, locale)],
    [
      'supervisor-request',
      supervisorRequest(
        {
          supervisorName: 'Daniel Ortiz',
          contestantName: 'Olivia Pérez',
          contestantEmail: 'olivia@sodexo.com',
          reviewUrl: '/user/7/authorization?x=1',
          expiresAt: new Date('2031-01-02T03:00:00Z'),
        },
        locale,
      ),
    ],
    [
      'supervisor-accepted',
      supervisorAnswer({ contestantName: 'Olivia', answer: 'accepted', recipeUrl: '/r' }, locale),
    ],
    [
      'supervisor-declined',
      supervisorAnswer(
        { contestantName: 'Olivia', answer: 'declined', reason: 'Turno doble', recipeUrl: '/r' },
        locale,
      ),
    ],
    ['recipe-receipt', recipeReceipt({ ...receipt, stage: 1 }, locale)],
    ['recipe-receipt-final', recipeReceipt({ ...receipt, stage: 2, firstName: null }, locale)],
    ['recipe-approved', recipeReview({ firstName: 'Olivia', ...recipe, approved: true }, locale)],
    [
      'recipe-not-approved',
      recipeReview(
        { firstName: null, ...recipe, approved: false, message: 'Falta la foto del plato.' },
        locale,
      ),
    ],
    ['draft-reminder', draftReminder({ firstName: 'Olivia', ...recipe, ...countdown }, locale)],
    [
      'draft-reminder-unnamed',
      draftReminder({ firstName: null, ...recipe, recipeName: '', ...countdown }, locale),
    ],
    ['finalist-news', finalistNews({ firstName: 'Olivia', ...recipe }, locale)],
    ['finalists-thank-you', finalistsThankYou({ firstName: null, ...recipe }, locale)],
    ['results-announcement', resultsAnnouncement({ firstName: 'Olivia', ...recipe, siteUrl: '/' }, locale)],
    ['feedback-ready', feedbackReady({ firstName: 'Olivia', ...recipe }, locale)],
  ];
}

const BRANDS: MailBrand[] = [BRAND, { ...BRAND, helpEmail: null }];

/** The English catalogue's sentences: each value's literal runs between placeholders, longer than three words. */
const ENGLISH_SENTENCES = Object.values(CATALOGUES.en)
  .flatMap((value) => value.split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/))
  .map((run) => run.trim())
  .filter((run) => run.split(/\s+/).length > 3);

const allOf = (mail: RenderedMail) => `${mail.subject}\n${mail.text}\n${mail.html}`;

describe('Contestant-side mails in Spanish', () => {
  it('finds the English sentences it looks for', () => {
    expect(ENGLISH_SENTENCES.length).toBeGreaterThan(40);
    expect(ENGLISH_SENTENCES).toContain('If the button does not work, copy this address into your browser:');
  });

  it.each(contestantMails('es'))(
    '%s has no English sentence left, in its subject, text or HTML',
    (_name, mail) => {
      for (const brand of BRANDS) {
        const rendered = mail.render(brand);
        const everything = allOf(rendered);
        const leftovers = ENGLISH_SENTENCES.filter((sentence) => everything.includes(sentence));
        expect(leftovers).toEqual([]);
        expect(rendered.html).toContain('<html lang="es">');
        expect(rendered.text).toMatch(/[áéíóúñ¿¡]/);
      }
    },
  );

  it.each(contestantMails('es').map(([name], index) => [name, index] as const))(
    '%s differs from its English version in every paragraph but names and links',
    (_name, index) => {
      const es = contestantMails('es')[index][1].render(BRAND);
      const en = contestantMails('en')[index][1].render(BRAND);
      expect(es.subject).not.toBe(en.subject);
      const englishLines = new Set(en.text.split('\n').filter((line) => line.split(' ').length > 3));
      const shared = es.text.split('\n').filter((line) => englishLines.has(line));
      // Only what the contestant or the team wrote (the recipe's lines, the team's message) is the same in both.
      const content = ['Hominy', 'Pork shoulder', 'Falta la foto'];
      expect(shared.filter((line) => !content.some((words) => line.includes(words)))).toEqual([]);
    },
  );

  it('writes dates as Spanish does and keeps money in US dollars', () => {
    const [, receipt] = contestantMails('es').find(([name]) => name === 'recipe-receipt')!;
    const mail = receipt.render(BRAND);
    expect(mail.text).toContain('Gracias por enviar "Pozole verde" el 14 de marzo de 2031');
    expect(mail.text).toContain('- Hominy: 2 lb x $1.50 = $3.000');
    expect(mail.text).toContain('Costo total por porción: $8.500');
    expect(mail.text).toContain('TU ENVÍO');
    expect(mail.html).toContain('>Costo por unidad</th>');

    const [, request] = contestantMails('es').find(([name]) => name === 'supervisor-request')!;
    expect(request.render(BRAND).text).toContain('Este enlace funciona hasta el 2 de enero de 2031.');

    const [, reminder] = contestantMails('es').find(([name]) => name === 'draft-reminder')!;
    const text = reminder.render(BRAND).text;
    expect(text).toContain('cierra en 2 días, el viernes, 14 de marzo de 2031');
    expect(reminder.render(BRAND).subject).toBe(
      'El envío de recetas cierra en 2 días: tu receta sigue en borrador',
    );
  });

  it('greets in Spanish, with or without a name, and says the help address in the footer', () => {
    const byName = Object.fromEntries(
      contestantMails('es').map(([name, mail]) => [name, mail.render(BRAND)]),
    );
    expect(byName['finalist-news'].text).toContain('Hola, Olivia:');
    expect(byName['finalists-thank-you'].text).toContain('\nHola:\n');
    expect(byName['recipe-receipt'].text).toContain('Hola, Olivia:');
    expect(byName['sign-in-link'].text).toContain('¿Tienes preguntas? Escríbenos a help@example.com.');
    expect(byName['sign-in-link'].html).toContain(
      '¿Tienes preguntas? Escríbenos a <a href="mailto:help@example.com"',
    );
    expect(byName['recipe-not-approved'].text).toContain(
      'Unas palabras del equipo del concurso:\n\nFalta la foto del plato.',
    );
  });

  it('writes the same mails in English by default and when asked for English', () => {
    for (const [, mail] of contestantMails('en')) {
      const english = mail.render(BRAND);
      expect(english.html).toContain('<html lang="en">');
      expect(ENGLISH_SENTENCES.some((sentence) => allOf(english).includes(sentence))).toBe(true);
    }
    expect(contestantMails('en')[0][1].render(BRAND)).toEqual(
      signInLinkMail({ url: '/login/link/abc', validMinutes: 30 }).render(BRAND),
    );
  });
});
