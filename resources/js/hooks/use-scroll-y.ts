import { useCallback, useSyncExternalStore } from 'react';

// One passive scroll listener per subscriber, throttled to animation frames.
function subscribe(onChange: () => void): () => void {
  let frame = 0;
  const onScroll = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      onChange();
    });
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('resize', onScroll, { passive: true });
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('resize', onScroll);
  };
}

/** Whether the window has scrolled further than `px`; re-renders only when that answer changes. */
export function useScrolledPast(px: number): boolean {
  const snapshot = useCallback(() => window.scrollY > px, [px]);
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
