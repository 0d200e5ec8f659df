import { Head, Link } from '@inertiajs/react';
import clsx from 'clsx';
import { ContestMailings } from '@/components/admin/results/contest-mailings';
import { FeedbackRelease } from '@/components/admin/results/feedback-release';
import { PeoplesChoiceAward } from '@/components/admin/results/peoples-choice-award';
import { CriteriaTable } from '@/components/admin/results/criteria-table';
import { DistributionChart } from '@/components/admin/results/distribution-chart';
import { Pager } from '@/components/admin/pager';
import { points } from '@/components/admin/results/format';
import { JudgeAveragesChart } from '@/components/admin/results/judge-averages-chart';
import { JudgesProgress } from '@/components/admin/results/judges-progress';
import { RankingTable } from '@/components/admin/results/ranking-table';
import { FinalRankingTable } from '@/components/final/final-ranking-table';
import { PrintedPackLinks } from '@/components/admin/final/printed-pack-links';
import { CALL_MESSAGES } from '@shared/messages';
import { ButtonLink } from '@/components/ui/button';
import { useModal } from '@/components/ui/modal';
import type { AdminResultsPageProps } from '@/types';
import { countOf } from '@shared/copy';
import { SectionHeading } from '@/components/ui/section-heading';

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-2xl bg-white px-4 py-3 shadow-sm ring-1 ring-sand">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className="mt-1 font-display text-2xl font-semibold text-ink tabular-nums">{value}</dd>
      {note && <dd className="text-xs text-muted">{note}</dd>}
    </div>
  );
}

/** /admins/results: the ranking of a round three ways, the judges' progress and averages, finalists, exports. */
export default function AdminResults(props: AdminResultsPageProps) {
  const {
    round,
    roundLabel,
    roundOpen,
    rounds,
    summary,
    rows,
    pagination,
    judges,
    panelAverage,
    histogram,
    maxPoints,
    unfinished,
    urls,
    mailings,
  } = props;
  const { modal, confirm } = useModal();
  const failed = () => void confirm({ title: CALL_MESSAGES.generic, cancelLabel: null });
  const disagreements = summary.disagreements;

  return (
    <>
      <Head title={`Results · ${roundLabel}`} />
      <div className="mx-auto flex w-full max-w-7xl min-w-0 flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12">
        <header className="flex flex-col gap-5 md:flex-row md:items-end md:justify-between">
          <div>
            <p className="text-xs font-semibold tracking-[0.22em] text-muted uppercase">
              {roundLabel} · voting {roundOpen ? 'open' : 'closed'}
            </p>
            <h1 className="mt-2 font-display text-4xl font-semibold tracking-tight text-ink">Results</h1>
            <nav aria-label="Rounds" className="mt-4 inline-flex rounded-full bg-white p-1 ring-1 ring-sand">
              {rounds.map((item) => (
                <Link
                  key={item.value}
                  href={item.href}
                  aria-current={item.value === round ? 'page' : undefined}
                  className={clsx(
                    'rounded-full px-4 py-1.5 text-sm font-semibold transition-colors',
                    item.value === round ? 'bg-ink text-white' : 'text-muted hover:text-ink',
                  )}
                >
                  {item.label}
                </Link>
              ))}
            </nav>
          </div>
          <div className="flex flex-wrap gap-2">
            <ButtonLink href={urls.rankingCsv} color="outline" size="sm" download>
              Export ranking (CSV)
            </ButtonLink>
            <ButtonLink href={urls.votesCsv} color="outline" size="sm" download>
              Export all votes (CSV)
            </ButtonLink>
          </div>
        </header>

        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <Stat
            label="Recipes"
            value={String(summary.recipes)}
            note={countOf(summary.finalists, 'finalist')}
          />
          <Stat label="Judges" value={String(summary.judges)} note="on this round's panel" />
          <Stat label="Votes" value={`${summary.votes} / ${summary.expectedVotes}`} note="cast / expected" />
          <Stat
            label="Panel average"
            value={panelAverage === null ? '—' : `${points(panelAverage)} pts`}
            note={`of ${maxPoints}`}
          />
        </dl>

        <ContestMailings mailings={mailings} urls={urls} confirm={confirm} />
        {props.feedback && <FeedbackRelease state={props.feedback} confirm={confirm} />}
        {props.peoplesChoice && <PeoplesChoiceAward award={props.peoplesChoice} />}

        {props.finalRanking && (
          <section aria-labelledby="final-ranking-title" className="flex flex-col gap-3">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <h2 id="final-ranking-title" className="font-display text-2xl font-semibold text-ink">
                Final ranking (live final)
              </h2>
              {summary.finalists > 0 && <PrintedPackLinks />}
            </div>
            <FinalRankingTable ranking={props.finalRanking} />
          </section>
        )}

        <section aria-labelledby="ranking-title" className="flex flex-col gap-3">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="ranking-title" className="font-display text-2xl font-semibold text-ink">
              Ranking
            </h2>
            <p className="max-w-3xl text-sm text-muted">
              A vote scores the sum of its five criteria (0–{maxPoints} pts). <strong>Mean</strong>: the plain
              average. <strong>Normalised</strong>: each vote measured against its judge&apos;s own average
              and spread (z), then averaged, so harsh and lenient judges weigh the same.{' '}
              <strong>Trimmed</strong>: without the highest and lowest vote, from 3 votes on.{' '}
              {disagreements > 0 && (
                <span className="rounded bg-yellow/40 px-1 font-semibold text-ink">
                  Highlighted places differ from the mean&apos;s ({countOf(disagreements, 'recipe')}).
                </span>
              )}
            </p>
          </div>
          <RankingTable rows={rows} finalistUrl={urls.finalist} archiveUrl={urls.archive} onError={failed} />
          {pagination.lastPage > 1 && <Pager basePath="/admins/results" list={pagination} noun="recipes" />}
        </section>

        {/* The two small cards share the narrow column, so that the criterion table gets the page's full width
            below (beside the distribution, recipe names wrapped to five lines at 1280 px). */}
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
          <div className="flex min-w-0 flex-col gap-6">
            <JudgesProgress
              round={round}
              judges={judges}
              unfinished={unfinished}
              remindUrl={urls.remind}
              confirm={confirm}
            />
            <DistributionChart bins={histogram} />
          </div>
          <JudgeAveragesChart judges={judges} panel={panelAverage} maxPoints={maxPoints} />
        </div>

        <section aria-labelledby="criteria-title" className="flex min-w-0 flex-col gap-3">
          <SectionHeading id="criteria-title">Average per criterion</SectionHeading>
          <CriteriaTable rows={rows} />
        </section>
      </div>
      {modal}
    </>
  );
}
