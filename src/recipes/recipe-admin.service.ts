import { Injectable } from '@nestjs/common';
import { type AuditActor, AuditService } from '../audit/audit.service.js';
import type { ListPageRows } from '../database/list-page.js';
import type { ListQuery } from '../common/list-query.js';
import type { Recipe } from './recipe.entity.js';
import type { ParsedRecipeForm, RecipeCall } from './recipe-form.js';
import {
  type RecipeCounts,
  type RecipeExportRecord,
  type RecipeListFilters,
  RecipeListQueries,
  type RecipeListRecord,
  type RecipeSort,
} from './recipe-list.queries.js';
import { RecipeRepository } from './recipe.repository.js';
import { recipeFields, RecipesService } from './recipes.service.js';
import type { RecipePricing } from '@shared/recipes/recipe.props.js';

export type { RecipeCounts, RecipeExportRecord, RecipeListRecord };

/**
 * The administration's side of the recipes: the list and its counts, a contestant's recipe, and a recipe saved on
 * the contestant's behalf with its audit entry.
 */
@Injectable()
export class RecipeAdminService {
  constructor(
    private readonly recipes: RecipesService,
    private readonly recipeRows: RecipeRepository,
    private readonly lists: RecipeListQueries,
    private readonly audit: AuditService,
  ) {}

  listPage(
    query: ListQuery<RecipeSort>,
    filters: RecipeListFilters,
  ): Promise<ListPageRows<RecipeListRecord>> {
    return this.lists.page(query, filters);
  }

  /** Every recipe for the recipes export, by id. */
  exportRows(): Promise<RecipeExportRecord[]> {
    return this.lists.exportRows();
  }

  countsByState(): Promise<RecipeCounts> {
    return this.lists.countsByState();
  }

  /** The contestant's recipe, or null when they have none yet. */
  pricing(): Promise<RecipePricing> {
    return this.recipes.pricing();
  }

  ofContestant(contestantId: number): Promise<Recipe | null> {
    return this.recipeRows.findByContestant(contestantId);
  }

  /**
   * A draft or a submission on the contestant's behalf: RecipesService with actor 'admin' (a submitted recipe stays
   * editable, the authorization counts as approved, the phase does not apply). Audited inside the save's transaction.
   */
  saveOnBehalf(
    actor: AuditActor,
    contestantId: number,
    call: RecipeCall,
    form: ParsedRecipeForm,
  ): Promise<Recipe> {
    return this.recipes.save(contestantId, call, form, 'admin', async (tx, recipe, before) => {
      await tx.flush(); // a new recipe gets its id
      const after = { ...recipeFields(recipe) } as Record<string, unknown>;
      const change = before ? AuditService.diff({ ...before }, after) : { before: null, after };
      this.audit.record(tx, actor, {
        action: call === 'submit' ? 'recipe.submit' : before ? 'recipe.update' : 'recipe.create',
        subjectType: 'recipe',
        subjectId: recipe.id,
        before: change.before,
        after: { ...change.after, contestant_id: contestantId },
      });
    });
  }
}
