import type {
  ChefFeedbackProps,
  CriterionFeedbackProps,
  RoundFeedbackProps,
} from '@shared/judging/chef-feedback';
import { countOf } from '@shared/copy';

/** A judge's score as written (4, 4.5); an average always with one decimal (4.0, 3.3). */
const score = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
const average = (value: number) => value.toFixed(1);

/** One criterion: the average on a 0–5 bar, with the band from the lowest to the highest judge's score. */
function CriterionRow({ row, judges }: { row: CriterionFeedbackProps; judges: number }) {
  const at = (value: number) => `${(value / row.outOf) * 100}%`;
  // One judge has no range; several who agree are said to.
  const range =
    judges < 2
      ? null
      : row.min === row.max
        ? `every judge gave ${score(row.min)}`
        : `range ${score(row.min)}–${score(row.max)}`;
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-4 gap-y-2">
      <span className="font-semibold text-ink">
        {row.label}
        {row.criterion === 'profitability' && (
          <span className="block text-xs font-normal text-muted">Yes counts 5, No counts 0</span>
        )}
      </span>
      <span className="text-right tabular-nums">
        <strong className="font-display text-2xl font-semibold text-ink">{average(row.average)}</strong>
        <span className="text-sm text-muted"> / {row.outOf}</span>
      </span>
      <div className="col-span-2">
        <div
          className="relative h-2.5 rounded-full bg-sand"
          role="img"
          aria-label={`${row.label}: average ${average(row.average)} of ${row.outOf}${range ? `, ${range}` : ''}`}
        >
          {row.max > row.min && (
            <div
              className="absolute inset-y-0 rounded-full bg-yellow"
              style={{ left: at(row.min), width: `calc(${at(row.max)} - ${at(row.min)})` }}
            />
          )}
          <div
            className="absolute top-1/2 size-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-ink shadow"
            style={{ left: at(row.average) }}
          />
        </div>
        {range && <p className="mt-1 text-xs text-muted">{range}</p>}
      </div>
    </li>
  );
}

function RoundCard({ round }: { round: RoundFeedbackProps }) {
  const id = `feedback-${round.round}`;
  return (
    <article
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-6 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand sm:p-8"
      data-testid={`feedback-round-${round.round}`}
    >
      <header>
        <h3 id={id} className="font-display text-2xl font-semibold text-ink">
          {round.label}
        </h3>
        <p className="mt-1 text-sm text-muted">
          {round.judges === 0 ? 'No scores in this round' : `Scored by ${countOf(round.judges, 'judge')}`}
        </p>
      </header>
      {round.criteria.length > 0 && (
        <ul className="flex flex-col gap-5" aria-label={`${round.label}: your scores per criterion`}>
          {round.criteria.map((row) => (
            <CriterionRow key={row.criterion} row={row} judges={round.judges} />
          ))}
        </ul>
      )}
      <div>
        <h4 className="text-xs font-semibold tracking-[0.16em] text-muted uppercase">Comments for you</h4>
        {round.comments.length === 0 ? (
          <p className="mt-2 text-sm text-muted">No judge wrote a comment in this round.</p>
        ) : (
          <ul className="mt-3 flex flex-col gap-3">
            {round.comments.map((comment, index) => (
              <li key={index}>
                <blockquote className="rounded-2xl bg-cream px-4 py-3 leading-relaxed whitespace-pre-line text-ink">
                  {comment}
                </blockquote>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}

/** The contestant's feedback from the judges, once released: each round's figures and comments, anonymous. */
export function JudgesFeedback({ feedback }: { feedback: ChefFeedbackProps }) {
  return (
    <section
      aria-labelledby="judges-feedback-title"
      className="border-b border-sand bg-sand/40"
      data-testid="judges-feedback"
    >
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-5 py-12 sm:px-8 lg:py-16">
        <header className="max-w-3xl">
          <p className="text-xs font-semibold tracking-[0.22em] text-muted uppercase">After the results</p>
          <h2
            id="judges-feedback-title"
            className="mt-2 font-display text-3xl font-semibold text-ink sm:text-4xl"
          >
            Judges&apos; feedback
          </h2>
          <p className="mt-3 text-muted">
            How your recipe scored on each criterion: the average of the judges who scored it, out of 5, with
            the lowest and highest score. The comments were written for you; they are anonymous.
          </p>
        </header>
        <div
          className={
            feedback.rounds.length > 1 ? 'grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start' : 'max-w-3xl'
          }
        >
          {feedback.rounds.map((round) => (
            <RoundCard key={round.round} round={round} />
          ))}
        </div>
      </div>
    </section>
  );
}
