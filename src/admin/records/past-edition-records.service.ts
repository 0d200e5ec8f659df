import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import { FormValidationException } from '../../common/http-errors.js';
import { ContestSettingsService } from '../../editions/contest-settings.service.js';
import { PastEdition } from '../../editions/past-edition.entity.js';
import { pastEditionContent } from '../../editions/past-edition-content.js';
import { Recipe } from '../../recipes/recipe.entity.js';
import { StorageService } from '../../storage/storage.service.js';
import { readUpload, type UploadedFile } from '../../storage/uploaded-file.decorator.js';
import { type AuditActor, AuditService, savedSubject } from '../../audit/audit.service.js';
import type { RawQuery } from '../common/list-query.js';
import type { ListPageProps } from '@shared/admin/list.props.js';
import { recordList } from './record-lists.js';
import { nullIfBlank } from '../../common/form-fields.js';
import { RECORD_MESSAGES } from './form-values.js';
import { EDITION_IMAGES, type EditionImage, type ParsedPastEditionForm } from './past-edition-form.js';
import { pastEditionTables } from './past-edition-tables.js';
import { toPastEditionDraft, toPastEditionProps, toPastEditionRow } from './records.props-mapper.js';
import type {
  PastEditionFormPageProps,
  PastEditionRowProps,
  SavedRecordProps,
} from '@shared/admin/records.props.js';
import { EDITION_SORTS, RecordsQueries } from './records.queries.js';

const IMAGE_COLUMN = { chef: 'chefImage', chefthumb: 'chefthumbImage', recipe: 'recipeImage' } as const;
const IMAGE_REQUIRED: Record<EditionImage, string> = {
  chef: RECORD_MESSAGES.chefImage,
  chefthumb: RECORD_MESSAGES.chefthumbImage,
  recipe: RECORD_MESSAGES.recipeImage,
};

export const ARCHIVE_MESSAGES = {
  recipeNotFound: 'This recipe does not exist or was never submitted, so it cannot be archived.',
} as const;

/** The archived recipe's image for an edition slot: its dish for the recipe, the contestant's headshot for the chef. */
function sourceImage(recipe: Recipe, slot: EditionImage): string | null {
  return slot === 'recipe' ? recipe.recipeImage : recipe.headshotImage;
}

function snapshot(edition: PastEdition): Record<string, unknown> {
  return {
    ...pastEditionContent(edition),
    isActive: edition.isActive,
    chefImage: edition.chefImage,
    chefthumbImage: edition.chefthumbImage,
    recipeImage: edition.recipeImage,
  };
}

/** Past editions as the admin area lists, creates and edits them; published ones show on the landing page. */
@Injectable()
export class PastEditionRecordsService {
  constructor(
    private readonly em: EntityManager,
    private readonly records: RecordsQueries,
    private readonly audit: AuditService,
    private readonly storage: StorageService,
    private readonly settings: ContestSettingsService,
  ) {}

  listPage(raw: RawQuery): Promise<ListPageProps<PastEditionRowProps>> {
    return recordList(
      raw,
      // Newest first unless asked otherwise.
      { sortable: EDITION_SORTS, defaultSort: 'year', defaultDirection: 'desc' },
      (query, status) => this.records.pastEditionsPage(query, status),
      toPastEditionRow,
    );
  }

  async formPage(id: number | null, fromRecipe?: number): Promise<PastEditionFormPageProps> {
    if (id !== null) return { edition: toPastEditionProps(await this.find(this.em.fork(), id)), draft: null };
    if (fromRecipe === undefined) return { edition: null, draft: null };
    const recipe = await this.archivedRecipe(this.em.fork(), fromRecipe);
    const settings = await this.settings.current();
    return { edition: null, draft: toPastEditionDraft(recipe, settings.editionYear) };
  }

  /** The submitted contest recipe a new edition archives; 404 for anything else. */
  private async archivedRecipe(em: EntityManager, id: number): Promise<Recipe> {
    const recipe = await em.findOne(Recipe, { id, isComplete: true }, { populate: ['contestant'] });
    if (!recipe) throw new NotFoundException({ message: ARCHIVE_MESSAGES.recipeNotFound });
    return recipe;
  }

  /**
   * Copies of the archived recipe's images for the slots the admin left as filled in (the dish for the recipe image,
   * the contestant's headshot for the chef and the thumb), so the edition and the recipe never share a file.
   */
  private async copiedImages(
    fromRecipe: number,
    slots: EditionImage[],
  ): Promise<Partial<Record<EditionImage, string>>> {
    const recipe = await this.archivedRecipe(this.em.fork(), fromRecipe);
    const copies: Partial<Record<EditionImage, string>> = {};
    try {
      for (const slot of slots) {
        const key = sourceImage(recipe, slot);
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
   */
  async save(id: number | null, form: ParsedPastEditionForm, actor: AuditActor): Promise<SavedRecordProps> {
    const { values, files } = form;
    const errors = { ...form.errors };
    const tables = pastEditionTables(values, errors);
    const em = this.em.fork();
    const current = id === null ? null : await this.find(em, id);
    const chosen: Partial<Record<EditionImage, UploadedFile>> = {};
    // A malformed from_recipe is already among the form's errors (422); only a well-formed id is looked up.
    const archived =
      id === null && values.from_recipe !== undefined && !errors.from_recipe ? values.from_recipe : null;
    const source = archived === null ? null : await this.archivedRecipe(em, archived);
    for (const image of EDITION_IMAGES) {
      const file = values[`${image}_file`] ? files[image] : undefined;
      if (file) chosen[image] = file;
      else if (!current?.[IMAGE_COLUMN[image]] && !(source && sourceImage(source, image))) {
        errors[image] = [IMAGE_REQUIRED[image]];
      }
    }
    if (values.year !== undefined && !errors.year) {
      const sameYear = await em.findOne(PastEdition, { year: values.year });
      if (sameYear && sameYear.id !== id) errors.year = [RECORD_MESSAGES.duplicateYear];
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
      if (archived !== null) {
        const copies = await this.copiedImages(
          archived,
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
      saved = await this.em.fork().transactional(async (tx) => {
        const existing = id === null ? null : await this.find(tx, id);
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
          tx.create(PastEdition, {
            ...fields,
            chefImage: stored.chef!,
            chefthumbImage: stored.chefthumb!,
            recipeImage: stored.recipe!,
          });
        tx.assign(edition, fields);
        for (const image of EDITION_IMAGES) {
          const key = stored[image];
          if (!key || !existing) continue;
          replaced.push(existing[IMAGE_COLUMN[image]]);
          edition[IMAGE_COLUMN[image]] = key;
        }
        await tx.flush();
        this.audit.recordSave(
          tx,
          actor,
          savedSubject('past_edition', edition.id, !before),
          before,
          before || archived === null
            ? snapshot(edition)
            : { ...snapshot(edition), archivedFromRecipe: archived },
        );
        return edition;
      });
    } catch (error) {
      await this.storage.discard(Object.values(stored));
      if (error instanceof UniqueConstraintViolationException)
        throw new FormValidationException({ year: [RECORD_MESSAGES.duplicateYear] });
      throw error;
    }
    // Only once the save has committed, and outside its clean-up: the new images are the edition's now, and an old
    // one that cannot be removed is only an orphan file (a warning), never a reason to undo a stored save.
    this.settings.forget();
    await this.storage.discard(replaced);
    return { id: saved.id, redirectTo: '/admins/past-editions' };
  }

  private async find(em: EntityManager, id: number): Promise<PastEdition> {
    const edition = await em.findOne(PastEdition, { id });
    if (!edition) throw new NotFoundException({ message: `There is no past edition with the id ${id}.` });
    return edition;
  }
}
