/**
 * Who judges which recipe when each recipe is judged by N judges of the round (issue 15, part 5). Pure: the
 * repository reads the round, the panel, the conflicts and the current assignments in a few set-based queries, this
 * plans the change, and the repository writes it in one statement each way.
 */

export interface AssignmentState {
  /** The round's recipes, in the round's order, with their contestant. */
  recipes: ReadonlyArray<{ id: number; contestantId: number }>;
  /** The panel: the enabled judges of the round. */
  judges: readonly number[];
  /** `judgeId:contestantId` of every conflict of interest. */
  conflicts: ReadonlySet<string>;
  /** Every current assignment, with whether the judge has cast their vote on it in the round. */
  current: ReadonlyArray<{ judgeId: number; recipeId: number; voted: boolean }>;
  perRecipe: number;
}

export interface AssignmentChange {
  add: Array<{ judgeId: number; recipeId: number }>;
  remove: Array<{ judgeId: number; recipeId: number }>;
}

export const conflictKey = (judgeId: number, contestantId: number) => `${judgeId}:${contestantId}`;

/**
 * `fill`: give each recipe (or each of `only`) its missing judges, taking the least loaded judges of the panel who
 * are not in conflict with its contestant; nothing is taken away. Used when the setting is turned on and when a
 * recipe is approved.
 *
 * `rebalance`: also let go of every assignment without the judge's vote that should not be there (a judge no longer
 * on the panel, a conflict, a recipe no longer in the round, more judges than N), fill, then move assignments
 * without a vote from the most loaded judges to the least loaded until their counts differ by one at most. An
 * assignment with the judge's vote is never moved or removed: the vote stays where it was cast, and counts towards
 * the recipe's N whoever cast it.
 */
export function planAssignments(
  state: AssignmentState,
  mode: 'fill' | 'rebalance',
  only?: ReadonlySet<number>,
): AssignmentChange {
  const panel = new Set(state.judges);
  const inRound = new Map(state.recipes.map((recipe) => [recipe.id, recipe.contestantId]));
  const remove: AssignmentChange['remove'] = [];
  const add: AssignmentChange['add'] = [];
  /** Per recipe: its judges (kept), and which of them voted. */
  const byRecipe = new Map<number, Map<number, boolean>>();
  const load = new Map<number, number>(state.judges.map((judgeId) => [judgeId, 0]));

  for (const assignment of state.current) {
    const contestantId = inRound.get(assignment.recipeId);
    const unwanted =
      !panel.has(assignment.judgeId) ||
      contestantId === undefined ||
      state.conflicts.has(conflictKey(assignment.judgeId, contestantId));
    if (mode === 'rebalance' && unwanted && !assignment.voted) {
      remove.push({ judgeId: assignment.judgeId, recipeId: assignment.recipeId });
      continue;
    }
    if (contestantId === undefined) continue;
    const judges = byRecipe.get(assignment.recipeId) ?? new Map<number, boolean>();
    judges.set(assignment.judgeId, assignment.voted);
    byRecipe.set(assignment.recipeId, judges);
    if (load.has(assignment.judgeId)) load.set(assignment.judgeId, load.get(assignment.judgeId)! + 1);
  }

  const counts = (judges: Map<number, boolean>) =>
    [...judges].filter(([judgeId, voted]) => voted || panel.has(judgeId)).length;

  if (mode === 'rebalance') {
    // More judges than N (N was lowered): the most loaded judges without a vote let go first.
    for (const [recipeId, judges] of byRecipe) {
      let excess = counts(judges) - state.perRecipe;
      if (excess <= 0) continue;
      const candidates = [...judges]
        .filter(([, voted]) => !voted)
        .map(([judgeId]) => judgeId)
        .sort((a, b) => (load.get(b) ?? 0) - (load.get(a) ?? 0) || b - a);
      for (const judgeId of candidates) {
        if (excess <= 0) break;
        judges.delete(judgeId);
        if (load.has(judgeId)) load.set(judgeId, load.get(judgeId)! - 1);
        remove.push({ judgeId, recipeId });
        excess -= 1;
      }
    }
  }

  // Fill: the least loaded judges first (ties by id, so a plan is the same every time).
  for (const recipe of state.recipes) {
    if (only && !only.has(recipe.id)) continue;
    const judges = byRecipe.get(recipe.id) ?? new Map<number, boolean>();
    byRecipe.set(recipe.id, judges);
    let missing = state.perRecipe - counts(judges);
    if (missing <= 0) continue;
    const candidates = state.judges
      .filter(
        (judgeId) => !judges.has(judgeId) && !state.conflicts.has(conflictKey(judgeId, recipe.contestantId)),
      )
      .sort((a, b) => load.get(a)! - load.get(b)! || a - b);
    for (const judgeId of candidates) {
      if (missing <= 0) break;
      judges.set(judgeId, false);
      load.set(judgeId, load.get(judgeId)! + 1);
      add.push({ judgeId, recipeId: recipe.id });
      missing -= 1;
    }
  }

  if (mode === 'rebalance') balance(state, byRecipe, load, inRound, add, remove);
  return { add: dedupe(add, remove), remove: dedupe(remove, add) };
}

/** Moves assignments without a vote from the most to the least loaded judges until they differ by one at most. */
function balance(
  state: AssignmentState,
  byRecipe: Map<number, Map<number, boolean>>,
  load: Map<number, number>,
  inRound: Map<number, number>,
  add: AssignmentChange['add'],
  remove: AssignmentChange['remove'],
): void {
  // A judge's movable recipes: assigned, not voted.
  const movable = new Map<number, Set<number>>(state.judges.map((judgeId) => [judgeId, new Set()]));
  for (const [recipeId, judges] of byRecipe)
    for (const [judgeId, voted] of judges) if (!voted) movable.get(judgeId)?.add(recipeId);
  const limit = state.recipes.length * Math.max(1, state.perRecipe);
  for (let step = 0; step < limit; step++) {
    const order = [...state.judges].sort((a, b) => load.get(a)! - load.get(b)! || a - b);
    let moved = false;
    // The most loaded judge gives to the least loaded who can take one of its recipes.
    for (let high = order.length - 1; high > 0 && !moved; high--) {
      const giver = order[high];
      for (let low = 0; low < high && !moved; low++) {
        const taker = order[low];
        if (load.get(giver)! - load.get(taker)! <= 1) break;
        for (const recipeId of movable.get(giver)!) {
          const judges = byRecipe.get(recipeId)!;
          if (judges.has(taker) || state.conflicts.has(conflictKey(taker, inRound.get(recipeId)!))) continue;
          judges.delete(giver);
          judges.set(taker, false);
          movable.get(giver)!.delete(recipeId);
          movable.get(taker)!.add(recipeId);
          load.set(giver, load.get(giver)! - 1);
          load.set(taker, load.get(taker)! + 1);
          remove.push({ judgeId: giver, recipeId });
          add.push({ judgeId: taker, recipeId });
          moved = true;
          break;
        }
      }
    }
    if (!moved) return;
  }
}

/** A pair both added and removed by the plan (moved away and back) is no change at all. */
function dedupe(list: AssignmentChange['add'], other: AssignmentChange['add']): AssignmentChange['add'] {
  const key = (pair: { judgeId: number; recipeId: number }) => `${pair.judgeId}:${pair.recipeId}`;
  const others = new Map<string, number>();
  for (const pair of other) others.set(key(pair), (others.get(key(pair)) ?? 0) + 1);
  const counts = new Map<string, number>();
  for (const pair of list) counts.set(key(pair), (counts.get(key(pair)) ?? 0) + 1);
  const result: AssignmentChange['add'] = [];
  const seen = new Set<string>();
  for (const pair of list) {
    const k = key(pair);
    if (seen.has(k)) continue;
    seen.add(k);
    if (counts.get(k)! > (others.get(k) ?? 0)) result.push(pair);
  }
  return result;
}
