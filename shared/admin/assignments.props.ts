// Props of the judges' assignment (issue 15, part 5) on the admin pages. Pages import these types with
// `import type`; no runtime code here.

/** The settings card: the setting, and where the assignment stands. */
export interface AssignmentCardProps {
  /** N, or null while off. */
  perRecipe: number | null;
  /** Where the first round stands (null while off). */
  summary: {
    recipes: number;
    panel: number;
    assignments: number;
    /** Recipes with fewer than N judges: a rebalance gives them theirs. */
    recipesShort: number;
    minLoad: number;
    maxLoad: number;
  } | null;
  saveUrl: string;
  rebalanceUrl: string;
}

/** One assigned recipe on the judge's form. */
export interface AssignedRecipeProps {
  id: number;
  name: string;
  voted: boolean;
  href: string;
}

/** One assigned judge on the recipe's review page. */
export interface AssignedJudgeProps {
  id: number;
  name: string;
  email: string;
  voted: boolean;
  /** Enabled and judging the first round; others keep only the recipes they voted on. */
  onPanel: boolean;
  href: string;
}

/** The judge's form: their assigned recipes (null while assignment is off or for a final-round judge). */
export interface JudgeAssignmentProps {
  perRecipe: number;
  recipes: AssignedRecipeProps[];
  voted: number;
}

/** The review page: the recipe's assigned judges (null while assignment is off). */
export interface RecipeAssignmentProps {
  perRecipe: number;
  /** The recipe is in the first round (approved, contestant enabled): otherwise it has no judges yet. */
  inRound: boolean;
  judges: AssignedJudgeProps[];
}

/** POST /admins/settings/assignment and /rebalance answer { data: card } with what changed. */
export interface AssignmentSavedResponse {
  data: AssignmentCardProps & { added: number; removed: number };
}
