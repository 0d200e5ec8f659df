import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from '@/components/skip-link';

/**
 * Pages shown on a screen at the venue (the live final's board): the whole screen for the page, no site header or
 * footer, nothing to navigate to.
 */
export default function DisplayLayout({ children }: { children: ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-svh bg-ink text-white outline-none">
      {children}
    </main>
  );
}
