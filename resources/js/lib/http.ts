// The HTTP helper behind useFormCall (hooks/use-form-call.ts), the one place that calls it (lint keeps it so).
import { csrfToken } from '@/lib/csrf';

export interface JsonResponse<T = unknown> {
  /** The HTTP status; 0 when the request never reached the server. */
  status: number;
  /** The parsed JSON body, or null when there was none or it was not JSON. */
  body: T | null;
}

/**
 * Sends a script-made call (the header `X-Requested-With` marks it) and reads its JSON answer. Never throws for HTTP
 * or network failures: callers branch on the status (0: no answer).
 */
export async function sendCall<T = unknown>(url: string, init: RequestInit = {}): Promise<JsonResponse<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      credentials: 'same-origin',
      headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json', ...init.headers },
    });
  } catch {
    return { status: 0, body: null };
  }
  try {
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as T) : null };
  } catch {
    return { status: response.status, body: null };
  }
}

/** POST a JSON body with the csrf value. Never throws: callers branch on the status. */
export async function postJson<T = unknown>(
  url: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<JsonResponse<T>> {
  return sendCall<T>(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ csrf: csrfToken(), ...body }),
  });
}

/** GET a JSON answer (a preview, a count) as a script call. Never throws: callers branch on the status. */
export async function getJson<T = unknown>(url: string): Promise<JsonResponse<T>> {
  return sendCall<T>(url);
}

/**
 * POST a multipart form (files included) with the csrf value in the X-CSRF-TOKEN header (and as `_token`). The header
 * lets the server check the value before it reads the body. Never throws: callers branch on the status.
 */
export async function postMultipart<T = unknown>(
  url: string,
  form: FormData,
  csrf = csrfToken(),
): Promise<JsonResponse<T>> {
  form.set('_token', csrf);
  return sendCall<T>(url, { method: 'POST', headers: { 'X-CSRF-TOKEN': csrf }, body: form });
}
