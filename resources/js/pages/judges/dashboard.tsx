import { Head, Link } from '@inertiajs/react';
import clsx from 'clsx';
import { ProgressMeter } from '@/components/judging/progress-meter';
import { RecipeCard } from '@/components/judging/recipe-card';
import { RoundNotices } from '@/components/judging/round-notices';
import { buttonClasses } from '@/components/ui/button';
import { ArrowLeftIcon, ArrowRightIcon, CheckCircleIcon } from '@/components/ui/icons';
import type { JudgeDashboardPageProps, ListFilter } from '@/types';
import { Eyebrow } from '@/components/eyebrow';

type Props = JudgeDashboardPageProps;

const FILTERS: Array<{ value: ListFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'not-voted', label: 'Not voted' },
  { value: 'voted', label: 'Voted' },
];

function listUrl(filter: ListFilter, page = 1): string {
  const query = new URLSearchParams();
  if (filter !== 'all') query.set('filter', filter);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/judges/dashboard?${text}` : '/judges/dashboard';
}

const EMPTY: Record<ListFilter, string> = {
  all: 'No recipes are ready for your round yet. We will let you know by e-mail when they are.',
  'not-voted': 'Nothing left to vote: you have voted on every recipe of your round.',
  voted: 'You have not voted yet. Open a recipe to start.',
};

/** The recipe list: the recipes of the judge's round, in the order the vote page's arrows follow. */
export default function JudgeDashboard({
  judge,
  round,
  progress,
  filter,
  counts,
  recipes,
  pagination,
  nextToVoteUrl,
  finalistsPending,
  headJudgeScoresUrl,
  kitchenUrl,
  maxPoints,
}: Props) {
  const done = progress.total > 0 && progress.voted === progress.total;
  return (
    <>
      <Head title="Recipe list" />
      <section className="intro-backdrop text-white">
        <div className="mx-auto grid max-w-7xl gap-8 px-5 py-10 sm:px-8 md:grid-cols-[minmax(0,1fr)_20rem] md:items-end lg:py-14">
          <div>
            <Eyebrow className="text-white/70" rule="bg-yellow">
              {round.label}
            </Eyebrow>
            <h1 className="mt-3 font-display text-4xl font-semibold tracking-tight sm:text-5xl">
              Recipe list
            </h1>
            <p className="mt-3 max-w-xl text-white/75">
              Welcome, {judge.name}. Score each recipe on the five criteria and keep private notes as you go.
            </p>
            {round.open && nextToVoteUrl && (
              <Link href={nextToVoteUrl} className={clsx(buttonClasses('yellow', 'lg'), 'mt-6')}>
                {progress.voted === 0 ? 'Start voting' : 'Continue voting'}
                <ArrowRightIcon className="size-5" />
              </Link>
            )}
            {done && (
              <p className="mt-6 flex items-center gap-2 text-base font-semibold text-yellow" role="status">
                <CheckCircleIcon className="size-5 shrink-0" />
                Great! You already voted in all the recipes.
              </p>
            )}
          </div>
          <ProgressMeter progress={progress} />
        </div>
      </section>

      <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-5 py-8 sm:px-8 lg:py-10">
        <RoundNotices round={round} />
        {headJudgeScoresUrl && (
          <p className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-cream px-5 py-4 text-sm text-ink ring-1 ring-sand">
            <span>You are the head judge: you can correct final-round scores, with a reason.</span>
            <Link
              href={headJudgeScoresUrl}
              className={buttonClasses('black', 'sm')}
              data-testid="head-judge-scores-link"
            >
              Final-round scores
            </Link>
          </p>
        )}
        {kitchenUrl && (
          <p className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-cream px-5 py-4 text-sm text-ink ring-1 ring-sand">
            <span>You are a kitchen judge: score each finalist&apos;s station.</span>
            <Link href={kitchenUrl} className={buttonClasses('black', 'sm')} data-testid="kitchen-link">
              Kitchen
            </Link>
          </p>
        )}
        {finalistsPending > 0 && (
          <p className="text-sm text-muted" data-testid="finalists-pending">
            {finalistsPending === 1
              ? '1 finalist has not submitted the final-round recipe yet; it appears here once submitted.'
              : `${finalistsPending} finalists have not submitted their final-round recipes yet; they appear here once submitted.`}
          </p>
        )}

        <nav aria-label="Filter the recipes" className="flex flex-wrap gap-2">
          {FILTERS.map((option) => {
            const active = option.value === filter;
            return (
              <Link
                key={option.value}
                href={listUrl(option.value)}
                preserveScroll
                aria-current={active ? 'page' : undefined}
                className={clsx(
                  'inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors',
                  active
                    ? 'border-ink bg-ink text-white'
                    : 'border-ink/20 bg-white text-ink hover:border-ink',
                )}
              >
                {option.label}
                <span
                  className={clsx(
                    'rounded-full px-2 py-0.5 text-xs tabular-nums',
                    active ? 'bg-yellow text-ink' : 'bg-sand text-muted',
                  )}
                >
                  {counts[option.value]}
                </span>
              </Link>
            );
          })}
        </nav>

        {recipes.length === 0 ? (
          <p
            className="rounded-3xl bg-white p-8 text-center text-muted shadow-sm ring-1 ring-sand"
            data-testid="empty-list"
          >
            {EMPTY[filter]}
          </p>
        ) : (
          <ul
            className="grid grid-cols-[minmax(0,1fr)] gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
            aria-label="Recipes"
          >
            {recipes.map((recipe) => (
              <RecipeCard key={recipe.id} recipe={recipe} maxPoints={maxPoints} />
            ))}
          </ul>
        )}

        {pagination.pages > 1 && (
          <nav aria-label="Pages" className="flex items-center justify-center gap-3">
            {pagination.page > 1 ? (
              <Link href={listUrl(filter, pagination.page - 1)} className={buttonClasses('outline', 'md')}>
                <ArrowLeftIcon className="size-4" />
                Previous
              </Link>
            ) : null}
            <span className="text-sm font-semibold text-muted">
              Page {pagination.page} of {pagination.pages}
            </span>
            {pagination.page < pagination.pages ? (
              <Link href={listUrl(filter, pagination.page + 1)} className={buttonClasses('outline', 'md')}>
                Next
                <ArrowRightIcon className="size-4" />
              </Link>
            ) : null}
          </nav>
        )}
      </div>
    </>
  );
}
