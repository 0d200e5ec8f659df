import { useDraft } from '@/hooks/use-draft';
import clsx from 'clsx';
import { type FormEvent, useRef, useState } from 'react';
import {
  CRITERIA_TEXT,
  type Criterion,
  formatPoints,
  missingCriteria,
  STAR_CRITERIA,
  totalPoints,
  VOTE_MESSAGES,
} from '@shared/judging/judging-rules';
import { CostComparison } from '@/components/judging/cost-comparison';
import { ProfitabilityChoice } from '@/components/judging/profitability-choice';
import { StarRating } from '@/components/judging/star-rating';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { useFormCall } from '@/hooks/use-form-call';
import { JUDGE_WORDED } from '@/components/judging/use-note';
import { useKeptSend, type WriteSubject } from '@/components/judging/use-kept-send';
import type { CastVoteAnswer, CostComparisonProps, Scores } from '@/types';

interface VotingBoxProps {
  voteUrl: string;
  /** The judge's scores so far; -1 for criteria not chosen. */
  initial: Scores;
  voted: boolean;
  /** The round takes votes; otherwise the box is read-only. */
  open: boolean;
  cost: CostComparisonProps;
  maxPoints: number;
  /** Runs before the vote is sent (the page saves a changed note); false stops the vote. */
  beforeVote?: () => Promise<boolean>;
  onVoted: (answer: CastVoteAnswer) => void | Promise<void>;
  /** The recipe, for a vote kept on the device while the network is away. */
  subject: WriteSubject;
}

/** Said under the Vote button when the vote is kept on the device until the network returns. */
export const VOTE_KEPT =
  'No network: your vote is kept on this device and will be sent when the network is back.';

/** Shown above the criteria when the changed note could not be saved first (its box tells why). */
export const NOTE_HELD_THE_VOTE =
  'Your vote was not sent: your note could not be saved. See the note for why.';

/** The five criteria and the Vote button (sections 2, 5 and 9). */
export function VotingBox({
  voteUrl,
  initial,
  voted,
  open,
  cost,
  maxPoints,
  beforeVote,
  onVoted,
  subject,
}: VotingBoxProps) {
  const [scores, setScores] = useState<Scores>(initial);
  const [saved, setSaved] = useState<Scores | null>(voted ? initial : null);
  // Stars chosen but not voted survive a look at another recipe or a reload.
  useDraft(`vote:${voteUrl}`, scores, saved ?? initial, setScores);
  const [invalid, setInvalid] = useState<ReadonlySet<Criterion>>(new Set());
  const [message, setMessage] = useState<string | null>(null);
  const call = useFormCall<CastVoteAnswer>({ worded: JUDGE_WORDED });
  const sendKept = useKeptSend(call, 'vote', subject);
  const [kept, setKept] = useState(false);
  const processing = call.busy;
  const box = useRef<HTMLFormElement>(null);

  const set = (criterion: Criterion, value: number) => {
    setScores((current) => ({ ...current, [criterion]: value }));
    if (invalid.has(criterion)) {
      const next = new Set(invalid);
      next.delete(criterion);
      setInvalid(next);
      if (next.size === 0) setMessage(null);
    }
  };

  const focusCriterion = (criterion: Criterion) => {
    const target = box.current?.querySelector<HTMLElement>(
      criterion === 'profitability'
        ? '[data-testid="criterion-profitability"] input'
        : `[data-testid="stars-${criterion}"]`,
    );
    target?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (processing || !open) return;
    const missing = missingCriteria(scores);
    if (missing.length > 0) {
      setInvalid(new Set(missing));
      setMessage(VOTE_MESSAGES.incomplete);
      focusCriterion(missing[0]);
      return;
    }
    setMessage(null);
    call.setBusy(true);
    if (beforeVote && !(await beforeVote())) {
      call.setBusy(false);
      // The note box says why; on a phone it is far below, so the Vote button's own message points there.
      setMessage(NOTE_HELD_THE_VOTE);
      return;
    }
    setKept(false);
    const { result, kept: keptOnDevice } = await sendKept(voteUrl, { ...scores });
    if (keptOnDevice) {
      setSaved(scores);
      setKept(true);
      return;
    }
    if (result.ok) {
      setSaved(scores);
      await onVoted(result.data);
      return;
    }
    if (result.status === 422) {
      const fields = Object.keys((result.body as { errors?: object } | null)?.errors ?? {}) as Criterion[];
      setInvalid(new Set(fields));
      setMessage(VOTE_MESSAGES.incomplete);
      return;
    }
    setMessage(result.message);
  };

  const complete = missingCriteria(scores).length === 0;
  const unchanged =
    saved !== null && (Object.keys(scores) as Criterion[]).every((key) => scores[key] === saved[key]);

  return (
    <section
      id="your-vote"
      aria-labelledby="vote-heading"
      className="scroll-mt-20 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand sm:p-6"
      data-testid="voting-box"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="vote-heading" className="font-display text-2xl font-semibold">
          Your vote
        </h2>
        <span
          className={clsx(
            'rounded-full px-3 py-1 text-xs font-bold tracking-wide',
            kept ? 'bg-yellow text-ink' : saved ? 'bg-ink text-yellow' : 'bg-sand text-muted',
          )}
          data-testid="vote-status"
        >
          {saved
            ? `${kept ? 'Waiting to send' : 'Voted'} · ${formatPoints(totalPoints(saved))} pts`
            : 'Not voted yet'}
        </span>
      </div>
      <form
        ref={box}
        noValidate
        onSubmit={(event) => void submit(event)}
        className="mt-5 flex flex-col gap-6"
      >
        <FormAlert message={message} />
        {STAR_CRITERIA.map((criterion) => (
          <StarRating
            key={criterion}
            name={criterion}
            label={CRITERIA_TEXT[criterion].label}
            hint={CRITERIA_TEXT[criterion].hint}
            value={scores[criterion]}
            onChange={(value) => set(criterion, value)}
            disabled={!open}
            invalid={invalid.has(criterion)}
          />
        ))}
        <div className="flex flex-col gap-4 border-t border-sand pt-6">
          <ProfitabilityChoice
            label={CRITERIA_TEXT.profitability.label}
            hint={CRITERIA_TEXT.profitability.hint}
            value={scores.profitability}
            onChange={(value) => set('profitability', value)}
            disabled={!open}
            invalid={invalid.has('profitability')}
          />
          <CostComparison cost={cost} />
        </div>
        <div className="flex items-center justify-between border-t border-sand pt-5">
          <span className="text-sm font-semibold text-muted">Total</span>
          <span className="font-display text-2xl font-semibold tabular-nums" data-testid="vote-total">
            {complete ? formatPoints(totalPoints(scores)) : '–'}
            <span className="text-base text-muted"> / {maxPoints} pts</span>
          </span>
        </div>
        {open && (
          <Button type="submit" color="yellow" size="lg" busy={processing} className="w-full">
            {saved ? (unchanged ? 'Vote again' : 'Update vote') : 'Vote'}
          </Button>
        )}
        <p role="status" className="text-sm font-medium text-ink empty:hidden" data-testid="vote-kept">
          {kept ? VOTE_KEPT : ''}
        </p>
      </form>
    </section>
  );
}
