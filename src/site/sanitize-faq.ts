import sanitizeHtml from 'sanitize-html';

const cache = new Map<string, string>();
const CACHE_LIMIT = 500;

/** FAQ answers may hold simple formatting and links (e.g. the help e-mail); nothing that runs. */
export function sanitizeFaqHtml(html: string): string {
  const cached = cache.get(html);
  if (cached !== undefined) return cached;
  const clean = sanitizeHtml(html, {
    allowedTags: ['a', 'b', 'strong', 'em', 'i', 'u', 'p', 'br', 'ul', 'ol', 'li', 'span'],
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      }),
    },
  });
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(html, clean);
  return clean;
}
