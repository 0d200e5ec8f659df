import { Head, router } from '@inertiajs/react';
import clsx from 'clsx';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useFormCall } from '@/hooks/use-form-call';
import {
  type CastVoteAnswer,
  type GalleryEntryProps,
  PEOPLES_CHOICE_PAGES,
  PEOPLES_CHOICE_TEXT as TEXT,
  type PeoplesChoiceGalleryProps,
  type PeoplesChoiceResultRowProps,
} from '@shared/judging/peoples-choice';

type Props = PeoplesChoiceGalleryProps;

const DESCRIPTION =
  'Meet the finalists of the recipe contest and vote for the dish you would most like to eat: one vote per person.';

/** A fresh key per press: a retried press sends the same one, so the vote is written once. */
function newRequestKey(): string {
  return `pc-${crypto.randomUUID()}`;
}

function closingTime(iso: string): string {
  return new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
}

/** The public People's Choice gallery: the finalists' dishes, and the vote while it is open. */
export default function PeoplesChoiceGallery({ state, voters, closesAt, entries, voter, result }: Props) {
  const [choice, setChoice] = useState<number | null>(voter?.recipeId ?? null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState<number | null>(null);
  const call = useFormCall<CastVoteAnswer>({
    data: (body) => (body as { data?: CastVoteAnswer } | null)?.data,
    worded: [401, 403, 404, 409, 429],
  });
  const canVote = state === 'open' && voter !== null && !voter.voided;

  async function vote(recipeId: number) {
    setPending(recipeId);
    setNotice(null);
    const key = newRequestKey();
    const answer = await call.send({
      url: PEOPLES_CHOICE_PAGES.vote,
      json: { recipe_id: recipeId },
      headers: { 'Idempotency-Key': key },
    });
    setPending(null);
    if (answer.ok && answer.data) {
      setChoice(answer.data.recipeId);
      setNotice(answer.data.message);
    } else if (answer.status === 401) router.reload();
  }

  return (
    <>
      <Head title={`${TEXT.title}: vote for your favourite finalist`}>
        <meta head-key="description" name="description" content={DESCRIPTION} />
        <meta
          head-key="og:title"
          property="og:title"
          content={`${TEXT.title}: vote for your favourite dish`}
        />
        <meta head-key="og:description" property="og:description" content={DESCRIPTION} />
        <meta head-key="og:type" property="og:type" content="website" />
        {entries[0]?.image && (
          <meta head-key="og:image" property="og:image" content={entries[0].image.large} />
        )}
      </Head>

      <section aria-labelledby="pc-heading" className="bg-ink text-white">
        <div className="mx-auto max-w-7xl px-5 pt-10 pb-12 sm:px-8 lg:pt-14 lg:pb-16">
          <p className="text-xs font-semibold tracking-[0.22em] text-yellow uppercase">The finalists</p>
          <h1 id="pc-heading" className="mt-3 font-display text-4xl leading-[1.05] font-semibold sm:text-5xl">
            {TEXT.title}
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-white/80">{TEXT.intro}</p>
          <VoteStatus state={state} voters={voters} closesAt={closesAt} voter={voter} />
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-5 py-10 sm:px-8 lg:py-14">
        {(notice ?? call.message) && (
          <p
            role="status"
            data-testid="vote-notice"
            className={clsx(
              'mb-6 rounded-2xl px-4 py-3 text-sm font-semibold',
              call.message
                ? 'bg-red-50 text-red-800 ring-1 ring-red-200'
                : 'bg-green-50 text-green-900 ring-1 ring-green-200',
            )}
          >
            {call.message ?? notice}
          </p>
        )}

        {result && <Result rows={result} />}

        {entries.length === 0 ? (
          <p className="rounded-3xl bg-white p-6 text-center text-ink/70 shadow-sm ring-1 ring-sand">
            {state === 'off' ? TEXT.ready : TEXT.noFinalists}
          </p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Finalists' dishes">
            {entries.map((entry, index) => (
              <Entry
                key={entry.recipeId}
                entry={entry}
                eager={index < 2}
                chosen={choice === entry.recipeId}
                canVote={canVote}
                busy={pending === entry.recipeId}
                disabled={pending !== null}
                onVote={() => void vote(entry.recipeId)}
              />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

function VoteStatus({
  state,
  voters,
  closesAt,
  voter,
}: Pick<Props, 'state' | 'voters' | 'closesAt' | 'voter'>) {
  if (state === 'closed') return <p className="mt-6 font-semibold text-yellow">{TEXT.closed}</p>;
  if (state !== 'open') return <p className="mt-6 font-semibold text-yellow">{TEXT.ready}</p>;
  return (
    <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
      {voter === null ? (
        voters === 'sso' ? (
          <a
            href={PEOPLES_CHOICE_PAGES.ssoSignIn}
            className="inline-flex h-12 items-center justify-center rounded-full bg-yellow px-6 font-semibold text-ink hover:bg-yellow/90"
            data-testid="vote-sign-in"
          >
            {TEXT.signInSso}
          </a>
        ) : (
          <EmailSignIn />
        )
      ) : voter.voided ? (
        <p className="font-semibold text-yellow" data-testid="vote-voided">
          {TEXT.voidedBanner}
        </p>
      ) : (
        <p className="text-white/80" data-testid="voter">
          Voting as <span className="font-semibold text-white">{voter.email}</span>
        </p>
      )}
      {closesAt && (
        <p className="text-sm text-white/70 sm:ml-auto">
          {TEXT.closesAt} <time dateTime={closesAt}>{closingTime(closesAt)}</time>
        </p>
      )}
    </div>
  );
}

/** When anyone at a listed domain may vote: the address, then a single-use link by mail. */
function EmailSignIn() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const call = useFormCall<{ message: string }, 'email'>({
    data: (body) => (body as { data?: { message: string } } | null)?.data,
    worded: [403, 409, 429],
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const data = await call.run({ url: PEOPLES_CHOICE_PAGES.emailSignIn, json: { email } });
    if (data) setSent(data.message);
  }

  if (sent)
    return (
      <p role="status" className="font-semibold text-yellow" data-testid="link-sent">
        {sent}
      </p>
    );
  return (
    <form onSubmit={(event) => void submit(event)} className="flex w-full max-w-xl flex-col gap-2" noValidate>
      <label htmlFor="voter-email" className="font-semibold">
        {TEXT.signInEmail}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id="voter-email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={Boolean(call.errors.email ?? call.message)}
          aria-describedby="voter-email-error"
          className="h-12 w-full rounded-xl border border-white/30 bg-white px-4 text-base text-ink"
        />
        <Button color="yellow" busy={call.busy} disabled={call.busy} className="h-12 shrink-0">
          Send me a link
        </Button>
      </div>
      {(call.errors.email ?? call.message) && (
        <p id="voter-email-error" className="text-sm font-semibold text-yellow" data-testid="email-error">
          {call.errors.email ?? call.message}
        </p>
      )}
    </form>
  );
}

function Entry({
  entry,
  eager,
  chosen,
  canVote,
  busy,
  disabled,
  onVote,
}: {
  entry: GalleryEntryProps;
  eager: boolean;
  chosen: boolean;
  canVote: boolean;
  busy: boolean;
  disabled: boolean;
  onVote: () => void;
}) {
  const headingId = `dish-${entry.recipeId}`;
  return (
    <li
      aria-labelledby={headingId}
      data-testid="gallery-entry"
      className={clsx(
        'flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1',
        chosen ? 'ring-2 ring-ink' : 'ring-sand',
      )}
    >
      <div className="aspect-[4/3] bg-sand">
        {entry.image && (
          <img
            src={entry.image.thumb}
            srcSet={`${entry.image.thumb} 480w, ${entry.image.large} 1600w`}
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            alt={entry.name}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            width={480}
            height={360}
            className="size-full object-cover"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h2 id={headingId} className="font-display text-2xl leading-tight font-semibold">
          {entry.name}
        </h2>
        <p className="mt-1 text-sm font-semibold text-ink/60">by {entry.chef}</p>
        <p className="mt-3 line-clamp-4 text-ink/80">{entry.description}</p>
        <p className="mt-3 text-sm text-ink/70">{entry.contains}</p>
        <div className="mt-auto pt-5">
          {chosen ? (
            <p
              className="inline-flex h-12 items-center rounded-full bg-ink px-5 font-semibold text-white"
              data-testid="your-vote"
            >
              ✓ {TEXT.yourVote}
            </p>
          ) : (
            canVote && (
              <Button
                color="yellow"
                onClick={onVote}
                busy={busy}
                disabled={disabled}
                aria-describedby={headingId}
                data-testid="vote-button"
              >
                {TEXT.vote}
              </Button>
            )
          )}
        </div>
      </div>
    </li>
  );
}

function Result({ rows }: { rows: PeoplesChoiceResultRowProps[] }) {
  return (
    <section
      aria-labelledby="pc-result"
      className="mb-10 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand sm:p-6"
      data-testid="peoples-choice-result"
    >
      <h2 id="pc-result" className="font-display text-2xl font-semibold">
        {TEXT.resultHeading}
      </h2>
      <ol className="mt-4 divide-y divide-sand">
        {rows.map((row) => (
          <li key={row.recipeId} className="flex items-baseline gap-3 py-3">
            <span className="w-8 shrink-0 font-display text-xl font-semibold">{row.rank}</span>
            <span className="min-w-0 flex-1">
              <span className="font-semibold">{row.name}</span>
              <span className="block text-sm text-ink/60">by {row.chef}</span>
            </span>
            <span className="shrink-0 font-semibold tabular-nums">{TEXT.votes(row.votes)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
