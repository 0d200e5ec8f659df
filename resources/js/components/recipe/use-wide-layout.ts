import { useSyncExternalStore } from 'react';

/** 1024px and wider: the full ingredients table; narrower, the list with its modal (specification section 9). */
export const WIDE_LAYOUT_QUERY = '(min-width: 1024px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE_LAYOUT_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the wide layout applies. Only one of the two layouts is rendered, so each field exists once on the page
 * (a hidden copy would still be found by labels and tests, and would keep its own focus).
 */
export function useWideLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE_LAYOUT_QUERY).matches,
    () => false,
  );
}
