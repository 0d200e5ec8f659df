import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { Audience } from '@shared/inertia/shared-props.js';
import { SignInRequiredException } from './audience.guard.js';
import { loadedSignedInAccount, loadedSignedInPerson } from './signed-in-person.service.js';
import type { Stage } from './staff-account.entity.js';

/** The signed-in person as a handler sees them. Never read from the URL or the body: only ever the session's own. */
export interface SignedInActor {
  id: number;
  email: string;
  name: string;
}

/** The signed-in contestant: `@SignedInContestant() contestant: ContestantActor`. */
export type ContestantActor = SignedInActor;
/** The signed-in judge: `@SignedInJudge() judge: JudgeActor`, with the round they judge and their first name. */
export interface JudgeActor extends SignedInActor {
  firstName: string;
  stage: Stage;
}
/** The signed-in admin: `@SignedInAdmin() admin: AdminActor`; it is also the `AuditActor` of the changes they make. */
export type AdminActor = SignedInActor;

/**
 * The signed-in person of `audience`, as the AudienceGuard loaded them for this request (so it is read once, and
 * synchronously). Used with `@ForAudience(audience)`, which has already checked it; should a handler lack that, nobody
 * or a person of another audience is still refused (defence in depth).
 */
export function signedInActor(req: Request, audience: Audience): SignedInActor {
  const person = loadedSignedInPerson(req);
  if (!person || person.type !== audience) throw new SignInRequiredException(audience);
  return { id: person.id, email: person.email, name: person.name };
}

/** The signed-in judge (as `signedInActor`), with what their pages and votes need of the account. */
export function signedInJudge(req: Request): JudgeActor {
  const actor = signedInActor(req, 'judge');
  const account = loadedSignedInAccount(req);
  if (!account?.stage) throw new SignInRequiredException('judge');
  return { ...actor, firstName: account.firstName ?? '', stage: account.stage };
}

const signedIn = (audience: Audience) =>
  createParamDecorator((_data: unknown, context: ExecutionContext): SignedInActor =>
    signedInActor(context.switchToHttp().getRequest<Request>(), audience),
  );

export const SignedInContestant = signedIn('user');
export const SignedInJudge = createParamDecorator((_data: unknown, context: ExecutionContext): JudgeActor =>
  signedInJudge(context.switchToHttp().getRequest<Request>()),
);
export const SignedInAdmin = signedIn('admin');
