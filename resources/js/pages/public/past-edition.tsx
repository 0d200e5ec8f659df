import { Head, Link } from '@inertiajs/react';
import type { ReactNode } from 'react';
import { TiltedPicture } from '@/components/tilted-picture';
import { ArrowLeftIcon, ArrowRightIcon, ClockIcon, FlameIcon, PlateIcon } from '@/components/ui/icons';
import { NumberedStep, Paragraphs } from '@/components/recipe/text-blocks';
import type { PastEditionPageProps } from '@/types';
import { TableHead } from '@/components/ui/column-heads';

type Props = PastEditionPageProps;

export default function PastEdition({ edition, otherEditions }: Props) {
  return (
    <>
      <Head title={`${edition.recipeName} (${edition.year})`} />

      {/* Hero */}
      <section aria-labelledby="recipe-heading" className="overflow-hidden bg-ink text-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-5 pt-10 pb-16 sm:px-8 lg:grid-cols-2 lg:items-center lg:gap-16 lg:pt-16 lg:pb-24">
          <div>
            <Link
              href="/"
              className="inline-flex items-center gap-2 rounded-full text-sm font-semibold text-white/80 hover:text-white"
            >
              <ArrowLeftIcon className="size-4" />
              Back to home
            </Link>
            <p className="mt-8 text-xs font-semibold tracking-[0.22em] text-yellow uppercase">
              {edition.title.includes(String(edition.year))
                ? edition.title
                : `${edition.year} · ${edition.title}`}
            </p>
            <h1
              id="recipe-heading"
              className="mt-4 font-display text-4xl leading-[1.05] font-semibold sm:text-5xl xl:text-6xl"
            >
              {edition.recipeName}
            </h1>
            <Paragraphs
              text={edition.recipeDescription}
              className="mt-6 space-y-4 text-lg leading-relaxed text-white/80"
            />
            <dl className="mt-10 grid grid-cols-3 gap-3 sm:max-w-lg">
              <Fact icon={<ClockIcon />} term="Prep time" value={edition.prepTime} />
              <Fact icon={<FlameIcon />} term="Cook time" value={edition.cookTime} />
              <Fact icon={<PlateIcon />} term="Yield" value={edition.yield} />
            </dl>
          </div>
          <TiltedPicture src={edition.recipeImage.large} alt={edition.recipeName} />
        </div>
      </section>

      {/* Chef */}
      <section aria-labelledby="chef-heading" className="border-b border-sand bg-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-8 px-5 py-14 sm:flex-row sm:items-center sm:px-8">
          <img
            src={edition.chefImage.thumb}
            alt={edition.chefName}
            className="size-32 shrink-0 rounded-full border-4 border-yellow object-cover sm:size-40"
          />
          <div className="max-w-3xl">
            <p className="text-xs font-semibold tracking-[0.22em] text-muted uppercase">Meet the chef</p>
            <h2 id="chef-heading" className="mt-2 font-display text-3xl font-semibold">
              {edition.chefName}
            </h2>
            <Paragraphs
              text={edition.chefDescription}
              className="mt-4 space-y-3 leading-relaxed text-muted"
            />
          </div>
        </div>
      </section>

      {/* Recipe */}
      <div className="mx-auto grid max-w-7xl gap-12 px-5 py-16 sm:px-8 lg:grid-cols-[minmax(0,24rem)_1fr] lg:gap-16 lg:py-24">
        <RecipePart id="ingredients-heading" title="Ingredients">
          <div className="mt-6 space-y-8 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-sand sm:p-8">
            {edition.ingredients.map((block, i) => (
              <div key={i}>
                {block.title && (
                  <h3 className="text-sm font-semibold tracking-[0.14em] text-muted uppercase">
                    {block.title}
                  </h3>
                )}
                <ul className="mt-3 divide-y divide-sand">
                  {block.lines.map((line, j) => (
                    <li key={j} className="flex gap-3 py-2.5 text-base">
                      <span
                        aria-hidden="true"
                        className="mt-2.5 size-1.5 shrink-0 rounded-full bg-yellow-deep"
                      />
                      {line}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </RecipePart>

        <RecipePart id="preparation-heading" title="Preparation">
          <div className="mt-6 space-y-10">
            {edition.preparation.map((block, i) => (
              <div key={i}>
                {block.title && <h3 className="font-display text-xl font-semibold">{block.title}</h3>}
                <ol className="mt-4 space-y-5">
                  {block.lines.map((line, j) => (
                    <NumberedStep key={j} number={j + 1} text={line} />
                  ))}
                </ol>
              </div>
            ))}
          </div>
        </RecipePart>
      </div>

      {/* Nutrition, tips and allergens */}
      <div className="bg-white">
        <div className="mx-auto grid max-w-7xl items-start gap-8 px-5 py-16 sm:px-8 lg:grid-cols-3">
          {edition.nutritionalFacts.length > 0 && (
            <section aria-labelledby="nutrition-heading" className="rounded-3xl bg-cream p-6 sm:p-8">
              <h2 id="nutrition-heading" className="font-display text-2xl font-semibold">
                Nutritional facts
              </h2>
              <table className="mt-4 w-full text-left text-sm">
                <caption className="sr-only">Nutritional facts per portion</caption>
                <TableHead
                  rowClassName="border-b-2 border-ink"
                  cellClassName="py-2 font-semibold"
                  heads={['Item', { label: 'Quantity', className: 'text-right' }]}
                />
                <tbody>
                  {edition.nutritionalFacts.map((fact, i) => (
                    <tr key={i} className="border-b border-sand">
                      <th scope="row" className="py-2.5 font-normal">
                        {fact.item}
                      </th>
                      <td className="py-2.5 text-right font-semibold tabular-nums">{fact.quantity}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
          {edition.tips && (
            <section aria-labelledby="tips-heading" className="rounded-3xl bg-yellow/25 p-6 sm:p-8">
              <h2 id="tips-heading" className="font-display text-2xl font-semibold">
                Chef&rsquo;s tips
              </h2>
              <Paragraphs text={edition.tips} className="mt-4 space-y-3 leading-relaxed" />
            </section>
          )}
          {edition.allergens && (
            <section
              aria-labelledby="allergens-heading"
              className="rounded-3xl border border-sand p-6 sm:p-8"
            >
              <h2 id="allergens-heading" className="font-display text-2xl font-semibold">
                Allergens
              </h2>
              <p className="mt-4 leading-relaxed text-muted">{edition.allergens}</p>
            </section>
          )}
        </div>
      </div>

      {/* Other editions */}
      <nav aria-labelledby="other-editions-heading" className="bg-cream">
        <div className="mx-auto max-w-7xl px-5 py-16 sm:px-8">
          <h2 id="other-editions-heading" className="font-display text-3xl font-semibold">
            More winning recipes
          </h2>
          {otherEditions.length > 0 ? (
            <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {otherEditions.map((other) => (
                <li key={other.year}>
                  <Link
                    href={other.url}
                    className="group flex items-center justify-between gap-4 rounded-2xl bg-white px-5 py-4 shadow-sm ring-1 ring-sand transition hover:ring-ink"
                  >
                    <span>
                      <span className="block text-xs font-bold text-muted">{other.year}</span>
                      <span className="block font-display text-lg font-semibold">{other.recipeName}</span>
                    </span>
                    <ArrowRightIcon className="size-5 shrink-0 transition-transform group-hover:translate-x-1" />
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-muted">This is the only edition so far.</p>
          )}
          <Link
            href="/"
            className="mt-10 inline-flex items-center gap-2 rounded-full bg-ink px-5 py-3 text-sm font-semibold text-white hover:bg-ink-soft"
          >
            <ArrowLeftIcon className="size-4 text-yellow" />
            Back to home
          </Link>
        </div>
      </nav>
    </>
  );
}

function Fact({ icon, term, value }: { icon: ReactNode; term: string; value: string }) {
  return (
    <div className="rounded-2xl border border-white/15 bg-white/5 p-4">
      <dt className="flex items-center gap-2 text-xs font-semibold tracking-[0.12em] text-white/70 uppercase">
        <span className="text-yellow [&>svg]:size-4">{icon}</span>
        {term}
      </dt>
      <dd className="mt-2 font-display text-lg font-semibold">{value}</dd>
    </div>
  );
}

/** The ingredients or the preparation: a section named by its heading. */
function RecipePart({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="font-display text-3xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
