import { Injectable, NotFoundException } from '@nestjs/common';
import { ContestSettingsService } from '../../editions/contest-settings.service.js';
import {
  type ArchivedRecipe,
  EDITION_SORTS,
  PastEditionsService,
} from '../../editions/past-editions.service.js';
import type { Recipe } from '../../recipes/recipe.entity.js';
import { RecipesService } from '../../recipes/recipes.service.js';
import type { AuditActor } from '../../audit/audit.service.js';
import type { RawQuery } from '../../common/list-query.js';
import type { ListPageProps } from '@shared/admin/list.props.js';
import { recordList } from './record-lists.js';
import type { ParsedPastEditionForm } from './past-edition-form.js';
import { toPastEditionDraft, toPastEditionProps, toPastEditionRow } from './records.props-mapper.js';
import type {
  PastEditionFormPageProps,
  PastEditionRowProps,
  SavedRecordProps,
} from '@shared/admin/records.props.js';

export const ARCHIVE_MESSAGES = {
  recipeNotFound: 'This recipe does not exist or was never submitted, so it cannot be archived.',
} as const;

/** The archived recipe's image for each edition slot: its dish for the recipe, the contestant's headshot for the chef. */
function toArchivedRecipe(recipe: Recipe): ArchivedRecipe {
  return {
    id: recipe.id,
    images: { chef: recipe.headshotImage, chefthumb: recipe.headshotImage, recipe: recipe.recipeImage },
  };
}

/** The past-edition pages of the admin area: the list, the forms (blank, filled from a recipe, or an edition's). */
@Injectable()
export class PastEditionRecordsService {
  constructor(
    private readonly recipes: RecipesService,
    private readonly editions: PastEditionsService,
    private readonly settings: ContestSettingsService,
  ) {}

  listPage(raw: RawQuery): Promise<ListPageProps<PastEditionRowProps>> {
    return recordList(
      raw,
      // Newest first unless asked otherwise.
      { sortable: EDITION_SORTS, defaultSort: 'year', defaultDirection: 'desc' },
      (query, status) => this.editions.listPage(query, status),
      toPastEditionRow,
    );
  }

  async formPage(id: number | null, fromRecipe?: number): Promise<PastEditionFormPageProps> {
    if (id !== null) return { edition: toPastEditionProps(await this.editions.byId(id)), draft: null };
    if (fromRecipe === undefined) return { edition: null, draft: null };
    const recipe = await this.archivedRecipe(fromRecipe);
    const settings = await this.settings.current();
    return { edition: null, draft: toPastEditionDraft(recipe, settings.editionYear) };
  }

  /** The submitted contest recipe a new edition archives; 404 for anything else. */
  private async archivedRecipe(id: number): Promise<Recipe> {
    const recipe = await this.recipes.submittedRecipe(id);
    if (!recipe) throw new NotFoundException({ message: ARCHIVE_MESSAGES.recipeNotFound });
    return recipe;
  }

  async save(id: number | null, form: ParsedPastEditionForm, actor: AuditActor): Promise<SavedRecordProps> {
    const { values, errors } = form;
    // A malformed from_recipe is already among the form's errors (422); only a well-formed id is looked up, and
    // only for a new edition.
    const archived =
      id === null && values.from_recipe !== undefined && !errors.from_recipe ? values.from_recipe : null;
    const source = archived === null ? null : toArchivedRecipe(await this.archivedRecipe(archived));
    const saved = await this.editions.save(id, form, source, actor);
    return { id: saved.id, redirectTo: '/admins/past-editions' };
  }
}
