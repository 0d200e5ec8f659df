import { useCallback, useEffect, useRef, useState } from 'react';

/** How long after the last keystroke a draft is saved: long enough not to save every word, short enough to lose none. */
export const AUTOSAVE_DELAY_MS = 2500;

/** Where the editor's quiet autosave stands. */
export type AutosaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: number }
  /** Changes wait: a field is not complete enough for a draft (the manual save names it). */
  | { kind: 'incomplete' }
  | { kind: 'offline' }
  | { kind: 'signed-out' }
  | { kind: 'conflict' }
  | { kind: 'failed'; message: string };

/** One attempt: says 'saving' when it sends, and answers with where it ended, or null when there was nothing to do. */
export type AutosaveAttempt = (saving: () => void) => Promise<AutosaveStatus | null>;

/**
 * Runs `attempt` a moment after the text stops changing (`textKey`), when the page is hidden (a switched app, a
 * locked phone) and when the connection comes back: one at a time, never two saves of the same version at once.
 * `settle` waits for the one in flight, so a manual save goes after it, on the version it stored.
 */
export function useAutosave({
  enabled,
  changed,
  textKey,
  attempt,
}: {
  enabled: boolean;
  changed: boolean;
  textKey: string;
  attempt: AutosaveAttempt;
}) {
  const [status, setStatus] = useState<AutosaveStatus>({ kind: 'idle' });
  const latest = useRef(attempt);
  useEffect(() => {
    latest.current = attempt;
  });
  const flight = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  /** Counts the saves asked for while one was on its way: each arms the timer again. */
  const [retries, setRetries] = useState(0);

  const now = useCallback(() => {
    if (flight.current) {
      again.current = true;
      return;
    }
    flight.current = (async () => {
      try {
        const next = await latest.current(() => setStatus({ kind: 'saving' }));
        if (next) setStatus(next);
      } catch {
        setStatus({ kind: 'failed', message: 'the draft could not be saved' });
      }
    })().finally(() => {
      flight.current = null;
      // Typed while the save was on its way: saved once the form has taken the answer in.
      if (again.current) {
        again.current = false;
        setRetries((count) => count + 1);
      }
    });
  }, []);

  useEffect(() => {
    if (!enabled || !changed) return;
    const timer = window.setTimeout(now, AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [enabled, changed, textKey, retries, now]);

  useEffect(() => {
    if (!enabled) return;
    const hidden = () => {
      if (document.visibilityState === 'hidden') now();
    };
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('online', now);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('online', now);
    };
  }, [enabled, now]);

  const settle = useCallback(async () => {
    while (flight.current) await flight.current;
  }, []);

  return { status, setStatus, settle };
}

/** The status line's words ('' when there is nothing to say). */
export function autosaveText(status: AutosaveStatus): string {
  switch (status.kind) {
    case 'idle':
      return '';
    case 'saving':
      return 'Saving…';
    case 'saved':
      return `Saved ${new Date(status.at).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' })}`;
    case 'incomplete':
      return 'Not saved yet — a field is incomplete; Save as draft shows which';
    case 'offline':
      return 'Not saved — you are offline; your text is kept on this device';
    case 'signed-out':
      return 'Not saved — you are signed out; your text is kept on this device until you sign in again';
    case 'conflict':
      return 'Not saved — this recipe was changed elsewhere';
    case 'failed':
      return `Not saved — ${status.message}`;
  }
}
