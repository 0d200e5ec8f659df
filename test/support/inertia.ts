import type { Test } from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { InertiaService } from '../../src/inertia/inertia.service.js';
import type { TestApp } from './test-app.js';

/** Inertia's protocol as the tests speak it: the page object of a full page load, and the headers of a script call. */

/** The headers a page's JSON and multipart calls carry. */
export const XHR = { 'X-Requested-With': 'XMLHttpRequest' } as const;

export interface InertiaPage<P = Record<string, unknown>> {
  component: string;
  /** Every page carries the shared props, the CSRF value among them. */
  props: P & { csrf: string };
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

/** A full page load of `path`, as a browser makes it: checks the answer's status and answers its page object. */
export async function visitPage<P = Record<string, unknown>>(
  agent: TestAgent,
  path: string,
  status = 200,
): Promise<InertiaPage<P>> {
  const response = await agent.get(path);
  if (response.status !== status) {
    throw new Error(`GET ${path} answered ${response.status}, not ${status}: ${response.text.slice(0, 200)}`);
  }
  return pageFromHtml<P>(response.text);
}

/**
 * A visit made by the Inertia client (its headers, the app's asset version unless `version` names another, as a
 * client built before a deploy would send): answers the request to inspect.
 */
export function inertiaVisit(t: TestApp, agent: TestAgent, path: string, version?: string): Test {
  return agent
    .get(path)
    .set('X-Inertia', 'true')
    .set('X-Inertia-Version', version ?? t.running.app.get(InertiaService).version);
}
