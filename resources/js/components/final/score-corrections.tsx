import { router } from '@inertiajs/react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { dataOf, useFormCall } from '@/hooks/use-form-call';
import {
  CRITERIA,
  CRITERIA_TEXT,
  type Criterion,
  formatPoints,
  PROFITABILITY,
  STAR_VALUES,
  totalPoints,
} from '@shared/judging/judging-rules';
import {
  CORRECTION_REASON,
  type CorrectableVoteProps,
  type CorrectionSavedResponse,
  type ScoreSet,
} from '@shared/judging/vote-corrections';

type Saved = CorrectionSavedResponse['data'];
type Field = Criterion | 'reason';

const STAR_OPTIONS = STAR_VALUES.map((value) => ({
  value: String(value),
  label: `${formatPoints(value)} ★`,
}));
const PROFITABILITY_OPTIONS = [
  { value: String(PROFITABILITY.yes), label: 'Yes (5)' },
  { value: String(PROFITABILITY.no), label: 'No (0)' },
];

/** "C 4 · A 3.5 · I 4 · D 4 · P 5": a vote's scores on one line, by the criteria's initials. */
function scoreLine(scores: ScoreSet): string {
  return CRITERIA.map(
    (criterion) => `${CRITERIA_TEXT[criterion].label[0]} ${formatPoints(scores[criterion])}`,
  ).join(' · ');
}

/** The plates' final-round scores, each judge's with its corrections, and the form that corrects one with a reason. */
export function ScoreCorrections({
  votes,
  closed,
}: {
  votes: CorrectableVoteProps[];
  closed: string | null;
}) {
  const [editing, setEditing] = useState<CorrectableVoteProps | null>(null);
  const plates = new Map<string, CorrectableVoteProps[]>();
  for (const vote of votes) plates.set(vote.plate, [...(plates.get(vote.plate) ?? []), vote]);

  if (votes.length === 0)
    return (
      <p className="rounded-2xl bg-white px-5 py-6 text-muted ring-1 ring-sand" data-testid="no-final-scores">
        No final-round score yet.
      </p>
    );

  return (
    <>
      {closed && (
        <p
          className="rounded-2xl bg-cream px-5 py-4 text-sm font-semibold text-ink ring-1 ring-sand"
          data-testid="corrections-closed"
        >
          {closed}
        </p>
      )}
      <div className="flex flex-col gap-5" data-testid="final-scores">
        {[...plates].map(([plate, plateVotes]) => (
          <section
            key={plate}
            aria-label={plate}
            className="flex min-w-0 flex-col gap-3 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-sand sm:p-6"
            data-testid="final-plate"
          >
            <h2 className="font-display text-xl font-semibold text-ink">
              {plate}
              {plateVotes[0].contestant && plateVotes[0].contestant !== plate && (
                <span className="ml-2 text-base font-normal text-muted">{plateVotes[0].contestant}</span>
              )}
            </h2>
            <ul className="divide-y divide-sand/70">
              {plateVotes.map((vote) => (
                <li
                  key={vote.voteId}
                  className="flex flex-col gap-2 py-3"
                  data-testid="final-vote"
                  data-vote-id={vote.voteId}
                >
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <div className="min-w-0">
                      <p className="truncate text-sm font-semibold text-ink">{vote.judge}</p>
                      <p className="text-sm text-muted tabular-nums" data-testid="vote-scores">
                        {scoreLine(vote.scores)}
                      </p>
                    </div>
                    <div className="flex items-center gap-3">
                      <p
                        className="font-display text-lg font-semibold text-ink tabular-nums"
                        data-testid="vote-total"
                      >
                        {vote.total} <span className="text-sm font-normal text-muted">pts</span>
                      </p>
                      <Button
                        size="sm"
                        color="outline"
                        disabled={closed !== null}
                        onClick={() => setEditing(vote)}
                        aria-label={`Correct ${vote.judge}'s score on ${plate}`}
                        data-testid="correct-vote"
                      >
                        Correct
                      </Button>
                    </div>
                  </div>
                  {vote.corrections.length > 0 && (
                    <ol
                      className="flex flex-col gap-1 rounded-xl bg-cream px-3 py-2 text-xs text-ink"
                      data-testid="vote-corrections"
                    >
                      {vote.corrections.map((correction, index) => (
                        <li key={index} className="break-words">
                          <span className="font-semibold">
                            Corrected by {correction.by}, {correction.at}:
                          </span>{' '}
                          “{correction.reason}” — was {scoreLine(correction.previous)} (
                          {formatPoints(totalPoints(correction.previous))} pts)
                        </li>
                      ))}
                    </ol>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {editing && <CorrectionForm key={editing.voteId} vote={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

function CorrectionForm({ vote, onClose }: { vote: CorrectableVoteProps; onClose: () => void }) {
  const call = useFormCall<Saved, Field>({ data: dataOf<Saved>, worded: [403, 404, 409] });
  const [scores, setScores] = useState<ScoreSet>(vote.scores);
  const [reason, setReason] = useState('');

  const save = async () => {
    const loaded = Object.fromEntries(
      CRITERIA.map((criterion) => [`loaded_${criterion}`, vote.scores[criterion]]),
    );
    const saved = await call.run({ url: vote.correctUrl, json: { ...scores, ...loaded, reason } });
    if (!saved) return;
    onClose();
    router.reload();
  };

  return (
    <Modal
      open
      title={`Correct ${vote.judge}'s score`}
      text={`${vote.plate}: the judge's scores stay in the log and the export beside the correction.`}
      okLabel="Save the correction"
      okDisabled={call.busy}
      onResult={(ok) => (ok ? void save() : onClose())}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        className="mt-6 flex flex-col gap-4"
        data-testid="correction-form"
      >
        <FormAlert message={call.message} />
        <div className="grid gap-4 sm:grid-cols-2">
          {CRITERIA.map((criterion) => (
            <SelectField
              key={criterion}
              name={criterion}
              label={CRITERIA_TEXT[criterion].label}
              options={criterion === 'profitability' ? PROFITABILITY_OPTIONS : STAR_OPTIONS}
              value={String(scores[criterion])}
              error={call.errors[criterion]}
              onChange={(event) => {
                call.clearError(criterion);
                setScores((current) => ({ ...current, [criterion]: Number(event.target.value) }));
              }}
            />
          ))}
        </div>
        <p className="text-sm text-muted" data-testid="correction-total">
          Total {formatPoints(totalPoints(scores))} pts (was {vote.total})
        </p>
        <TextareaField
          name="reason"
          label="Reason"
          rows={3}
          maxLength={CORRECTION_REASON.max}
          hint={`Why the score changes, e.g. "Paper sheet typed in wrong" (${CORRECTION_REASON.min} to ${CORRECTION_REASON.max} characters).`}
          value={reason}
          error={call.errors.reason}
          onChange={(event) => {
            call.clearError('reason');
            setReason(event.target.value);
          }}
        />
      </form>
    </Modal>
  );
}
