import type { Request } from 'express';
import { voterIdentity } from '@shared/people.js';

/**
 * A People's Choice voter signed in through the contestants' single sign-on, without becoming a contestant: the
 * gallery's "sign in to vote" marks the session, then starts the ordinary handshake (/login/user, its registered
 * callback); the callback of a marked handshake keeps the verified address as the session's voter and returns to the
 * gallery. A mark older than a handshake may live is ignored.
 */
export interface SessionVoter {
  email: string;
  identity: string;
  via: 'sso' | 'email';
}

declare module 'express-session' {
  interface SessionData {
    peoplesChoiceVoter?: SessionVoter;
    /** When the gallery started a voter's single sign-on (epoch milliseconds). */
    ssoVoterSince?: number;
  }
}

export const VOTER_HANDSHAKE_MAX_AGE_MS = 15 * 60 * 1000;
export const VOTER_HOME = '/peoples-choice';

/** Whether this user handshake was started by the gallery (and is still fresh). */
export function isVoterHandshake(req: Request): boolean {
  const since = req.session?.ssoVoterSince;
  return typeof since === 'number' && Date.now() - since < VOTER_HANDSHAKE_MAX_AGE_MS;
}

/** Keeps the verified address as the session's voter; null when it is no usable address. */
export function rememberVoter(req: Request, email: string, via: SessionVoter['via']): SessionVoter | null {
  const identity = voterIdentity(email);
  delete req.session.ssoVoterSince;
  if (!identity) return null;
  req.session.peoplesChoiceVoter = { email: email.trim().toLowerCase(), identity, via };
  return req.session.peoplesChoiceVoter;
}
