// The recipe review's limits, for the call's DTO and the review page alike. No imports: the browser bundle shares it.

/** The longest message to the contestant a rejection may carry, in characters. */
export const REVIEW_MESSAGE_MAX = 1000;
