import { drawCodes, LIVE_FINAL_MESSAGES } from './live-final.service.js';

describe('drawCodes', () => {
  it('draws distinct three-digit codes, none of them already used', () => {
    const used = new Set([100, 101, 500]);
    const drawn = drawCodes(50, used);
    expect(new Set(drawn).size).toBe(50);
    for (const code of drawn) {
      expect(code).toBeGreaterThanOrEqual(100);
      expect(code).toBeLessThanOrEqual(999);
      expect(used.has(code)).toBe(false);
    }
  });

  it('draws the last free codes, then refuses when none is left', () => {
    const used = new Set(Array.from({ length: 898 }, (_, i) => i + 100));
    expect(drawCodes(2, used).sort()).toEqual([998, 999]);
    expect(() => drawCodes(3, used)).toThrow(LIVE_FINAL_MESSAGES.tooMany);
  });

  it('takes its picks from the random source it is given', () => {
    expect(drawCodes(3, new Set(), () => 0)).toEqual([100, 999, 998]);
  });
});
