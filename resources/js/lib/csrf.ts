let currentCsrf: string | null = null;

/** Called by app.tsx with the csrf value of every page the server sends. */
export function setCsrfToken(token: string | null | undefined): void {
  currentCsrf = token || null;
}

/** The csrf value of the latest page (the meta tag's before the first visit is known). */
export function csrfToken(): string {
  if (currentCsrf) return currentCsrf;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]');
  return meta?.content ?? '';
}
