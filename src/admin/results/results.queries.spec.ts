import { integers } from './results.queries.js';

describe('integers', () => {
  it('reads the comma-separated integers array_to_string writes', () => {
    expect(integers('12,-3,40,0,50')).toEqual([12, -3, 40, 0, 50]);
    expect(integers('7')).toEqual([7]);
    expect(integers('')).toEqual([]);
  });
});
