// Corrections of final-round scores: the rules, addresses, texts and page props the server and the pages share.

import type { Scores } from './judging-rules.js';

/** A vote's five criteria as numbers (the correction's before and after). */
export type ScoreSet = Scores;

/** Who corrected a score: an admin, or the final's head judge. */
export type CorrectionRole = 'admin' | 'head_judge';

export const CORRECTION_ROLE_LABELS: Record<CorrectionRole, string> = {
  admin: 'Admin',
  head_judge: 'Head judge',
};

export const CORRECTION_REASON = { min: 5, max: 500 } as const;

export const CORRECTION_PAGES = {
  admin: '/admins/final/scores',
  adminCorrect: (voteId: number) => `/admins/final/scores/${voteId}/correct`,
  headJudge: '/judges/final/scores',
  headJudgeCorrect: (voteId: number) => `/judges/final/scores/${voteId}/correct`,
} as const;

export const CORRECTION_MESSAGES = {
  reasonLength: `Give a reason of ${CORRECTION_REASON.min} to ${CORRECTION_REASON.max} characters`,
  notHeadJudge: 'Only the head judge can correct final-round scores.',
  notFinal: 'Only final-round scores can be corrected.',
  noScore: 'This judge has not scored this plate yet: there is nothing to correct.',
  unchanged: 'The correction changes no score',
  changed: 'This score changed since the page was loaded: reload the page to see it as it is.',
  released: 'The results are released on the board: hide the board again before correcting a score.',
  announced: 'The results have been mailed to the contestants: scores can no longer be corrected.',
  /** The judge's own vote call on a corrected score. */
  corrected: 'The head judge or an admin corrected this score: ask them to change it.',
} as const;

/** One correction, as the pages list it under the vote. */
export interface CorrectionProps {
  /** "Admin ana@example.com" or "Head judge bo@example.com". */
  by: string;
  /** When, in the contest's time zone. */
  at: string;
  reason: string;
  previous: ScoreSet;
  corrected: ScoreSet;
}

/** A scored final-round vote, as the correction pages list it. */
export interface CorrectableVoteProps {
  voteId: number;
  recipeId: number;
  /** "Plate 482", or the contestant's name when judging is not blind (the admin always sees the name too). */
  plate: string;
  /** The contestant's name (the admin's page); null on the head judge's page under blind judging. */
  contestant: string | null;
  judge: string;
  scores: ScoreSet;
  total: string;
  corrections: CorrectionProps[];
  correctUrl: string;
}

/** GET /admins/final/scores and /judges/final/scores. */
export interface ScoreCorrectionsPageProps {
  votes: CorrectableVoteProps[];
  /** Why corrections are closed now (results released or mailed); null while they are open. */
  closed: string | null;
  backUrl: string;
}

/** The answer of a correction: the vote's scores now. */
export interface CorrectionSavedResponse {
  data: { voteId: number; scores: ScoreSet; total: string };
}
