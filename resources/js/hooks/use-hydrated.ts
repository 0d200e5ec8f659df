import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server render and during hydration, true once React runs the page in the browser. Server-rendered
 * forms stay disabled until then: a submit before hydration would be the browser's own GET, with the typed password in
 * the address bar, and text typed before hydration would not reach React's state.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
