import clsx from 'clsx';
import { type MouseEvent, type RefObject, useCallback, useEffect, useState } from 'react';
import type { BoardConnection } from '@/hooks/use-board-stream';
import type { BoardCount, BoardPlace, BoardSnapshot } from '@shared/judging/final-board.props';

const percent = ({ scored, expected }: BoardCount) =>
  expected === 0 ? 0 : Math.min(100, Math.round((scored / expected) * 100));

function ordinal(place: number): string {
  const tens = place % 100;
  if (tens >= 11 && tens <= 13) return `${place}th`;
  return `${place}${['th', 'st', 'nd', 'rd'][place % 10] ?? 'th'}`;
}

/** Keys a stage clicker or a keyboard sends for "next": the space bar first. */
const NEXT_KEYS = new Set([' ', 'ArrowRight', 'PageDown']);

/**
 * The reveal: `shown` places from the last one up. One step per space bar press, clicker key or click, as the person on
 * stage decides; back to none when the results are hidden and released again.
 */
function useReveal(ranking: BoardPlace[] | null) {
  const count = ranking?.length ?? 0;
  const [state, setState] = useState({ released: ranking !== null, shown: 0 });
  // Hidden, then released again: the reveal starts over (state adjusted while rendering, not in an effect).
  if (state.released !== (ranking !== null)) setState({ released: ranking !== null, shown: 0 });
  const step = useCallback(
    () => setState((current) => ({ ...current, shown: Math.min(current.shown + 1, count) })),
    [count],
  );
  useEffect(() => {
    if (count === 0) return;
    const onKey = (event: KeyboardEvent) => {
      if (!NEXT_KEYS.has(event.key) || event.repeat) return;
      // A focused control answers the key itself (a button's click reaches the stage once).
      if ((event.target as HTMLElement | null)?.closest('button, a, input, textarea, select')) return;
      event.preventDefault();
      step();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [count, step]);
  return { shown: Math.min(state.shown, count), step };
}

function Bar({ count, tone }: { count: BoardCount; tone: 'large' | 'small' }) {
  return (
    <div
      aria-hidden="true"
      className={clsx('overflow-hidden rounded-full bg-white/10', tone === 'large' ? 'h-4' : 'h-1.5')}
    >
      <div
        className={clsx(
          'h-full rounded-full motion-safe:transition-[width] motion-safe:duration-700',
          count.expected > 0 && count.scored >= count.expected ? 'bg-emerald-400' : 'bg-yellow',
        )}
        style={{ width: `${percent(count)}%` }}
      />
    </div>
  );
}

function Progress({
  board,
  Heading,
}: {
  board: Extract<BoardSnapshot, { state: 'progress' | 'released' }>;
  Heading: 'h2' | 'h3';
}) {
  const { total, plates, judges } = board;
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-3">
        <p
          className="font-display text-4xl font-semibold tracking-tight tabular-nums sm:text-6xl"
          aria-live="polite"
          data-testid="board-total"
        >
          {total.scored} of {total.expected} scores in
        </p>
        <Bar count={total} tone="large" />
      </div>
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="board-plates">
          <Heading
            id="board-plates"
            className="text-xs font-semibold tracking-[0.22em] text-white/60 uppercase"
          >
            Plates
          </Heading>
          <ul
            className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4"
            data-testid="board-plates"
          >
            {plates.map((plate) => (
              <li
                key={plate.code}
                className="flex flex-col gap-2 rounded-2xl bg-white/5 p-4 ring-1 ring-white/10"
              >
                <span className="text-xs font-semibold tracking-[0.2em] text-white/60 uppercase">Plate</span>
                <span className="font-display text-3xl font-semibold text-yellow tabular-nums">
                  {plate.code}
                </span>
                <span className="text-sm text-white/80 tabular-nums">
                  {plate.scored} of {plate.expected}
                </span>
                <Bar count={plate} tone="small" />
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="board-judges">
          <Heading
            id="board-judges"
            className="text-xs font-semibold tracking-[0.22em] text-white/60 uppercase"
          >
            Judges
          </Heading>
          <ul className="mt-3 flex flex-col gap-2" data-testid="board-judges">
            {judges.map((judge) => (
              <li
                key={judge.label}
                className="flex flex-col gap-2 rounded-2xl bg-white/5 px-4 py-3 ring-1 ring-white/10"
              >
                <div className="flex items-baseline justify-between gap-3">
                  <span className="font-semibold">{judge.label}</span>
                  <span className="text-sm text-white/80 tabular-nums">
                    {judge.scored} of {judge.expected}
                  </span>
                </div>
                <Bar count={judge} tone="small" />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}

function PlaceCard({ row, newest, maxPoints }: { row: BoardPlace; newest: boolean; maxPoints: number }) {
  const winner = row.place === 1;
  return (
    <li
      className={clsx(
        'flex flex-col gap-3 rounded-3xl p-5 sm:flex-row sm:items-center sm:gap-6 sm:p-6',
        'motion-safe:transition motion-safe:duration-700 motion-safe:starting:translate-y-6 motion-safe:starting:opacity-0',
        winner
          ? 'bg-yellow text-ink'
          : newest
            ? 'bg-white text-ink'
            : 'bg-white/5 text-white ring-1 ring-white/10',
      )}
      data-testid="board-place"
    >
      <span
        className={clsx(
          'font-display font-semibold tabular-nums',
          newest || winner ? 'text-4xl sm:text-5xl' : 'text-2xl sm:text-3xl',
        )}
      >
        {winner ? 'Winner' : ordinal(row.place)}
      </span>
      <div className="min-w-0 flex-1">
        <p className={clsx('font-semibold', newest || winner ? 'text-2xl sm:text-3xl' : 'text-lg')}>
          {row.contestant}
        </p>
        <p className={clsx('truncate', winner || newest ? 'text-ink/70' : 'text-white/70')}>{row.recipe}</p>
        {(row.parts || row.tieBrokenBy) && (
          <p
            className={clsx('mt-1 text-sm', winner || newest ? 'text-ink/80' : 'text-white/80')}
            data-testid="board-place-parts"
          >
            {row.parts &&
              `Tasting ${row.parts.tasting?.toFixed(2) ?? '—'} / 25 · Kitchen ${row.parts.kitchen?.toFixed(1) ?? '—'} %${row.parts.penalty > 0 ? ` · −${row.parts.penalty} late (${row.parts.minutesLate} min)` : ''}`}
            {row.parts && row.tieBrokenBy && ' · '}
            {row.tieBrokenBy && `Tie broken by: ${row.tieBrokenBy}`}
          </p>
        )}
      </div>
      <div className="flex items-center gap-4 sm:flex-col sm:items-end sm:gap-1">
        {row.code && (
          <span className="text-sm font-semibold tracking-[0.2em] uppercase opacity-70">
            Plate {row.code}
          </span>
        )}
        {row.points !== null && (
          <span className="font-display text-xl font-semibold tabular-nums">
            {row.points.toFixed(2)} <span className="text-sm opacity-70">/ {maxPoints}</span>
          </span>
        )}
      </div>
    </li>
  );
}

function Reveal({
  board,
  stageRef,
}: {
  board: Extract<BoardSnapshot, { state: 'released' }>;
  stageRef?: RefObject<HTMLElement | null>;
}) {
  const { ranking, maxPoints } = board;
  const { shown, step } = useReveal(ranking);
  const start = ranking.length - shown;
  const revealed = ranking.slice(start);
  const done = shown >= ranking.length;
  // A click anywhere on the stage is a step; the button is there for the keyboard and assistive technology.
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a')) return;
    step();
  };
  return (
    <section
      ref={stageRef}
      tabIndex={-1}
      aria-label="Results"
      className="flex cursor-pointer flex-col gap-6 outline-none"
      onClick={onClick}
      data-testid="board-reveal"
    >
      {ranking.length === 0 ? (
        <p className="text-xl text-white/80">No plate has a score yet.</p>
      ) : (
        <>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-lg text-white/80" aria-live="polite" data-testid="board-reveal-status">
              {done
                ? 'Every place is revealed.'
                : shown === 0
                  ? 'Press the space bar or click to reveal the places, from the last one up to the winner.'
                  : `${shown} of ${ranking.length} places revealed.`}
            </p>
            {!done && (
              <button
                type="button"
                className="inline-flex h-11 items-center justify-center rounded-full bg-yellow px-6 text-sm font-semibold tracking-wide text-ink hover:bg-yellow-deep"
                data-testid="board-next"
              >
                {shown === 0
                  ? 'Reveal the last place'
                  : shown === ranking.length - 1
                    ? 'Reveal the winner'
                    : 'Reveal the next place'}
              </button>
            )}
          </div>
          <ol className="flex flex-col gap-3" aria-live="polite" data-testid="board-ranking">
            {revealed.map((row, index) => (
              <PlaceCard key={start + index} row={row} newest={index === 0} maxPoints={maxPoints} />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

/**
 * The live final's board, as the venue's screen shows it and the admins preview it: counts while the judges score,
 * then, once released, the ranking revealed from the last place to the winner.
 */
export function ResultsBoard({
  board,
  connection,
  editionYear,
  stageRef,
  nested = false,
}: {
  board: BoardSnapshot;
  connection: BoardConnection;
  editionYear: number;
  /** Inside a page with a title of its own: the board's title is a second-level heading. */
  nested?: boolean;
  /** The reveal's stage, to move the focus to once the results are released. */
  stageRef?: RefObject<HTMLElement | null>;
}) {
  const Title = nested ? 'h2' : 'h1';
  return (
    <div className="flex flex-col gap-8" data-testid="results-board" data-state={board.state}>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-xs font-semibold tracking-[0.22em] text-white/60 uppercase">
            <span aria-hidden="true" className="mr-3 inline-block h-px w-8 bg-yellow align-middle" />
            Final {editionYear}
          </p>
          <Title className="mt-3 font-display text-3xl font-semibold tracking-tight sm:text-5xl">
            {board.state === 'released'
              ? 'The results'
              : board.state === 'progress' &&
                  board.total.expected > 0 &&
                  board.total.scored >= board.total.expected
                ? 'All scores are in'
                : 'Scores coming in'}
          </Title>
        </div>
        <p
          className={clsx(
            'inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold',
            connection === 'live' ? 'bg-white/10 text-white' : 'bg-danger text-white',
          )}
          data-testid="board-connection"
        >
          <span
            aria-hidden="true"
            className={clsx(
              'h-2 w-2 rounded-full',
              connection === 'live' ? 'bg-emerald-400 motion-safe:animate-pulse' : 'bg-white',
            )}
          />
          {connection === 'live' ? 'Live' : connection === 'reconnecting' ? 'Reconnecting…' : 'Disconnected'}
        </p>
      </header>
      {board.state === 'off' ? (
        <p className="text-xl text-white/80">The live final is not on.</p>
      ) : board.state === 'released' ? (
        <Reveal board={board} stageRef={stageRef} />
      ) : (
        <Progress board={board} Heading={nested ? 'h3' : 'h2'} />
      )}
    </div>
  );
}
