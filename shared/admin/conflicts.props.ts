// Props of the conflicts of interest on the admin pages (the contestant's settings tab, the judge's form). Pages
// import these types with `import type`; no runtime code here.

/** Why a judge and a contestant are in conflict. */
export type ConflictSourceName = 'declared' | 'own_email' | 'supervisor_email';

export interface ConflictProps {
  judgeId: number;
  judge: string;
  judgeEmail: string;
  /** 'First round' or 'Final round'. */
  judgeRound: string;
  judgeActive: boolean;
  contestantId: number;
  contestant: string;
  contestantEmail: string;
  /** Every reason that applies, the automatic ones first. */
  sources: ConflictSourceName[];
  /** The words of each source, in the same order ("The judge's e-mail is the contestant's own", …). */
  sourceLabels: string[];
  /** The declared conflict's reason (null when only automatic). */
  reason: string | null;
  declaredAt: string | null;
  /** Only a declared conflict can be lifted; the automatic ones follow the e-mail addresses. */
  liftable: boolean;
  /** The other side's admin page (the judge's form from a contestant, the contestant from a judge). */
  href: string;
}

/** The box on the contestant's settings tab. */
export interface ContestantConflictsProps {
  conflicts: ConflictProps[];
  /** The judges a conflict can be declared with (every judge not already in conflict), by name. */
  judges: Array<{ id: number; label: string }>;
  declareUrl: string;
  liftUrl: string;
}

/** The section of the judge's edit form. */
export interface JudgeConflictsProps {
  judgeId: number;
  conflicts: ConflictProps[];
  declareUrl: string;
  liftUrl: string;
}

/** POST /admins/conflicts/declare and /lift answer { data: conflict } (the conflict as it now stands, or null). */
export interface ConflictSavedResponse {
  data: { conflict: ConflictProps | null };
}
