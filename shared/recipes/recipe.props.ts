import type { CountdownProps } from '../countdown.js';
// What the recipe pages receive. Pages import these types with `import type`; they carry no runtime code.

import type { ImageUrls } from '../inertia/shared-props.js';
import type { Allergen, DeclarationPolicy } from './allergens.js';
import type { IngredientRow } from './ingredients.js';
import type { RecipeEditorState } from './recipe-rules.js';

export type { IngredientRow, Measure } from './ingredients.js';
export type { RecipeEditorState, RecipeLock, RecipeStage } from './recipe-rules.js';

/** A stored recipe image: the served versions, and the original the editor loads back as a file. */
export interface RecipeImageProps extends ImageUrls {
  /** /media/{key}/original: the full image as uploaded (without its metadata). */
  original: string;
}

/** A contestant's recipe, as the editor, the read-only view and the calls' `data` show it. */
export interface RecipeProps {
  id: number;
  name: string;
  description: string;
  preparation: string;
  /** Rows as typed (quantity and cost_unit are text); totals are worked out with shared/recipes/ingredients.ts. */
  ingredients: Array<Required<IngredientRow>>;
  /** The union of the rows' allergen marks, in order; the "Contains:" line is `allergenLine(allergens, allergensNone)`. */
  allergens: Allergen[];
  /** Declared to contain none of the nine major allergens. */
  allergensNone: boolean;
  /** The suggested menu price in dollars as the editor's field shows it ("8.50"); blank when not given. */
  menuPrice: string;
  recipeImage: RecipeImageProps | null;
  headshotImage: RecipeImageProps | null;
  /** Stage 1 submitted. */
  isComplete: boolean;
  /** Stage 2 (finalists) submitted. */
  isSecondComplete: boolean;
  /** The contest team's review: 0 pending, 1 approved, 2 not approved. */
  isApproved: 0 | 1 | 2;
  /** ISO 8601. */
  submittedAt: string | null;
  secondSubmittedAt: string | null;
  updatedAt: string;
}

/** GET /user/recipe: the editor. */
/** The contest's settings the editor's declarations follow. */
export interface RecipePricing {
  /** 'required': a submission needs the allergen declaration and the menu price; 'asked': the editor asks. */
  declarations: DeclarationPolicy;
  /** The highest menu price the contest allows, in cents (the guidance's $10 unless an admin raised it). */
  maxMenuPriceCents: number;
}

export interface RecipeEditorPageProps {
  /** null until the first draft is saved. */
  recipe: RecipeProps | null;
  editor: RecipeEditorState;
  /** 'Submissions close in 3 days' while the first stage is open and the close date is set (issue 15). */
  countdown: CountdownProps | null;
  /** The contestant's is_authorized (0 waiting, 1 rejected, 2 approved). */
  authorization: 0 | 1 | 2;
  termsUrl: string;
  viewUrl: string;
  /** The contest's setting: 'asked' (the editor asks before submitting) or 'required' (a submission needs it). */
  pricing: RecipePricing;
}

/** GET /user/recipe/view: the read-only view. */
export interface RecipeViewPageProps {
  /** null while the contestant has not saved a recipe yet. */
  recipe: RecipeProps | null;
  contestant: { name: string; lastname: string };
  /** Show the attention banner: a company employee whose supervisor has not approved (waiting or declined). */
  attention: boolean;
  profileUrl: string;
  editorUrl: string;
  /** The editor is open for changes (a link back to it is offered). */
  editable: boolean;
  /** The recipe card to download (PDF), once the recipe is submitted; null before. */
  cardUrl: string | null;
}
