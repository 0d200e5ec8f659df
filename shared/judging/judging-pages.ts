/** The judges' page addresses; pure, so that the pages build links from the ids they are given (prevId, nextId). */
export const JUDGING_PAGES = {
  list: '/judges/dashboard',
  vote: (recipeId: number) => `/judges/dashboard/recipe/${recipeId}/vote`,
  note: (recipeId: number) => `/judges/dashboard/recipe/${recipeId}/note`,
} as const;
