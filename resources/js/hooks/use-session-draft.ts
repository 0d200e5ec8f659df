import { usePage } from '@inertiajs/react';
import { useEffect, useRef } from 'react';

/**
 * Keeps what a person typed but did not save (a judge's stars, a note) in the tab's session storage, so leaving the
 * page (an arrow to the next recipe, the list, a reload) and coming back brings it back. The key names the signed-in
 * person, so someone else signing in on the same tab never sees it. Dropped as soon as the value equals `saved`
 * again (saved, or changed back). Read after hydration only: the server-rendered page shows what is stored.
 */
export function useSessionDraft<T>(name: string, value: T, saved: T, restore: (draft: T) => void): void {
  const { auth } = usePage().props;
  const key = `draft:${auth.user?.type ?? 'visitor'}:${auth.user?.id ?? 0}:${name}`;
  // `restore` must be stable (a state setter, a callback without dependencies): the draft is read when the page
  // opens, and again only if what is saved changes (then a draft equal to it is left alone).
  useEffect(() => {
    const kept = readDraft<T>(key);
    if (kept !== null && JSON.stringify(kept) !== JSON.stringify(saved)) restore(kept);
  }, [key, restore, saved]);

  const mounted = useRef(false);
  useEffect(() => {
    // The first run sees the value before any restore: it must not drop the draft the restore is about to show.
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    try {
      if (JSON.stringify(value) === JSON.stringify(saved)) sessionStorage.removeItem(key);
      else sessionStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Storage full or refused (private mode): the page works as before, without the safety net.
    }
  }, [key, value, saved]);
}

function readDraft<T>(key: string): T | null {
  try {
    const text = sessionStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as T);
  } catch {
    return null;
  }
}
