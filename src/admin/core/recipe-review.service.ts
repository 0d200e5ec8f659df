import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { RuleViolationException } from '../../common/http-errors.js';
import { Contestant } from '../../contestants/contestant.entity.js';
import { JudgeAssignmentsService } from '../../judging/judge-assignments.service.js';
import { MailService } from '../../mail/mail.service.js';
import { recipeReview } from '../../mail/templates/recipe-review.js';
import { Recipe } from '../../recipes/recipe.entity.js';
import { RECIPE_PAGES } from '../../recipes/recipes.service.js';
import { AssignmentsService } from '../assignments/assignments.service.js';
import { type AuditActor, AuditService } from '../audit/audit.service.js';
import type { RecipeReviewPageProps, RecipeReviewResult } from './admin-core.props.js';
import { toRecipeReviewProps } from './admin-core.props-mapper.js';
import { AdminRecipesQueries } from './admin-recipes.queries.js';
import { parseRecipeList, recipeListContext } from './recipe-list.js';
import { reviewLabel } from './recipe-states.js';
import type { RawQuery } from '../common/list-query.js';
import { REVIEW } from '../../common/statuses.js';

export const REVIEW_MESSAGES = {
  notFound: 'This recipe does not exist.',
  notSubmitted: 'Only submitted recipes can be reviewed. This recipe is still a draft.',
  contestantDisabled:
    "This contestant's account is disabled, so their recipe is out of the contest. Enable the account in the contestant's settings before reviewing it.",
} as const;

/** The contest team's review of a submitted recipe: approve or reject, each recorded in the audit log. */
@Injectable()
export class RecipeReviewService {
  constructor(
    private readonly em: EntityManager,
    private readonly recipes: AdminRecipesQueries,
    private readonly audit: AuditService,
    private readonly mail: MailService,
    private readonly assignments: JudgeAssignmentsService,
    private readonly assignmentsView: AssignmentsService,
  ) {}

  /**
   * The review page. `raw` is the list the admin came from (its `state`, `q`, `sort`, `dir`): the arrows follow that
   * list; without one (or when the list no longer holds the recipe) they follow the review order of submission.
   */
  async page(recipeId: number, raw: RawQuery = {}): Promise<RecipeReviewPageProps> {
    const recipe = await this.em.fork().findOne(Recipe, { id: recipeId }, { populate: ['contestant'] });
    if (!recipe) throw new NotFoundException({ message: REVIEW_MESSAGES.notFound });
    const list = parseRecipeList(raw);
    const context = recipeListContext(list);
    const assignment = await this.assignmentsView.forRecipe(
      recipe.id,
      recipe.isComplete && recipe.isApproved === REVIEW.approved && recipe.contestant.isActive,
    );
    if (context) {
      const place = await this.recipes.placeInList(recipe.id, list.query, list.filters);
      if (place) return { ...toRecipeReviewProps(recipe, recipe.contestant, place, context), assignment };
    }
    const place = recipe.isComplete ? await this.recipes.placeInReviewOrder(recipe.id) : null;
    return { ...toRecipeReviewProps(recipe, recipe.contestant, place), assignment };
  }

  /**
   * Sets the review. The row is locked while it changes, so two admins reviewing at once leave one answer and two
   * audit entries in order. Reviewing again (changing one's mind) is allowed; drafts (409) and the recipes of disabled
   * contestants (403, with a message the page shows) are refused.
   */
  review(recipeId: number, approved: boolean, actor: AuditActor): Promise<RecipeReviewResult> {
    return this.em.fork().transactional(async (tx) => {
      const recipe = await tx.findOne(
        Recipe,
        { id: recipeId },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      if (!recipe) throw new NotFoundException({ message: REVIEW_MESSAGES.notFound });
      if (!recipe.isComplete) throw new RuleViolationException(REVIEW_MESSAGES.notSubmitted);
      // A disabled contestant's recipe is in no judging round and cannot be edited: a review would decide nothing
      // and could surprise whoever enables the account later, so the team enables it first.
      const owner = await tx.findOne(Contestant, { id: recipe.contestant.id }, { refresh: true });
      if (!owner?.isActive) throw new ForbiddenException({ message: REVIEW_MESSAGES.contestantDisabled });
      const before = recipe.isApproved;
      recipe.isApproved = approved ? REVIEW.approved : REVIEW.notApproved;
      // The contestant hears of each decision that changes what they were told; the same answer again mails nothing.
      let mailed: string | null = null;
      if (recipe.isApproved !== before) {
        const template = recipeReview({
          firstName: owner.name?.trim() || 'there',
          recipeName: recipe.name,
          approved,
          recipeUrl: RECIPE_PAGES.view,
        });
        await this.mail.send(owner.email, template, tx);
        mailed = template.name;
      }
      // Issue 15, part 5: a recipe entering the first round gets its judges at once while assignment is on (the
      // approval is flushed first: the plan reads the round from the database).
      let assigned = 0;
      if (recipe.isApproved === REVIEW.approved && before !== REVIEW.approved) {
        await tx.flush();
        assigned = await this.assignments.assignNew(tx, recipe.id);
      }
      this.audit.record(tx, actor, {
        action: approved ? 'recipe.approve' : 'recipe.reject',
        subjectType: 'recipe',
        subjectId: recipe.id,
        before: { isApproved: before },
        after: {
          isApproved: recipe.isApproved,
          ...(mailed ? { contestantMailed: mailed } : {}),
          ...(assigned > 0 ? { assignedJudges: assigned } : {}),
        },
      });
      return { id: recipe.id, status: recipe.isApproved, statusLabel: reviewLabel(recipe.isApproved) };
    });
  }
}
