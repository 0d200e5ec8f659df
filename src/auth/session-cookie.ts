import type { Request } from 'express';

/** The cookie of express-session: a visitor without it has no session to read. */
export const SESSION_COOKIE = 'rc_session';

/** Whether the request carries a session cookie (valid or not), without parsing the cookies. */
export function hasSessionCookie(req: Request): boolean {
  return (req.headers.cookie ?? '').includes(`${SESSION_COOKIE}=`);
}
