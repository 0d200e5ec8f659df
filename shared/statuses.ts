// The two 0/1/2 sets of the specification (section 3). They read in opposite orders (1 is "rejected" for a supervisor
// and "approved" for a review), so code compares with these names, never with the numbers. No imports: the browser
// shares this module, as it does `regions`.

/** The supervisor's answer to a company employee's entry: `users.is_authorized`. */
export const AUTHORIZATION = { waiting: 0, rejected: 1, approved: 2 } as const;
export type AuthorizationStatus = (typeof AUTHORIZATION)[keyof typeof AUTHORIZATION];

/** An admin's review of a submitted recipe: `recipes.is_approved`. */
export const REVIEW = { pending: 0, approved: 1, notApproved: 2 } as const;
export type ReviewStatus = (typeof REVIEW)[keyof typeof REVIEW];

/** What a contestant's `typeuser` means to a person reading a list: the stored words are the company's and a partner's. */
export const CONTESTANT_TYPE_LABELS = { sodexo: 'Company employee', entegra: 'Partner client' } as const;
export const CONTESTANT_TYPE_PLURALS = { sodexo: 'Company employees', entegra: 'Partner clients' } as const;
