// Feedback to the chefs (issue 36, part 1): the judges' comments for the chef and the round's figures per criterion,
// shown to each contestant on their recipe page once an admin releases them after the results. Pure: the server
// computes the figures with it, the pages read its types and texts.

import { CRITERIA, CRITERIA_TEXT, type Criterion, ROUND_LABELS, type Stage } from './judging-rules.js';

export const CHEF_COMMENT_MAX_LENGTH = 5000;

export const CHEF_FEEDBACK_TEXT = {
  commentLabel: 'Comment for the chef (optional)',
  commentHint: 'The chef reads this after the results, without your name. Your note above stays private.',
  released: 'The judges\u2019 feedback is released: the contestants can read it on their recipe page.',
} as const;

export const CHEF_FEEDBACK_MESSAGES = {
  notYet:
    'The feedback can be released once the results are announced: send "Announce results" first, then release the feedback.',
  alreadyReleased:
    'The feedback was already released: every contestant with feedback can read it, and was mailed once.',
  nothingToRelease: 'No judge has scored or commented on a recipe yet, so there is no feedback to release.',
  previewOutdated:
    'The feedback has changed since you opened the preview. Open it again to see the new counts; nothing was released.',
} as const;

/** One criterion of one round: the judges' average and range over their votes on the recipe. */
export interface CriterionFeedbackProps {
  criterion: Criterion;
  label: string;
  /** Rounded to one decimal. */
  average: number;
  min: number;
  max: number;
  /** The highest score the criterion allows (5). */
  outOf: number;
}

/** One round's feedback on the contestant's own recipe. */
export interface RoundFeedbackProps {
  round: Stage;
  label: string;
  /** How many judges scored the recipe in the round. */
  judges: number;
  criteria: CriterionFeedbackProps[];
  /** The judges' comments, anonymous, in the order they were first written. */
  comments: string[];
}

/** The recipe page's feedback: null until an admin releases it (and for a contestant with none). */
export interface ChefFeedbackProps {
  rounds: RoundFeedbackProps[];
}

/** One judge's scores on the recipe in a round (complete votes only). */
export type VoteScores = Record<Criterion, number>;

const round1 = (value: number) => Math.round(value * 10) / 10;

/** A round's figures per criterion from its votes (none: no figures, only comments if any). */
export function summariseRound(
  round: Stage,
  votes: readonly VoteScores[],
  comments: readonly string[],
): RoundFeedbackProps {
  const criteria =
    votes.length === 0
      ? []
      : CRITERIA.map((criterion) => {
          const values = votes.map((vote) => vote[criterion]);
          return {
            criterion,
            label: CRITERIA_TEXT[criterion].label,
            average: round1(values.reduce((sum, value) => sum + value, 0) / values.length),
            min: Math.min(...values),
            max: Math.max(...values),
            outOf: 5,
          };
        });
  return { round, label: ROUND_LABELS[round], judges: votes.length, criteria, comments: [...comments] };
}

/** The admins' results page: where "Release feedback" stands. */
export interface FeedbackReleaseStateProps {
  /** ISO 8601 once released. */
  releasedAt: string | null;
  /** The results were announced: the release is possible from then on. */
  resultsAnnounced: boolean;
  previewUrl: string;
  releaseUrl: string;
}

/** The preview of "Release feedback": what a release would show and send now. */
export interface FeedbackReleasePreviewProps {
  /** Submitted recipes with scores or comments. */
  recipes: number;
  comments: number;
  /** Enabled contestants who would be mailed. */
  recipients: number;
  /** A few comments as the contestants will read them. */
  samples: string[];
  releasedAt: string | null;
  resultsAnnounced: boolean;
}

export interface FeedbackReleasedProps {
  recipes: number;
  comments: number;
  mailed: number;
}

/** What the contestant's recipe page adds to its props for the feedback. */
export interface RecipeFeedbackPageProps {
  feedback: ChefFeedbackProps | null;
}
