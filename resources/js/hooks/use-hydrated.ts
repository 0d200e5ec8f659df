import { useEffect, useSyncExternalStore } from 'react';

/** Set once, a task after the first page's hydration: a page or layout mounted later by a visit starts open. */
let appHydrated = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * False in the server render and during hydration, true once React runs the page in the browser. Server-rendered
 * forms stay disabled until then: a submit before hydration would be the browser's own GET, with the typed password in
 * the address bar, and text typed before hydration would not reach React's state.
 *
 * Turned on in a task of its own after hydration, so hydration is never made longer by it: during hydration the
 * browser's value equals the server's (false), so React has nothing to render again in hydration's own commit, which
 * would hydrate every Suspense boundary of the page in that one long task. A component mounted by a later visit
 * reads true at once, so the pages a visit brings never flash closed.
 */
export function useHydrated(): boolean {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => appHydrated,
    () => false,
  );
  useEffect(() => {
    if (appHydrated) return;
    const timer = setTimeout(() => {
      appHydrated = true;
      listeners.forEach((listener) => listener());
    }, 0);
    return () => clearTimeout(timer);
  }, []);
  return hydrated;
}
