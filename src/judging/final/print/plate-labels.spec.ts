import { LETTER } from '../../../print/pdf-document.js';
import { LABEL_SHEET } from './plate-labels.js';

describe('LABEL_SHEET', () => {
  it('is the 30-a-sheet address label layout, filling a Letter page edge to edge', () => {
    const { columns, rows, width, height, top, side, columnGap } = LABEL_SHEET;
    expect(columns * rows).toBe(30);
    expect(2 * side + columns * width + (columns - 1) * columnGap).toBeCloseTo(LETTER.width);
    expect(2 * top + rows * height).toBeCloseTo(LETTER.height);
  });
});
