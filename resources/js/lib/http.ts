// JSON calls the pages make outside Inertia visits (sign-in forms, and later the editors).

export interface JsonResponse<T = unknown> {
  /** The HTTP status; 0 when the request never reached the server. */
  status: number;
  /** The parsed JSON body, or null when there was none or it was not JSON. */
  body: T | null;
}

let currentCsrf: string | null = null;

/** Called by app.tsx with the csrf value of every page the server sends. */
export function setCsrfToken(token: string | null | undefined): void {
  currentCsrf = token || null;
}

function csrfToken(): string {
  if (currentCsrf) return currentCsrf;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]');
  return meta?.content ?? '';
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
): Promise<JsonResponse<T>> {
  return sendCall<T>(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ csrf: csrfToken(), ...body }),
  });
}

/** GET a JSON answer (a preview, a count) as a script call. Never throws: callers branch on the status. */
export async function getJson<T = unknown>(url: string): Promise<JsonResponse<T>> {
  return sendCall<T>(url);
}
