import { FONT, INK, type Pdf } from '../../../print/pdf-document.js';
import { contentWidth, keepRoom, writeInBox } from '../../../print/pdf-layout.js';
import { KITCHEN_MAX_POINTS } from '@shared/judging/final-scoring.js';
import {
  CRITERIA_TEXT,
  formatPoints,
  MAX_TOTAL,
  PROFITABILITY,
  STAR_CRITERIA,
  STAR_VALUES,
} from '@shared/judging/judging-rules.js';

/** One judge's paper sheet for one plate. */
export interface ScoreSheet {
  edition: string;
  judge: string;
  /** "Plate 482". */
  plate: string;
  /** The kitchen's criteria, on a kitchen judge's sheet while the kitchen score is on; null otherwise. */
  kitchen: string[] | null;
}

/**
 * A paper fallback of the vote page for one plate (specification section 9's criteria and scales): circle a star
 * value for each of the four star criteria, Yes or No for profitability, the total, and the kitchen's points.
 */
export function drawScoreSheet(doc: Pdf, sheet: ScoreSheet): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const top = doc.page.margins.top;

  doc.font(FONT.regular).fontSize(9).fillColor(INK.muted);
  doc.text(sheet.edition.toUpperCase(), left, top, {
    width: width / 2,
    characterSpacing: 1,
    lineBreak: false,
  });
  doc.text('FINAL ROUND SCORE SHEET', left + width / 2, top, {
    width: width / 2,
    align: 'right',
    characterSpacing: 1,
    lineBreak: false,
  });
  doc
    .font(FONT.bold)
    .fontSize(30)
    .fillColor(INK.text)
    .text(sheet.plate, left, top + 18, { width });
  doc
    .font(FONT.regular)
    .fontSize(13)
    .text(`Judge: ${sheet.judge}`, left, doc.y + 2, { width });
  doc
    .fontSize(9.5)
    .fillColor(INK.muted)
    .text(
      'Circle one score for each criterion: stars from 1 to 5 in half steps, and Yes or No for profitability.',
      left,
      doc.y + 6,
      { width },
    );
  doc.y += 8;

  for (const criterion of STAR_CRITERIA) {
    criterionTitle(doc, CRITERIA_TEXT[criterion].label, CRITERIA_TEXT[criterion].hint);
    choices(
      doc,
      STAR_VALUES.map((value) => formatPoints(value)),
      30,
    );
  }
  criterionTitle(doc, CRITERIA_TEXT.profitability.label, CRITERIA_TEXT.profitability.hint);
  choices(doc, [`Yes (${PROFITABILITY.yes} points)`, `No (${PROFITABILITY.no} points)`], 120);

  keepRoom(doc, 40);
  writeInBox(doc, `Total (out of ${MAX_TOTAL})`, left, doc.y + 4, 120, 24);
  doc.y += 44;

  if (sheet.kitchen) kitchen(doc, sheet.kitchen);

  const notesTop = doc.y + 6;
  const signatureHeight = 44;
  const notesHeight = doc.page.height - doc.page.margins.bottom - notesTop - signatureHeight - 14;
  if (notesHeight >= 40) writeInBox(doc, 'Notes', left, notesTop, width, notesHeight);
  const lineY = doc.page.height - doc.page.margins.bottom - 14;
  doc
    .moveTo(left, lineY)
    .lineTo(left + width * 0.6, lineY)
    .moveTo(left + width * 0.7, lineY)
    .lineTo(left + width, lineY)
    .lineWidth(0.75)
    .strokeColor(INK.text)
    .stroke();
  doc.font(FONT.regular).fontSize(8).fillColor(INK.muted);
  doc.text("Judge's signature", left, lineY + 3, { width: width * 0.6, lineBreak: false });
  doc.text('Time', left + width * 0.7, lineY + 3, { width: width * 0.3, lineBreak: false });
}

function criterionTitle(doc: Pdf, label: string, hint: string): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  keepRoom(doc, 56);
  doc
    .font(FONT.bold)
    .fontSize(12)
    .fillColor(INK.text)
    .text(label, left, doc.y + 8, { width });
  doc
    .font(FONT.regular)
    .fontSize(8.5)
    .fillColor(INK.muted)
    .text(hint, left, doc.y + 1, { width });
}

/** A row of values to circle, each in its own rounded box. */
function choices(doc: Pdf, values: string[], boxWidth: number): void {
  const left = doc.page.margins.left;
  const gap = 8;
  const y = doc.y + 5;
  doc.font(FONT.regular).fontSize(10.5).fillColor(INK.text);
  values.forEach((value, i) => {
    const x = left + i * (boxWidth + gap);
    doc.roundedRect(x, y, boxWidth, 20, 10).lineWidth(0.75).strokeColor(INK.rule).stroke();
    doc.fillColor(INK.text).text(value, x, y + 5, { width: boxWidth, align: 'center', lineBreak: false });
  });
  doc.y = y + 24;
}

/** The kitchen's criteria, two columns of points to write in, and the minutes late. */
function kitchen(doc: Pdf, criteria: readonly string[]): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const rows = Math.ceil(criteria.length / 2);
  keepRoom(doc, 40 + rows * 26 + 40);
  doc
    .font(FONT.bold)
    .fontSize(12)
    .fillColor(INK.text)
    .text('Kitchen', left, doc.y + 4, { width });
  doc
    .font(FONT.regular)
    .fontSize(8.5)
    .fillColor(INK.muted)
    .text(
      `Points from 0 to ${KITCHEN_MAX_POINTS} for each criterion, and the minutes the plate was late.`,
      left,
      doc.y + 1,
      {
        width,
      },
    );
  const top = doc.y + 4;
  const column = width / 2;
  criteria.forEach((name, i) => {
    const x = left + (i % 2) * column;
    const y = top + Math.floor(i / 2) * 26;
    doc
      .font(FONT.regular)
      .fontSize(10)
      .fillColor(INK.text)
      .text(name, x, y + 6, { width: column - 110, height: 14, ellipsis: true });
    doc
      .rect(x + column - 104, y + 1, 40, 20)
      .lineWidth(0.75)
      .strokeColor(INK.text)
      .stroke();
    doc
      .fontSize(9)
      .fillColor(INK.muted)
      .text(`/ ${KITCHEN_MAX_POINTS}`, x + column - 60, y + 6, { width: 50, lineBreak: false });
  });
  doc.y = top + rows * 26 + 2;
  doc
    .font(FONT.regular)
    .fontSize(10)
    .fillColor(INK.text)
    .text('Minutes late', left, doc.y + 6, { lineBreak: false });
  doc
    .rect(left + 80, doc.y + 1, 40, 20)
    .lineWidth(0.75)
    .strokeColor(INK.text)
    .stroke();
  doc.y += 28;
}
