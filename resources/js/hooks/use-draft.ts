import { usePage } from '@inertiajs/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DRAFT_PREFIX, draftStorage as storageOf } from '@/lib/drafts';
/** A draft nobody came back to in a month is dropped rather than offered. */
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

interface StoredDraft<T> {
  /** When it was last changed (the browser's clock). */
  at: number;
  value: T;
}

export interface DraftOptions {
  /**
   * 'session' (default): this tab only, until it closes (a judge's stars and note). 'local': this browser, across
   * reloads, closed tabs and visits elsewhere, until saved, discarded or signed out (the recipe editor's text).
   */
  storage?: 'session' | 'local';
  /** Off: nothing is read or kept (a form that cannot be changed). */
  enabled?: boolean;
}

export interface Draft {
  /** When the draft that was put back into the form had last changed; null when none was. */
  restoredAt: number | null;
  /** Forgets the draft and puts the saved values back. */
  discard: () => void;
}

function readDraft<T>(storage: Storage | null, key: string): StoredDraft<T> | null {
  try {
    const text = storage?.getItem(key);
    if (!text) return null;
    const draft = JSON.parse(text) as Partial<StoredDraft<T>>;
    if (typeof draft.at !== 'number' || !('value' in draft)) return null;
    if (Date.now() - draft.at > MAX_AGE_MS) {
      storage?.removeItem(key);
      return null;
    }
    return draft as StoredDraft<T>;
  } catch {
    return null;
  }
}

/**
 * Keeps what a person typed but did not save in the browser, so leaving the page (an arrow to the next recipe, a
 * link, a reload, a closed tab for 'local') and coming back puts it back into the form. The key names the signed-in
 * person, so someone else signing in on the same browser never sees it, and signing out forgets every draft
 * (`forgetDrafts` in lib/drafts.ts). Dropped as soon as the value equals `saved` again (saved, or changed back). Read after hydration
 * only: the server-rendered page shows what is stored. `restore` must be stable (a state setter, a callback without
 * dependencies); the draft is read when the page opens, and again only if what is saved changes.
 */
export function useDraft<T>(
  name: string,
  value: T,
  saved: T,
  restore: (draft: T) => void,
  { storage: kind = 'session', enabled = true }: DraftOptions = {},
): Draft {
  const { auth } = usePage().props;
  const key = `${DRAFT_PREFIX}${auth.user?.type ?? 'visitor'}:${auth.user?.id ?? 0}:${name}`;
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  // Compared and stored as text: a new object with the same content is no change.
  const valueText = JSON.stringify(value);
  const savedText = JSON.stringify(saved);

  const putBack = useCallback(
    (draft: StoredDraft<T>) => {
      restore(draft.value);
      setRestoredAt(draft.at);
    },
    [restore],
  );
  useEffect(() => {
    if (!enabled) return;
    const kept = readDraft<T>(storageOf(kind), key);
    // Storage is read after hydration (the server cannot see it), so the form takes the draft in an effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (kept !== null && JSON.stringify(kept.value) !== savedText) putBack(kept);
  }, [enabled, kind, key, putBack, savedText]);

  const mounted = useRef(false);
  const lastKey = useRef(key);
  useEffect(() => {
    // The first run sees the value before any restore: it must not drop the draft the restore is about to show.
    if (!mounted.current || !enabled) {
      mounted.current = true;
      return;
    }
    const storage = storageOf(kind);
    try {
      // The form's record got its id on the first save: the draft moves to the new name.
      if (lastKey.current !== key) storage?.removeItem(lastKey.current);
      lastKey.current = key;
      if (valueText === savedText) storage?.removeItem(key);
      // A draft just put back keeps its time: it says when the person last typed.
      else if (JSON.stringify(readDraft<T>(storage, key)?.value) !== valueText)
        storage?.setItem(key, JSON.stringify({ at: Date.now(), value: JSON.parse(valueText) as T }));
    } catch {
      // Storage full or refused (private mode): the page works as before, without the safety net.
    }
  }, [enabled, kind, key, valueText, savedText]);

  const discard = useCallback(() => {
    storageOf(kind)?.removeItem(key);
    restore(JSON.parse(savedText) as T);
    setRestoredAt(null);
  }, [kind, key, restore, savedText]);

  return { restoredAt, discard };
}
