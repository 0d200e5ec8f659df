// The messages a form shows, written once for the server that sends them and the pages that show them. No imports:
// the browser bundle shares this module, as it does `statuses` and `regions`.

/** The field messages every form uses (specification sections 5 and 8). */
export const FIELD_MESSAGES = {
  required: 'This field is required',
  email: 'This field must be a valid email',
  format: 'This field must be a valid format',
  numeric: 'This field must be numeric',
} as const;

/** The messages of a one-file field of a form (the image fields). */
export const FILE_MESSAGES = {
  tooMany: 'Only one file can be added',
  /** A field whose flag says a new file was chosen, holding a file of no bytes. */
  empty: 'The file is empty. Please choose the image again.',
} as const;

/** The messages of a call that failed as a whole. */
export const CALL_MESSAGES = {
  /** Section 8: any failure the person cannot act on, or an answer without the data it should carry. */
  generic: 'An error has occurred. Please try again!',
  /** 419: the CSRF value is missing or stale. */
  sessionExpired: 'Your session has expired. Please reload the page and try again.',
  /** 429 of the sign-in routes. */
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  /** 404 of a page or a call. */
  notFound: 'The page you are looking for does not exist.',
  /** 503: the database did not answer in time. */
  unavailable: 'The service is briefly unavailable. Please try again in a moment.',
} as const;

/**
 * The forms' summary: the specification's sentence ('There were {n} errors in your submission'), and its singular
 * for one error, which the specification's wording does not cover.
 */
export function submissionSummary(count: number): string {
  return count === 1
    ? 'There was 1 error in your submission'
    : `There were ${count} errors in your submission`;
}

/** Leaving a form whose changes are not saved, and the recipe text the browser kept for the person. */
export const UNSAVED_MESSAGES = {
  title: 'Leave without saving?',
  lost: 'Your changes on this page are not saved yet. If you leave now, they are lost.',
  kept: 'Your changes are not saved yet. The text stays in this browser and is offered back when you return; pictures you picked are not kept.',
  leave: 'Leave without saving',
  stay: 'Stay on this page',
  restored: (time: string) => `Unsaved changes from ${time} were restored.`,
  discard: 'Discard them',
} as const;

/** The first message of each field of a 422 answer's `errors` ({ field: [message] } or { field: message }). */
export function fieldErrorsOf(body: unknown, fields?: readonly string[]): Record<string, string> {
  const errors = (body as { errors?: unknown } | null)?.errors;
  const found: Record<string, string> = {};
  if (!errors || typeof errors !== 'object') return found;
  const all = errors as Record<string, unknown>;
  for (const field of fields ?? Object.keys(all)) {
    const value = all[field];
    const first: unknown = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string' && first) found[field] = first;
  }
  return found;
}

/** The server's own message in an answer, when it has a non-empty one. */
export function serverMessageOf(body: unknown): string | null {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : null;
}

/** How a form reads the answer to its call; each form keeps the rules of the specification's section 8. */
export interface FormAnswerRules<T> {
  /**
   * What a 200 answer carries for the form, or nothing when it lacks what it should (which then reads as a failure
   * with the generic message). Default: the body itself.
   */
  data?: (body: unknown) => T | null | undefined;
  /** The failures whose own message the form shows (403, 419, 429, …); any other shows the generic message. */
  worded?: readonly number[];
  /** The fields the form shows errors beside; default: every field of the answer. */
  fields?: readonly string[];
  /**
   * A 422 shows its summary above the form even when the fields show their messages (the admin forms); otherwise the
   * summary shows only when no field of the form carries a message.
   */
  summaryAlways?: boolean;
}

export type FormAnswer<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      /** A 422 read as the form's problems (its summary and field messages), rather than a failed call. */
      invalid: boolean;
      errors: Record<string, string>;
      message: string | null;
    };

/**
 * The statuses whose message a form shows unless it says otherwise: refused, session expired, too many calls, busy
 * (a 503 without the app's own message, from a proxy, still shows the generic one).
 */
export const WORDED_STATUSES: readonly number[] = [403, 419, 429, 503];

/** The message above a form after a failed call: the server's own for the statuses it words, else the generic one. */
export function failureMessage(status: number, body: unknown, worded = WORDED_STATUSES): string {
  const message = serverMessageOf(body);
  return worded.includes(status) && message ? message : CALL_MESSAGES.generic;
}

/**
 * What a form shows for the answer to its call (status 0: no answer at all): the data of a success, or the field
 * messages and the message above the form of a failure.
 */
export function readFormAnswer<T = unknown>(
  status: number,
  body: unknown,
  rules: FormAnswerRules<T> = {},
): FormAnswer<T> {
  if (status === 200) {
    const data = rules.data ? rules.data(body) : (body as T);
    if (data !== null && data !== undefined) return { ok: true, data };
  }
  const hasErrors = Boolean((body as { errors?: unknown } | null)?.errors);
  if (status === 422 && (hasErrors || rules.summaryAlways)) {
    const errors = fieldErrorsOf(body, rules.fields);
    const summary = rules.summaryAlways || Object.keys(errors).length === 0;
    const message = summary ? (serverMessageOf(body) ?? CALL_MESSAGES.generic) : null;
    return { ok: false, invalid: true, errors, message };
  }
  return { ok: false, invalid: false, errors: {}, message: failureMessage(status, body, rules.worded) };
}
