import type { NotNull } from 'kysely';

/** The five scores of a vote row aliased `v`, as every reader of votes selects them. */
export const VOTE_SCORE_COLUMNS = [
  'v.creativity',
  'v.appearance',
  'v.ingredients',
  'v.profitability',
  'v.deployability',
] as const;

/** votes_complete_check: a row with one score has all five, so a scored row's five are never null. */
export interface ScoredVoteColumns {
  creativity: NotNull;
  appearance: NotNull;
  ingredients: NotNull;
  profitability: NotNull;
  deployability: NotNull;
}
