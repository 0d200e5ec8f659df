import { CSRF_MARK, frozenProps, isFrozenProps, isSafeCsrf, PageTemplate } from './page-template.js';

describe('frozenProps', () => {
  it('freezes the props all the way down and marks the object', () => {
    const props = frozenProps({ faq: [{ id: 1, question: 'Who?' }], intro: { cta: { url: '/login' } } });
    expect(isFrozenProps(props)).toBe(true);
    expect(Object.isFrozen(props.faq)).toBe(true);
    expect(Object.isFrozen(props.faq[0])).toBe(true);
    expect(Object.isFrozen(props.intro.cta)).toBe(true);
    expect(() => (props.faq as Array<{ id: number }>).push({ id: 2 })).toThrow(TypeError);
  });

  it('leaves other objects unmarked, frozen or not', () => {
    expect(isFrozenProps({ a: 1 })).toBe(false);
    expect(isFrozenProps(Object.freeze({ a: 1 }))).toBe(false);
  });

  it('refuses lazy props, which cannot be part of a reused page', () => {
    expect(() => frozenProps({ stats: { count: () => 3 } })).toThrow(/"props.stats.count" is a function/);
  });
});

describe('PageTemplate', () => {
  it('fills the csrf value in every place the mark stands, keeping the rest byte for byte', () => {
    const html = `<meta content="${CSRF_MARK}"><script>{"csrf":"${CSRF_MARK}","dish":"Crème brûlée"}</script>`;
    const json = `{"csrf":"${CSRF_MARK}","dish":"Crème brûlée"}`;
    const template = PageTemplate.tryCreate(html, json)!;
    expect(Buffer.concat(template.html('abc_-1')).toString('utf8')).toBe(
      '<meta content="abc_-1"><script>{"csrf":"abc_-1","dish":"Crème brûlée"}</script>',
    );
    expect(Buffer.concat(template.json('XYZ')).toString('utf8')).toBe('{"csrf":"XYZ","dish":"Crème brûlée"}');
  });

  it('is not made of a page without the mark', () => {
    expect(PageTemplate.tryCreate('<html></html>', `{"csrf":"${CSRF_MARK}"}`)).toBeNull();
    expect(PageTemplate.tryCreate(`<b>${CSRF_MARK}</b>`, '{"csrf":"own"}')).toBeNull();
  });

  it('takes only csrf values that need no escaping', () => {
    expect(isSafeCsrf('Ab3_-x')).toBe(true);
    expect(isSafeCsrf('a"b')).toBe(false);
    expect(isSafeCsrf('a<b')).toBe(false);
  });
});
