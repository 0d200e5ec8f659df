import type { JudgeVoteProps } from './types';

/** 'Judges Votes': each judge with the score in points (the sum of the five criteria, out of 25). */
export function VotesBox({ votes }: { votes: JudgeVoteProps[] }) {
  return (
    <section className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand sm:p-7" data-testid="votes-box">
      <h2 className="font-display text-xl font-semibold tracking-tight text-ink">Judges Votes</h2>
      {votes.length === 0 ? (
        <p className="mt-3 text-sm text-muted">No judge has voted yet</p>
      ) : (
        <>
          <ul className="mt-3 divide-y divide-sand/70">
            {votes.map((vote, index) => (
              <li
                key={`${vote.judge}-${vote.round}-${index}`}
                className="flex items-center justify-between gap-4 py-3"
              >
                <div className="min-w-0">
                  <p className="truncate text-sm font-semibold text-ink">{vote.judge}</p>
                  <p className="text-xs text-muted">{vote.round}</p>
                </div>
                <p className="shrink-0 font-display text-lg font-semibold text-ink tabular-nums">
                  {vote.score} <span className="text-sm font-normal text-muted">pts</span>
                </p>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-muted">Sum of the five criteria, out of 25 pts.</p>
        </>
      )}
    </section>
  );
}
