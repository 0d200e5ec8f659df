import { Head, Link } from '@inertiajs/react';
import { ArrowLeftIcon } from '@/components/ui/icons';
import type { MailboxMessageProps } from '@shared/mail/mailbox.props';

type Props = MailboxMessageProps;

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** Development only: one kept mail, its HTML part in a sandboxed frame and its text part below. */
export default function MailboxMessage({ mail }: Props) {
  // The frame runs no scripts and has no access to this page; links open in a new tab so sign-in links can be followed.
  const frameDocument = `<base target="_blank">${mail.html}`;
  return (
    <>
      <Head title={mail.subject} />
      <div className="mx-auto w-full max-w-5xl px-5 py-12 sm:px-8 sm:py-16">
        <Link
          href="/dev/mailbox"
          className="inline-flex items-center gap-2 text-sm font-semibold text-ink hover:underline"
        >
          <ArrowLeftIcon className="size-4" /> Mailbox
        </Link>
        <h1 className="mt-6 font-display text-3xl font-semibold tracking-tight break-words">
          {mail.subject}
        </h1>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted">From</dt>
          <dd className="break-all text-ink">{mail.from}</dd>
          <dt className="text-muted">To</dt>
          <dd className="break-all text-ink">{mail.to}</dd>
          <dt className="text-muted">Date</dt>
          <dd className="text-ink">
            <time dateTime={mail.createdAt}>{dateFormat.format(new Date(mail.createdAt))}</time>
          </dd>
          <dt className="text-muted">Kind</dt>
          <dd className="text-ink">{mail.template}</dd>
        </dl>

        <h2 className="mt-10 text-xs font-semibold tracking-[0.18em] text-muted uppercase">HTML</h2>
        <iframe
          title={`HTML part of “${mail.subject}”`}
          srcDoc={frameDocument}
          sandbox="allow-popups allow-popups-to-escape-sandbox"
          className="mt-3 h-[40rem] w-full rounded-2xl bg-white shadow-sm ring-1 ring-sand"
        />

        <h2 className="mt-10 text-xs font-semibold tracking-[0.18em] text-muted uppercase">Text</h2>
        {/* Focusable: a long address may make it scroll sideways, and keyboard users must reach it. */}
        <pre
          role="region"
          tabIndex={0}
          aria-label={`Text part of “${mail.subject}”`}
          className="mt-3 overflow-x-auto rounded-2xl bg-white p-6 font-mono text-sm leading-relaxed whitespace-pre-wrap text-ink shadow-sm ring-1 ring-sand"
        >
          {mail.text}
        </pre>
      </div>
    </>
  );
}
