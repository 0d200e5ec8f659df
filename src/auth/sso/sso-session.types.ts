import type { Audience } from '@shared/inertia/shared-props.js';

/** What openid-client's strategy keeps between the start and the callback (its `sessionKey` entry). */
export interface PendingHandshake {
  code_verifier: string;
  state?: string;
  nonce?: string;
}

/** The session entry of an audience's handshake: one per audience, so a judge tab and a contestant tab coexist. */
export const handshakeKey = (audience: Audience) => `sso_${audience}` as const;

declare module 'express-session' {
  interface SessionData {
    sso_user?: PendingHandshake;
    sso_judge?: PendingHandshake;
    sso_admin?: PendingHandshake;
    /** When each audience's handshake started (epoch milliseconds); an old one is refused. */
    ssoStartedAt?: Partial<Record<Audience, number>>;
  }
}
