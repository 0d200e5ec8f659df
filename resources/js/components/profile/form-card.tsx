import clsx from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import type { ContestantTypeName } from '@/types';
import { AddressFields } from './address-fields';
import { OrganizationFields } from './organization-fields';
import { type FieldGroupProps, PersonalInfoFields } from './personal-info-fields';
import { Eyebrow, type HeadingProps } from '@/components/eyebrow';

interface FormCardProps {
  title: string;
  /** A line under the title. */
  lead?: ReactNode;
  children: ReactNode;
}

/** One titled group of fields ('Personal Information', 'Home address', 'Organization'). */
export function FormCard({ title, lead, children }: FormCardProps) {
  return (
    <fieldset className="min-w-0 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand sm:p-8">
      <legend className="float-left w-full font-display text-2xl font-semibold tracking-tight text-ink">
        {title}
      </legend>
      {lead && <p className="clear-left pt-1 text-sm text-muted">{lead}</p>}
      <div className="clear-left flex flex-col gap-5 pt-6">{children}</div>
    </fieldset>
  );
}

/** The dark band at the top of the contestant pages, with the eyebrow, title and a lead line. */
export function PageHero({ eyebrow, title, lead, aside }: HeadingProps & { aside?: ReactNode }) {
  return (
    <div className="bg-ink text-white">
      <div className="mx-auto flex max-w-4xl flex-col gap-5 px-5 pt-10 pb-20 sm:px-8 sm:pt-14 sm:pb-24 md:flex-row md:items-end md:justify-between">
        <div>
          <Eyebrow className="text-yellow" rule="bg-yellow">
            {eyebrow}
          </Eyebrow>
          <h1 className="mt-3 font-display text-4xl font-semibold tracking-tight sm:text-5xl">{title}</h1>
          {lead && <p className="mt-3 max-w-xl text-base text-white/75">{lead}</p>}
        </div>
        {aside}
      </div>
    </div>
  );
}

/** The three cards of a profile once registered: personal information, home address and organization. */
export function ProfileCards({
  typeuser,
  organizationLead,
  editedByAdmin = false,
  ...group
}: FieldGroupProps & {
  typeuser: ContestantTypeName;
  organizationLead?: ReactNode;
  editedByAdmin?: boolean;
}) {
  return (
    <>
      <FormCard title="Personal Information">
        <PersonalInfoFields editedByAdmin={editedByAdmin} {...group} />
      </FormCard>
      <FormCard title="Home address">
        <AddressFields {...group} />
      </FormCard>
      <FormCard title="Organization" lead={organizationLead}>
        <OrganizationFields
          typeuser={typeuser}
          supervisorEditable={editedByAdmin}
          showAuthorization={false}
          {...group}
        />
      </FormCard>
    </>
  );
}

/** A form of stacked cards, `aria-busy` while its call is in flight; the browser's own checks give way to ours. */
export function CardsForm({ busy, className, ...props }: ComponentProps<'form'> & { busy: boolean }) {
  return <form noValidate aria-busy={busy} className={clsx('flex flex-col gap-4', className)} {...props} />;
}

/** The white card that holds a form's buttons, in a row from the small breakpoint up. */
export function ActionsCard({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div
      className={clsx(
        'flex gap-3 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand sm:flex-row sm:px-8',
        className,
      )}
    >
      {children}
    </div>
  );
}

/** The contestant form's column, drawn up over the bottom of the dark hero. */
export function OverHero({ children }: { children: ReactNode }) {
  return <div className="mx-auto -mt-12 w-full max-w-4xl px-3 pb-16 sm:px-8 lg:-mt-14">{children}</div>;
}
