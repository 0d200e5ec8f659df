import { type AssignmentState, conflictKey, planAssignments } from './assignment-plan.js';

const recipes = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, contestantId: 100 + index + 1 }));

function loads(state: AssignmentState, plan: ReturnType<typeof planAssignments>) {
  const pairs = new Set(state.current.map((a) => `${a.judgeId}:${a.recipeId}`));
  for (const pair of plan.remove) pairs.delete(`${pair.judgeId}:${pair.recipeId}`);
  for (const pair of plan.add) pairs.add(`${pair.judgeId}:${pair.recipeId}`);
  const byJudge = new Map<number, number>();
  const byRecipe = new Map<number, number>();
  for (const pair of pairs) {
    const [judgeId, recipeId] = pair.split(':').map(Number);
    byJudge.set(judgeId, (byJudge.get(judgeId) ?? 0) + 1);
    byRecipe.set(recipeId, (byRecipe.get(recipeId) ?? 0) + 1);
  }
  return { pairs, byJudge, byRecipe };
}

describe(planAssignments.name, () => {
  it('gives each recipe N judges, balanced by count', () => {
    const state: AssignmentState = {
      recipes: recipes(10),
      judges: [1, 2, 3, 4],
      conflicts: new Set(),
      current: [],
      perRecipe: 2,
    };
    const { byJudge, byRecipe } = loads(state, planAssignments(state, 'fill'));
    expect([...byRecipe.values()]).toEqual(Array(10).fill(2));
    expect([...byJudge.values()].sort()).toEqual([5, 5, 5, 5]);
  });

  it('never assigns a judge in conflict with the contestant', () => {
    const state: AssignmentState = {
      recipes: recipes(3),
      judges: [1, 2, 3],
      conflicts: new Set([conflictKey(1, 101), conflictKey(2, 101)]),
      current: [],
      perRecipe: 2,
    };
    const { pairs } = loads(state, planAssignments(state, 'fill'));
    expect(pairs.has('1:1')).toBe(false);
    expect(pairs.has('2:1')).toBe(false);
    expect(pairs.has('3:1')).toBe(true);
  });

  it('rebalances after a judge leaves and another joins, keeping every assignment with a vote', () => {
    const state: AssignmentState = {
      recipes: recipes(6),
      judges: [1, 2, 4],
      conflicts: new Set(),
      current: [
        { judgeId: 1, recipeId: 1, voted: true },
        { judgeId: 1, recipeId: 2, voted: false },
        { judgeId: 2, recipeId: 3, voted: false },
        { judgeId: 2, recipeId: 4, voted: false },
        // Judge 3 was disabled: one vote cast, one recipe not voted.
        { judgeId: 3, recipeId: 5, voted: true },
        { judgeId: 3, recipeId: 6, voted: false },
      ],
      perRecipe: 1,
    };
    const plan = planAssignments(state, 'rebalance');
    expect(plan.remove).toContainEqual({ judgeId: 3, recipeId: 6 });
    expect(plan.remove).not.toContainEqual({ judgeId: 1, recipeId: 1 });
    expect(plan.remove).not.toContainEqual({ judgeId: 3, recipeId: 5 });
    const { byJudge, byRecipe, pairs } = loads(state, plan);
    expect(pairs.has('1:1') && pairs.has('3:5')).toBe(true);
    // Recipe 5 keeps the disabled judge's vote and gets no second judge.
    expect([...byRecipe.values()]).toEqual(Array(6).fill(1));
    const panelLoads = [1, 2, 4].map((judgeId) => byJudge.get(judgeId) ?? 0);
    expect(Math.max(...panelLoads) - Math.min(...panelLoads)).toBeLessThanOrEqual(1);
  });

  it('fills only the recipes named (a new approval) and takes nothing away', () => {
    const state: AssignmentState = {
      recipes: recipes(3),
      judges: [1, 2],
      conflicts: new Set(),
      current: [{ judgeId: 1, recipeId: 1, voted: false }],
      perRecipe: 1,
    };
    const plan = planAssignments(state, 'fill', new Set([3]));
    expect(plan).toEqual({ add: [{ judgeId: 2, recipeId: 3 }], remove: [] });
  });
});
