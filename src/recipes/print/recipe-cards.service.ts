import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { ContestSettingsService } from '../../editions/contest-settings.service.js';
import { createPdf, pdfFileName } from '../../print/pdf-document.js';
import { numberPages } from '../../print/pdf-layout.js';
import type { PrintedPdf } from '../../print/printed-pdf.js';
import { ImageProcessingQueue } from '../../storage/image-processing-queue.js';
import { printableJpeg } from '../../storage/print-image.js';
import { StorageService } from '../../storage/storage.service.js';
import { money } from '@shared/copy.js';
import { allergenLine } from '@shared/recipes/allergens.js';
import {
  dollars,
  foodCost,
  GUIDANCE_PRICE_CENTS,
  guidanceVerdict,
  percent,
} from '@shared/recipes/food-cost.js';
import { measureLabel, rowTotal, totalCost, totalCostThousandths } from '@shared/recipes/ingredients.js';
import type { Recipe } from '../recipe.entity.js';
import { RecipeRepository } from '../recipe.repository.js';
import { drawRecipeCard, type RecipeCardContent } from './recipe-card.js';

export const RECIPE_CARD_MESSAGES = {
  notFound: 'Recipe not found',
  notSubmitted: 'Your recipe card can be downloaded once your recipe is submitted.',
} as const;

/**
 * The photo's box on the card is 7 × 3 inches (PHOTO_HEIGHT in recipe-card.ts): 150 pixels an inch is sharp on
 * paper and light in the file.
 */
const PHOTO_PIXELS = { width: 1050, height: 460 };

/** A finalist's card in the entry book: the recipe, and the plate code it is printed under. */
export interface FinalistCardEntry {
  recipeId: number;
  plate: string;
}

/** "Plate 482": how a code is printed everywhere in the pack. */
export function plateLabel(code: string): string {
  return `Plate ${code}`;
}

function chefName(recipe: Recipe): string {
  const contestant = recipe.contestant;
  return [contestant.name, contestant.lastname].filter(Boolean).join(' ') || `Contestant #${contestant.id}`;
}

/**
 * The card's figures, as the recipe pages show them: cost per portion, and the food cost at the contestant's menu
 * price, else at the guidance's (labelled so, with the pages' note).
 */
function cardFigures(recipe: Recipe): Pick<RecipeCardContent, 'figures' | 'figuresNote'> {
  const cost = Number(totalCostThousandths(recipe.ingredients));
  const figures = foodCost(cost, recipe.menuPriceCents);
  return {
    figures: [
      ['Cost per portion', money(totalCost(recipe.ingredients), 'total')],
      [figures.priceGiven ? 'Menu price' : 'Menu price (guidance)', dollars(figures.priceCents)],
      ['Food cost', percent(figures.foodCostPercent)],
      ['Gross profit', percent(figures.grossProfitPercent)],
      ['Profitability', guidanceVerdict(figures)],
    ],
    figuresNote: figures.priceGiven
      ? null
      : `No menu price given: the figures are at the guidance's ${dollars(GUIDANCE_PRICE_CENTS)}.`,
  };
}

/**
 * Recipe cards (issue 34, the printed pack): one recipe on Letter paper with its photo, ingredients and costs, food
 * cost, "Contains:" line and steps. A contestant downloads their own once submitted; an admin prints any recipe's
 * (through the admin area), and the finalists' entry book prints the finalists' cards in plate-code order.
 */
@Injectable()
export class RecipeCardsService {
  private readonly logger = new Logger(RecipeCardsService.name);

  constructor(
    private readonly recipes: RecipeRepository,
    private readonly settings: ContestSettingsService,
    private readonly storage: StorageService,
    private readonly queue: ImageProcessingQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** GET /user/recipe/card.pdf: the contestant's own recipe, once submitted (404 with a clear message before). */
  async contestantCard(contestantId: number): Promise<PrintedPdf> {
    const recipe = await this.recipes.findByContestant(contestantId);
    if (!recipe) throw new NotFoundException({ message: RECIPE_CARD_MESSAGES.notFound });
    if (!recipe.isComplete) throw new NotFoundException({ message: RECIPE_CARD_MESSAGES.notSubmitted });
    const full = await this.recipes.findWithContestant(recipe.id);
    if (!full) throw new NotFoundException({ message: RECIPE_CARD_MESSAGES.notFound });
    return this.single(full, `By ${chefName(full)}`, null);
  }

  /**
   * Any recipe's card, for an admin: drafts too. Under blind judging a recipe with a plate code is printed under its
   * code alone (the card may go to the judges' table); otherwise with the chef's name.
   */
  async adminCard(recipeId: number, plateCode: string | null): Promise<PrintedPdf> {
    const recipe = await this.recipes.findWithContestant(recipeId);
    if (!recipe) throw new NotFoundException({ message: RECIPE_CARD_MESSAGES.notFound });
    const blind = (await this.settings.current()).blindJudging && plateCode !== null;
    const plate = plateCode === null ? null : plateLabel(plateCode);
    return this.single(recipe, blind && plate ? plate : `By ${chefName(recipe)}`, plate);
  }

  /**
   * The finalists' cards in the order given, each read with its photo only when it is next (one photo in memory at a
   * time). Under blind judging the byline is the plate code; names and headshots are never printed on a card.
   */
  async *finalistCards(
    entries: readonly FinalistCardEntry[],
  ): AsyncGenerator<{ entry: FinalistCardEntry; card: RecipeCardContent }> {
    const [settings, recipes] = await Promise.all([
      this.settings.current(),
      this.recipes.findManyWithContestant(entries.map((entry) => entry.recipeId)),
    ]);
    const byId = new Map(recipes.map((recipe) => [recipe.id, recipe]));
    const edition = this.edition(settings.editionYear);
    const cards = entries.flatMap((entry) => {
      const recipe = byId.get(entry.recipeId);
      return recipe ? [{ entry, recipe }] : [];
    });
    const load = (at: number) => {
      const { entry, recipe } = cards[at];
      const plate = plateLabel(entry.plate);
      const byline = settings.blindJudging ? plate : `By ${chefName(recipe)}`;
      const loading = this.content(recipe, edition, byline, plate).then((card) => ({ entry, card }));
      // Awaited below; handled here too, so that a book abandoned midway leaves no unhandled rejection behind.
      loading.catch(() => undefined);
      return loading;
    };
    // The next card's photo is prepared while this one is drawn: at most two photos in memory at once.
    let next = cards.length > 0 ? load(0) : null;
    for (let at = 0; next; at++) {
      const current = await next;
      next = at + 1 < cards.length ? load(at + 1) : null;
      yield current;
    }
  }

  /** The "Contains:" line of each of these recipes, by recipe id (the plate labels). */
  async allergenLines(recipeIds: readonly number[]): Promise<Map<number, string>> {
    const recipes = await this.recipes.findManyWithContestant(recipeIds);
    return new Map(
      recipes.map((recipe) => [recipe.id, allergenLine(recipe.allergens, recipe.allergensNone)]),
    );
  }

  /** "Culinary Recipe Contest 2026": the running head of every page of the pack. */
  edition(year: number): string {
    return `${this.config.appName} ${year}`;
  }

  private async single(recipe: Recipe, byline: string, plate: string | null): Promise<PrintedPdf> {
    const edition = this.edition((await this.settings.current()).editionYear);
    const content = await this.content(recipe, edition, byline, plate);
    const doc = createPdf(`${content.name || 'Recipe'}: recipe card`);
    doc.addPage();
    drawRecipeCard(doc, content);
    numberPages(doc, `${edition} · Recipe card`);
    doc.end();
    this.logger.debug(`Recipe card of recipe ${recipe.id}`);
    return { fileName: pdfFileName('recipe-card', recipe.name || `recipe-${recipe.id}`), stream: doc };
  }

  private async content(
    recipe: Recipe,
    edition: string,
    byline: string,
    plate: string | null,
  ): Promise<RecipeCardContent> {
    return {
      edition,
      name: recipe.name,
      byline,
      plate,
      description: recipe.description,
      photo: recipe.recipeImage
        ? await printableJpeg(this.storage, this.queue, recipe.recipeImage, PHOTO_PIXELS)
        : null,
      allergens: allergenLine(recipe.allergens, recipe.allergensNone),
      ingredients: recipe.ingredients.map((row) => ({
        ingredient: row.ingredient,
        quantity: row.quantity,
        unit: measureLabel(row.measure),
        costPerUnit: money(row.cost_unit),
        total: money(rowTotal(row), 'total'),
      })),
      ...cardFigures(recipe),
      preparation: recipe.preparation,
    };
  }
}
