import { FONT, INCH, INK, type Pdf } from '../../../print/pdf-document.js';

/** One label: the plate code and its "Contains:" line. */
export interface PlateLabel {
  plate: string;
  allergens: string;
}

/**
 * The common 30-a-sheet address labels (Avery 5160 and its equivalents) on Letter: 3 columns of 10, each 2⅝ × 1
 * inch, half an inch from the top, 3/16 inch from the sides, an eighth of an inch between columns.
 */
export const LABEL_SHEET = {
  columns: 3,
  rows: 10,
  width: 2.625 * INCH,
  height: 1 * INCH,
  top: 0.5 * INCH,
  side: 0.1875 * INCH,
  columnGap: 0.125 * INCH,
} as const;

const PER_SHEET = LABEL_SHEET.columns * LABEL_SHEET.rows;
/** Printers place labels to within a sixteenth of an inch or so: text keeps well inside each label. */
const PADDING = 0.12 * INCH;

/** The labels in order, across each row, as many sheets as they need. */
export function drawPlateLabels(doc: Pdf, labels: readonly PlateLabel[]): void {
  labels.forEach((label, i) => {
    const at = i % PER_SHEET;
    if (at === 0) doc.addPage({ size: 'LETTER', margin: 0 });
    const column = at % LABEL_SHEET.columns;
    const row = Math.floor(at / LABEL_SHEET.columns);
    const x = LABEL_SHEET.side + column * (LABEL_SHEET.width + LABEL_SHEET.columnGap);
    const y = LABEL_SHEET.top + row * LABEL_SHEET.height;
    drawLabel(doc, label, x, y);
  });
}

function drawLabel(doc: Pdf, label: PlateLabel, x: number, y: number): void {
  const width = LABEL_SHEET.width - 2 * PADDING;
  const inner = LABEL_SHEET.height - 2 * PADDING;
  doc
    .font(FONT.bold)
    .fontSize(17)
    .fillColor(INK.text)
    .text(label.plate, x + PADDING, y + PADDING - 2, { width, lineBreak: false });
  const plateHeight = 21;
  // The whole line always: the largest size at which it fits, never cut short.
  let size = 9.5;
  doc.font(FONT.regular);
  while (size > 5 && doc.fontSize(size).heightOfString(label.allergens, { width }) > inner - plateHeight)
    size -= 0.5;
  doc
    .fontSize(size)
    .fillColor(INK.text)
    .text(label.allergens, x + PADDING, y + PADDING + plateHeight - 2, { width, lineGap: 0 });
}
