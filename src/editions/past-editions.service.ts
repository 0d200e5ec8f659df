import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import { type AuditActor, AuditService, savedSubject } from '../audit/audit.service.js';
import { nullIfBlank } from '../common/form-fields.js';
import { Transactions } from '../database/unit-of-work.js';
import { FormValidationException } from '../common/http-errors.js';
import type { ListPageRows } from '../database/list-page.js';
import type { ListQuery, StatusFilter } from '../common/list-query.js';
import { StorageService } from '../storage/storage.service.js';
import { readUpload, type UploadedFile } from '../storage/uploaded-file.decorator.js';
import type { UploadedForm } from '../storage/uploaded-form.js';
import { ContestSettingsService } from './contest-settings.service.js';
import { pastEditionContent } from './past-edition-content.js';
import type { PastEdition } from './past-edition.entity.js';
import { PastEditionRepository } from './past-edition.repository.js';
import { EDITION_SORTS, PastEditionQueries, type PastEditionListRecord } from './past-edition.queries.js';
import { PAST_EDITION_MESSAGES, pastEditionTables } from './past-edition-tables.js';

/** The sort names its list takes, and the rows it gives. */
export { EDITION_SORTS, type PastEditionListRecord };

/** A past edition's image slots, as the form's file fields name them: the chef's portrait, its thumbnail and the dish. */
export const EDITION_IMAGES = ['chef', 'chefthumb', 'recipe'] as const;
export type EditionImage = (typeof EDITION_IMAGES)[number];

/** What a past edition is saved from: the form's fields, the three tables as sent, and which images are new. */
export interface PastEditionValues {
  year: number | undefined;
  chef_name: string;
  chef_description: string;
  recipe_name: string;
  recipe_description: string;
  prep_time: string;
  cook_time: string;
  yield: string;
  tips: string;
  allergens: string;
  ingredients: unknown;
  preparation: unknown;
  nutritional_facts: unknown;
  chef_file: boolean;
  chefthumb_file: boolean;
  recipe_file: boolean;
  is_active: boolean;
  /** A new edition archiving a contest recipe: its id. */
  from_recipe?: number;
}

export const ARCHIVE_MESSAGES = {
  recipeNotFound: 'This recipe does not exist or was never submitted, so it cannot be archived.',
} as const;

/** What a new edition takes from the contest recipe it archives: its id and its images. */
export interface ArchivableRecipe {
  id: number;
  headshotImage: string | null;
  recipeImage: string | null;
}

/** The submitted contest recipe with this id, or null: the recipes module's look-up (it imports this module). */
export type FindSubmittedRecipe<R extends ArchivableRecipe> = (id: number) => Promise<R | null>;

/** The submitted contest recipe a new edition archives; 404 for anything else. */
export async function archivableRecipe<R extends ArchivableRecipe>(
  id: number,
  findSubmitted: FindSubmittedRecipe<R>,
): Promise<R> {
  const recipe = await findSubmitted(id);
  if (!recipe) throw new NotFoundException({ message: ARCHIVE_MESSAGES.recipeNotFound });
  return recipe;
}

/** The contest recipe a new edition archives: its id, and the image each slot copies when no file is sent. */
interface ArchivedRecipe {
  id: number;
  images: Record<EditionImage, string | null>;
}

/** The archived recipe's image for each edition slot: its dish for the recipe, the contestant's headshot for the chef. */
function toArchivedRecipe(recipe: ArchivableRecipe): ArchivedRecipe {
  return {
    id: recipe.id,
    images: { chef: recipe.headshotImage, chefthumb: recipe.headshotImage, recipe: recipe.recipeImage },
  };
}

const IMAGE_COLUMN = { chef: 'chefImage', chefthumb: 'chefthumbImage', recipe: 'recipeImage' } as const;
const IMAGE_REQUIRED: Record<EditionImage, string> = {
  chef: PAST_EDITION_MESSAGES.chefImage,
  chefthumb: PAST_EDITION_MESSAGES.chefthumbImage,
  recipe: PAST_EDITION_MESSAGES.recipeImage,
};

function snapshot(edition: PastEdition): Record<string, unknown> {
  return {
    ...pastEditionContent(edition),
    isActive: edition.isActive,
    chefImage: edition.chefImage,
    chefthumbImage: edition.chefthumbImage,
    recipeImage: edition.recipeImage,
  };
}

/** Past editions as records: listed, read and saved with their images; published ones show on the landing page. */
@Injectable()
export class PastEditionsService {
  constructor(
    private readonly transactions: Transactions,
    private readonly editions: PastEditionRepository,
    private readonly queries: PastEditionQueries,
    private readonly audit: AuditService,
    private readonly storage: StorageService,
    private readonly settings: ContestSettingsService,
  ) {}

  listPage(
    query: ListQuery<(typeof EDITION_SORTS)[number]>,
    status: StatusFilter,
  ): Promise<ListPageRows<PastEditionListRecord>> {
    return this.queries.listPage(query, status);
  }

  /** The edition with this id, published or not; 404 when there is none. */
  byId(id: number): Promise<PastEdition> {
    return this.find(this.editions.fresh(), id);
  }

  /**
   * Copies of the archived recipe's images for the slots the admin left as filled in (the dish for the recipe image,
   * the contestant's headshot for the chef and the thumb), so the edition and the recipe never share a file.
   */
  private async copiedImages(
    source: ArchivedRecipe,
    slots: EditionImage[],
  ): Promise<Partial<Record<EditionImage, string>>> {
    const copies: Partial<Record<EditionImage, string>> = {};
    try {
      for (const slot of slots) {
        const key = source.images[slot];
        const copy = key ? await this.storage.copyImage(key) : null;
        if (copy) copies[slot] = copy.key;
      }
    } catch (error) {
      await this.storage.discard(Object.values(copies));
      throw error;
    }
    return copies;
  }

  /**
   * Every problem is counted at once (fields, table lines, missing images, a year already taken) in one 422; new
   * images are stored only once the form is valid, before the transaction, and removed again if the save fails.
   * A new edition with `from_recipe` archives that submitted contest recipe, looked up with `findSubmitted` first.
   */
  async save(
    id: number | null,
    form: UploadedForm<PastEditionValues, EditionImage>,
    findSubmitted: FindSubmittedRecipe<ArchivableRecipe>,
    actor: AuditActor,
  ): Promise<PastEdition> {
    const { values, files } = form;
    // A malformed from_recipe is already among the form's errors (422); only a well-formed id is looked up, and
    // only for a new edition.
    const archived =
      id === null && values.from_recipe !== undefined && !form.errors.from_recipe ? values.from_recipe : null;
    const source =
      archived === null ? null : toArchivedRecipe(await archivableRecipe(archived, findSubmitted));
    const errors = { ...form.errors };
    const tables = pastEditionTables(values, errors);
    const editions = this.editions.fresh();
    const current = id === null ? null : await this.find(editions, id);
    const chosen: Partial<Record<EditionImage, UploadedFile>> = {};
    for (const image of EDITION_IMAGES) {
      const file = values[`${image}_file`] ? files[image] : undefined;
      if (file) chosen[image] = file;
      else if (!current?.[IMAGE_COLUMN[image]] && !source?.images[image]) {
        errors[image] = [IMAGE_REQUIRED[image]];
      }
    }
    if (values.year !== undefined && !errors.year) {
      const sameYear = await editions.findByYear(values.year);
      if (sameYear && sameYear.id !== id) errors.year = [PAST_EDITION_MESSAGES.duplicateYear];
    }
    if (Object.keys(errors).length > 0) throw new FormValidationException(errors);

    const stored: Partial<Record<EditionImage, string>> = {};
    const replaced: string[] = [];
    let saved: PastEdition;
    try {
      for (const image of EDITION_IMAGES) {
        const file = chosen[image];
        if (file) stored[image] = (await this.storage.storeImage(await readUpload(file))).key;
      }
      if (source !== null) {
        const copies = await this.copiedImages(
          source,
          EDITION_IMAGES.filter((image) => !stored[image]),
        );
        Object.assign(stored, copies);
        // The recipe named an image whose file is gone: nothing to copy, so the slot is as empty as on a new form.
        const missing = EDITION_IMAGES.filter((image) => !stored[image]);
        if (missing.length > 0) {
          throw new FormValidationException(
            Object.fromEntries(missing.map((image) => [image, [IMAGE_REQUIRED[image]]])),
          );
        }
      }
      saved = await this.transactions.run(async (tx) => {
        const editions = this.editions.in(tx);
        const existing = id === null ? null : await this.find(editions, id);
        const before = existing ? snapshot(existing) : null;
        const fields = {
          year: values.year!,
          chefName: values.chef_name,
          chefDescription: values.chef_description,
          recipeName: values.recipe_name,
          recipeDescription: values.recipe_description,
          prepTime: values.prep_time,
          cookTime: values.cook_time,
          yield: values.yield,
          ingredients: tables.ingredients,
          preparation: tables.preparation,
          nutritionalFacts: tables.nutritional_facts,
          tips: nullIfBlank(values.tips),
          allergens: nullIfBlank(values.allergens),
          isActive: values.is_active,
        };
        const edition =
          existing ??
          editions.create({
            ...fields,
            chefImage: stored.chef!,
            chefthumbImage: stored.chefthumb!,
            recipeImage: stored.recipe!,
          });
        editions.assign(edition, fields);
        for (const image of EDITION_IMAGES) {
          const key = stored[image];
          if (!key || !existing) continue;
          replaced.push(existing[IMAGE_COLUMN[image]]);
          edition[IMAGE_COLUMN[image]] = key;
        }
        await editions.flush();
        this.audit.recordSave(
          tx,
          actor,
          savedSubject('past_edition', edition.id, !before),
          before,
          before || source === null
            ? snapshot(edition)
            : { ...snapshot(edition), archivedFromRecipe: source.id },
        );
        return edition;
      });
    } catch (error) {
      await this.storage.discard(Object.values(stored));
      if (error instanceof UniqueConstraintViolationException)
        throw new FormValidationException({ year: [PAST_EDITION_MESSAGES.duplicateYear] });
      throw error;
    }
    // Only once the save has committed, and outside its clean-up: the new images are the edition's now, and an old
    // one that cannot be removed is only an orphan file (a warning), never a reason to undo a stored save.
    this.settings.forget();
    await this.storage.discard(replaced);
    return saved;
  }

  private async find(editions: PastEditionRepository, id: number): Promise<PastEdition> {
    const edition = await editions.findById(id);
    if (!edition) throw new NotFoundException({ message: `There is no past edition with the id ${id}.` });
    return edition;
  }
}
