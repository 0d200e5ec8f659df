import { describe, expect, it } from '@jest/globals';
import { isDatabaseUnavailable } from './database-unavailable.js';
import type { DatabaseStatus } from './database-status.js';
import { LastGood } from './last-good.js';

/** The status as LastGood reads it: away once told of an unavailable database, until the test says it is back. */
class StatusStub {
  away = false;
  failed(error: unknown): boolean {
    if (!isDatabaseUnavailable(error)) return false;
    this.away = true;
    return true;
  }
}

const timeout = () => Promise.reject(new Error('Query read timeout'));

describe(LastGood.name, () => {
  const make = () => {
    const status = new StatusStub();
    return { status, pages: new LastGood<string, string>(status as unknown as DatabaseStatus) };
  };

  it('answers each read while the database answers, so a change shows at once', async () => {
    const { pages } = make();
    expect(await pages.get('/', () => Promise.resolve('v1'))).toBe('v1');
    expect(await pages.get('/', () => Promise.resolve('v2'))).toBe('v2');
  });

  it('answers the last good value when the read fails because the database does not answer, then without reading', async () => {
    const { status, pages } = make();
    await pages.get('/', () => Promise.resolve('v1'));
    expect(await pages.get('/', timeout)).toBe('v1');
    expect(status.away).toBe(true);
    let read = false;
    expect(
      await pages.get('/', () => {
        read = true;
        return Promise.resolve('v2');
      }),
    ).toBe('v1');
    expect(read).toBe(false);
    status.away = false;
    expect(await pages.get('/', () => Promise.resolve('v2'))).toBe('v2');
  });

  it('passes on other failures, and an unavailable database when nothing was kept for the key', async () => {
    const { pages } = make();
    await pages.get('/', () => Promise.resolve('v1'));
    await expect(pages.get('/', () => Promise.reject(new Error('Not found')))).rejects.toThrow('Not found');
    await expect(pages.get('/other', timeout)).rejects.toThrow('Query read timeout');
  });
});
