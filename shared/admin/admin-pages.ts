/** The administration's page addresses; pure, so that pages build links from the ids they are given. */
export const ADMIN_CORE_PAGES = {
  recipes: '/admins/recipes',
  contestants: '/admins/contestants',
  review: (id: number) => `/admins/dashboard/recipe/${id}`,
  // The contestant's own address: it opens the tab section 2 chooses (profile, settings or recipe).
  contestant: (id: number) => `/admins/contestants/${id}`,
  newContestant: '/admins/contestants/create',
} as const;
