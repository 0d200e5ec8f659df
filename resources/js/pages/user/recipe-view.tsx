import { Head, Link } from '@inertiajs/react';
import clsx from 'clsx';
import { JudgesFeedback } from '@/components/recipe/judges-feedback';
import { RecipeNotice } from '@/components/recipe/recipe-notice';
import {
  ByLine,
  ContestantAvatar,
  RecipeBodyWithFacts,
  RecipeDescription,
} from '@/components/recipe/recipe-read-view';
import { TiltedPicture } from '@/components/tilted-picture';
import { buttonClasses } from '@/components/ui/button';
import { AlertIcon, ArrowRightIcon, DownloadIcon, PencilIcon } from '@/components/ui/icons';
import type { RecipeProps, RecipeViewPageProps } from '@/types';
import type { RecipeFeedbackPageProps } from '@shared/judging/chef-feedback';

type Props = RecipeViewPageProps & RecipeFeedbackPageProps;

function status(recipe: RecipeProps): string {
  if (recipe.isSecondComplete) return 'Final round submitted';
  if (recipe.isComplete) return 'Submitted';
  return 'Draft';
}

export default function RecipeView({
  recipe,
  contestant,
  attention,
  profileUrl,
  editorUrl,
  editable,
  cardUrl,
  feedback,
}: Props) {
  const chef = [contestant.name, contestant.lastname].filter(Boolean).join(' ');
  const banner = attention && (
    <RecipeNotice
      tone="info"
      icon={<AlertIcon />}
      title="Attention: your profile is not approved yet"
      testId="attention-banner"
    >
      Company employees take part once their supervisor approves. Your profile shows the status of the request
      and the supervisor it was sent to.{' '}
      <Link
        href={profileUrl}
        className="font-semibold underline decoration-yellow-deep decoration-2 underline-offset-4"
      >
        Go to my profile
      </Link>
    </RecipeNotice>
  );

  if (!recipe) {
    return (
      <>
        <Head title="Your recipe" />
        <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-5 py-14 sm:px-8">
          {banner}
          <div className="rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-sand sm:p-12">
            <h1 className="font-display text-3xl font-semibold">No recipe yet</h1>
            <p className="mt-3 text-muted">
              Start your recipe in the editor; save a draft whenever you like.
            </p>
            <Link href={editorUrl} className={`${buttonClasses('yellow', 'lg')} mt-8`}>
              Start your recipe
              <ArrowRightIcon className="size-5" />
            </Link>
          </div>
        </div>
      </>
    );
  }

  const title = recipe.name || 'Untitled recipe';

  return (
    <>
      <Head title={title} />
      {attention && <div className="mx-auto w-full max-w-6xl px-5 pt-6 sm:px-8">{banner}</div>}

      <section
        aria-labelledby="recipe-title"
        className={clsx('overflow-hidden bg-ink text-white', attention && 'mt-6')}
      >
        <div className="mx-auto grid max-w-6xl gap-10 px-5 py-10 sm:px-8 lg:grid-cols-2 lg:items-center lg:gap-16 lg:py-16">
          <div>
            <div className="flex flex-wrap items-center gap-3">
              <span className="rounded-full bg-yellow px-3 py-1 text-xs font-bold tracking-[0.12em] text-ink uppercase">
                {status(recipe)}
              </span>
              {editable && (
                <Link
                  href={editorUrl}
                  className="inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-white/80 underline decoration-yellow decoration-2 underline-offset-4 hover:text-white"
                >
                  <PencilIcon className="size-4" />
                  Edit your recipe
                </Link>
              )}
              {cardUrl && (
                <a
                  href={cardUrl}
                  download
                  className="inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-white/80 underline decoration-yellow decoration-2 underline-offset-4 hover:text-white"
                  data-testid="recipe-card-download"
                >
                  <DownloadIcon className="size-4" />
                  Download recipe card (PDF)
                </a>
              )}
            </div>
            <h1
              id="recipe-title"
              className="mt-5 font-display text-4xl leading-[1.05] font-semibold sm:text-5xl"
            >
              {title}
            </h1>
            <div className="mt-6 flex items-center gap-4">
              <ContestantAvatar
                image={recipe.headshotImage}
                name={chef}
                className="size-16"
                placeholderClassName="bg-white/10 text-2xl"
              />
              <ByLine name={chef} />
            </div>
            <RecipeDescription
              text={recipe.description}
              className="mt-6 space-y-4 text-lg leading-relaxed text-white/80"
            />
          </div>
          <TiltedPicture
            src={recipe.recipeImage?.large}
            alt={title}
            fallback={
              <div className="relative flex aspect-[5/2] w-full items-center justify-center rounded-[1.75rem] bg-ink-soft text-white/60 lg:aspect-[4/3]">
                No recipe image yet
              </div>
            }
          />
        </div>
      </section>

      {feedback && <JudgesFeedback feedback={feedback} />}

      <RecipeBodyWithFacts
        recipe={recipe}
        size="large"
        emptyPreparation="No preparation written yet."
        className="mx-auto w-full max-w-6xl gap-12 px-5 py-14 sm:px-8 lg:gap-16 lg:py-20"
      />
    </>
  );
}
