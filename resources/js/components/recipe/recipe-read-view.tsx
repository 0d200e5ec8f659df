import clsx from 'clsx';
import type { ReactNode } from 'react';
import { ZoomableImage } from '@/components/judging/zoomable-image';
import { AllergenLine } from '@/components/recipe/allergen-line';
import { FoodCostFigures } from '@/components/recipe/food-cost-figures';
import { parseMenuPrice } from '@shared/recipes/food-cost';
import { totalCostThousandths } from '@shared/recipes/ingredients';
import { IngredientsSummary } from '@/components/recipe/ingredients-summary';
import { NumberedStep, Paragraphs } from '@/components/recipe/text-blocks';
import { preparationSteps } from '@shared/text-blocks';
import { allergenLine } from '@shared/recipes/allergens';
import type { ImageUrls, IngredientRow, RecipeProps } from '@/types';

/**
 * The read-only recipe shared by the contestant's own view, the judge's sheet and the admin's review: the same
 * description, ingredients with totals and numbered preparation, so the three audiences read one recipe the same way.
 * The pages keep their own headers (a dark hero for contestants and judges, the review controls for admins).
 */

export function RecipeDescription({ text, className }: { text: string; className?: string }) {
  return <Paragraphs text={text} className={className} keepLines />;
}

interface ContestantAvatarProps {
  image: ImageUrls | null | undefined;
  /** Alternative text of the picture; its first letter stands in when there is none. */
  name: string;
  /** What stands in for a missing picture; the first letter of the name by default ('#' under blind judging). */
  initial?: string;
  /** Judges and admins may enlarge the headshot ('Zoom into the headshot of …'). Without it, a plain picture. */
  zoomable?: boolean;
  /** Classes of the round frame (size, border); the placeholder adds its own background. */
  className: string;
  placeholderClassName: string;
}

export function ContestantAvatar({
  image,
  name,
  initial,
  zoomable = false,
  className,
  placeholderClassName,
}: ContestantAvatarProps) {
  if (!image) {
    return (
      <span
        aria-hidden="true"
        className={clsx(
          'inline-flex shrink-0 items-center justify-center rounded-full font-display text-yellow',
          className,
          placeholderClassName,
        )}
      >
        {initial ?? name.charAt(0)}
      </span>
    );
  }
  if (zoomable) {
    return (
      <ZoomableImage
        image={image}
        variant="thumb"
        alt={name}
        label={`Zoom into the headshot of ${name}`}
        className={clsx(
          'shrink-0 overflow-hidden rounded-full border-2 border-yellow [&_span]:hidden',
          className,
        )}
        imageClassName="size-full object-cover"
      />
    );
  }
  return (
    <img
      src={image.thumb}
      alt={name}
      className={clsx('shrink-0 rounded-full border-2 border-yellow object-cover', className)}
    />
  );
}

/** 'by' and the contestant's name, beside the avatar on a dark hero. */
export function ByLine({ name, testId }: { name: string; testId?: string }) {
  return (
    <p className="text-sm text-white/70">
      by{' '}
      <span className="block text-lg font-semibold text-white" data-testid={testId}>
        {name}
      </span>
    </p>
  );
}

interface RecipeBodyProps {
  /** The recipe's ingredient rows and its preparation text (every audience's recipe props carry both). */
  recipe: { ingredients: IngredientRow[]; preparation: string };
  /** The level of the two section headings under the page's title. */
  headingLevel?: 'h2' | 'h3';
  /** 'columns' puts ingredients and preparation side by side on wide screens; 'stacked' keeps one column. */
  layout?: 'columns' | 'stacked';
  size?: 'compact' | 'regular' | 'large';
  /** The steps on a white card (the judge's sheet) or straight on the page. */
  boxedSteps?: boolean;
  emptyPreparation?: string;
  /** The "Contains:" line under the ingredients (`allergenLine` of shared/recipes/allergens). */
  allergenLine?: string;
  /** The suggested menu price as the props carry it ("8.50", '' for none): shows the food-cost figures. */
  menuPrice?: string;
  className?: string;
  /** Anything a page adds after the two sections (inside the same layout). */
  children?: ReactNode;
}

const SIZES = {
  compact: { heading: 'text-2xl', gap: 'mt-4', steps: 'space-y-4' },
  regular: { heading: 'text-2xl sm:text-3xl', gap: 'mt-5', steps: 'space-y-5' },
  large: { heading: 'text-3xl', gap: 'mt-6', steps: 'space-y-5' },
} as const;

export function RecipeBody({
  recipe: { ingredients, preparation },
  headingLevel = 'h2',
  layout = 'columns',
  size = 'regular',
  boxedSteps = false,
  emptyPreparation = 'No preparation written.',
  allergenLine,
  menuPrice,
  className,
  children,
}: RecipeBodyProps) {
  const Heading = headingLevel;
  const look = SIZES[size];
  const steps = preparationSteps(preparation);
  return (
    <div
      className={clsx(
        layout === 'columns' ? 'grid lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)]' : 'flex flex-col',
        className,
      )}
    >
      <section aria-labelledby="ingredients-heading">
        <Heading id="ingredients-heading" className={clsx('font-display font-semibold', look.heading)}>
          List of Ingredients for one portion
        </Heading>
        <div className={clsx('rounded-3xl bg-white p-3 shadow-sm ring-1 ring-sand sm:p-6', look.gap)}>
          <IngredientsSummary rows={ingredients} />
        </div>
        {allergenLine !== undefined && <AllergenLine line={allergenLine} className="mt-3" />}
        {menuPrice !== undefined && (
          <FoodCostFigures
            costThousandths={Number(totalCostThousandths(ingredients))}
            priceCents={parseMenuPrice(menuPrice) ?? null}
            tone={layout === 'columns' ? 'card' : 'panel'}
            className="mt-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand"
          />
        )}
      </section>

      <section aria-labelledby="preparation-heading">
        <Heading id="preparation-heading" className={clsx('font-display font-semibold', look.heading)}>
          Preparation
        </Heading>
        {steps.length === 0 ? (
          <p className={clsx('text-muted', look.gap)}>{emptyPreparation}</p>
        ) : (
          <ol
            className={clsx(
              look.gap,
              look.steps,
              boxedSteps && 'rounded-3xl bg-white p-6 shadow-sm ring-1 ring-sand sm:p-8',
            )}
          >
            {steps.map((step, index) => (
              <NumberedStep key={index} number={index + 1} text={step} keepLines />
            ))}
          </ol>
        )}
      </section>
      {children}
    </div>
  );
}

/**
 * A contestant's recipe as its own pages and the admin's review show it: the body with its "Contains:" line and the
 * food-cost figures at its menu price.
 */
export function RecipeBodyWithFacts({
  recipe,
  ...props
}: Omit<RecipeBodyProps, 'recipe' | 'allergenLine' | 'menuPrice'> & {
  recipe: RecipeBodyProps['recipe'] & Pick<RecipeProps, 'allergens' | 'allergensNone' | 'menuPrice'>;
}) {
  return (
    <RecipeBody
      recipe={recipe}
      allergenLine={allergenLine(recipe.allergens, recipe.allergensNone)}
      menuPrice={recipe.menuPrice}
      {...props}
    />
  );
}
