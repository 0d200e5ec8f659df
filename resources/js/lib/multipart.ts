import { type JsonResponse, sendCall } from '@/lib/http';

/**
 * POST a multipart form (files included) with the csrf value in the X-CSRF-TOKEN header (and as `_token`). The header
 * lets the server check the value before it reads the body. Never throws for HTTP or network failures: callers branch
 * on the status (0: no answer).
 */
export async function postMultipart<T = unknown>(
  url: string,
  form: FormData,
  csrf: string,
): Promise<JsonResponse<T>> {
  form.set('_token', csrf);
  return sendCall<T>(url, { method: 'POST', headers: { 'X-CSRF-TOKEN': csrf }, body: form });
}
