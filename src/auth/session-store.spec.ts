import { jest } from '@jest/globals';
import session from 'express-session';
import { preparingPool, SESSION_TOUCH_INTERVAL_MS, sessionStoreClass } from './session-store.js';

/** A pool that answers every statement with one row and remembers the statements. */
function recordingPool(fail = false) {
  const statements: string[] = [];
  return {
    statements,
    query: (text: string) => {
      statements.push(text);
      return fail ? Promise.reject(new Error('connection lost')) : Promise.resolve({ rows: [{ sid: 'x' }] });
    },
  };
}

const sessionData = { cookie: { originalMaxAge: null } } as unknown as session.SessionData;

function touch(store: InstanceType<ReturnType<typeof sessionStoreClass>>, sid: string): Promise<unknown> {
  return new Promise((resolve) => store.touch(sid, sessionData, resolve));
}

describe('sessionStoreClass', () => {
  const Store = sessionStoreClass(session);
  let now = 1_000_000;
  beforeEach(() => jest.spyOn(Date, 'now').mockImplementation(() => now));
  afterEach(() => jest.restoreAllMocks());

  function storeOn(pool: ReturnType<typeof recordingPool>) {
    return new Store({ pool: pool as never, createTableIfMissing: false, pruneSessionInterval: false });
  }

  it("moves a session's expiry forward once a minute, not on every request", async () => {
    const pool = recordingPool();
    const store = storeOn(pool);
    await touch(store, 'judge');
    await touch(store, 'judge');
    now += SESSION_TOUCH_INTERVAL_MS - 1;
    await touch(store, 'judge');
    expect(pool.statements.filter((text) => text.startsWith('UPDATE'))).toHaveLength(1);
    now += 1;
    await touch(store, 'judge');
    expect(pool.statements.filter((text) => text.startsWith('UPDATE'))).toHaveLength(2);
  });

  it('touches each session on its own', async () => {
    const pool = recordingPool();
    const store = storeOn(pool);
    await touch(store, 'first judge');
    await touch(store, 'second judge');
    expect(pool.statements.filter((text) => text.startsWith('UPDATE'))).toHaveLength(2);
  });

  it('tries a failed touch again on the next request', async () => {
    const pool = recordingPool(true);
    const store = storeOn(pool);
    expect(await touch(store, 'judge')).toBeInstanceOf(Error);
    await touch(store, 'judge');
    expect(pool.statements.filter((text) => text.startsWith('UPDATE'))).toHaveLength(2);
  });
});

describe('preparingPool', () => {
  const Store = sessionStoreClass(session);

  it("sends each of the store's statements prepared, named by its text: the same name for every session", async () => {
    const sent: Array<{ name: string; text: string; values: unknown[] }> = [];
    const pool = {
      query: (config: { name: string; text: string; values: unknown[] }) => {
        sent.push(config);
        return Promise.resolve({ rows: [{ sess: sessionData }] });
      },
    };
    const store = new Store({
      pool: preparingPool(pool as never),
      createTableIfMissing: false,
      pruneSessionInterval: false,
    });
    const read = (sid: string) => new Promise((resolve) => store.get(sid, (_error, data) => resolve(data)));

    expect(await read('first judge')).toEqual(sessionData);
    expect(await read('second judge')).toEqual(sessionData);
    await touch(store, 'first judge');

    const [first, second, touched] = sent;
    expect(first.text).toMatch(/^SELECT sess FROM/);
    expect(first.name).toMatch(/^rc_/);
    expect(second).toEqual({
      name: first.name,
      text: first.text,
      values: [second.values[0], second.values[1]],
    });
    expect([first.values[0], second.values[0]]).toEqual(['first judge', 'second judge']);
    expect(touched.text).toMatch(/^UPDATE/);
    expect(touched.name).toMatch(/^rc_/);
    expect(touched.name).not.toBe(first.name);
  });
});
