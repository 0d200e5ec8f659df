import { Link } from '@inertiajs/react';
import clsx from 'clsx';
import type { ContestantRecipeLink } from '@/types';

/**
 * The header's way back to a signed-in contestant's recipe, with its state ("My recipe · Draft"). `display` says when
 * it shows (the account menu carries it on phones); it is the link's only display class, so none overrides it.
 */
export function MyRecipeLink({
  recipe,
  display = 'inline-flex',
}: {
  recipe: ContestantRecipeLink;
  display?: string;
}) {
  return (
    <Link
      href={recipe.href}
      className={clsx(
        'shrink-0 items-center gap-2 rounded-full px-3 py-2 text-sm font-semibold whitespace-nowrap text-white transition-colors hover:bg-white/10',
        display,
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
