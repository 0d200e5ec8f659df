import { sanitizeFaqHtml } from './sanitize-faq.js';

describe('sanitizeFaqHtml', () => {
  it('keeps links and formatting', () => {
    expect(
      sanitizeFaqHtml(
        'Write to <a href="mailto:help@example.com">help@example.com</a>, <strong>now</strong>.',
      ),
    ).toBe('Write to <a href="mailto:help@example.com">help@example.com</a>, <strong>now</strong>.');
  });

  it('removes scripts, event handlers and javascript: links', () => {
    const clean = sanitizeFaqHtml(
      '<img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)" onclick="x()">go</a>',
    );
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:|<img/i);
    expect(clean).toContain('go</a>');
  });

  it('adds rel=noopener to links that open a new tab', () => {
    expect(sanitizeFaqHtml('<a href="https://example.com" target="_blank">x</a>')).toContain(
      'rel="noopener noreferrer"',
    );
  });
});
