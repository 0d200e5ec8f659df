import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { Audience } from '@shared/inertia/shared-props.js';
import { AUDIENCE } from './audience.decorator.js';
import { SignedInPersonService } from './signed-in-person.service.js';

export const SIGN_IN_PAGES: Record<Audience, string> = {
  user: '/login',
  judge: '/judges/login',
  admin: '/admins/login',
};

const AUDIENCE_NAMES: Record<Audience, string> = {
  user: 'contestants',
  judge: 'judges',
  admin: 'administrators',
};

/** Thrown when nobody (or a disabled account) is signed in; the error filter sends page visits to the sign-in page. */
export class SignInRequiredException extends UnauthorizedException {
  constructor(readonly audience: Audience) {
    super({ message: 'Please sign in to continue.' });
  }
}

@Injectable()
export class AudienceGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly people: SignedInPersonService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const required = this.reflector.getAllAndOverride<Audience | undefined>(AUDIENCE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!required) return true;
    const req = context.switchToHttp().getRequest<Request>();
    const person = await this.people.current(req);
    if (!person) {
      if (this.people.hasStaleSession(req))
        await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
      throw new SignInRequiredException(required);
    }
    if (person.type !== required) {
      throw new ForbiddenException({ message: `This page is for ${AUDIENCE_NAMES[required]} only.` });
    }
    return true;
  }
}
