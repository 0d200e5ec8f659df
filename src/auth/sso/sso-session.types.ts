import type { Audience } from '../../inertia/shared-props.js';

/** What the sign-in start keeps for its callback: the values only this browser's session may present back. */
export interface PendingSso {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** Epoch milliseconds; an old handshake is refused. */
  startedAt: number;
}

declare module 'express-session' {
  interface SessionData {
    /** One pending handshake per audience, so a judge tab and a contestant tab do not cancel each other. */
    sso?: Partial<Record<Audience, PendingSso>>;
  }
}
