import type { ReactNode } from 'react';

const LOOKS = {
  md: { heading: 'font-display text-xl font-semibold text-ink', lead: 'mt-1 text-sm text-muted' },
  lg: {
    heading: 'font-display text-2xl font-semibold tracking-tight text-ink',
    lead: 'mt-1 max-w-2xl text-sm text-muted',
  },
} as const;

interface SectionHeadingProps {
  /** Names the section (its aria-labelledby). */
  id: string;
  /** 'lg' for the settings and record cards, 'md' for the smaller cards and the editors' tables. */
  size?: keyof typeof LOOKS;
  level?: 'h2' | 'h3';
  /** The line under the heading. */
  lead?: ReactNode;
  children: ReactNode;
}

/** The heading of an admin card or section, and the line under it. */
export function SectionHeading({
  id,
  size = 'md',
  level: Heading = 'h2',
  lead,
  children,
}: SectionHeadingProps) {
  const look = LOOKS[size];
  return (
    <>
      <Heading id={id} className={look.heading}>
        {children}
      </Heading>
      {lead && <p className={look.lead}>{lead}</p>}
    </>
  );
}
