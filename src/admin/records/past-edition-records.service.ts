import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import { FormValidationException } from '../../common/http-errors.js';
import { ContestSettingsService } from '../../editions/contest-settings.service.js';
import { PastEdition } from '../../editions/past-edition.entity.js';
import { StorageService } from '../../storage/storage.service.js';
import { readUpload, type UploadedFile } from '../../storage/uploaded-file.decorator.js';
import { type AuditActor, AuditService } from '../audit/audit.service.js';
import type { RawQuery } from '../common/list-query.js';
import type { ListPageProps } from '../common/list.props.js';
import { recordList } from './record-lists.js';
import { nullIfBlank, RECORD_MESSAGES } from './form-values.js';
import type { ParsedPastEditionForm } from './past-edition-form.js';
import { pastEditionTables } from './past-edition-tables.js';
import { toPastEditionProps, toPastEditionRow } from './records.props-mapper.js';
import type { PastEditionFormPageProps, PastEditionRowProps, SavedRecordProps } from './records.props.js';
import { EDITION_SORTS, RecordsRepository } from './records.repository.js';

export const EDITION_IMAGES = ['chef', 'chefthumb', 'recipe'] as const;
export type EditionImage = (typeof EDITION_IMAGES)[number];
const IMAGE_COLUMN = { chef: 'chefImage', chefthumb: 'chefthumbImage', recipe: 'recipeImage' } as const;
const IMAGE_REQUIRED: Record<EditionImage, string> = {
  chef: RECORD_MESSAGES.chefImage,
  chefthumb: RECORD_MESSAGES.chefthumbImage,
  recipe: RECORD_MESSAGES.recipeImage,
};

function snapshot(edition: PastEdition): Record<string, unknown> {
  return {
    year: edition.year,
    chefName: edition.chefName,
    chefDescription: edition.chefDescription,
    recipeName: edition.recipeName,
    recipeDescription: edition.recipeDescription,
    prepTime: edition.prepTime,
    cookTime: edition.cookTime,
    yield: edition.yield,
    ingredients: edition.ingredients,
    preparation: edition.preparation,
    nutritionalFacts: edition.nutritionalFacts,
    tips: edition.tips,
    allergens: edition.allergens,
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
    private readonly records: RecordsRepository,
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

  async formPage(id: number | null): Promise<PastEditionFormPageProps> {
    return { edition: id === null ? null : toPastEditionProps(await this.find(this.em.fork(), id)) };
  }

  /**
   * Every problem is counted at once (fields, table lines, missing images, a year already taken) in one 422; new
   * images are stored only once the form is valid, before the transaction, and removed again if the save fails.
   */
  async save(
    id: number | null,
    form: ParsedPastEditionForm,
    files: Partial<Record<EditionImage, UploadedFile>>,
    actor: AuditActor,
  ): Promise<SavedRecordProps> {
    const { values } = form;
    const errors = { ...form.errors };
    const tables = pastEditionTables(values, errors);
    const em = this.em.fork();
    const current = id === null ? null : await this.find(em, id);
    const chosen: Partial<Record<EditionImage, UploadedFile>> = {};
    for (const image of EDITION_IMAGES) {
      const file = values[`${image}_file`] ? files[image] : undefined;
      if (file) chosen[image] = file;
      else if (!current?.[IMAGE_COLUMN[image]]) errors[image] = [IMAGE_REQUIRED[image]];
    }
    if (values.year !== undefined && !errors.year) {
      const sameYear = await em.findOne(PastEdition, { year: values.year });
      if (sameYear && sameYear.id !== id) errors.year = [RECORD_MESSAGES.duplicateYear];
    }
    if (Object.keys(errors).length > 0) throw new FormValidationException(errors);

    const stored: Partial<Record<EditionImage, string>> = {};
    const replaced: string[] = [];
    try {
      for (const image of EDITION_IMAGES) {
        const file = chosen[image];
        if (file) stored[image] = (await this.storage.storeImage(await readUpload(file))).key;
      }
      const saved = await this.em.fork().transactional(async (tx) => {
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
        const change = before
          ? AuditService.diff(before, snapshot(edition))
          : { before: null, after: snapshot(edition) };
        if (!before || Object.keys(change.after).length > 0) {
          this.audit.record(tx, actor, {
            action: before ? 'past_edition.update' : 'past_edition.create',
            subjectType: 'past_edition',
            subjectId: edition.id,
            ...change,
          });
        }
        return edition;
      });
      // The landing page lists the published editions.
      this.settings.forget();
      for (const key of replaced) await this.storage.delete(key);
      return { id: saved.id, redirectTo: '/admins/past-editions' };
    } catch (error) {
      for (const key of Object.values(stored)) await this.storage.delete(key);
      if (error instanceof UniqueConstraintViolationException)
        throw new FormValidationException({ year: [RECORD_MESSAGES.duplicateYear] });
      throw error;
    }
  }

  private async find(em: EntityManager, id: number): Promise<PastEdition> {
    const edition = await em.findOne(PastEdition, { id });
    if (!edition) throw new NotFoundException({ message: `There is no past edition with the id ${id}.` });
    return edition;
  }
}
