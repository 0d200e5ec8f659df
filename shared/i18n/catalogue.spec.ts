import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGUES, intlFor, translate, type MessageKey } from './messages.js';
import { LOCALES } from './locales.js';

// The catalogues are reviewed against their keys: none missing, none unused, the same placeholders in each language.

const ROOT = join(import.meta.dirname, '..', '..');
const CATALOGUE_DIR = join(ROOT, 'shared', 'i18n', 'messages');

/** Every source file of the server and the shared code, the catalogues themselves and tests left out. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path === CATALOGUE_DIR ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.(spec|test)\.tsx?$/.test(name) ? [path] : [];
  });
}

/** One node of a parsed message, as much of it as the walk reads. */
interface MessageNode {
  type: number;
  value?: unknown;
  options?: Record<string, { value: MessageNode[] }>;
}

/** ICU element types without a name: literal text (0) and the plural's `#` (7). */
const UNNAMED = new Set([0, 7]);

/** The names of a message's arguments, read by the parser @formatjs/intl itself uses (plural cases included). */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageNode[]) => {
    for (const element of elements) {
      if (!UNNAMED.has(element.type) && element.value !== undefined) names.add(String(element.value));
      for (const option of Object.values(element.options ?? {})) walk(option.value);
    }
  };
  walk(intlFor('en').formatters.getMessageFormat(message, 'en-US').getAst() as unknown as MessageNode[]);
  return [...names].sort();
}

describe('The message catalogues', () => {
  const english = Object.keys(CATALOGUES.en).sort();

  it.each(LOCALES)('%s has exactly the English keys, none empty', (locale) => {
    expect(Object.keys(CATALOGUES[locale]).sort()).toEqual(english);
    for (const value of Object.values(CATALOGUES[locale])) expect(value.trim()).not.toBe('');
  });

  it('has every key used somewhere in the code (a key no source names is unused)', () => {
    const code = [...sources(join(ROOT, 'src')), ...sources(join(ROOT, 'shared'))]
      .map((path) => readFileSync(path, 'utf8'))
      .join('\n');
    const unused = english.filter((key) => !code.includes(`'${key}'`));
    expect(unused).toEqual([]);
  });

  it('names every key the code asks for', () => {
    const asked = new Set<string>();
    for (const path of [...sources(join(ROOT, 'src')), ...sources(join(ROOT, 'shared'))]) {
      for (const match of readFileSync(path, 'utf8').matchAll(/\bt\(\s*'([\w.]+)'/g)) asked.add(match[1]);
    }
    expect([...asked].filter((key) => !(key in CATALOGUES.en))).toEqual([]);
  });

  it('reads placeholders, plural ones included', () => {
    expect(placeholders(CATALOGUES.es['mail.receipt.intro'])).toEqual(['date', 'recipe']);
    expect(placeholders(CATALOGUES.es['time.days'])).toEqual(['count']);
  });

  it.each(english)('%s takes the same placeholders in every language and formats', (key) => {
    const want = placeholders(CATALOGUES.en[key as MessageKey]);
    for (const locale of LOCALES) {
      expect(placeholders(CATALOGUES[locale][key as MessageKey])).toEqual(want);
      const values = Object.fromEntries(
        want.map((name) => [name, name === 'count' || name === 'minutes' ? 2 : 'x']),
      );
      expect(() => translate(locale, key as MessageKey, values)).not.toThrow();
    }
  });

  it('has Spanish of its own for every English sentence (longer than three words)', () => {
    const copied = english.filter(
      (key) =>
        CATALOGUES.es[key as MessageKey] === CATALOGUES.en[key as MessageKey] &&
        CATALOGUES.en[key as MessageKey].split(/\s+/).length > 3,
    );
    expect(copied).toEqual([]);
  });
});
