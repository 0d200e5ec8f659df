import type { Audience, FlashProps } from '../inertia/shared-props.js';

declare module 'express-session' {
  interface SessionData {
    /** Who is signed in. One audience per session: signing in as another replaces it. */
    auth?: { audience: Audience; id: number };
    flash?: FlashProps;
  }
}

export type SessionAudience = Audience;
