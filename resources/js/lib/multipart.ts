import type { JsonResponse } from '@/lib/http';

/**
 * POST a multipart form (files included) with the csrf value in the X-CSRF-TOKEN header (and as `_token`) and the
 * header that marks the call as script-made. The header lets the server check the value before it reads the body.
 * Never throws for HTTP or network failures: callers branch on the status (0: no answer).
 */
export async function postMultipart<T = unknown>(
  url: string,
  form: FormData,
  csrf: string,
): Promise<JsonResponse<T>> {
  form.set('_token', csrf);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json', 'X-CSRF-TOKEN': csrf },
      body: form,
    });
  } catch {
    return { status: 0, body: null };
  }
  let parsed: T | null;
  try {
    const text = await response.text();
    parsed = text ? (JSON.parse(text) as T) : null;
  } catch {
    parsed = null;
  }
  return { status: response.status, body: parsed };
}
