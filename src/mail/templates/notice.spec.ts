import { BRAND } from '../../../test/support/mail.js';
import { notice } from './notice.js';

/** An app name that is also markup, to see the layout escape it. */
const brand = { ...BRAND, appName: 'Cook & Win <Contest>' };

describe('notice', () => {
  it('escapes every value put into the HTML', () => {
    const mail = notice({
      title: '<script>alert(1)</script>',
      paragraphs: ['Tom & "Jerry" <b>bold</b>'],
      button: { label: '<img src=x onerror=alert(1)>', url: '/recipes?a=1&b="2"' },
    }).render(brand);

    expect(mail.html).not.toContain('<script>alert(1)</script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Tom &amp; &quot;Jerry&quot; &lt;b&gt;bold&lt;/b&gt;');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('href="https://contest.example.com/recipes?a=1&amp;b=%222%22"');
    expect(mail.html).toContain('Cook &amp; Win &lt;Contest&gt;');
    expect(mail.html).not.toContain('Cook & Win <Contest>');
  });

  it('keeps the plain-text part readable, without entities', () => {
    const mail = notice({
      title: 'Tom & Jerry',
      paragraphs: ['First <paragraph>.', 'Second.'],
      button: { label: 'Open', url: '/x' },
    }).render(brand);
    expect(mail.text).toContain('Tom & Jerry');
    expect(mail.text).toContain('First <paragraph>.\n\nSecond.');
    expect(mail.text).toContain('Open: https://contest.example.com/x');
    expect(mail.text).toContain('Questions? Write to help@example.com.');
  });

  it('puts the brand colours, the app name and the help address in the layout', () => {
    const mail = notice({ title: 'Hello', paragraphs: [] }).render(brand);
    expect(mail.html).toContain('#111111');
    expect(mail.html).toContain('#FFC629');
    expect(mail.html).toContain('mailto:help@example.com');
    expect(mail.subject).toBe('Hello');
  });

  it('leaves the help line out when the help address is unknown', () => {
    const mail = notice({ title: 'Hello', paragraphs: [] }).render({ ...brand, helpEmail: null });
    expect(mail.html).not.toContain('mailto:');
    expect(mail.text).not.toContain('Questions?');
  });

  it('keeps the subject on one line', () => {
    expect(
      notice({ subject: 'Line one\r\nBcc: victim@example.com', title: 't', paragraphs: [] }).render(brand)
        .subject,
    ).toBe('Line one Bcc: victim@example.com');
  });

  it('refuses a button link that is not an http(s) address', () => {
    expect(() =>
      notice({ title: 't', paragraphs: [], button: { label: 'x', url: 'javascript:alert(1)' } }).render(
        brand,
      ),
    ).toThrow(/http\(s\)/);
  });
});
