// The live final's results board: what its pages receive and what its event stream sends. Until the results are
// released it carries counts only: no score, no place, no contestant's or recipe's name.

/** How many final-round scores are in, of how many the round should get. */
export interface BoardCount {
  scored: number;
  expected: number;
}

/** A judge on the board, by number ("Judge 2"): their name is not shown on the venue's screen. */
export interface BoardJudge extends BoardCount {
  label: string;
}

/** A plate on the board, by its code. */
export interface BoardPlate extends BoardCount {
  code: string;
}

/** One place of the released ranking. */
export interface BoardPlace {
  /** 1 is the winner; tied plates share a place. */
  place: number;
  code: string | null;
  contestant: string;
  recipe: string;
  /** The final score, out of `maxPoints`: the mean of the plate's totals, or with the kitchen score, of 100. */
  points: number | null;
  /** With the kitchen score on: the tasting mean (of 25), the kitchen percentage, and the lateness penalty. */
  parts: { tasting: number | null; kitchen: number | null; minutesLate: number; penalty: number } | null;
  /** The tie-break rule that placed this plate among those it tied with ('Highest creativity average'). */
  tieBrokenBy: string | null;
}

export type BoardSnapshot =
  | { state: 'off' }
  | { state: 'progress'; total: BoardCount; judges: BoardJudge[]; plates: BoardPlate[] }
  | {
      state: 'released';
      total: BoardCount;
      judges: BoardJudge[];
      plates: BoardPlate[];
      /** From the winner down to the last place: the board reveals it from the end. */
      ranking: BoardPlace[];
      maxPoints: number;
    };

/** /final/board/{token}: the venue's screen. */
export interface DisplayBoardPageProps {
  board: BoardSnapshot;
  editionYear: number;
  /** Where the screen's event stream is read. */
  eventsUrl: string;
}

/** /admins/final/board: the board, and the admin's controls. */
export interface AdminFinalBoardPageProps {
  board: BoardSnapshot;
  editionYear: number;
  liveFinal: boolean;
  released: boolean;
  /** When the venue screen's link was made, on the contest's clock ('Friday, … at 6:02 AM EST'); null while none. */
  displayLinkSince: string | null;
  urls: {
    events: string;
    release: string;
    hide: string;
    newLink: string;
    revokeLink: string;
    liveFinal: string;
  };
}

/** The answer of "Release results" and "Hide the board again". */
export interface BoardReleaseResponse {
  data: { released: boolean };
}

/** The answer of a new display link: the address, shown once (only its hash is kept). */
export interface BoardLinkResponse {
  data: { url: string | null };
}
