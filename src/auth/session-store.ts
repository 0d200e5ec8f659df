import connectPgSimple from 'connect-pg-simple';
import type session from 'express-session';
import type pg from 'pg';
import { statementName } from '../database/prepared-statements.js';

/** How long a session's sliding idle expiry may go without being moved forward (of its 12 hours). */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;
/** Sessions this process remembers touching; forgotten all at once when full (a forgotten one is touched again). */
const REMEMBERED_TOUCHES = 10_000;

/**
 * The session store (sessions in PostgreSQL, through connect-pg-simple) with its touch kept to one a minute per
 * session. express-session touches an unchanged session at the end of every request of a signed-in person, and
 * connect-pg-simple's touch is an UPDATE and a commit before the answer ends: one write per judge's vote, per page.
 * Moving a 12-hour idle expiry forward at most once a minute changes nothing anyone notices (a session expires 12 hours
 * after its last activity, give or take a minute). Each app process keeps its own record, so with several processes a
 * session is touched at most once a minute by each: never less often than needed.
 */
export function sessionStoreClass(expressSession: typeof session) {
  const PgStore = connectPgSimple(expressSession);
  return class ThrottledTouchStore extends PgStore {
    private readonly touchedAt = new Map<string, number>();

    override touch(sid: string, sess: session.SessionData, done?: (err?: unknown) => void): void {
      const now = Date.now();
      const last = this.touchedAt.get(sid);
      if (last !== undefined && now - last < SESSION_TOUCH_INTERVAL_MS) {
        done?.();
        return;
      }
      if (this.touchedAt.size >= REMEMBERED_TOUCHES) this.touchedAt.clear();
      this.touchedAt.set(sid, now);
      super.touch(sid, sess, (err?: unknown) => {
        // A failed touch is tried again by the next request.
        if (err) this.touchedAt.delete(sid);
        done?.(err);
      });
    }
  };
}

/**
 * The session pool as the store calls it (`query(text, values)`), with each of its few fixed statements prepared by
 * name: unnamed, the session's read was parsed and planned again at every signed-in request (0.12 ms of PostgreSQL's
 * time, against 0.03 ms bound to a prepared one; docs/scale.md).
 */
export function preparingPool(pool: pg.Pool): pg.Pool {
  const query = (text: string, values?: unknown[]) => pool.query({ name: statementName(text), text, values });
  // The store only ever calls `query`; it ends a pool only when it made it itself.
  return { query } as unknown as pg.Pool;
}
