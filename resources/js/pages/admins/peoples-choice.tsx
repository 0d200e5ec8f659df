import { Head } from '@inertiajs/react';
import { type FormEvent, useState } from 'react';
import { formatDateTime } from '@/components/admin/format';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { SectionHeading } from '@/components/ui/section-heading';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { TextField } from '@/components/ui/text-field';
import { dataOf, useFormCall } from '@/hooks/use-form-call';
import {
  PEOPLES_CHOICE_PAGES,
  PEOPLES_CHOICE_TEXT,
  type PeoplesChoiceAdminProps,
  type VoterKind,
} from '@shared/judging/peoples-choice';

interface Props {
  peoplesChoice: PeoplesChoiceAdminProps;
}

const STATE_LABELS: Record<PeoplesChoiceAdminProps['state'], string> = {
  off: 'Off: the award is not offered.',
  ready: 'On, not opened yet: the gallery is public, voting has not started.',
  open: 'Open: votes are coming in. Counts stay hidden until you close the vote.',
  closed: 'Closed: the count is final.',
};

const VOTER_OPTIONS = [
  { value: 'sso', label: 'Company employees, through single sign-on' },
  { value: 'email', label: 'Anyone with an address at a listed domain, through a mailed link' },
];

const CARD = 'rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand sm:p-6';
const url = (action: string) => `${PEOPLES_CHOICE_PAGES.admin}/${action}`;

/** In the browser's time zone, a day from now, as a datetime-local value. */
function tomorrow(): string {
  const date = new Date(Date.now() + 24 * 3600 * 1000);
  date.setMinutes(date.getMinutes() - date.getTimezoneOffset());
  return date.toISOString().slice(0, 16);
}

/** The People's Choice award: settings, the vote's period, voiding a vote, and the result once closed. */
export default function AdminPeoplesChoice({ peoplesChoice: initial }: Props) {
  const [pc, setPc] = useState(initial);
  const call = useFormCall<PeoplesChoiceAdminProps>({ data: dataOf, worded: [404, 409] });
  const [enabled, setEnabled] = useState(pc.enabled);
  const [voters, setVoters] = useState<VoterKind>(pc.voters);
  const [domains, setDomains] = useState(pc.emailDomains.join('\n'));
  const [closesAt, setClosesAt] = useState(tomorrow);
  const [voidEmail, setVoidEmail] = useState('');
  const [voidReason, setVoidReason] = useState('');
  const [done, setDone] = useState<string | null>(null);

  async function post(action: string, json: Record<string, unknown>, success: string) {
    setDone(null);
    const data = await call.run({ url: url(action), json });
    if (data) {
      setPc(data);
      setDone(success);
    }
    return data !== null;
  }

  function saveSettings(event: FormEvent) {
    event.preventDefault();
    const list = domains
      .split(/[\s,]+/)
      .map((d) => d.trim())
      .filter(Boolean);
    void post('settings', { enabled, voters, email_domains: list }, 'Settings saved.');
  }

  function open(event: FormEvent) {
    event.preventDefault();
    void post('open', { closes_at: new Date(closesAt).toISOString() }, 'The vote is open.');
  }

  async function voidVote(event: FormEvent) {
    event.preventDefault();
    if (await post('void', { email: voidEmail, reason: voidReason }, 'The vote is voided.')) {
      setVoidEmail('');
      setVoidReason('');
    }
  }

  return (
    <>
      <Head title={PEOPLES_CHOICE_TEXT.awardName} />
      <div className="mx-auto flex max-w-4xl flex-col gap-6">
        <header>
          <h1 className="font-display text-3xl font-semibold">{PEOPLES_CHOICE_TEXT.title}</h1>
          <p className="mt-2 text-muted">
            An award the whole company votes on, from a public gallery of the finalists&apos; recipes. It is
            its own award: it never changes the jury&apos;s ranking.
          </p>
          <p className="mt-3 font-semibold" data-testid="pc-state">
            {STATE_LABELS[pc.state]}
          </p>
          <p className="mt-1 text-sm text-muted">
            {pc.finalists} finalist{pc.finalists === 1 ? '' : 's'} in the gallery · {pc.turnout} vote
            {pc.turnout === 1 ? '' : 's'} cast ·{' '}
            <a href={PEOPLES_CHOICE_PAGES.gallery} className="underline underline-offset-4">
              Open the gallery
            </a>
          </p>
        </header>

        {(call.message ?? done) && (
          <p
            role="status"
            data-testid="pc-message"
            className={call.message ? 'font-semibold text-red-700' : 'font-semibold text-green-800'}
          >
            {call.message ?? done}
          </p>
        )}

        <form onSubmit={saveSettings} className={CARD} aria-labelledby="pc-settings">
          <SectionHeading id="pc-settings" lead="Who may vote cannot change once the vote has opened.">
            Settings
          </SectionHeading>
          <div className="mt-4 flex flex-col gap-4">
            <Checkbox
              name="enabled"
              label="Offer the People's Choice award"
              checked={enabled}
              onChange={(event) => setEnabled(event.target.checked)}
            />
            <SelectField
              label="Who may vote"
              name="voters"
              value={voters}
              options={VOTER_OPTIONS}
              onChange={(event) => setVoters(event.target.value as VoterKind)}
              error={call.errors.voters}
            />
            {voters === 'email' && (
              <TextareaField
                label="Domains whose addresses may vote"
                name="email_domains"
                hint="One a line, like example.com."
                value={domains}
                rows={3}
                onChange={(event) => setDomains(event.target.value)}
                error={call.errors.email_domains}
              />
            )}
            <Button color="black" size="sm" className="self-start" busy={call.busy} disabled={call.busy}>
              Save settings
            </Button>
          </div>
        </form>

        <section className={CARD} aria-labelledby="pc-period">
          <SectionHeading
            id="pc-period"
            lead="Open the vote once the finalists are chosen, for a set period."
          >
            The vote
          </SectionHeading>
          {pc.openedAt && (
            <p className="mt-3 text-sm text-muted">
              Opened {formatDateTime(pc.openedAt)}
              {pc.closesAt && <> · closes {formatDateTime(pc.closesAt)}</>}
              {pc.closedAt && <> · closed {formatDateTime(pc.closedAt)}</>}
            </p>
          )}
          {pc.state === 'ready' && (
            <form onSubmit={open} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
              <TextField
                label="Voting closes"
                name="closes_at"
                type="datetime-local"
                value={closesAt}
                onChange={(event) => setClosesAt(event.target.value)}
                error={call.errors.closes_at}
              />
              <Button color="black" size="sm" busy={call.busy} disabled={call.busy} data-testid="pc-open">
                Open the vote
              </Button>
            </form>
          )}
          {pc.state === 'open' && (
            <Button
              color="black"
              size="sm"
              className="mt-4"
              busy={call.busy}
              disabled={call.busy}
              onClick={() => void post('close', {}, 'The vote is closed.')}
              data-testid="pc-close"
            >
              Close the vote now
            </Button>
          )}
        </section>

        {pc.result && (
          <section className={CARD} aria-labelledby="pc-result" data-testid="pc-result">
            <SectionHeading
              id="pc-result"
              lead="Voided votes are not counted. Publish to show the result on the public gallery."
            >
              {PEOPLES_CHOICE_TEXT.awardName}: result
            </SectionHeading>
            <ol className="mt-4 divide-y divide-sand">
              {pc.result.map((row) => (
                <li key={row.recipeId} className="flex items-baseline gap-3 py-2">
                  <span className="w-6 font-semibold">{row.rank}</span>
                  <span className="min-w-0 flex-1">
                    {row.name} <span className="text-sm text-muted">by {row.chef}</span>
                  </span>
                  <span className="font-semibold tabular-nums">{PEOPLES_CHOICE_TEXT.votes(row.votes)}</span>
                </li>
              ))}
            </ol>
            {pc.publishedAt ? (
              <p className="mt-4 text-sm text-muted">Published {formatDateTime(pc.publishedAt)}.</p>
            ) : (
              <Button
                color="black"
                size="sm"
                className="mt-4"
                busy={call.busy}
                disabled={call.busy}
                onClick={() => void post('publish', {}, 'The result is on the public gallery.')}
                data-testid="pc-publish"
              >
                Publish on the gallery
              </Button>
            )}
          </section>
        )}

        <form onSubmit={(event) => void voidVote(event)} className={CARD} aria-labelledby="pc-void">
          <SectionHeading
            id="pc-void"
            lead="The vote leaves the count and its voter cannot vote again. Logged in the audit log with the reason."
          >
            Void a vote
          </SectionHeading>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <TextField
              label="Voter's e-mail address"
              name="email"
              type="email"
              value={voidEmail}
              onChange={(event) => setVoidEmail(event.target.value)}
              error={call.errors.email}
            />
            <TextField
              label="Reason"
              name="reason"
              value={voidReason}
              onChange={(event) => setVoidReason(event.target.value)}
              error={call.errors.reason}
            />
          </div>
          <Button color="danger" size="sm" className="mt-4" busy={call.busy} disabled={call.busy}>
            Void this vote
          </Button>
          {pc.voided.length > 0 && (
            <ul className="mt-4 divide-y divide-sand text-sm" aria-label="Voided votes">
              {pc.voided.map((row) => (
                <li key={row.voter} className="py-2">
                  <span className="font-semibold break-all">{row.voter}</span> · {row.reason} ·{' '}
                  {formatDateTime(row.voidedAt)}
                </li>
              ))}
            </ul>
          )}
        </form>
      </div>
    </>
  );
}
