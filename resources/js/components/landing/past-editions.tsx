import { LazyImage } from '@/components/landing/lazy-image';
import { Link } from '@inertiajs/react';
import { LandingSection } from '@/components/landing/section-heading';
import { ArrowRightIcon } from '@/components/ui/icons';
import type { PastEditionCardProps } from '@/types';

export function PastEditions({ editions }: { editions: PastEditionCardProps[] }) {
  if (editions.length === 0) return null;
  return (
    <LandingSection
      id="past-editions"
      className="bg-cream"
      eyebrow="Hall of fame"
      title="Past editions"
      lead="Every year our chefs raise the bar. Revisit the winning recipes and the people who created them."
    >
      <ul className="mt-14 grid gap-x-8 gap-y-14 sm:grid-cols-2 lg:grid-cols-3">
        {editions.map((edition) => (
          <PastEditionCard key={edition.year} edition={edition} />
        ))}
      </ul>
    </LandingSection>
  );
}

function PastEditionCard({ edition }: { edition: PastEditionCardProps }) {
  const titleId = `past-edition-${edition.year}`;
  return (
    <li className="group flex flex-col" data-testid="past-edition-card">
      <div className="relative">
        <div className="aspect-[4/3] overflow-hidden rounded-3xl bg-sand shadow-sm">
          <LazyImage
            src={edition.recipeImage.thumb}
            alt={edition.recipeName}
            className="size-full object-cover transition duration-500 group-hover:scale-[1.03]"
          />
        </div>
        <span className="absolute top-4 left-4 rounded-full bg-yellow px-3 py-1 text-sm font-bold text-ink shadow-sm">
          {edition.year}
        </span>
        <LazyImage
          src={edition.chefthumbImage.thumb}
          alt={edition.chefName}
          className="absolute -bottom-7 left-6 size-16 rounded-full border-4 border-cream object-cover shadow-md"
        />
      </div>
      <div className="mt-10 flex flex-1 flex-col">
        <p className="text-xs font-semibold tracking-[0.18em] text-muted uppercase">{edition.title}</p>
        <h3 id={titleId} className="mt-2 font-display text-2xl leading-snug font-semibold">
          {edition.recipeName}
        </h3>
        <p className="mt-1 text-sm text-muted">
          by <span className="font-semibold text-ink">{edition.chefName}</span>
        </p>
        <Link
          href={edition.url}
          aria-describedby={titleId}
          className="mt-5 inline-flex w-fit items-center gap-2 border-b-2 border-yellow-deep pb-0.5 text-sm font-semibold text-ink transition-colors hover:border-ink"
        >
          View Recipe
          <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
        </Link>
      </div>
    </li>
  );
}
