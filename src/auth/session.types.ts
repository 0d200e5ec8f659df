import type { Audience, FlashProps } from '@shared/inertia/shared-props.js';

declare module 'express-session' {
  interface SessionData {
    /** Who is signed in. One audience per session: signing in as another replaces it. */
    auth?: { audience: Audience; id: number };
    flash?: FlashProps;
    /** The address a sign-in link was last mailed to, for the 'check your inbox' page. */
    signInLinkSentTo?: string;
  }
}

export type SessionAudience = Audience;
