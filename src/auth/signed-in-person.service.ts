import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { Audience, SignedInPerson } from '../inertia/shared-props.js';
import { AdminRepository } from './admin.repository.js';
import { ContestantRepository } from '../contestants/contestant.repository.js';
import { JudgeRepository } from '../judging/judge.repository.js';

interface AccountLike {
  id: number;
  email: string;
  fullName: string;
  isActive: boolean;
}

const CACHE = Symbol('signedInPerson');

type PersonHolder = Request & { [CACHE]?: SignedInPerson | null };

/**
 * The person `SignedInPersonService.current` loaded for this request (the AudienceGuard calls it before any handler of
 * `@ForAudience(...)`), read synchronously; null when nobody is signed in or it has not been loaded.
 */
export function loadedSignedInPerson(req: Request): SignedInPerson | null {
  return (req as PersonHolder)[CACHE] ?? null;
}

/**
 * Who the session belongs to, loaded once per request. A session whose account was disabled or deleted
 * counts as signed out (the guard then ends it), so disabling a judge takes effect at their next request.
 */
@Injectable()
export class SignedInPersonService {
  constructor(
    private readonly admins: AdminRepository,
    private readonly judges: JudgeRepository,
    private readonly contestants: ContestantRepository,
  ) {}

  async current(req: Request): Promise<SignedInPerson | null> {
    const holder = req as PersonHolder;
    if (holder[CACHE] !== undefined) return holder[CACHE];
    const auth = req.session?.auth;
    let person: SignedInPerson | null = null;
    if (auth) {
      const account = await this.load(auth.audience, auth.id);
      if (account?.isActive) person = this.toPerson(auth.audience, account);
    }
    holder[CACHE] = person;
    return person;
  }

  /** True when the session names an account that no longer may sign in. */
  hasStaleSession(req: Request): boolean {
    const holder = req as PersonHolder;
    return Boolean(req.session?.auth) && holder[CACHE] === null;
  }

  private load(audience: Audience, id: number): Promise<AccountLike | null> {
    switch (audience) {
      case 'admin':
        return this.admins.findOne({ id });
      case 'judge':
        return this.judges.findOne({ id });
      case 'user':
        return this.contestants.findOne({ id });
    }
  }

  private toPerson(type: Audience, account: AccountLike): SignedInPerson {
    const name = account.fullName;
    return { id: account.id, name, email: account.email, initial: name.charAt(0).toUpperCase(), type };
  }
}
