import { describe, expect, it } from '@jest/globals';
import { levelOfNest, serializeError } from './logger.js';

describe('serializeError', () => {
  it('keeps the kind, message, code and stack of an error, nothing else', () => {
    const error = Object.assign(new TypeError('bad'), { code: '23505', params: ['a secret'] });
    expect(serializeError(error)).toEqual({
      type: 'TypeError',
      message: 'bad',
      code: '23505',
      stack: error.stack,
    });
  });
});

describe('levelOfNest', () => {
  it("takes the lowest of Nest's levels as the threshold", () => {
    expect(levelOfNest(['error'])).toBe('error');
    expect(levelOfNest(['error', 'warn', 'log'])).toBe('info');
    expect(levelOfNest(false)).toBe('silent');
    expect(levelOfNest(undefined)).toBeNull();
  });
});
