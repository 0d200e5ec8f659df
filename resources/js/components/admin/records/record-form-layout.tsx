import { Head, Link } from '@inertiajs/react';
import { type FormEvent, type ReactNode, useRef } from 'react';
import { AdminPage, AdminPageHeader } from '@/components/admin/page-header';
import { SettingsCard } from '@/components/admin/settings/settings-card';
import { Button } from '@/components/ui/button';
import { ErrorSummary } from '@/components/ui/error-summary';
import { ArrowLeftIcon } from '@/components/ui/icons';

/** A titled card of a record form: a settings card whose fields stack. */
export function FormSection({
  children,
  ...card
}: {
  id: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <SettingsCard {...card}>
      <div className="flex flex-col gap-5">{children}</div>
    </SettingsCard>
  );
}

/**
 * The frame of every record form: the document title, back link, heading, the error summary above the sections,
 * the submit button (disabled and spinning while the call is in flight) and the save's modal. Its call's props come
 * from useRecordSave's frame().
 */
export function RecordFormLayout({
  eyebrow,
  title,
  lead,
  backHref,
  backLabel,
  alert,
  errors,
  busy,
  submitLabel,
  onSubmit,
  modal,
  children,
  after,
}: {
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  backHref: string;
  backLabel: string;
  /** A failure of the call as a whole; the field messages are listed from `errors`. */
  alert: string | null;
  errors: Record<string, string>;
  busy: boolean;
  submitLabel: string;
  onSubmit: () => void;
  /** The save's modal ('Judge saved', …). */
  modal: ReactNode;
  children: ReactNode;
  /** Sections below the form that save on their own (a form may not hold another). */
  after?: ReactNode;
}) {
  const form = useRef<HTMLFormElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <>
      <Head title={title} />
      <AdminPage>
        <Link
          href={backHref}
          className="inline-flex items-center gap-2 self-start text-sm font-semibold text-muted transition-colors hover:text-ink"
        >
          <ArrowLeftIcon className="size-4" />
          {backLabel}
        </Link>
        <AdminPageHeader eyebrow={eyebrow} title={title} lead={lead} />
        <form
          ref={form}
          noValidate
          onSubmit={submit}
          aria-busy={busy}
          className="flex max-w-4xl flex-col gap-6"
        >
          {/* Always mounted (it is the live region); takes no room while empty. */}
          <div className={alert || Object.values(errors).some(Boolean) ? undefined : '-mb-6'}>
            <ErrorSummary errors={errors} message={alert} scope={form} />
          </div>
          {children}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Link
              href={backHref}
              className="inline-flex h-11 items-center justify-center rounded-full border border-ink/25 bg-white px-5 text-sm font-semibold text-ink transition-colors hover:border-ink hover:bg-cream"
            >
              Cancel
            </Link>
            <Button type="submit" color="yellow" busy={busy} data-testid="record-submit">
              {submitLabel}
            </Button>
          </div>
        </form>
        {after && <div className="flex max-w-4xl flex-col gap-6">{after}</div>}
      </AdminPage>
      {modal}
    </>
  );
}
