import { readPairs } from './results.queries.js';

describe('readPairs', () => {
  it('reads the (judge, half points) pairs the standings keep as text, from the index given', () => {
    const judges = new Int32Array(6);
    const halves = new Int32Array(6);
    expect(readPairs('12,-3,40,0', judges, halves, 1)).toBe(2);
    expect([...judges.subarray(1, 3)]).toEqual([12, 40]);
    expect([...halves.subarray(1, 3)]).toEqual([-3, 0]);
    expect(readPairs('7,50', judges, halves, 3)).toBe(1);
    expect([judges[3], halves[3]]).toEqual([7, 50]);
    expect(readPairs('', judges, halves, 4)).toBe(0);
  });
});
