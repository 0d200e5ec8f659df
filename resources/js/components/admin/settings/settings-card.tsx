import type { ReactNode } from 'react';

/** One titled section of the settings screen, with an optional action on the title's line. */
export function SettingsCard({
  id,
  title,
  lead,
  action,
  children,
}: {
  id: string;
  title: string;
  lead?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand sm:p-8"
      data-testid={id}
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="font-display text-2xl font-semibold tracking-tight text-ink">
            {title}
          </h2>
          {lead && <p className="mt-1 max-w-2xl text-sm text-muted">{lead}</p>}
        </div>
        {action}
      </div>
      <div className="mt-6">{children}</div>
    </section>
  );
}
