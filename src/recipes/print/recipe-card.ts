import { FONT, INK, type Pdf } from '../../print/pdf-document.js';
import { bottomOf, contentWidth, heading, keepRoom, paragraphs } from '../../print/pdf-layout.js';

/** One ingredient row as the card prints it (the read-only view's columns). */
export interface RecipeCardIngredient {
  ingredient: string;
  quantity: string;
  unit: string;
  costPerUnit: string;
  total: string;
}

/** What a recipe card shows: text ready to print, and the photo as a JPEG. */
export interface RecipeCardContent {
  /** "Recipe contest 2026". */
  edition: string;
  name: string;
  /** "By Ana Lima", or "Plate 482" under blind judging. */
  byline: string;
  /** "Plate 482" printed large in the corner, or null before codes are drawn (or outside the final). */
  plate: string | null;
  description: string;
  photo: Buffer | null;
  /** "Contains: Milk, Sesame", "Contains none of the nine major allergens" or "Allergens not declared". */
  allergens: string;
  ingredients: RecipeCardIngredient[];
  /** Label and value pairs under the table: cost per portion, menu price, food cost, gross profit, guidance. */
  figures: Array<[label: string, value: string]>;
  /** A line under the figures (no menu price given: they are at the guidance's price), or null. */
  figuresNote: string | null;
  preparation: string;
}

const PHOTO_HEIGHT = 220;

/** Column widths of the ingredient table, as shares of the content width, and their alignment. */
const COLUMNS: Array<{
  title: string;
  share: number;
  align: 'left' | 'right';
  key: keyof RecipeCardIngredient;
}> = [
  { title: 'Ingredient', share: 0.4, align: 'left', key: 'ingredient' },
  { title: 'Quantity', share: 0.12, align: 'right', key: 'quantity' },
  { title: 'Unit', share: 0.16, align: 'left', key: 'unit' },
  { title: 'Cost per unit', share: 0.16, align: 'right', key: 'costPerUnit' },
  { title: 'Total', share: 0.16, align: 'right', key: 'total' },
];

/** Draws one recipe card on the page just added (more pages when the recipe is long). */
export function drawRecipeCard(doc: Pdf, card: RecipeCardContent): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const top = doc.page.margins.top;

  doc
    .font(FONT.regular)
    .fontSize(9)
    .fillColor(INK.muted)
    .text(card.edition.toUpperCase(), left, top, {
      width: width * 0.6,
      characterSpacing: 1,
    });
  if (card.plate)
    doc
      .font(FONT.bold)
      .fontSize(16)
      .fillColor(INK.text)
      .text(card.plate, left + width * 0.5, top - 4, { width: width * 0.5, align: 'right' });
  doc.y = top + 22;

  if (card.photo) {
    doc.image(card.photo, left, doc.y, { fit: [width, PHOTO_HEIGHT], align: 'center', valign: 'center' });
    doc.y += PHOTO_HEIGHT + 12;
  }

  doc
    .font(FONT.bold)
    .fontSize(22)
    .fillColor(INK.text)
    .text(card.name || 'Untitled recipe', left, doc.y, { width });
  doc.moveDown(0.2);
  doc.font(FONT.regular).fontSize(12).fillColor(INK.muted).text(card.byline, left, doc.y, { width });
  doc.moveDown(0.6);
  if (card.description.trim()) paragraphs(doc, card.description, 11);

  allergenBox(doc, card.allergens);

  heading(doc, 'Ingredients (one portion)');
  ingredientTable(doc, card.ingredients);
  figures(doc, card.figures);
  if (card.figuresNote)
    doc
      .font(FONT.regular)
      .fontSize(9.5)
      .fillColor(INK.muted)
      .text(card.figuresNote, doc.page.margins.left, doc.y + 2, { width: contentWidth(doc) });

  heading(doc, 'Preparation');
  if (card.preparation.trim()) paragraphs(doc, card.preparation);
  else doc.font(FONT.regular).fontSize(10.5).fillColor(INK.muted).text('No preparation steps given.', left);
}

function allergenBox(doc: Pdf, text: string): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  doc.font(FONT.bold).fontSize(11);
  const height = doc.heightOfString(text, { width: width - 20 }) + 14;
  keepRoom(doc, height + 10);
  const y = doc.y + 4;
  doc.rect(left, y, width, height).fillColor(INK.fill).fill();
  doc.fillColor(INK.text).text(text, left + 10, y + 7, { width: width - 20 });
  doc.y = y + height + 4;
}

function ingredientTable(doc: Pdf, rows: RecipeCardIngredient[]): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const widths = COLUMNS.map((column) => column.share * width);
  const pad = 4;
  const header = () => {
    doc.font(FONT.bold).fontSize(8).fillColor(INK.muted);
    const y = doc.y;
    let x = left;
    COLUMNS.forEach((column, i) => {
      doc.text(column.title.toUpperCase(), x + pad, y, {
        width: widths[i] - 2 * pad,
        align: column.align,
        lineBreak: false,
      });
      x += widths[i];
    });
    doc.y = y + 13;
    rule(doc, 1, INK.text);
  };
  if (rows.length === 0) {
    doc.font(FONT.regular).fontSize(10.5).fillColor(INK.muted).text('No ingredients listed.', left, doc.y);
    return;
  }
  keepRoom(doc, 40);
  header();
  const fontOf = (key: keyof RecipeCardIngredient) =>
    key === 'total' || key === 'ingredient' ? FONT.bold : FONT.regular;
  for (const row of rows) {
    const height =
      Math.max(
        ...COLUMNS.map((column, i) =>
          doc
            .font(fontOf(column.key))
            .fontSize(10)
            .heightOfString(row[column.key], { width: widths[i] - 2 * pad }),
        ),
      ) + 8;
    if (doc.y + height > bottomOf(doc)) {
      doc.addPage();
      header();
    }
    const y = doc.y + 4;
    let x = left;
    COLUMNS.forEach((column, i) => {
      doc
        .font(fontOf(column.key))
        .fontSize(10)
        .fillColor(INK.text)
        .text(row[column.key], x + pad, y, { width: widths[i] - 2 * pad, align: column.align });
      x += widths[i];
    });
    doc.y = y + height - 4;
    rule(doc, 0.5, INK.rule);
  }
}

function figures(doc: Pdf, pairs: Array<[string, string]>): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  keepRoom(doc, pairs.length * 16 + 10);
  doc.y += 6;
  for (const [label, value] of pairs) {
    const y = doc.y;
    doc
      .font(FONT.regular)
      .fontSize(10.5)
      .fillColor(INK.muted)
      .text(label, left, y, { width: width * 0.45, align: 'left' });
    const labelBottom = doc.y;
    doc
      .font(FONT.bold)
      .fillColor(INK.text)
      .text(value, left + width * 0.45, y, { width: width * 0.55, align: 'right' });
    doc.y = Math.max(doc.y, labelBottom) + 3;
  }
}

function rule(doc: Pdf, weight: number, color: string): void {
  const left = doc.page.margins.left;
  doc
    .moveTo(left, doc.y)
    .lineTo(left + contentWidth(doc), doc.y)
    .lineWidth(weight)
    .strokeColor(color)
    .stroke();
  doc.y += 2;
}
