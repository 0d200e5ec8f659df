import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { Audience, SignedInPerson } from '@shared/inertia/shared-props.js';
import { type SignedInAccount, SignedInPersonQueries } from './signed-in-person.queries.js';

const CACHE = Symbol('signedInPerson');
const ACCOUNT = Symbol('signedInAccount');

type PersonHolder = Request & { [CACHE]?: SignedInPerson | null; [ACCOUNT]?: SignedInAccount };

/**
 * The person `SignedInPersonService.current` loaded for this request (the AudienceGuard calls it before any handler of
 * `@ForAudience(...)`), read synchronously; null when nobody is signed in or it has not been loaded.
 */
export function loadedSignedInPerson(req: Request): SignedInPerson | null {
  return (req as PersonHolder)[CACHE] ?? null;
}

/** The account behind `loadedSignedInPerson` (a judge's round and first name), for the actor decorators. */
export function loadedSignedInAccount(req: Request): SignedInAccount | null {
  return loadedSignedInPerson(req) ? ((req as PersonHolder)[ACCOUNT] ?? null) : null;
}

/**
 * Who the session belongs to, loaded once per request. A session whose account was disabled or deleted
 * counts as signed out (the guard then ends it), so disabling a judge takes effect at their next request.
 */
@Injectable()
export class SignedInPersonService {
  constructor(private readonly accounts: SignedInPersonQueries) {}

  async current(req: Request): Promise<SignedInPerson | null> {
    const holder = req as PersonHolder;
    if (holder[CACHE] !== undefined) return holder[CACHE];
    const auth = req.session?.auth;
    let person: SignedInPerson | null = null;
    if (auth) {
      const account = await this.accounts.account(auth.audience, auth.id);
      if (account?.isActive) {
        person = this.toPerson(auth.audience, account);
        holder[ACCOUNT] = account;
      }
    }
    holder[CACHE] = person;
    if (person) req.personKey = `${person.type}:${person.id}`;
    return person;
  }

  /** True when the session names an account that no longer may sign in. */
  hasStaleSession(req: Request): boolean {
    const holder = req as PersonHolder;
    return Boolean(req.session?.auth) && holder[CACHE] === null;
  }

  private toPerson(type: Audience, account: SignedInAccount): SignedInPerson {
    const name = account.fullName;
    return { id: account.id, name, email: account.email, initial: name.charAt(0).toUpperCase(), type };
  }
}
