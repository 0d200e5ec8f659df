import { timeLeft } from '../countdown.js';
import { formatDate, timeLeftIn, translate } from './messages.js';

describe(translate.name, () => {
  it('fills placeholders and plurals in either language', () => {
    expect(translate('en', 'mail.greeting.helloName', { name: 'Olivia' })).toBe('Hello Olivia,');
    expect(translate('es', 'mail.greeting.helloName', { name: 'Olivia' })).toBe('Hola, Olivia:');
    expect(translate('es', 'time.days', { count: 1 })).toBe('1 día');
    expect(translate('es', 'time.days', { count: 3 })).toBe('3 días');
  });

  it('keeps markup in a value as text (escaping is the template\u2019s job)', () => {
    expect(translate('en', 'mail.greeting.helloName', { name: 'Olivia <b>' })).toBe('Hello Olivia <b>,');
  });
});

describe(timeLeftIn.name, () => {
  const HOUR = 3_600_000;
  it.each([
    3 * 24 * HOUR,
    24 * HOUR,
    24 * HOUR + 5 * HOUR,
    5 * HOUR + 60_000 * 12,
    2 * HOUR,
    60_000 * 45,
    30_000,
  ])('writes %p ms as timeLeft does in English, and in Spanish words', (ms) => {
    expect(timeLeftIn('en', ms)).toBe(timeLeft(ms));
  });
  it('speaks Spanish', () => {
    expect(timeLeftIn('es', 2 * 24 * HOUR)).toBe('2 días');
    expect(timeLeftIn('es', 25 * HOUR)).toBe('1 día y 1 hora');
    expect(timeLeftIn('es', 30_000)).toBe('menos de un minuto');
  });
});

describe(formatDate.name, () => {
  it('writes the day as each locale does', () => {
    const date = new Date('2031-03-14T12:00:00Z');
    expect(formatDate('en', date, { dateStyle: 'long' })).toBe('March 14, 2031');
    expect(formatDate('es', date, { dateStyle: 'long' })).toBe('14 de marzo de 2031');
  });
});
