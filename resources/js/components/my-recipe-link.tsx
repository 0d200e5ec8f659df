import { Link } from '@inertiajs/react';
import clsx from 'clsx';
import type { ContestantRecipeLink } from '@/types';

/** The header's way back to a signed-in contestant's recipe, with its state ("My recipe · Draft"). */
export function MyRecipeLink({ recipe, className }: { recipe: ContestantRecipeLink; className?: string }) {
  return (
    <Link
      href={recipe.href}
      className={clsx(
        'inline-flex items-center gap-2 rounded-full px-3 py-2 text-sm font-semibold text-white transition-colors hover:bg-white/10',
        className,
      )}
      data-testid="my-recipe-link"
    >
      {recipe.label}
      <span className="rounded-full bg-yellow px-2 py-0.5 text-[11px] font-bold tracking-wide text-ink uppercase">
        {recipe.status}
      </span>
    </Link>
  );
}
