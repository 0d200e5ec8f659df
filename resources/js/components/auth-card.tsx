import { Head } from '@inertiajs/react';
import type { ReactNode } from 'react';
import { Eyebrow, type HeadingProps } from '@/components/eyebrow';

interface AuthCardProps extends HeadingProps {
  /** The document's title, when it is not the heading's. */
  pageTitle?: string;
  children: ReactNode;
}

/** The centred card of the sign-in screens, and the document's title. */
export function AuthCard({ eyebrow, title, pageTitle = title, lead, children }: AuthCardProps) {
  return (
    <>
      <Head title={pageTitle} />
      <div className="relative flex flex-1 items-center justify-center overflow-hidden px-4 py-12 sm:py-20">
        <div aria-hidden="true" className="absolute inset-x-0 top-0 h-56 bg-ink sm:h-72" />
        <div className="relative w-full max-w-md rounded-3xl bg-white p-6 shadow-2xl ring-1 ring-sand sm:p-10">
          <Eyebrow>{eyebrow}</Eyebrow>
          <h1 className="mt-3 font-display text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
            {title}
          </h1>
          {lead && <p className="mt-3 text-base text-muted">{lead}</p>}
          <div className="mt-8">{children}</div>
        </div>
      </div>
    </>
  );
}

export function Divider({ label }: { label: string }) {
  return (
    <div className="my-7 flex items-center gap-4 text-xs font-semibold tracking-[0.16em] text-muted uppercase">
      <span aria-hidden="true" className="h-px flex-1 bg-sand" />
      {label}
      <span aria-hidden="true" className="h-px flex-1 bg-sand" />
    </div>
  );
}
