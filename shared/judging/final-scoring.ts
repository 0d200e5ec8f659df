// The live final's kitchen score and tie-break: the rules both the server and the pages name, and what the pages
// receive. A kitchen criterion is scored in whole points from 0 to KITCHEN_MAX_POINTS.

export const KITCHEN_MAX_POINTS = 10;
export const KITCHEN_MAX_MINUTES_LATE = 600;
export const KITCHEN_CRITERIA_MAX = 12;
export const KITCHEN_CRITERION_NAME_MAX = 60;
export const TIE_REASON_MAX = 500;

/** The rules that can break a tie of the final ranking, in the admin's chosen order. */
export const TIE_RULES = ['tasting_total', 'creativity', 'kitchen', 'head_judge'] as const;
export type TieRule = (typeof TIE_RULES)[number];
export const DEFAULT_TIE_BREAK: readonly TieRule[] = ['tasting_total', 'creativity', 'head_judge'];

export const TIE_RULE_LABELS: Record<TieRule, string> = {
  tasting_total: 'Highest tasting total',
  creativity: 'Highest creativity average',
  kitchen: 'Highest kitchen score',
  head_judge: "The head judge's choice",
};

export const FINAL_SCORING_PAGES = {
  admin: '/admins/final/scoring',
  settings: '/admins/final/scoring/settings',
  criteria: '/admins/final/scoring/criteria',
  /** The judge's id follows. */
  kitchenJudges: '/admins/final/scoring/kitchen-judges/',
  ties: '/admins/final/scoring/ties',
  kitchen: '/judges/kitchen',
  kitchenScore: (recipeId: number) => `/judges/kitchen/${recipeId}`,
} as const;

export const FINAL_SCORING_MESSAGES = {
  changed: 'Another admin changed the kitchen score meanwhile: reload the page to see it as it is.',
  criteriaLocked: 'The kitchen criteria can no longer change: kitchen judges have started scoring.',
  criteriaUnknown: 'A kitchen criterion was removed meanwhile: reload the page.',
  criteriaDuplicate: 'Two kitchen criteria have the same name.',
  notFinalJudge: 'Only an enabled final-round judge can be a kitchen judge.',
  noHeadJudge: 'Mark the head judge on the live final page first: the choice is theirs.',
  noSuchTie:
    'These plates are not tied for the head judge to decide: reload the page to see the ranking as it is.',
  kitchenOff: 'The kitchen score is not on for this final.',
  notKitchenJudge: 'You are not a kitchen judge of this final: an admin marks kitchen judges.',
  everyCriterion: 'Score every kitchen criterion, from 0 to 10 points.',
  notInFinal: 'This plate is not in the final.',
  roundClosed: 'The final round is closed: scores can no longer change.',
} as const;

/** One finalist's place in the final ranking, with each part of their score. */
export interface FinalPlaceProps {
  recipeId: number;
  code: string | null;
  contestant: string;
  recipe: string;
  /** 1 is the winner; plates still tied share a place; null without a score. */
  place: number | null;
  /** The final score: the tasting mean out of 25 (kitchen score off), else out of 100. */
  score: number | null;
  /** The tasting mean, out of 25. */
  tasting: number | null;
  /** The kitchen score as a percentage of its maximum; null with the kitchen score off or not yet scored. */
  kitchen: number | null;
  minutesLate: number;
  /** The points taken off for lateness. */
  penalty: number;
  /** The rule that placed this plate among those it tied with; null when it tied with none (or still ties). */
  tieBrokenBy: TieRule | null;
  /** Still tied with another plate after every rule (the head judge's choice is awaited). */
  stillTied: boolean;
}

/** The final ranking, as the results page, the board and the export show it. */
export interface FinalRankingProps {
  kitchenScore: boolean;
  tastingWeight: number;
  kitchenWeight: number;
  penaltyPerMinute: number;
  tieBreak: TieRule[];
  /** Out of what the scores are: 25 with the kitchen score off, 100 with it on. */
  maxScore: number;
  places: FinalPlaceProps[];
}

/** A group of plates the earlier rules leave tied, for the head judge to decide. */
export interface HeadJudgeTieProps {
  recipeIds: number[];
  plates: Array<{ recipeId: number; code: string | null; contestant: string }>;
  /** The choice recorded for exactly these plates, if any. */
  decision: { order: number[]; reason: string; headJudge: string | null; recordedAt: string } | null;
}

export interface FinalScoringJudgeProps {
  id: number;
  name: string;
  email: string;
  kitchenJudge: boolean;
  headJudge: boolean;
}

/** /admins/final/scoring */
export interface AdminFinalScoringPageProps {
  liveFinal: boolean;
  kitchenScore: boolean;
  kitchenWeight: number;
  penaltyPerMinute: number;
  tieBreak: TieRule[];
  criteria: Array<{ id: number; name: string }>;
  /** Kitchen scores exist: the criteria stay as they are. */
  criteriaLocked: boolean;
  judges: FinalScoringJudgeProps[];
  headJudge: string | null;
  ties: HeadJudgeTieProps[];
  ranking: FinalRankingProps;
  urls: { settings: string; criteria: string; ties: string; liveFinal: string; kitchenJudge: string };
}

/** One plate on the kitchen judge's page. */
export interface KitchenPlateProps {
  recipeId: number;
  /** "Plate 482"; under blind judging the only name shown. */
  label: string;
  /** The contestant and recipe, without blind judging; null under it. */
  detail: string | null;
  scores: Record<number, number> | null;
  minutesLate: number;
  saveUrl: string;
}

/** /judges/kitchen */
export interface KitchenJudgePageProps {
  criteria: Array<{ id: number; name: string }>;
  maxPoints: number;
  plates: KitchenPlateProps[];
  open: boolean;
  listUrl: string;
  /** Why this judge has nothing to score here (not a kitchen judge, the kitchen score off); null when they can. */
  refusal: string | null;
}

export interface KitchenScoreAnswer {
  data: { recipeId: number; total: number; minutesLate: number };
}

export interface FinalScoringSavedAnswer {
  data: { saved: true };
}
