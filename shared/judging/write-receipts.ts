/** The refusals of a write sent with an Idempotency-Key (the judges' devices resend what they kept offline). */
export const RECEIPT_MESSAGES = {
  otherRequest: 'This Idempotency-Key was already used for a different request.',
  inProgress: 'This request is still being processed. Try again in a moment.',
} as const;
