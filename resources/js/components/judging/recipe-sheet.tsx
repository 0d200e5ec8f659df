import { ZoomableImage } from '@/components/judging/zoomable-image';
import {
  ByLine,
  ContestantAvatar,
  RecipeBody,
  RecipeDescription,
} from '@/components/recipe/recipe-read-view';
import type { JudgeVotePageProps } from '@/types';

interface RecipeSheetProps {
  recipe: JudgeVotePageProps['recipe'];
  /** The contestant's name, or 'Contestant #…' under blind judging ('Plate …' in a live final). */
  contestant: string;
  /** The plate's code in a live final, shown above the title so the judge matches it to the plate tasted. */
  plateCode: string | null;
  /** "Contains: Milk, Sesame", under the ingredients. */
  allergenLine: string;
}

/**
 * The recipe as the judge reads it: read-only, laid out like the contestant's own view (the ingredients table is
 * the contestant's component), with images that open in a zoomable viewer.
 */
export function RecipeSheet({ recipe, contestant, plateCode, allergenLine }: RecipeSheetProps) {
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
          {plateCode !== null && (
            <p
              className="w-fit rounded-full bg-yellow px-3 py-1 text-sm font-bold text-ink tabular-nums"
              data-testid="vote-plate"
            >
              Plate {plateCode}
            </p>
          )}
          <h1 id="recipe-title" className="font-display text-3xl leading-tight font-semibold sm:text-4xl">
            {recipe.name}
          </h1>
          {/* Under blind judging in a live final the plate above is all there is to say of the contestant. */}
          {contestant !== `Plate ${plateCode}` && (
            <div className="flex items-center gap-3">
              <ContestantAvatar
                image={recipe.headshot}
                name={contestant}
                initial={contestant.startsWith('Contestant #') ? '#' : undefined}
                zoomable
                className="size-14"
                placeholderClassName="bg-white/10 text-xl"
              />
              <ByLine name={contestant} testId="vote-contestant" />
            </div>
          )}
          <RecipeDescription
            text={recipe.description}
            className="space-y-3 text-base leading-relaxed text-white/80 sm:text-lg"
          />
        </div>
      </header>

      <RecipeBody
        recipe={recipe}
        allergenLine={allergenLine}
        layout="stacked"
        boxedSteps
        className="gap-10"
      />
    </article>
  );
}
