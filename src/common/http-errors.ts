import { HttpException, HttpStatus } from '@nestjs/common';
import { CALL_MESSAGES, submissionSummary } from '@shared/messages.js';

/** 419: the CSRF value is missing or stale (the page was open too long, or the request came from elsewhere). */
export class SessionExpiredException extends HttpException {
  constructor() {
    super({ message: CALL_MESSAGES.sessionExpired }, 419);
  }
}

/** 422 with one message list per field, and the summary the forms show. */
export class FormValidationException extends HttpException {
  constructor(readonly errors: Record<string, string[]>) {
    const count = Object.values(errors).reduce((sum, messages) => sum + (messages.length > 0 ? 1 : 0), 0);
    super({ message: submissionSummary(count), errors }, HttpStatus.UNPROCESSABLE_ENTITY);
  }
}

/** A refusal that says when to try again: the error filter sends `retryAfterSeconds` as the Retry-After header. */
export class RetryLaterException extends HttpException {
  constructor(
    message: string,
    status: HttpStatus,
    readonly retryAfterSeconds: number,
  ) {
    super({ message }, status);
  }
}

/**
 * 409: the record changed since the version the caller edited (a second tab, an administrator); `data` is the stored
 * version, so the caller can show both and choose.
 */
export class StaleVersionException extends HttpException {
  constructor(message: string, data: unknown) {
    super({ message, data }, HttpStatus.CONFLICT);
  }
}

/** 409: the request breaks a rule of the current state (e.g. editing a submitted recipe). */
export class RuleViolationException extends HttpException {
  constructor(message: string) {
    super({ message }, HttpStatus.CONFLICT);
  }
}
