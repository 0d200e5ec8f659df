import { Head, Link } from '@inertiajs/react';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { ArrowLeftIcon, ArrowRightIcon, MailIcon } from '@/components/ui/icons';
import type { MailboxPageProps } from '@shared/mail/mailbox.props';
import { Eyebrow } from '@/components/eyebrow';

type Props = MailboxPageProps;

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Development only: the mails the app would have sent, newest first. */
export default function Mailbox({ mails, pagination }: Props) {
  const { page, pageCount, total } = pagination;
  return (
    <>
      <Head title="Mailbox" />
      <div className="mx-auto w-full max-w-5xl px-5 py-12 sm:px-8 sm:py-16">
        <Eyebrow>Development</Eyebrow>
        <h1 className="mt-4 font-display text-4xl font-semibold tracking-tight">Mailbox</h1>
        <p className="mt-2 max-w-2xl text-sm text-muted">
          No SMTP server is configured, so mails are kept here instead of being sent. {total}{' '}
          {total === 1 ? 'mail' : 'mails'} in all.
        </p>

        {mails.length === 0 ? (
          <div className="mt-10 flex flex-col items-center rounded-3xl bg-white p-12 text-center shadow-sm ring-1 ring-sand">
            <MailIcon className="size-8 text-muted" />
            <p className="mt-4 text-lg text-ink">No mails yet.</p>
            <p className="mt-1 text-sm text-muted">Mails appear here as soon as the app sends one.</p>
          </div>
        ) : (
          <ul className="mt-10 divide-y divide-sand overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-sand">
            {mails.map((mail) => (
              <li key={mail.id}>
                <Link
                  href={`/dev/mailbox/${mail.id}`}
                  className="flex flex-col gap-1 px-6 py-4 hover:bg-cream focus-visible:bg-cream sm:flex-row sm:items-center sm:gap-6"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-semibold text-ink">{mail.subject}</span>
                    <span className="block truncate text-sm text-muted">To {mail.to}</span>
                  </span>
                  <span className="shrink-0 rounded-full bg-sand px-3 py-1 text-xs font-semibold text-ink">
                    {mail.template}
                  </span>
                  <time dateTime={mail.createdAt} className="shrink-0 text-sm text-muted tabular-nums">
                    {dateFormat.format(new Date(mail.createdAt))}
                  </time>
                </Link>
              </li>
            ))}
          </ul>
        )}

        {pageCount > 1 && (
          <nav aria-label="Mailbox pages" className="mt-8 flex items-center justify-between text-sm">
            <PageLink page={page - 1} disabled={page <= 1}>
              <ArrowLeftIcon className="size-4" /> Newer
            </PageLink>
            <span className="text-muted">
              Page {page} of {pageCount}
            </span>
            <PageLink page={page + 1} disabled={page >= pageCount}>
              Older <ArrowRightIcon className="size-4" />
            </PageLink>
          </nav>
        )}
      </div>
    </>
  );
}

function PageLink({ page, disabled, children }: { page: number; disabled: boolean; children: ReactNode }) {
  const classes = 'inline-flex h-10 items-center gap-2 rounded-full px-4 font-semibold';
  if (disabled) {
    return (
      <span aria-disabled="true" className={clsx(classes, 'text-muted opacity-50')}>
        {children}
      </span>
    );
  }
  return (
    <Link
      href={`/dev/mailbox?page=${page}`}
      className={clsx(classes, 'text-ink ring-1 ring-ink/20 hover:bg-cream')}
    >
      {children}
    </Link>
  );
}
