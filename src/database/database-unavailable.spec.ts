import { describe, expect, it } from '@jest/globals';
import { DriverException } from '@mikro-orm/core';
import { isDatabaseUnavailable } from './database-unavailable.js';

describe(isDatabaseUnavailable.name, () => {
  it.each([
    ['the client bound', new Error('Query read timeout')],
    ['no pooled connection in time', new Error('timeout exceeded when trying to connect')],
    ['a connection lost', new Error('Connection terminated unexpectedly')],
    [
      'the statement timeout',
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
    ],
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    [
      'a server starting up',
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    ],
    ['as MikroORM wraps it', new DriverException(new Error('Query read timeout'))],
    [
      'as a cause',
      new Error('failed', { cause: new Error('Connection terminated due to connection timeout') }),
    ],
  ])('recognises %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a broken rule', new Error('Not found')],
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    [
      'a lock timeout',
      Object.assign(new Error('canceling statement due to lock timeout'), { code: '55P03' }),
    ],
    ['not an error', 'Query read timeout'],
  ])('leaves %s alone', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
