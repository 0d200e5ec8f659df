import { escapeHtml, htmlDocument } from './html.js';

describe(escapeHtml.name, () => {
  it('escapes the five characters that matter in HTML text and attributes', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('escapes an ampersand once, so existing entities show as typed', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });

  it('turns null and undefined into an empty string and numbers into text', () => {
    expect(escapeHtml(null)).toBe('');
    expect(escapeHtml(undefined)).toBe('');
    expect(escapeHtml(42)).toBe('42');
  });
});

describe(htmlDocument.name, () => {
  it('frames the head and body in an English, UTF-8 document sized for phones', () => {
    expect(htmlDocument('<title>T</title>', '<body>B</body>')).toBe(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>T</title>
</head>
<body>B</body>
</html>`);
  });
});
