import clsx from 'clsx';
import type { ReactNode } from 'react';

/**
 * The small capitals above a title, behind a short rule: the area or section a page or card belongs to. On a
 * light background by default; dark heroes give their own colours.
 */
export function Eyebrow({
  children,
  className = 'text-muted',
  rule = 'bg-yellow-deep',
}: {
  children: ReactNode;
  /** The text's colour. */
  className?: string;
  /** The rule's colour. */
  rule?: string;
}) {
  return (
    <p className={clsx('text-xs font-semibold tracking-[0.22em] uppercase', className)}>
      <span aria-hidden="true" className={clsx('mr-3 inline-block h-px w-8 align-middle', rule)} />
      {children}
    </p>
  );
}

/** What a page's or card's heading says: the eyebrow, the title and an optional line under it. */
export interface HeadingProps {
  eyebrow: string;
  title: string;
  lead?: ReactNode;
}
