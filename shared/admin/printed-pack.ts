// The printed pack's downloads (PDF), for the admin's recipe review, results and live-final pages.

export const PRINTED_PACK_PAGES = {
  entryBook: '/admins/final/pack/entry-book.pdf',
  scoreSheets: '/admins/final/pack/score-sheets.pdf',
  plateLabels: '/admins/final/pack/plate-labels.pdf',
  recipeCard: (recipeId: number) => `/admins/dashboard/recipe/${recipeId}/card.pdf`,
} as const;

/** The live final's three documents, in the order the pages offer them. */
export const PRINTED_PACK_LINKS = [
  { href: PRINTED_PACK_PAGES.entryBook, label: "Finalists' entry book (PDF)", testId: 'entry-book-link' },
  { href: PRINTED_PACK_PAGES.scoreSheets, label: "Judges' score sheets (PDF)", testId: 'score-sheets-link' },
  { href: PRINTED_PACK_PAGES.plateLabels, label: 'Plate labels (PDF)', testId: 'plate-labels-link' },
] as const;
