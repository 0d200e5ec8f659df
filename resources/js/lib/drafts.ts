// Where drafts are kept in the browser (hooks/use-draft.ts), and forgetting them all. Apart from the hook, so that the
// sign-out link of every page (the user menu ships on the landing page) carries no more than this.

export const DRAFT_PREFIX = 'draft:';

export function draftStorage(kind: 'session' | 'local'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Forgets every draft kept in this browser: called when the person signs out, as the browser may be shared. */
export function forgetDrafts(): void {
  for (const storage of [draftStorage('local'), draftStorage('session')]) {
    if (!storage) continue;
    try {
      const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
      for (const key of keys) if (key?.startsWith(DRAFT_PREFIX)) storage.removeItem(key);
    } catch {
      // Storage refused: nothing was kept there either.
    }
  }
}
