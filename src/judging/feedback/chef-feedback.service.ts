import { Injectable } from '@nestjs/common';
import { type AuditActor, AuditService } from '../../audit/audit.service.js';
import { RuleViolationException } from '../../common/http-errors.js';
import { Transactions } from '../../database/unit-of-work.js';
import { MailService } from '../../mail/mail.service.js';
import { feedbackReady } from '../../mail/templates/chef-feedback.js';
import { localeOf } from '@shared/i18n/locales.js';
import { ContestMailingsService } from '../results/contest-mailings.service.js';
import { ChefFeedbackQueries, type FeedbackVoteRow } from './chef-feedback.queries.js';
import {
  CHEF_FEEDBACK_MESSAGES,
  type ChefFeedbackProps,
  type FeedbackReleasedProps,
  type FeedbackReleasePreviewProps,
  type FeedbackReleaseStateProps,
  summariseRound,
  type VoteScores,
} from '@shared/judging/chef-feedback.js';
import { STAGES } from '../../auth/staff-account.entity.js';

export const FEEDBACK_PAGES = {
  release: '/admins/results/feedback',
  /** The contestant's read-only recipe page, where the feedback shows (RECIPE_PAGES.view). */
  recipeView: '/user/recipe/view',
} as const;

/**
 * Feedback to the chefs (issue 36, part 1). The judges' comments for the chef and the scores of each round reach a
 * contestant only after an admin releases them, which is possible once the results are announced (the results mail,
 * ContestMailingsService), and once: the release, its mails and its audit entry are written in one transaction.
 * What a contestant gets never names a judge nor carries a private note.
 */
@Injectable()
export class ChefFeedbackService {
  constructor(
    private readonly transactions: Transactions,
    private readonly queries: ChefFeedbackQueries,
    private readonly mailings: ContestMailingsService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
  ) {}

  /** The contestant's feedback for their recipe page: null before the release, or when there is none. */
  async forContestant(contestantId: number): Promise<ChefFeedbackProps | null> {
    if ((await this.queries.releasedAt()) === null) return null;
    const votes = await this.queries.votesOnRecipeOf(contestantId);
    const rounds = STAGES.flatMap((stage) => {
      const own = votes.filter((vote) => vote.stage === stage);
      if (own.length === 0) return [];
      const scores = own.flatMap((vote): VoteScores[] => (vote.scores ? [vote.scores] : []));
      return [summariseRound(stage, scores, comments(own))];
    });
    return rounds.length === 0 ? null : { rounds };
  }

  async state(): Promise<FeedbackReleaseStateProps> {
    return {
      releasedAt: (await this.queries.releasedAt())?.toISOString() ?? null,
      resultsAnnounced: await this.mailings.resultsAnnounced(),
      previewUrl: FEEDBACK_PAGES.release,
      releaseUrl: FEEDBACK_PAGES.release,
    };
  }

  async preview(): Promise<FeedbackReleasePreviewProps> {
    const counts = await this.queries.counts();
    const recipients = await this.queries.recipients();
    return {
      ...counts,
      recipients: recipients.length,
      releasedAt: (await this.queries.releasedAt())?.toISOString() ?? null,
      resultsAnnounced: await this.mailings.resultsAnnounced(),
    };
  }

  /**
   * Releases the feedback and mails each enabled contestant who has some. Refused (409): before the results are
   * announced, a second time, with nothing to release, or when the counts confirmed in the preview changed.
   */
  release(actor: AuditActor, previewed: number): Promise<FeedbackReleasedProps> {
    return this.transactions.run(async (tx) => {
      if ((await this.queries.releasedAt(tx, true)) !== null)
        throw new RuleViolationException(CHEF_FEEDBACK_MESSAGES.alreadyReleased);
      if (!(await this.mailings.resultsAnnounced(tx)))
        throw new RuleViolationException(CHEF_FEEDBACK_MESSAGES.notYet);
      const counts = await this.queries.counts(tx);
      if (counts.recipes === 0) throw new RuleViolationException(CHEF_FEEDBACK_MESSAGES.nothingToRelease);
      const recipients = await this.queries.recipients(tx);
      if (recipients.length !== previewed)
        throw new RuleViolationException(CHEF_FEEDBACK_MESSAGES.previewOutdated);
      // Two releases at once: the second finds the row written and is refused like a later one.
      if (!(await this.queries.markReleased(tx, actor.id)))
        throw new RuleViolationException(CHEF_FEEDBACK_MESSAGES.alreadyReleased);
      for (const row of recipients)
        await this.mail.send(
          row.email,
          feedbackReady(
            { firstName: row.firstName, recipeName: row.recipeName, recipeUrl: FEEDBACK_PAGES.recipeView },
            localeOf(row.language),
          ),
          tx,
        );
      this.audit.record(tx, actor, {
        action: 'results.release_feedback',
        subjectType: 'contestants',
        after: {
          recipes: counts.recipes,
          comments: counts.comments,
          contestantIds: recipients.map((row) => row.contestantId),
        },
      });
      return { recipes: counts.recipes, comments: counts.comments, mailed: recipients.length };
    });
  }
}

/** The round's comments, in the order their votes were first written. */
function comments(votes: readonly FeedbackVoteRow[]): string[] {
  return votes.flatMap((vote) => (vote.comment ? [vote.comment] : []));
}
