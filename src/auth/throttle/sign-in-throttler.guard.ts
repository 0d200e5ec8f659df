import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  Injectable,
  type Type,
  UseGuards,
} from '@nestjs/common';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import { CALL_MESSAGES } from '@shared/messages.js';

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

/**
 * A sign-in call (or a call asking for a sign-in link) limited to `limits` per named throttler of ThrottleModule;
 * `signIn`, a Passport sign-in guard, runs only on a call within them.
 */
export function SignInAttempts(
  limits: Parameters<typeof Throttle>[0],
  signIn?: Type<CanActivate>,
): MethodDecorator {
  return applyDecorators(UseGuards(SignInThrottlerGuard, ...(signIn ? [signIn] : [])), Throttle(limits));
}
