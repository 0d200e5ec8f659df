import { FONT, INCH, INK, MARGIN, type Pdf } from './pdf-document.js';

/** The width text may take between the margins. */
export function contentWidth(doc: Pdf): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

/** The lowest point text may reach on this page. */
export function bottomOf(doc: Pdf): number {
  return doc.page.height - doc.page.margins.bottom;
}

/** Starts a new page when fewer than `height` points are left on this one. */
export function keepRoom(doc: Pdf, height: number): void {
  if (doc.y + height > bottomOf(doc)) doc.addPage();
}

/** A section's heading, kept on the page with at least `following` points of what comes under it. */
export function heading(doc: Pdf, text: string, following = 60): void {
  keepRoom(doc, 28 + following);
  doc.moveDown(0.6);
  doc
    .font(FONT.bold)
    .fontSize(13)
    .fillColor(INK.text)
    .text(text, doc.page.margins.left, doc.y, { width: contentWidth(doc) });
  const y = doc.y + 2;
  doc
    .moveTo(doc.page.margins.left, y)
    .lineTo(doc.page.margins.left + contentWidth(doc), y)
    .lineWidth(0.75)
    .strokeColor(INK.rule)
    .stroke();
  doc.y = y + 6;
}

/** Paragraphs separated by blank lines, in the body size, flowing onto new pages as needed. */
export function paragraphs(doc: Pdf, text: string, size = 10.5): void {
  const parts = text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  doc.font(FONT.regular).fontSize(size).fillColor(INK.text);
  for (const part of parts) {
    keepRoom(doc, size * 2.5);
    doc.text(part, doc.page.margins.left, doc.y, { width: contentWidth(doc), lineGap: 2 });
    doc.moveDown(0.5);
  }
}

/** A line of small muted text across the foot of the current page, outside the flow of the text above it. */
export function footer(doc: Pdf, text: string): void {
  const bottom = doc.page.margins.bottom;
  // Text below the bottom margin would start a new page: the margin is lifted while the line is written.
  doc.page.margins.bottom = 0;
  doc
    .font(FONT.regular)
    .fontSize(8)
    .fillColor(INK.muted)
    .text(text, MARGIN, doc.page.height - 0.5 * INCH, {
      width: doc.page.width - 2 * MARGIN,
      align: 'center',
      lineBreak: false,
    });
  doc.page.margins.bottom = bottom;
}

/** An empty box to write in by hand, with a label above it. */
export function writeInBox(
  doc: Pdf,
  label: string,
  x: number,
  y: number,
  width: number,
  height: number,
): void {
  doc.font(FONT.regular).fontSize(8).fillColor(INK.muted).text(label, x, y, { width, lineBreak: false });
  doc
    .rect(x, y + 11, width, height)
    .lineWidth(0.75)
    .strokeColor(INK.text)
    .stroke();
}

/** Writes `label · Page n of N` at the foot of every page; call once everything is drawn, before `end()`. */
export function numberPages(doc: Pdf, label: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    footer(doc, `${label} · Page ${i - start + 1} of ${count}`);
  }
}
