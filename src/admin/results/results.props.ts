import type { Criterion } from '../../judging/judging-rules.js';
import type { ListMeta } from '../common/list.props.js';

/** A judging round: the first or the final ('second'). Written out: the pages must not import entity files. */
export type ResultsRound = 'first' | 'second';

/** A score by one method (points, or a z-score for the normalised method) and the place it gives. */
export interface ResultsMethodProps {
  score: number | null;
  rank: number | null;
}

export interface ResultsRowProps {
  recipeId: number;
  recipeName: string;
  contestantId: number;
  contestant: string;
  isFinalist: boolean;
  votes: number;
  /** The panel's size: the votes this recipe should get. */
  judges: number;
  raw: ResultsMethodProps;
  normalised: ResultsMethodProps;
  /** `dropped`: the highest and lowest total were left out (3 votes or more). */
  trimmed: ResultsMethodProps & { dropped: boolean };
  /** The three methods give different places. */
  disagree: boolean;
  criteria: Record<Criterion, number | null>;
  spread: { sd: number; range: number; min: number; max: number } | null;
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
  urls: { rankingCsv: string; votesCsv: string; remind: string; finalist: string };
}
