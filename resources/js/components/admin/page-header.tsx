import type { ReactNode } from 'react';
import { Eyebrow, type HeadingProps } from '@/components/eyebrow';

/** The heading of an administration page: a small eyebrow, the title, a line of context and actions at the right. */
export function AdminPageHeader({ eyebrow, title, lead, actions }: HeadingProps & { actions?: ReactNode }) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <Eyebrow>{eyebrow}</Eyebrow>
        <h1 className="mt-3 font-display text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
        {lead && <p className="mt-2 max-w-2xl text-muted">{lead}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </header>
  );
}

/** The width and spacing every administration page shares. */
export function AdminPage({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:py-10">{children}</div>
  );
}
