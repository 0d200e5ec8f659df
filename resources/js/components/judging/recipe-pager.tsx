import { Link } from '@inertiajs/react';
import clsx from 'clsx';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';

const base = 'inline-flex size-11 items-center justify-center rounded-full border transition-colors';

function Arrow({ href, direction }: { href: string | null; direction: 'previous' | 'next' }) {
  const label = direction === 'previous' ? 'Previous recipe' : 'Next recipe';
  const icon =
    direction === 'previous' ? (
      <ChevronLeftIcon className="size-5" />
    ) : (
      <ChevronRightIcon className="size-5" />
    );
  if (!href) {
    // Disabled at the ends of the order (section 2): greyed, not focusable, and said to be unavailable.
    return (
      <span
        role="link"
        aria-disabled="true"
        aria-label={label}
        className={clsx(base, 'cursor-not-allowed border-ink/10 text-ink/25')}
        data-testid={`${direction}-recipe`}
      >
        {icon}
      </span>
    );
  }
  return (
    <Link
      href={href}
      aria-label={label}
      rel={direction === 'previous' ? 'prev' : 'next'}
      className={clsx(base, 'border-ink/25 bg-white text-ink hover:border-ink hover:bg-cream')}
      data-testid={`${direction}-recipe`}
    >
      {icon}
    </Link>
  );
}

/** The previous and next arrows: neighbouring recipes in the list's order. */
export function RecipePager({
  previousUrl,
  nextUrl,
}: {
  previousUrl: string | null;
  nextUrl: string | null;
}) {
  return (
    <nav aria-label="Neighbouring recipes" className="flex items-center gap-2">
      <Arrow href={previousUrl} direction="previous" />
      <Arrow href={nextUrl} direction="next" />
    </nav>
  );
}
