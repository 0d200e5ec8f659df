import { ForbiddenException, Injectable } from '@nestjs/common';
import type { JudgeActor } from '../auth/signed-in.decorator.js';
import { ContestSettingsService } from '../editions/contest-settings.service.js';
import { toIngredientRows } from '../recipes/recipe.props-mapper.js';
import { imageUrls } from '../storage/image-urls.js';
import { type JudgeScope, JudgingRoundQueries } from './judging-round.queries.js';
import type {
  CastVoteAnswer,
  JudgeDashboardPageProps,
  JudgeVotePageProps,
} from '@shared/judging/judging.props.js';
import { JUDGE_ACCOUNT_PAGES, JudgeAccountService } from '../auth/judge-account.service.js';
import { sortAllergens } from '@shared/recipes/allergens.js';
import {
  contestantLabel,
  recipeTitle,
  toAllergenProps,
  toCostComparison,
  toRecipeCardProps,
  toRoundProps,
  toScores,
} from './judging.props-mapper.js';
import { VoteRepository } from './vote.repository.js';
import { LiveFinalService } from './final/live-final.service.js';
import { RuleViolationException } from '../common/http-errors.js';
import { CORRECTION_MESSAGES } from '@shared/judging/vote-corrections.js';
import { type Receipted, WriteReceiptsService } from './receipts/write-receipts.service.js';
import {
  isRoundOpen,
  JUDGING_PAGES,
  type ListFilter,
  MAX_TOTAL,
  ROUND_LABELS,
  type Scores,
} from '@shared/judging/judging-rules.js';

export const RECIPES_PER_PAGE = 24;

/** The answer of the note call. */
export interface NoteAnswer {
  data: { note: string };
}

/** The answer of the comment call: the comment as stored ('' when cleared). */
export interface ChefCommentAnswer {
  data: { comment: string };
}

/** The five criteria alone (the DTO may carry more), for a vote's fingerprint. */
function pickScores(scores: Scores): Scores {
  const { creativity, appearance, ingredients, profitability, deployability } = scores;
  return { creativity, appearance, ingredients, profitability, deployability };
}

export const JUDGING_MESSAGES = {
  notInRound: 'This recipe is not part of your judging round.',
  conflicted:
    "You have a conflict of interest with this recipe's contestant, so you cannot judge it. It is not in your list and does not count in your progress.",
  notAssigned:
    'This recipe is not assigned to you: each recipe is judged by a few judges of the round, and your list shows yours.',
  roundClosed: (label: string) =>
    `Voting in the ${label.toLowerCase()} is closed, so votes and notes can no longer change.`,
} as const;

/**
 * A judge's work: the recipes of their round, the vote page, votes and notes. A judge only ever reads and writes
 * their own votes, on recipes of their own round, while that round is open. The judge is the one the audience guard
 * loaded for this request (enabled, with their round), not read again.
 */
@Injectable()
export class JudgingService {
  constructor(
    private readonly round: JudgingRoundQueries,
    private readonly votes: VoteRepository,
    private readonly settings: ContestSettingsService,
    private readonly liveFinal: LiveFinalService,
    private readonly receipts: WriteReceiptsService,
    private readonly account: JudgeAccountService,
  ) {}

  async dashboard(judge: JudgeActor, filter: ListFilter, page: number): Promise<JudgeDashboardPageProps> {
    const settings = await this.settings.current();
    const scope = await this.scopeOf(judge);
    const summary = await this.round.summary(judge.id, scope);
    const counts: Record<ListFilter, number> = {
      all: summary.total,
      voted: summary.voted,
      'not-voted': summary.total - summary.voted,
    };
    const pages = Math.max(1, Math.ceil(counts[filter] / RECIPES_PER_PAGE));
    const current = Math.min(page, pages);
    const rows = await this.round.page(
      judge.id,
      scope,
      filter,
      RECIPES_PER_PAGE,
      (current - 1) * RECIPES_PER_PAGE,
    );
    const codes = await this.plateCodes(
      judge,
      rows.map((row) => row.id),
    );
    const allergies = await this.account.allergiesOf(judge.id);
    return {
      judge: { name: judge.firstName },
      round: toRoundProps(judge.stage, settings),
      progress: { voted: summary.voted, total: summary.total },
      filter,
      counts,
      recipes: rows.map((row) =>
        toRecipeCardProps(row, settings.blindJudging, codes.get(row.id) ?? null, allergies),
      ),
      pagination: { page: current, pages, perPage: RECIPES_PER_PAGE },
      nextToVoteUrl: summary.firstUnvotedId === null ? null : JUDGING_PAGES.vote(summary.firstUnvotedId),
      finalistsPending: judge.stage === 'second' ? await this.round.finalistsPending() : 0,
      headJudgeScoresUrl: judge.stage === 'second' ? await this.liveFinal.headJudgeScoresUrl(judge.id) : null,
      kitchenUrl: judge.stage === 'second' ? await this.liveFinal.kitchenUrl(judge.id) : null,
      maxPoints: MAX_TOTAL,
    };
  }

  async votePage(judge: JudgeActor, recipeId: number): Promise<JudgeVotePageProps> {
    const settings = await this.settings.current();
    const scope = await this.scopeIfMayJudge(judge, recipeId);
    const place = await this.round.placeOf(scope, recipeId);
    const recipe = place ? await this.round.findRecipe(recipeId) : null;
    if (!place || !recipe) throw new ForbiddenException({ message: JUDGING_MESSAGES.notInRound });
    // One after the other: a request's queries share one connection.
    const vote = await this.votes.findOwn(judge.id, recipe.id, judge.stage);
    const summary = await this.round.summary(judge.id, scope);
    const costs = await this.round.costStandingInRound(judge.stage, recipe.costThousandths);
    const plateCode = (await this.plateCodes(judge, [recipe.id])).get(recipe.id) ?? null;
    const allergies = await this.account.allergiesOf(judge.id);
    const blind = settings.blindJudging;
    const scores = toScores(vote, judge.stage);
    const voted = scores.creativity !== -1;
    return {
      round: toRoundProps(judge.stage, settings),
      recipe: {
        id: recipe.id,
        name: recipeTitle(recipe),
        description: recipe.description,
        preparation: recipe.preparation,
        ingredients: toIngredientRows(recipe.ingredients),
        allergens: sortAllergens(recipe.allergens),
        image: recipe.recipeImage ? imageUrls(recipe.recipeImage) : null,
        headshot: !blind && recipe.headshotImage ? imageUrls(recipe.headshotImage) : null,
      },
      contestant: contestantLabel(recipe.id, recipe.contestant, blind, plateCode),
      plateCode,
      ...toAllergenProps(recipe, allergies),
      accountUrl: JUDGE_ACCOUNT_PAGES.account,
      position: place.position,
      total: summary.total,
      prevId: place.previousId,
      nextId: place.nextId,
      listUrl: JUDGING_PAGES.list,
      progress: { voted: summary.voted, total: summary.total },
      scores,
      voted,
      votedAt: voted ? (vote?.votedAt?.toISOString() ?? null) : null,
      note: vote?.note ?? '',
      chefComment: vote?.chefComment ?? '',
      cost: toCostComparison(recipe.costThousandths, costs, recipe.menuPriceCents),
      voteUrl: JUDGING_PAGES.vote(recipe.id),
      noteUrl: JUDGING_PAGES.note(recipe.id),
      commentUrl: JUDGING_PAGES.comment(recipe.id),
      maxPoints: MAX_TOTAL,
    };
  }

  /**
   * Stores the vote (a second vote replaces the first) and says where the judge goes next; with an idempotency key,
   * once whatever the retries.
   */
  castVote(
    judge: JudgeActor,
    recipeId: number,
    scores: Scores,
    key?: string,
  ): Promise<Receipted<CastVoteAnswer>> {
    const request = { call: 'vote', recipeId, scores: pickScores(scores) };
    return this.receipts.once(judge.id, key, request, () => this.applyVote(judge, recipeId, scores));
  }

  /** Stores the note; with an idempotency key, once whatever the retries. */
  saveNote(judge: JudgeActor, recipeId: number, note: string, key?: string): Promise<Receipted<NoteAnswer>> {
    return this.receipts.once(judge.id, key, { call: 'note', recipeId, note }, async () => {
      await this.scopeIfMayWrite(judge, recipeId);
      await this.votes.saveNote(judge.id, recipeId, judge.stage, note);
      return { data: { note } };
    });
  }

  /** Stores the comment for the chef (empty clears it); with an idempotency key, once whatever the retries. */
  saveChefComment(
    judge: JudgeActor,
    recipeId: number,
    comment: string,
    key?: string,
  ): Promise<Receipted<ChefCommentAnswer>> {
    return this.receipts.once(judge.id, key, { call: 'comment', recipeId, comment }, async () => {
      await this.scopeIfMayWrite(judge, recipeId);
      await this.votes.saveChefComment(judge.id, recipeId, judge.stage, comment === '' ? null : comment);
      return { data: { comment } };
    });
  }

  private async applyVote(judge: JudgeActor, recipeId: number, scores: Scores): Promise<CastVoteAnswer> {
    const scope = await this.scopeIfMayWrite(judge, recipeId);
    if (!(await this.votes.saveScores(judge.id, recipeId, judge.stage, scores)))
      throw new RuleViolationException(CORRECTION_MESSAGES.corrected);
    const after = await this.round.afterVote(judge.id, scope, recipeId);
    const lastRecipe = after.lastId === recipeId;
    // After the round's last recipe the page's modal sends the judge to the list (section 4), so the answer does too:
    // the page always follows `redirectTo`.
    const next = lastRecipe ? null : after.nextUnvotedId;
    return {
      redirectTo: next === null ? JUDGING_PAGES.list : JUDGING_PAGES.vote(next),
      voted: after.voted,
      total: after.total,
      lastRecipe,
    };
  }

  /** The plates' codes a final-round judge sees in a live final (none in the first round). */
  private plateCodes(judge: JudgeActor, recipeIds: number[]): Promise<Map<number, string>> {
    return judge.stage === 'second' ? this.liveFinal.codesFor(recipeIds) : Promise.resolve(new Map());
  }

  /**
   * The judge's share of the round, if their round is open and they may judge the recipe; otherwise a 403 that says
   * which.
   */
  private async scopeIfMayWrite(judge: JudgeActor, recipeId: number): Promise<JudgeScope> {
    const settings = await this.settings.current();
    if (!isRoundOpen(settings, judge.stage))
      throw new ForbiddenException({ message: JUDGING_MESSAGES.roundClosed(ROUND_LABELS[judge.stage]) });
    return this.scopeIfMayJudge(judge, recipeId);
  }

  /**
   * What the judge sees of their round: its stage, less the contestants they are in conflict with, and only their
   * assigned recipes while assignment is on.
   */
  private scopeOf(judge: JudgeActor): Promise<JudgeScope> {
    return this.round.scopeFor(judge.id, judge.stage);
  }

  /**
   * The judge's scope (one statement with the recipe's check); 403 unless the recipe is in the judge's round, its
   * contestant is not one they are in conflict with, and (while assignment is on) it is assigned to them; each
   * refusal says which (a judge learns why the recipe is not theirs).
   */
  private async scopeIfMayJudge(judge: JudgeActor, recipeId: number): Promise<JudgeScope> {
    const { scope, recipe } = await this.round.scopeAndRecipe(judge.id, judge.stage, recipeId);
    if (recipe === null) throw new ForbiddenException({ message: JUDGING_MESSAGES.notInRound });
    if (scope.excludedContestants.includes(recipe.contestantId))
      throw new ForbiddenException({ message: JUDGING_MESSAGES.conflicted });
    if (!recipe.assigned) throw new ForbiddenException({ message: JUDGING_MESSAGES.notAssigned });
    return scope;
  }
}
