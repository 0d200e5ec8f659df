/** The refusals of a write sent with an Idempotency-Key (the judges' devices resend what they kept offline). */
export const RECEIPT_MESSAGES = {
  otherRequest: 'This Idempotency-Key was already used for a different request.',
  inProgress: 'This request is still being processed. Try again in a moment.',
} as const;

/** The judges' writes a device's outbox sends: the vote, the private note, the comment for the chef. */
export type JudgeWriteCall = 'vote' | 'note' | 'comment';

/** A judge's write the server refused, as the admins' live-final page lists it. */
export interface RefusedWriteProps {
  judge: string;
  call: JudgeWriteCall;
  /** The recipe's name, with its plate code in a live final ("Plate 482 · Smoked trout"). */
  recipe: string;
  round: string;
  /** What the device sent: "Creativity 4, Appearance 3.5, …" or the note's text. */
  sent: string;
  reason: string;
  /** ISO 8601. */
  refusedAt: string;
}
