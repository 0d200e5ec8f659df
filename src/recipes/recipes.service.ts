import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { ForbiddenException, HttpException, Injectable, NotFoundException } from '@nestjs/common';
import { Clock } from '../common/clock.js';
import {
  FormValidationException,
  RuleViolationException,
  StaleVersionException,
} from '../common/http-errors.js';
import { CONTESTANT_PAGES } from '../contestants/contestant-access.service.js';
import type { Contestant } from '../contestants/contestant.entity.js';
import { ContestantsService } from '../contestants/contestants.service.js';
import { submissionsDeadline, toCountdownProps } from '../editions/contest-schedule.js';
import type { ContestSettings } from '../editions/contest-settings.entity.js';
import { ContestSettingsService } from '../editions/contest-settings.service.js';
import type { PageOrRedirect } from '../inertia/page-or-redirect.js';
import type { ContestantRecipeLink, ContestPhase } from '@shared/inertia/shared-props.js';
import { MailService } from '../mail/mail.service.js';
import { recipeReceipt } from '../mail/templates/recipe-receipt.js';
import { localeOf } from '@shared/i18n/locales.js';
import { measureIn } from '@shared/i18n/measures.js';
import { StorageService } from '../storage/storage.service.js';
import { RECIPE_MESSAGES, type SaveRecipeDto } from './dto/save-recipe.dto.js';
import { type Measure, rowTotal, totalCost } from '@shared/recipes/ingredients.js';
import { ALLERGEN_TEXTS, allergensOf, isAllergenDeclared, sortAllergens } from '@shared/recipes/allergens.js';
import type { Recipe } from './recipe.entity.js';
import { MENU_PRICE_TEXTS, parseMenuPrice } from '@shared/recipes/food-cost.js';
import { RecipeRepository, type RecipeTransaction } from './recipe.repository.js';
import { type ParsedRecipeForm, type RecipeCall, RECIPE_IMAGES, type RecipeImage } from './recipe-form.js';
import { toRecipeProps } from './recipe.props-mapper.js';
import type {
  RecipeEditorPageProps,
  RecipePricing,
  RecipeViewPageProps,
} from '@shared/recipes/recipe.props.js';
import {
  completesStage,
  type RecipeActor,
  type RecipeEditorState,
  recipeEditorState,
  type RecipeLock,
  type RecipeStage,
} from '@shared/recipes/recipe-rules.js';
import { AUTHORIZATION } from '@shared/statuses.js';

/** The clear messages of refused calls (section 7: "a request that breaks a rule gets a clear message"). */
export const RECIPE_ERRORS = {
  notFound: 'Recipe not found',
  alreadyExists: 'You already have a recipe: reload the page to keep editing it.',
  submitted: 'Your recipe has been submitted: no edits are permitted.',
  rejected: 'Unfortunately, your supervisor has rejected his/her approval of your submission.',
  // The specification's words for a closed window (section 2, the landing page's closed variant): the same
  // refusal whether the team closed it or its date came while the page was open.
  closed: 'The submission window is now closed!',
  // Before the window: the sign-in page already says the editor opens with it; a save says the same, not "closed".
  notOpen: 'The submission window is not open yet: your recipe can be saved once it opens.',
  unregistered: 'Please complete your registration before saving a recipe.',
  contestantNotFound: 'Contestant not found',
  changedElsewhere:
    'This recipe was saved somewhere else (another tab or an administrator) after you opened it, so your changes were not saved over it.',
} as const;

export const RECIPE_PAGES = {
  editor: '/user/recipe',
  view: '/user/recipe/view',
  card: '/user/recipe/card.pdf',
  terms: '/terms-and-conditions',
} as const;

export type { RecipeCall } from './recipe-form.js';

const IMAGE_COLUMN = { recipe: 'recipeImage', headshot: 'headshotImage' } as const;
const IMAGE_REQUIRED = {
  recipe: RECIPE_MESSAGES.recipeImage,
  headshot: RECIPE_MESSAGES.headshotImage,
} as const;

/** The stored fields of a recipe that a save may change, as a plain snapshot (the admin area's audit log). */
export type RecipeFields = Pick<
  Recipe,
  | 'name'
  | 'description'
  | 'preparation'
  | 'ingredients'
  | 'recipeImage'
  | 'headshotImage'
  | 'allergensNone'
  | 'menuPriceCents'
  | 'isComplete'
  | 'isSecondComplete'
>;

export function recipeFields(recipe: Recipe): RecipeFields {
  return {
    name: recipe.name,
    description: recipe.description,
    preparation: recipe.preparation,
    ingredients: recipe.ingredients.map((row) => ({ ...row })),
    recipeImage: recipe.recipeImage,
    headshotImage: recipe.headshotImage,
    allergensNone: recipe.allergensNone,
    menuPriceCents: recipe.menuPriceCents,
    isComplete: recipe.isComplete,
    isSecondComplete: recipe.isSecondComplete,
  };
}

/**
 * Called inside the save's transaction once the recipe holds its new values, with that transaction's entity
 * manager and the fields as they were before (null for a new recipe): the admin area records its audit entry there.
 */
export type RecipeSavedHook = (
  tx: RecipeTransaction,
  recipe: Recipe,
  before: RecipeFields | null,
) => Promise<void>;

/**
 * The rules of a contestant's recipe (specification sections 4, 5 and 7), for the contestant's own calls and for
 * the administrators' calls on their behalf (`actor`): one recipe per contestant, drafts, final submissions,
 * the finalists' second stage, the supervisor's rejection and the submission window.
 */
@Injectable()
export class RecipesService {
  constructor(
    private readonly recipes: RecipeRepository,
    private readonly contestants: ContestantsService,
    private readonly settings: ContestSettingsService,
    private readonly storage: StorageService,
    private readonly mail: MailService,
    private readonly clock: Clock,
  ) {}

  /** GET /user/recipe. A contestant who has not registered yet is sent to the registration first. */
  async editorPage(contestantId: number): Promise<PageOrRedirect<RecipeEditorPageProps>> {
    const contestant = await this.contestant(contestantId);
    if (!contestant.registeredAt) return { redirectTo: CONTESTANT_PAGES.register };
    const recipe = await this.recipes.findByContestant(contestantId);
    const settings = await this.settings.current();
    const editor = this.stateOf(contestant, recipe, 'contestant', settings.phase);
    // Only while the first stage can still be sent: the deadline it must beat.
    const now = this.clock.now();
    const deadline =
      editor.stage === 1 && editor.editable ? submissionsDeadline(settings.phase, settings, now) : null;
    return {
      props: {
        recipe: recipe ? toRecipeProps(recipe) : null,
        editor,
        countdown: deadline ? toCountdownProps(deadline, now, settings.timeZone) : null,
        authorization: contestant.isAuthorized,
        termsUrl: RECIPE_PAGES.terms,
        viewUrl: RECIPE_PAGES.view,
        pricing: pricingOf(settings),
      },
    };
  }

  /** The settings the editor's declarations follow (the admin's recipe tab shows the same editor). */
  async pricing(): Promise<RecipePricing> {
    return pricingOf(await this.settings.current());
  }

  /** The user menu's, header's and landing page's link to the recipe: null until the contestant has registered. */
  async recipeLink(contestantId: number): Promise<ContestantRecipeLink | null> {
    const contestant = await this.contestants.findActive(contestantId);
    if (!contestant?.registeredAt) return null;
    const recipe = await this.recipes.findByContestant(contestantId);
    if (!recipe) return { label: 'My recipe', status: 'Not started', href: RECIPE_PAGES.editor };
    if (!recipe.isComplete) return { label: 'My recipe', status: 'Draft', href: RECIPE_PAGES.editor };
    // Submitted: the read-only view, unless the editor is open again (a finalist's second stage).
    const editable = this.stateOf(contestant, recipe, 'contestant', await this.phase()).editable;
    return {
      label: 'My recipe',
      status: 'Submitted',
      href: editable ? RECIPE_PAGES.editor : RECIPE_PAGES.view,
    };
  }

  /** A submitted recipe with its contestant, read fresh (the admin archives it as a past edition); null for any other. */
  submittedRecipe(id: number): Promise<Recipe | null> {
    return this.recipes.findSubmittedWithContestant(id);
  }

  /** GET /user/recipe/view: the read-only recipe, with the attention banner when the profile needs work. */
  async viewPage(contestantId: number): Promise<PageOrRedirect<RecipeViewPageProps>> {
    const contestant = await this.contestants.findWithProfile(contestantId);
    if (!contestant) throw new NotFoundException({ message: RECIPE_ERRORS.contestantNotFound });
    if (!contestant.registeredAt) return { redirectTo: CONTESTANT_PAGES.register };
    const recipe = await this.recipes.findByContestant(contestantId);
    const editor = this.stateOf(contestant, recipe, 'contestant', await this.phase());
    return {
      props: {
        recipe: recipe ? toRecipeProps(recipe) : null,
        contestant: { name: contestant.name ?? '', lastname: contestant.lastname ?? '' },
        attention: this.needsAttention(contestant),
        profileUrl: CONTESTANT_PAGES.profile,
        editorUrl: RECIPE_PAGES.editor,
        editable: editor.editable,
        cardUrl: recipe?.isComplete ? RECIPE_PAGES.card : null,
      },
    };
  }

  /**
   * Saves a draft (create, update) or submits (submit). Refuses, changing nothing: another contestant's recipe or
   * none (404), a second recipe (409), a locked recipe (403 rejected or window closed, 409 submitted), and a form
   * with problems (422, every problem counted at once, missing images included). New images are stored first and
   * removed again if the save fails; the images they replace are removed once the save is committed.
   */
  async save(
    contestantId: number,
    call: RecipeCall,
    form: ParsedRecipeForm,
    actor: RecipeActor = 'contestant',
    onSaved?: RecipeSavedHook,
  ): Promise<Recipe> {
    const contestant = await this.contestant(contestantId);
    if (actor === 'contestant' && !contestant.registeredAt) {
      throw new ForbiddenException({ message: RECIPE_ERRORS.unregistered });
    }
    const phase = await this.phase();
    const existing = await this.recipes.findByContestant(contestantId);
    this.assertTarget(call, form.values.id, existing);
    const { stage } = this.assertOpen(this.stateOf(contestant, existing, actor, phase));
    const newImages = await this.checkForm(form, existing, await this.settings.current());

    const stored = await this.storage.storeImages(newImages);
    let saved: { recipe: Recipe; replaced: string[] };
    try {
      saved = await this.recipes.transaction(async (tx) => {
        // Checked again under the row locks (the contestant's first, as every change to a contestant takes it): while
        // the images were processed, a submission in another tab may have landed, the supervisor may have declined,
        // an admin may have disabled the account, or the window may have closed.
        const current = await this.contestants.lockForChange(contestantId);
        if (!current?.isActive) throw new NotFoundException({ message: RECIPE_ERRORS.contestantNotFound });
        const recipe = await this.recipes.findByContestantForUpdate(contestantId);
        this.assertTarget(call, form.values.id, recipe);
        this.assertVersion(form.values.version, recipe);
        this.assertOpen(this.stateOf(current, recipe, actor, await this.phase()));
        return this.write(tx, { contestant: current, recipe, stage, values: form.values, stored, onSaved });
      });
    } catch (error) {
      await this.storage.discard(Object.values(stored));
      // Two first saves at once: the unique key on recipes.user_id lets one through.
      if (error instanceof UniqueConstraintViolationException) {
        throw new RuleViolationException(RECIPE_ERRORS.alreadyExists);
      }
      throw error;
    }
    await this.storage.discard(saved.replaced);
    return saved.recipe;
  }

  /** The editor's state for this contestant and recipe (see recipeEditorState). */
  stateOf(
    contestant: Contestant,
    recipe: Recipe | null,
    actor: RecipeActor,
    phase: ContestPhase,
  ): RecipeEditorState {
    return recipeEditorState({
      actor,
      phase,
      authorization: contestant.isAuthorized,
      isFinalist: contestant.isFinalist,
      isComplete: recipe?.isComplete ?? false,
      isSecondComplete: recipe?.isSecondComplete ?? false,
    });
  }

  private async contestant(id: number): Promise<Contestant> {
    const contestant = await this.contestants.findActive(id);
    if (!contestant) throw new NotFoundException({ message: RECIPE_ERRORS.contestantNotFound });
    return contestant;
  }

  private async phase(): Promise<ContestPhase> {
    return (await this.settings.current()).phase;
  }

  /** create: no recipe yet; update: the id of the caller's own recipe; submit: either. */
  private assertTarget(call: RecipeCall, id: number | undefined, recipe: Recipe | null): void {
    const wantsExisting = call === 'update' || (call === 'submit' && id !== undefined);
    if (wantsExisting) {
      // Another contestant's id answers like an unknown one: nothing tells whether it exists.
      if (!recipe || recipe.id !== id) throw new NotFoundException({ message: RECIPE_ERRORS.notFound });
    } else if (recipe) {
      throw new RuleViolationException(RECIPE_ERRORS.alreadyExists);
    }
  }

  /** A save based on an older version than the stored one (another tab, an admin) would undo it: refused. */
  private assertVersion(version: string | undefined, recipe: Recipe | null): void {
    if (version === undefined || !recipe) return;
    if (new Date(version).getTime() === recipe.updatedAt.getTime()) return;
    throw new StaleVersionException(RECIPE_ERRORS.changedElsewhere, toRecipeProps(recipe));
  }

  private assertOpen(state: RecipeEditorState): RecipeEditorState {
    const refusals: Record<RecipeLock, () => HttpException> = {
      rejected: () => new ForbiddenException({ message: RECIPE_ERRORS.rejected }),
      not_open: () => new ForbiddenException({ message: RECIPE_ERRORS.notOpen }),
      closed: () => new ForbiddenException({ message: RECIPE_ERRORS.closed }),
      submitted: () => new RuleViolationException(RECIPE_ERRORS.submitted),
    };
    if (state.lock) throw refusals[state.lock]();
    return state;
  }

  /**
   * The attention banner of the read-only view ("the profile is incomplete and the contestant is not authorized"):
   * a company employee whose supervisor has not approved (waiting or declined). Registration requires every field,
   * so what a registered employee's profile can still lack is the approval; the profile shows its status and the
   * supervisor it was asked of. Outside users need no approval.
   */
  private needsAttention(contestant: Contestant): boolean {
    return contestant.typeuser === 'sodexo' && contestant.isAuthorized !== AUTHORIZATION.approved;
  }

  /**
   * The new images of the form, once every problem is counted: the form's fields, a new file that is not an image,
   * and (to submit) an image that neither the form nor the stored recipe has. A file is new only when its flag says
   * so; otherwise the field carries the existing image back (ignored). Refuses with 422 listing them all.
   */
  private async checkForm(
    form: ParsedRecipeForm,
    existing: Recipe | null,
    settings: Pick<ContestSettings, 'submissionDeclarations' | 'maxMenuPriceCents'>,
  ): Promise<Partial<Record<RecipeImage, Buffer>>> {
    const { values, files } = form;
    const images = await this.storage.readUploads({
      recipe: values.recipe_file ? files.recipe : undefined,
      headshot: values.headshot_file ? files.headshot : undefined,
    });
    const invalid = await this.storage.invalidImages(images);
    const errors = { ...form.errors };
    for (const field of RECIPE_IMAGES) {
      if (errors[field]) continue;
      const missing = !images[field] && values.type === 'submit' && !existing?.[IMAGE_COLUMN[field]];
      const problem = invalid[field] ?? (missing ? [IMAGE_REQUIRED[field]] : undefined);
      if (problem) errors[field] = problem;
    }
    // Section 7's calls send no declaration and no price: only a contest that requires them refuses a submission
    // without them.
    const required = settings.submissionDeclarations === 'required' && values.type === 'submit';
    if (
      required &&
      !errors.allergens_none &&
      !isAllergenDeclared(allergensOf(values.ingredients), values.allergens_none)
    ) {
      errors.allergens_none = [ALLERGEN_TEXTS.required];
    }
    if (!errors.menu_price) {
      const price = menuPriceOf(values, existing);
      if (price !== null && price > settings.maxMenuPriceCents) {
        errors.menu_price = [MENU_PRICE_TEXTS.tooHigh(settings.maxMenuPriceCents)];
      } else if (price === null && required) {
        errors.menu_price = [MENU_PRICE_TEXTS.required];
      }
    }
    if (Object.keys(errors).length > 0) throw new FormValidationException(errors);
    return images;
  }

  /** The save's writes, inside its transaction: the fields, the new images, the submission and its receipt. */
  private async write(
    tx: RecipeTransaction,
    save: {
      contestant: Contestant;
      recipe: Recipe | null;
      stage: RecipeStage;
      values: SaveRecipeDto;
      stored: Partial<Record<RecipeImage, string>>;
      onSaved?: RecipeSavedHook;
    },
  ): Promise<{ recipe: Recipe; replaced: string[] }> {
    const { contestant, recipe, stage, values, stored } = save;
    const before = recipe ? recipeFields(recipe) : null;
    const target = recipe ?? this.recipes.create({ contestant: contestant.id });
    target.name = values.name;
    target.description = values.description;
    target.preparation = values.preparation;
    target.ingredients = values.ingredients.map((row) => ({
      ingredient: row.ingredient,
      measure: row.measure as Measure, // a unit key: checked by the form
      quantity: row.quantity,
      cost_unit: row.cost_unit,
      allergens: sortAllergens(row.allergens ?? []),
    }));
    target.allergensNone = values.allergens_none;
    target.menuPriceCents = menuPriceOf(values, recipe);
    const replaced: string[] = [];
    for (const field of RECIPE_IMAGES) {
      const key = stored[field];
      if (!key) continue;
      const previous = target[IMAGE_COLUMN[field]];
      if (previous) replaced.push(previous);
      target[IMAGE_COLUMN[field]] = key;
    }

    if (values.type === 'submit') {
      const first = completesStage(stage, target);
      const now = this.clock.now();
      if (stage === 1) {
        target.isComplete = true;
        target.submittedAt ??= now;
      } else {
        target.isSecondComplete = true;
        target.secondSubmittedAt ??= now;
      }
      // Written by the same commit: no receipt for a submission that was rolled back.
      if (first) await this.mail.send(contestant.email, this.receipt(contestant, target, stage, now), tx);
    }
    await save.onSaved?.(tx, target, before);
    return { recipe: target, replaced };
  }

  private receipt(contestant: Contestant, recipe: Recipe, stage: 1 | 2, submittedAt: Date) {
    const locale = localeOf(contestant.language);
    return recipeReceipt(
      {
        firstName: contestant.name,
        stage,
        recipeName: recipe.name,
        description: recipe.description,
        ingredients: recipe.ingredients.map((row) => ({
          ingredient: row.ingredient,
          quantity: row.quantity,
          unit: measureIn(locale, row.measure, row.quantity),
          costUnit: row.cost_unit,
          total: rowTotal(row),
        })),
        totalCost: totalCost(recipe.ingredients),
        viewUrl: RECIPE_PAGES.view,
        submittedAt,
      },
      locale,
    );
  }
}

function pricingOf(settings: ContestSettings): RecipePricing {
  return { declarations: settings.submissionDeclarations, maxMenuPriceCents: settings.maxMenuPriceCents };
}

/** The price a save leaves: the form's when sent (blank clears it), else the stored one (section 7's calls). */
function menuPriceOf(values: SaveRecipeDto, stored: Recipe | null): number | null {
  if (values.menu_price === undefined) return stored?.menuPriceCents ?? null;
  return parseMenuPrice(values.menu_price) ?? null;
}
