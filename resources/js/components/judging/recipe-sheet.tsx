import { IngredientsSummary } from '@/components/recipe/ingredients-summary';
import { ZoomableImage } from '@/components/judging/zoomable-image';
import type { JudgeVotePageProps } from '@/types';

function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

interface RecipeSheetProps {
  recipe: JudgeVotePageProps['recipe'];
  /** The contestant's name, or 'Contestant #…' under blind judging. */
  contestant: string;
}

/**
 * The recipe as the judge reads it: read-only, laid out like the contestant's own view (the ingredients table is
 * the contestant's component), with images that open in a zoomable viewer.
 */
export function RecipeSheet({ recipe, contestant }: RecipeSheetProps) {
  const steps = paragraphs(recipe.preparation);
  return (
    <article aria-labelledby="recipe-title" className="flex flex-col gap-10">
      <header className="overflow-hidden rounded-3xl bg-ink text-white shadow-sm">
        {recipe.image ? (
          <ZoomableImage
            image={recipe.image}
            alt={recipe.name}
            label={`Zoom into the picture of ${recipe.name}`}
            className="w-full"
            imageClassName="aspect-[16/10] w-full object-cover"
          />
        ) : (
          <div className="flex aspect-[16/6] items-center justify-center bg-ink-soft text-white/60">
            No recipe image
          </div>
        )}
        <div className="flex flex-col gap-5 p-6 sm:p-8">
          <h1 id="recipe-title" className="font-display text-3xl leading-tight font-semibold sm:text-4xl">
            {recipe.name}
          </h1>
          <div className="flex items-center gap-3">
            {recipe.headshot ? (
              <ZoomableImage
                image={recipe.headshot}
                variant="thumb"
                alt={contestant}
                label={`Zoom into the headshot of ${contestant}`}
                className="size-14 shrink-0 rounded-full border-2 border-yellow [&_span]:hidden"
                imageClassName="size-full object-cover"
              />
            ) : (
              <span
                aria-hidden="true"
                className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-white/10 font-display text-xl text-yellow"
              >
                {contestant.startsWith('Contestant #') ? '#' : contestant.charAt(0)}
              </span>
            )}
            <p className="text-sm text-white/70">
              by{' '}
              <span className="block text-lg font-semibold text-white" data-testid="vote-contestant">
                {contestant}
              </span>
            </p>
          </div>
          <div className="space-y-3 text-base leading-relaxed text-white/80 sm:text-lg">
            {paragraphs(recipe.description).map((paragraph, index) => (
              <p key={index} className="whitespace-pre-line">
                {paragraph}
              </p>
            ))}
          </div>
        </div>
      </header>

      <section aria-labelledby="ingredients-heading">
        <h2 id="ingredients-heading" className="font-display text-2xl font-semibold sm:text-3xl">
          List of Ingredients for one portion
        </h2>
        <div className="mt-5 rounded-3xl bg-white p-3 shadow-sm ring-1 ring-sand sm:p-6">
          <IngredientsSummary rows={recipe.ingredients} />
        </div>
      </section>

      <section aria-labelledby="preparation-heading">
        <h2 id="preparation-heading" className="font-display text-2xl font-semibold sm:text-3xl">
          Preparation
        </h2>
        {steps.length === 0 ? (
          <p className="mt-5 text-muted">No preparation written.</p>
        ) : (
          <ol className="mt-5 space-y-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-sand sm:p-8">
            {steps.map((step, index) => (
              <li key={index} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-ink text-sm font-bold text-yellow"
                >
                  {index + 1}
                </span>
                <p className="pt-1 leading-relaxed whitespace-pre-line">{step}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </article>
  );
}
