import { Link } from '@inertiajs/react';
import clsx from 'clsx';
import { StatusLabel, type StatusTone } from '@/components/admin/status-label';
import type { ContestantSummaryProps, ContestantTab } from './types';
import { Eyebrow } from '@/components/eyebrow';
import { EmailAddress } from '@/components/ui/email-address';
import { CONTESTANT_TYPE_LABELS } from '@shared/statuses';

const AUTHORIZATION_TONES: Record<0 | 1 | 2, StatusTone> = { 0: 'yellow', 1: 'red', 2: 'green' };

const TABS: Array<{ tab: ContestantTab; label: string }> = [
  { tab: 'profile', label: 'Profile' },
  { tab: 'recipe', label: 'Recipe' },
  { tab: 'settings', label: 'Settings' },
];

/** The contestant's name, e-mail, type and status above the tabs, with the way back to the list. */
export function ContestantHeader({
  contestant,
  listUrl,
}: {
  contestant: ContestantSummaryProps;
  listUrl: string;
}) {
  return (
    <header className="flex flex-col gap-4" data-testid="contestant-header">
      <Link
        href={listUrl}
        className="inline-flex w-fit items-center gap-2 text-sm font-semibold text-muted hover:text-ink"
      >
        <span aria-hidden="true">←</span> Contestants
      </Link>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <Eyebrow>Contestant</Eyebrow>
          <h1 className="mt-3 font-display text-3xl font-semibold tracking-tight break-words sm:text-4xl">
            {contestant.fullName}
          </h1>
          <p className="mt-1 text-muted">
            <EmailAddress email={contestant.email} />
          </p>
        </div>
        <div className="flex flex-wrap gap-2" data-testid="contestant-status">
          <StatusLabel tone="ink">{CONTESTANT_TYPE_LABELS[contestant.typeuser]}</StatusLabel>
          <StatusLabel tone={contestant.isActive ? 'green' : 'grey'}>
            {contestant.isActive ? 'Enabled' : 'Disabled'}
          </StatusLabel>
          {contestant.typeuser === 'sodexo' && (
            <StatusLabel tone={AUTHORIZATION_TONES[contestant.authorization.status]}>
              {contestant.authorization.label}
            </StatusLabel>
          )}
          {contestant.isFinalist && <StatusLabel tone="yellow">Finalist</StatusLabel>}
          {contestant.onboarded && <StatusLabel tone="green">Onboard</StatusLabel>}
        </div>
      </div>
    </header>
  );
}

/** The three tabs; each is its own address (/admins/contestants/{tab}/{user}). */
export function ContestantTabs({ id, current }: { id: number; current: ContestantTab }) {
  return (
    <nav aria-label="Contestant" className="border-b border-sand">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {TABS.map(({ tab, label }) => (
          <li key={tab}>
            <Link
              href={`/admins/contestants/${tab}/${id}`}
              preserveScroll
              aria-current={tab === current ? 'page' : undefined}
              className={clsx(
                'inline-flex h-11 items-center border-b-2 px-4 text-sm font-semibold whitespace-nowrap transition-colors',
                tab === current
                  ? 'border-ink text-ink'
                  : 'border-transparent text-muted hover:border-sand hover:text-ink',
              )}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
