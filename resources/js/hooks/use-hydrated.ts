import { useEffect, useState } from 'react';

/**
 * False in the server render and during hydration, true once React runs the page in the browser. Server-rendered
 * forms stay disabled until then: a submit before hydration would be the browser's own GET, with the typed password in
 * the address bar, and text typed before hydration would not reach React's state.
 *
 * Turned on in a task of its own after hydration, so hydration is never made longer by it: useSyncExternalStore with a
 * server snapshot re-rendered the page synchronously in hydration's own commit, which hydrated every Suspense boundary
 * of the page in that one long task.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setHydrated(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return hydrated;
}
