import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Eyebrow } from '@/components/eyebrow';

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  /** 'light' for dark sections. */
  tone?: 'dark' | 'light';
}

export function SectionHeading({ id, eyebrow, title, lead, tone = 'dark' }: SectionHeadingProps) {
  const light = tone === 'light';
  return (
    <div className="max-w-2xl">
      <Eyebrow className={light ? 'text-yellow' : 'text-muted'}>{eyebrow}</Eyebrow>
      <h2
        id={id}
        className={clsx(
          'mt-4 font-display text-4xl font-semibold tracking-tight sm:text-5xl',
          light ? 'text-white' : 'text-ink',
        )}
      >
        {title}
      </h2>
      {lead && <p className={clsx('mt-4 text-lg', light ? 'text-white/75' : 'text-muted')}>{lead}</p>}
    </div>
  );
}

/** A landing page section on a full-width band, headed by its SectionHeading (whose id is `${id}-heading`). */
export function LandingSection({
  id,
  className,
  children,
  outside,
  ...heading
}: Omit<SectionHeadingProps, 'id' | 'tone'> & {
  id: string;
  className: string;
  children: ReactNode;
  /** What belongs to the section but not to its column, such as a dialog it opens. */
  outside?: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={clsx(className, 'py-20 sm:py-28')}>
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <SectionHeading id={`${id}-heading`} {...heading} />
        {children}
      </div>
      {outside}
    </section>
  );
}
