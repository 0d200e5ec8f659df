import { type ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { CALL_MESSAGES } from '../../common/messages.js';

export const TOO_MANY_ATTEMPTS = CALL_MESSAGES.tooManyAttempts;

/**
 * Limits sign-in calls with the throttlers of ThrottleModule (per visitor and address, per visitor, per address):
 * guessing passwords for one account, or asking for links for many addresses from one place, is slowed down. Every
 * refusal carries the same message.
 */
@Injectable()
export class SignInThrottlerGuard extends ThrottlerGuard {
  protected override async getErrorMessage(): Promise<string> {
    return TOO_MANY_ATTEMPTS;
  }

  protected override async shouldSkip(context: ExecutionContext): Promise<boolean> {
    return context.getType() !== 'http';
  }
}
