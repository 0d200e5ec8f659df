import { Link } from '@inertiajs/react';
import clsx from 'clsx';
import { CheckIcon, PlateIcon } from '@/components/ui/icons';
import type { RecipeCardProps } from '@/types';

/** One recipe of the judge's list: picture, name, contestant, and whether (and how) this judge voted. */
export function RecipeCard({ recipe, maxPoints }: { recipe: RecipeCardProps; maxPoints: number }) {
  return (
    <li data-testid="recipe-card" data-recipe-id={recipe.id}>
      <Link
        href={recipe.voteUrl}
        className="group flex h-full overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-sand transition-shadow hover:shadow-lg hover:ring-ink/20 sm:flex-col"
      >
        {/* Phones: a compact row (picture beside the text); larger screens: a card with the picture on top. */}
        <div className="relative w-28 shrink-0 overflow-hidden bg-ink-soft sm:aspect-[4/3] sm:w-auto">
          {recipe.image ? (
            <img
              src={recipe.image.thumb}
              alt=""
              loading="lazy"
              className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
            />
          ) : (
            <span className="flex size-full min-h-28 items-center justify-center text-white/40">
              <PlateIcon className="size-10 sm:size-12" />
            </span>
          )}
          <span className="absolute top-2 left-2 rounded-full sm:top-3 sm:left-3 bg-white/95 px-2.5 py-1 text-xs font-bold text-ink shadow-sm tabular-nums">
            #{recipe.position}
          </span>
          {recipe.plateCode !== null && (
            <span
              className="absolute bottom-2 left-2 rounded-full bg-yellow px-2.5 py-1 text-xs font-bold text-ink shadow-sm tabular-nums sm:bottom-3 sm:left-3"
              data-testid="recipe-card-plate"
            >
              Plate {recipe.plateCode}
            </span>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-3 p-4 sm:p-5">
          <div className="min-w-0">
            <h2 className="font-display text-lg leading-snug font-semibold wrap-anywhere sm:text-xl text-ink group-hover:underline group-hover:decoration-yellow-deep group-hover:decoration-2 group-hover:underline-offset-4">
              {recipe.name}
            </h2>
            {/* Under blind judging in a live final the plate is all there is to say, and its badge says it. */}
            {recipe.contestant !== `Plate ${recipe.plateCode}` && (
              <p className="mt-1 truncate text-sm text-muted">by {recipe.contestant}</p>
            )}
            <p className="mt-1 text-xs text-muted" data-testid="recipe-card-allergens">
              {recipe.allergenLine}
            </p>
          </div>
          {recipe.allergyWarning && (
            <p
              className="rounded-xl bg-danger-soft px-3 py-2 text-xs font-semibold text-danger"
              data-testid="recipe-card-allergy-warning"
            >
              {recipe.allergyWarning}
            </p>
          )}
          <p
            className={clsx(
              'mt-auto inline-flex w-fit items-center gap-1.5 rounded-full px-3 py-1 text-xs font-bold',
              recipe.voted ? 'bg-ink text-yellow' : 'bg-yellow/25 text-ink',
            )}
            data-testid="recipe-card-status"
          >
            {recipe.voted ? (
              <>
                <CheckIcon className="size-3.5" />
                Voted · {recipe.points} / {maxPoints} pts
              </>
            ) : (
              'Not voted yet'
            )}
          </p>
        </div>
      </Link>
    </li>
  );
}
