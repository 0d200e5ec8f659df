/** Inertia's protocol as the tests speak it: the page object of a full page load, and the headers of a script call. */

/** The headers a page's JSON and multipart calls carry. */
export const XHR = { 'X-Requested-With': 'XMLHttpRequest' } as const;

export interface InertiaPage<P = Record<string, unknown>> {
  component: string;
  props: P;
  url: string;
  version: string;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#039;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/**
 * The page object of a full page load: inertia-node writes it, HTML-encoded, into `<div id="app" data-page="…">`,
 * and the browser decodes the attribute before the client parses it; this does the same.
 */
export function pageFromHtml<P = Record<string, unknown>>(html: string): InertiaPage<P> {
  const match = /<div id="app" data-page="([^"]*)">/.exec(html);
  if (!match) throw new Error('No page object in the HTML');
  return JSON.parse(
    match[1].replace(/&(?:amp|quot|#039|lt|gt);/g, (entity) => ENTITIES[entity]),
  ) as InertiaPage<P>;
}
