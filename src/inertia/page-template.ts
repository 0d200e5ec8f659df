import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';

/** Props objects that can never change after they were built: a page made of them is serialized once. */
const FROZEN_PROPS = new WeakSet<object>();

function deepFreeze(value: unknown, path: string): void {
  if (typeof value === 'function') {
    throw new Error(`frozenProps: "${path}" is a function; lazy props cannot be part of a reused page`);
  }
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  for (const [key, child] of Object.entries(value)) deepFreeze(child, `${path}.${key}`);
  Object.freeze(value);
}

/**
 * Marks page props that are the same for every visitor and never change once built (a cached page's props): they
 * are frozen all the way down, and the Inertia layer may then keep the page's text and reuse it for anonymous
 * visitors as long as it is handed this same object. Build a new object when the content changes.
 */
export function frozenProps<T extends object>(props: T): Readonly<T> {
  deepFreeze(props, 'props');
  FROZEN_PROPS.add(props);
  return props;
}

export function isFrozenProps(props: object): boolean {
  return FROZEN_PROPS.has(props);
}

/**
 * Stands for the visitor's csrf value while a page is serialized; only letters and digits, so neither JSON nor HTML
 * escaping changes it, and random per process, so no stored content can contain it by chance.
 */
export const CSRF_MARK = `csrf${randomBytes(12).toString('hex')}mark`;

/** A csrf value that can replace the mark as is (inside a JSON string and an HTML attribute): base64url. */
const SAFE_CSRF = /^[A-Za-z0-9_-]*$/;

export function isSafeCsrf(value: string): boolean {
  return SAFE_CSRF.test(value);
}

/**
 * The bytes of one page (HTML shell and X-Inertia JSON) with the visitor's csrf value cut out: built once from the
 * page serialized with CSRF_MARK, then filled in per request without serializing the page again.
 */
export class PageTemplate {
  private readonly htmlParts: Buffer[];
  private readonly jsonParts: Buffer[];

  private constructor(htmlParts: Buffer[], jsonParts: Buffer[]) {
    this.htmlParts = htmlParts;
    this.jsonParts = jsonParts;
  }

  /** Null when the page does not carry the mark where the csrf value goes (a page prop named `csrf`). */
  static tryCreate(html: string, json: string): PageTemplate | null {
    const htmlParts = PageTemplate.split(html);
    const jsonParts = PageTemplate.split(json);
    return htmlParts && jsonParts ? new PageTemplate(htmlParts, jsonParts) : null;
  }

  /** The page's bytes with the visitor's csrf value, as chunks: the kept bytes go out as they are, never copied. */
  html(csrf: string): Buffer[] {
    return PageTemplate.fill(this.htmlParts, csrf);
  }

  json(csrf: string): Buffer[] {
    return PageTemplate.fill(this.jsonParts, csrf);
  }

  private static split(text: string): Buffer[] | null {
    const parts = text.split(CSRF_MARK);
    return parts.length < 2 ? null : parts.map((part) => Buffer.from(part, 'utf8'));
  }

  private static fill(parts: Buffer[], csrf: string): Buffer[] {
    const value = Buffer.from(csrf, 'latin1');
    const chunks: Buffer[] = [parts[0]];
    for (let index = 1; index < parts.length; index++) chunks.push(value, parts[index]);
    return chunks;
  }
}

/**
 * Sends a body of chunks with its length. Express's `send` would first copy a 47 KB page
 * into a new buffer per request, and that garbage was a good part of the landing page's cost.
 */
export function sendChunks(req: Request, res: Response, chunks: readonly Buffer[]): void {
  let length = 0;
  for (const chunk of chunks) length += chunk.length;
  res.setHeader('Content-Length', length);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  // No cork(): the compression middleware's gzip stream stalls on a corked response, and the writes queued while
  // the first is under way go out together anyway.
  for (const chunk of chunks) res.write(chunk);
  res.end();
}
