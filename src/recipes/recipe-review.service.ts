import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { RuleViolationException } from '../common/http-errors.js';
import type { Transaction } from '../database/unit-of-work.js';
import { ContestantsService } from '../contestants/contestants.service.js';
import { formatTimeInZone } from '@shared/time-zone.js';
import { ContestSettingsService } from '../editions/contest-settings.service.js';
import { MailService } from '../mail/mail.service.js';
import type { HeldMail } from '../mail/mail.service.js';
import { RECIPE_REVIEW_MAILS, recipeReview } from '../mail/templates/recipe-review.js';
import { localeOf } from '@shared/i18n/locales.js';
import type { Recipe } from './recipe.entity.js';
import { RecipeRepository } from './recipe.repository.js';
import { RECIPE_PAGES } from './recipes.service.js';
import { type AuditActor, AuditService } from '../audit/audit.service.js';
import type {
  HeldReviewMailProps,
  RecipeReviewPageProps,
  RecipeReviewResult,
  ReviewMailOutcome,
} from '@shared/admin/admin-core.props.js';
import { RecipeListQueries, type ReviewPlace } from './recipe-list.queries.js';
import { parseRecipeList, recipeListContext } from './recipe-list.js';
import { reviewLabel } from './recipe-states.js';
import type { RawQuery } from '../common/list-query.js';
import { REVIEW } from '@shared/statuses.js';

export type { ReviewPlace };

/** The outbox topic of a recipe's review mails: the held one is cancelled, and the last one sent read, by it. */
export const reviewMailTopic = (recipeId: number) => `recipe-review:${recipeId}`;

function toHeldMailProps(mail: HeldMail | null, timeZone: string): HeldReviewMailProps | null {
  if (!mail) return null;
  return {
    decision: mail.template === RECIPE_REVIEW_MAILS.approved ? 'approved' : 'not-approved',
    at: mail.dueAt.toISOString(),
    time: formatTimeInZone(mail.dueAt, timeZone),
  };
}

export const REVIEW_MESSAGES = {
  notFound: 'This recipe does not exist.',
  notSubmitted: 'Only submitted recipes can be reviewed. This recipe is still a draft.',
  contestantDisabled:
    "This contestant's account is disabled, so their recipe is out of the contest. Enable the account in the contestant's settings before reviewing it.",
} as const;

/**
 * What the review page shows of the recipe: the recipe with its contestant, its place in the list the admin came from
 * (`context`, that list's query string, '' for the review order of submission), whether it is in the first round
 * (its judges are judging's to show) and the review mail still held.
 */
export interface RecipeReviewView extends Pick<RecipeReviewPageProps, 'heldMail' | 'mailDelayMinutes'> {
  recipe: Recipe;
  place: ReviewPlace | null;
  context: string;
  inFirstRound: boolean;
}

/**
 * What else an approval does in the review's transaction (a recipe entering the first round gets its judges);
 * answers how many judges it was given.
 */
export type OnApproved = (tx: Transaction, recipeId: number) => Promise<number>;

/** The contest team's review of a submitted recipe: approve or reject, each recorded in the audit log. */
@Injectable()
export class RecipeReviewService {
  constructor(
    private readonly recipeRows: RecipeRepository,
    private readonly contestants: ContestantsService,
    private readonly recipes: RecipeListQueries,
    private readonly audit: AuditService,
    private readonly mail: MailService,
    private readonly settings: ContestSettingsService,
  ) {}

  /**
   * The review page. `raw` is the list the admin came from (its `state`, `q`, `sort`, `dir`): the arrows follow that
   * list; without one (or when the list no longer holds the recipe) they follow the review order of submission.
   */
  async view(recipeId: number, raw: RawQuery = {}): Promise<RecipeReviewView> {
    const recipe = await this.recipeRows.findWithContestant(recipeId);
    if (!recipe) throw new NotFoundException({ message: REVIEW_MESSAGES.notFound });
    const list = parseRecipeList(raw);
    const context = recipeListContext(list);
    const inFirstRound =
      recipe.isComplete && recipe.isApproved === REVIEW.approved && recipe.contestant.isActive;
    const settings = await this.settings.current();
    const mail = {
      heldMail: toHeldMailProps(await this.mail.findHeld(reviewMailTopic(recipe.id)), settings.timeZone),
      mailDelayMinutes: settings.reviewMailDelayMinutes,
    };
    if (context) {
      const place = await this.recipes.placeInList(recipe.id, list.query, list.filters);
      if (place) return { recipe, place, context, inFirstRound, ...mail };
    }
    const place = recipe.isComplete ? await this.recipes.placeInReviewOrder(recipe.id) : null;
    return { recipe, place, context: '', inFirstRound, ...mail };
  }

  /**
   * Sets the review. The row is locked while it changes, so two admins reviewing at once leave one answer and two
   * audit entries in order. Reviewing again (changing one's mind) is allowed; drafts (409) and the recipes of disabled
   * contestants (403, with a message the page shows) are refused. `message`, the team's words to the contestant, goes
   * into a rejection's mail; an approval carries none.
   *
   * The contestant's mail waits in the outbox for the contest's review mail delay: each review first cancels the one
   * still waiting, then holds a new one only when the decision differs from what the contestant was last told. So a
   * mistake corrected within the delay mails nobody, and a changed mind mails the final decision once.
   */
  async review(
    recipeId: number,
    approved: boolean,
    actor: AuditActor,
    message: string | null,
    onApproved: OnApproved,
  ): Promise<RecipeReviewResult> {
    // Read before the transaction: the settings need a connection of their own.
    const settings = await this.settings.current();
    const holdMs = settings.reviewMailDelayMinutes * 60_000;
    return this.recipeRows.inOwnTransaction(async (tx) => {
      const recipe = await this.recipeRows.findForReview(recipeId);
      if (!recipe) throw new NotFoundException({ message: REVIEW_MESSAGES.notFound });
      if (!recipe.isComplete) throw new RuleViolationException(REVIEW_MESSAGES.notSubmitted);
      // A disabled contestant's recipe is in no judging round and cannot be edited: a review would decide nothing
      // and could surprise whoever enables the account later, so the team enables it first.
      const owner = await this.contestants.findFresh(recipe.contestant.id);
      if (!owner?.isActive) throw new ForbiddenException({ message: REVIEW_MESSAGES.contestantDisabled });
      const before = recipe.isApproved;
      recipe.isApproved = approved ? REVIEW.approved : REVIEW.notApproved;
      const note = approved ? null : message;

      // The recipe's row lock orders the reviews of one recipe, so the cancel, the look-up and the new mail see
      // each other's work.
      const topic = reviewMailTopic(recipe.id);
      const cancelled = await this.mail.cancelHeld(topic, tx);
      // Reviews saved before review mails had a topic mailed the contestant's address at once: those count too.
      const told = await this.mail.lastReleased(topic, tx, {
        to: owner.email,
        templates: Object.values(RECIPE_REVIEW_MAILS),
      });
      const template = recipeReview(
        {
          firstName: owner.name?.trim() || null,
          recipeName: recipe.name,
          approved,
          recipeUrl: RECIPE_PAGES.view,
          message: note,
        },
        localeOf(owner.language),
      );
      let mailed: string | null = null;
      let held: HeldMail | null = null;
      if (template.name !== told) {
        const mail = await this.mail.send(owner.email, template, tx, { topic, holdMs });
        mailed = template.name;
        if (holdMs > 0) held = { template: template.name, dueAt: mail.nextAttemptAt };
      }
      const outcome: ReviewMailOutcome = held
        ? 'held'
        : mailed
          ? 'now'
          : cancelled.length > 0
            ? 'cancelled'
            : 'none';
      // A recipe entering the first round gets its judges at once while assignment is on (the approval is flushed
      // first: the plan reads the round from the database).
      let assigned = 0;
      if (recipe.isApproved === REVIEW.approved && before !== REVIEW.approved) {
        await tx.flush();
        assigned = await onApproved(tx, recipe.id);
      }
      this.audit.record(tx, actor, {
        action: approved ? 'recipe.approve' : 'recipe.reject',
        subjectType: 'recipe',
        subjectId: recipe.id,
        before: { isApproved: before },
        after: {
          isApproved: recipe.isApproved,
          ...(note ? { message: note } : {}),
          ...(mailed ? { contestantMailed: mailed } : {}),
          ...(held ? { mailDueAt: held.dueAt.toISOString() } : {}),
          ...(cancelled.length > 0 ? { mailCancelled: cancelled[cancelled.length - 1] } : {}),
          ...(assigned > 0 ? { assignedJudges: assigned } : {}),
        },
      });
      return {
        id: recipe.id,
        status: recipe.isApproved,
        statusLabel: reviewLabel(recipe.isApproved),
        mail: outcome,
        heldMail: toHeldMailProps(held, settings.timeZone),
      };
    });
  }
}
