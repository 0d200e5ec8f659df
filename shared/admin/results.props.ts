import type { PeoplesChoiceAdminProps } from '../judging/peoples-choice.js';
import type { ListMeta } from './list.props.js';
import type { RecipeStanding } from '../judging/standing.js';
import type { FinalRankingProps } from '../judging/final-scoring.js';
import type { FeedbackReleaseStateProps } from '../judging/chef-feedback.js';

/** A judging round: the first or the final ('second'). Written out: the pages must not import entity files. */
export type ResultsRound = 'first' | 'second';

/**
 * A recipe's standing as ranking.ts computes it (scores rounded to two decimals for the screen), with whose recipe it
 * is and which judges should vote on it.
 */
export interface ResultsRowProps extends RecipeStanding {
  recipeName: string;
  contestantId: number;
  contestant: string;
  isFinalist: boolean;
  /** The judges of the panel who may vote on it (the panel less `excluded`): the votes this recipe should get. */
  judges: number;
  /** Judges of the panel left out for a conflict of interest with the contestant (issue 15, part 3). */
  excluded: number;
  /**
   * Issue 15, part 5, first round while assignment is on: the recipe's assigned judges and how many of them voted
   * (`judges` is then the assigned count); null otherwise.
   */
  assigned: { judges: number; voted: number } | null;
}

export interface JudgeProgressProps {
  id: number;
  name: string;
  email: string;
  voted: number;
  total: number;
  finished: boolean;
  /** Judges this round now; a judge shown only for earlier votes is not reminded. */
  onPanel: boolean;
  average: number | null;
  /** Average minus the panel's. */
  offset: number | null;
}

export interface AdminResultsPageProps {
  round: ResultsRound;
  /** The final round during a live final: the final ranking (kitchen score, tie-break); absent otherwise. */
  finalRanking?: FinalRankingProps | null;
  /** "Release feedback" (issue 36): the judges' comments and scores to the contestants, after the results. */
  feedback?: FeedbackReleaseStateProps;
  /** The People's Choice award (issue 36), when it is on: its own award, never part of the ranking. */
  peoplesChoice?: PeoplesChoiceAdminProps | null;
  roundLabel: string;
  roundOpen: boolean;
  rounds: Array<{ value: ResultsRound; label: string; href: string }>;
  summary: {
    recipes: number;
    judges: number;
    votes: number;
    expectedVotes: number;
    finalists: number;
    /** Recipes of the whole round whose three places differ. */
    disagreements: number;
  };
  /** One page of the ranking (`pagination`); ranking.csv has every row. */
  rows: ResultsRowProps[];
  pagination: ListMeta;
  judges: JudgeProgressProps[];
  panelAverage: number | null;
  histogram: Array<{ from: number; to: number; count: number }>;
  maxPoints: number;
  /** Judges of the panel who have not voted on every recipe: the reminder goes to them. */
  unfinished: number;
  urls: {
    rankingCsv: string;
    votesCsv: string;
    remind: string;
    finalist: string;
    finalistsMailing: string;
    resultsMailing: string;
    /** The final round only: "Archive as past edition" is this address followed by the recipe's id. */
    archive: string | null;
  };
  /** The contest-wide mailings: how many were notified of the finalists, and when the results were announced. */
  mailings: { finalistsNotified: number; resultsAnnouncedAt: string | null };
}

/** A mail as the preview dialog shows it: rendered for one of its recipients (or a sample when there is none). */
export interface MailPreviewProps {
  subject: string;
  html: string;
  text: string;
  /** Whose copy this is: "Ana Lopez", or "a sample contestant". */
  example: string;
}

/** GET /admins/results/mailings/finalists: who "Notify finalists" would mail now, and the two mails. */
export interface FinalistsMailingPreviewProps {
  /** Finalists not mailed yet: they get the finalist mail. */
  finalists: number;
  /** The rest of the first round's field not mailed yet: they get the thank-you. */
  others: number;
  /** Mailed by an earlier press: never mailed again. */
  alreadyNotified: number;
  /** Disabled contestants: they get nothing. */
  disabled: number;
  /** No contestant is marked finalist: the action is refused (a thank-you to everyone would be wrong). */
  noFinalists: boolean;
  mails: { finalist: MailPreviewProps; thanks: MailPreviewProps };
}

/** GET /admins/results/mailings/results: who "Announce results" would mail, and the mail. */
export interface ResultsMailingPreviewProps {
  recipients: number;
  disabled: number;
  /** Set once the results were announced: the action is done for good. */
  announcedAt: string | null;
  mail: MailPreviewProps;
}

/** What a sending answers in `data`. */
export interface MailingSentProps {
  mailed: number;
  finalists: number;
  others: number;
}
