import { Head, Link } from '@inertiajs/react';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { AdminPage, AdminPageHeader } from '@/components/admin/page-header';
import { StatusLabel } from '@/components/admin/status-label';
import { ArrowRightIcon } from '@/components/ui/icons';
import type { AdminDashboardPageProps, DashboardCount, DashboardRound } from '@/types';

function Section({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div>
        <h2 id={id} className="font-display text-2xl font-semibold">
          {title}
        </h2>
        {lead && <p className="mt-1 text-sm text-muted">{lead}</p>}
      </div>
      {children}
    </section>
  );
}

/** A number that opens the list it counts. */
function CountCard({ count, emphasis = false }: { count: DashboardCount; emphasis?: boolean }) {
  return (
    <Link
      href={count.href}
      className={clsx(
        'group flex flex-col justify-between gap-3 rounded-3xl p-5 shadow-sm ring-1 transition-all hover:-translate-y-0.5 hover:shadow-md',
        emphasis ? 'bg-ink text-white ring-ink' : 'bg-white text-ink ring-sand hover:ring-ink/30',
      )}
      data-testid={`count-${count.label.toLowerCase().replace(/\W+/g, '-')}`}
    >
      <span className={clsx('text-sm font-semibold', emphasis ? 'text-white/75' : 'text-muted')}>
        {count.label}
      </span>
      <span className="flex items-end justify-between gap-2">
        <span className="font-display text-4xl font-semibold tabular-nums" data-testid="count-value">
          {count.value}
        </span>
        <ArrowRightIcon
          className={clsx(
            'size-5 transition-transform group-hover:translate-x-1',
            emphasis ? 'text-yellow' : 'text-muted',
          )}
        />
      </span>
    </Link>
  );
}

/** A grid of count cards; `emphasis` picks the card drawn dark. */
function CountCards({
  counts,
  className,
  emphasis,
}: {
  counts: DashboardCount[];
  className: string;
  emphasis?: (count: DashboardCount) => boolean;
}) {
  return (
    <div className={className}>
      {counts.map((count) => (
        <CountCard key={count.label} count={count} emphasis={emphasis?.(count)} />
      ))}
    </div>
  );
}

function RoundCard({ round }: { round: DashboardRound }) {
  const percent = round.expected === 0 ? 0 : Math.round((round.cast / round.expected) * 100);
  return (
    <div
      className="flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand sm:p-6"
      data-testid={`round-${round.stage}`}
    >
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-lg font-semibold">{round.label}</h3>
        <StatusLabel tone={round.open ? 'green' : 'grey'}>{round.open ? 'Open' : 'Closed'}</StatusLabel>
      </div>
      <p className="flex items-baseline gap-2">
        <span className="font-display text-4xl font-semibold tabular-nums" data-testid="votes-cast">
          {round.cast}
        </span>
        <span className="text-muted">
          of{' '}
          <span className="font-semibold text-ink tabular-nums" data-testid="votes-expected">
            {round.expected}
          </span>{' '}
          votes
        </span>
      </p>
      <div
        className="h-2.5 overflow-hidden rounded-full bg-sand"
        role="progressbar"
        aria-label={`${round.label}: votes cast`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div
          className="h-full rounded-full bg-yellow-deep transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-sm text-muted">
        {round.judges} {round.judges === 1 ? 'judge' : 'judges'} × {round.recipes}{' '}
        {round.recipes === 1 ? 'recipe' : 'recipes'}
      </p>
    </div>
  );
}

function MailCard({ label, value, tone }: { label: string; value: number; tone: 'red' | 'ink' }) {
  return (
    <div className="flex flex-col gap-2 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand">
      <span className="text-sm font-semibold text-muted">{label}</span>
      <span
        className={clsx(
          'font-display text-4xl font-semibold tabular-nums',
          tone === 'red' && value > 0 && 'text-danger',
        )}
        data-testid={`mail-${label.toLowerCase().replace(/\W+/g, '-')}`}
      >
        {value}
      </span>
    </div>
  );
}

/** The state of the contest at a glance; every number opens the list behind it. */
export default function AdminDashboard({
  person,
  contestants,
  recipes,
  rounds,
  mail,
  backup,
}: AdminDashboardPageProps) {
  return (
    <>
      <Head title="Dashboard" />
      <AdminPage>
        <AdminPageHeader
          eyebrow="Administration"
          title={`Welcome, ${person.name}`}
          lead={`Signed in as ${person.email}`}
        />

        <Section title="Contestants" lead="By type, and company employees by their supervisor's answer.">
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            <div className="col-span-2 grid sm:col-span-1">
              <CountCard count={contestants.total} emphasis />
            </div>
            {contestants.byType.map((count) => (
              <CountCard key={count.label} count={count} />
            ))}
          </div>
          <CountCards
            counts={contestants.byAuthorization}
            className="grid grid-cols-2 gap-4 sm:grid-cols-3"
          />
        </Section>

        <Section
          title="Recipes"
          lead="Submitted recipes wait for review; approved ones go to the first round."
        >
          <CountCards
            counts={recipes}
            className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5"
            emphasis={(count) => count.label === 'Pending review'}
          />
        </Section>

        <Section
          title="Judging"
          lead="Votes cast against votes expected: each judge of the round on each of its recipes."
        >
          <div className="grid gap-4 md:grid-cols-2">
            {rounds.map((round) => (
              <RoundCard key={round.stage} round={round} />
            ))}
          </div>
        </Section>

        <Section title="Mail" lead="Mails the outbox is still trying to send, and those it gave up on.">
          <div className="grid grid-cols-2 gap-4 md:grid-cols-3">
            <MailCard label="Waiting" value={mail.waiting} tone="ink" />
            <MailCard label="Failed" value={mail.failed} tone="red" />
            {mail.mailboxUrl && (
              <a
                href={mail.mailboxUrl}
                className="col-span-2 flex flex-col justify-between gap-2 rounded-3xl bg-cream p-5 ring-1 ring-sand transition-colors hover:ring-ink/30 md:col-span-1"
              >
                <span className="text-sm font-semibold text-muted">Kept for the development mailbox</span>
                <span className="flex items-end justify-between">
                  <span className="font-display text-4xl font-semibold tabular-nums">{mail.kept}</span>
                  <span className="text-sm font-semibold underline decoration-yellow-deep decoration-2 underline-offset-4">
                    Open mailbox
                  </span>
                </span>
              </a>
            )}
          </div>
        </Section>

        {backup && (
          <Section title="Backups" lead="The nightly archive of the database and the uploaded images.">
            <div
              className={clsx(
                'flex flex-col gap-1 rounded-3xl bg-white p-5 shadow-sm ring-1',
                backup.status === 'failed' ? 'ring-danger' : 'ring-sand',
              )}
              data-testid="backup-status"
            >
              <p className={clsx('font-semibold', backup.status === 'failed' && 'text-danger')}>
                {backup.text}
              </p>
              {backup.lastGood && <p className="text-sm text-muted">{backup.lastGood}</p>}
            </div>
          </Section>
        )}
      </AdminPage>
    </>
  );
}
