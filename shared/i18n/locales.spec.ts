import { negotiateLocale, toLocale } from './locales.js';

describe(negotiateLocale.name, () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['es', 'es'],
    ['es-MX,es;q=0.9', 'es'],
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['fr-FR,es;q=0.5,en;q=0.3', 'es'],
    ['en;q=0.4, es;q=0.7', 'es'],
    ['es;q=0, en', 'en'],
    ['ES-us', 'es'],
    ['fr, de', 'en'],
    ['*', 'en'],
    ['fr, *;q=0.5, es;q=0.4', 'en'],
    ['es;q=abc, en;q=0.1', 'en'],
    [';;,,', 'en'],
  ])('%p → %p', (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });
});

describe(toLocale.name, () => {
  it('reads a cookie or stored value by its primary tag and refuses anything else', () => {
    expect(toLocale('es')).toBe('es');
    expect(toLocale('es-MX')).toBe('es');
    expect(toLocale('en')).toBe('en');
    expect(toLocale('pt')).toBeNull();
    expect(toLocale(undefined)).toBeNull();
  });
});
