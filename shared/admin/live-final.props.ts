// Props of the admin's live-final page and its plate sheet. Pages import these types with `import type`.

import type { RefusedWriteProps } from '../judging/write-receipts.js';

/** One finalist as the admin sees them on the live-final page and the plate sheet. */
export interface PlateRowProps {
  recipeId: number;
  contestantId: number;
  /** "482", or null while no code is drawn (the live final is off). */
  code: string | null;
  contestant: string;
  recipe: string;
  /** The final-round version is submitted, so judges score it. */
  inRound: boolean;
  contestantUrl: string;
}

/** An enabled final-round judge, whom the admin can mark as the head judge. */
export interface FinalJudgeRowProps {
  id: number;
  name: string;
  email: string;
  headJudge: boolean;
}

export interface AdminLiveFinalPageProps {
  liveFinal: boolean;
  blindJudging: boolean;
  finalists: PlateRowProps[];
  /** Final-round scores cast so far: once there is one, the codes can no longer be redrawn. */
  finalScores: number;
  codesLocked: boolean;
  editionYear: number;
  /** Judges' writes the server refused (the round closed meanwhile, the judge was disabled), latest first. */
  refusedWrites: RefusedWriteProps[];
  /** The enabled final-round judges; the head judge corrects scores and makes the last tie-break's choice. */
  finalJudges: FinalJudgeRowProps[];
  headJudgeId: number | null;
  urls: {
    toggle: string;
    redraw: string;
    sheet: string;
    page: string;
    board: string;
    headJudge: string;
    scores: string;
  };
}

/** The printable sheet: the kitchen's list and the plates' labels. */
export interface PlateSheetPageProps {
  editionYear: number;
  finalists: PlateRowProps[];
  backUrl: string;
}

/** The answer of the switch and of a redraw. */
export interface LiveFinalSavedResponse {
  data: { liveFinal: boolean; drawn: number };
}

/** The answer of marking or unmarking the head judge: who it now is (null: nobody). */
export interface HeadJudgeSavedResponse {
  data: { headJudgeId: number | null };
}
