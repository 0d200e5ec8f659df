import { useEffect } from 'react';

let locks = 0;
let saved: { html: string; body: string; paddingRight: string } | null = null;

function lock(): void {
  locks += 1;
  if (locks > 1) return;
  const { documentElement: html, body } = document;
  // Keep the layout from jumping when the scrollbar disappears.
  const scrollbar = window.innerWidth - html.clientWidth;
  saved = { html: html.style.overflow, body: body.style.overflow, paddingRight: body.style.paddingRight };
  html.style.overflow = 'hidden';
  body.style.overflow = 'hidden';
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
}

function unlock(): void {
  locks = Math.max(0, locks - 1);
  if (locks > 0 || !saved) return;
  document.documentElement.style.overflow = saved.html;
  document.body.style.overflow = saved.body;
  document.body.style.paddingRight = saved.paddingRight;
  saved = null;
}

/** Locks page scrolling (overflow hidden on <html> and <body>) while `active` is true. */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    lock();
    return unlock;
  }, [active]);
}
