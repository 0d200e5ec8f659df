import clsx from 'clsx';
import type { ReactNode } from 'react';

interface Props {
  /** Names the region for screen readers and keyboard users ("Ranking table, scrolls sideways"). */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * A box that scrolls sideways when its content is wider than the screen (a wide table on a phone).
 * - `relative`: it is the containing block of visually hidden (absolutely placed) text inside, which otherwise
 *   escapes the scroll box and widens the whole page.
 * - focusable region: keyboard users scroll it with the arrow keys (axe `scrollable-region-focusable`).
 */
export function ScrollRegion({ label, className, children }: Props) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={clsx(
        'relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink',
        className,
      )}
    >
      {children}
    </div>
  );
}
