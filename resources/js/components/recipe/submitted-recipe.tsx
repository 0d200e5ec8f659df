import { RecipeBodyWithFacts, RecipeDescription } from '@/components/recipe/recipe-read-view';
import type { RecipeProps } from '@/types';

type RecipeImageProps = NonNullable<RecipeProps['recipeImage']>;

function Photo({ image, alt, label }: { image: RecipeImageProps | null; alt: string; label: string }) {
  return (
    <figure className="flex flex-col gap-2">
      {image ? (
        <img
          src={image.large}
          alt={alt}
          className="aspect-[4/3] w-full rounded-2xl object-cover ring-1 ring-sand"
        />
      ) : (
        <div className="flex aspect-[4/3] w-full items-center justify-center rounded-2xl bg-cream text-sm text-muted">
          No picture
        </div>
      )}
      <figcaption className="text-xs font-semibold tracking-[0.12em] text-muted uppercase">
        {label}
      </figcaption>
    </figure>
  );
}

/**
 * A submitted recipe in the editor: the finished recipe as it was sent, read like the recipe's own view, with no
 * control left that does nothing (submission is final).
 */
export function SubmittedRecipe({ recipe }: { recipe: RecipeProps }) {
  const name = recipe.name || 'Untitled recipe';
  return (
    <article
      className="flex flex-col gap-8 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand sm:p-8"
      data-testid="submitted-recipe"
      aria-labelledby="submitted-recipe-name"
    >
      <div className="grid gap-6 lg:grid-cols-[1fr_minmax(0,24rem)] lg:items-start">
        <div>
          <h2
            id="submitted-recipe-name"
            className="font-display text-3xl font-semibold text-ink wrap-anywhere"
          >
            {name}
          </h2>
          <RecipeDescription
            text={recipe.description}
            className="mt-4 space-y-3 text-base leading-relaxed text-ink/80"
          />
        </div>
        <div className="grid grid-cols-2 gap-4">
          <Photo image={recipe.recipeImage} alt={name} label="Recipe picture" />
          <Photo image={recipe.headshotImage} alt="Your headshot" label="Your headshot" />
        </div>
      </div>
      <RecipeBodyWithFacts
        recipe={recipe}
        layout="stacked"
        size="regular"
        emptyPreparation="No preparation written."
        className="gap-10"
      />
    </article>
  );
}
