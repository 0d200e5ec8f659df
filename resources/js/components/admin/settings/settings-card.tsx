import type { ReactNode } from 'react';
import { SectionHeading } from '@/components/ui/section-heading';

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
          <SectionHeading id={`${id}-title`} size="lg" lead={lead}>
            {title}
          </SectionHeading>
        </div>
        {action}
      </div>
      <div className="mt-6">{children}</div>
    </section>
  );
}
