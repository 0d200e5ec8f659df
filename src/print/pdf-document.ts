import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';

/** Points per inch: PDF measures in points. */
export const INCH = 72;

/** US Letter, portrait: the paper every document of the printed pack is laid out on. */
export const LETTER = { width: 8.5 * INCH, height: 11 * INCH } as const;

/** The printed pack's margins: three quarters of an inch, inside what office printers can reach. */
export const MARGIN = 0.75 * INCH;

export const FONT = { regular: 'regular', bold: 'bold' } as const;

export const INK = { text: '#1f1a17', muted: '#5c534d', rule: '#b9afa6', fill: '#f3eee8' } as const;

/**
 * The fonts shipped with the app (resources/fonts, DejaVu Sans under its own licence, see LICENSE.txt there): the
 * same in the sources and in dist/, read once, embedded as subsets so every document carries its own glyphs and its
 * text stays extractable.
 */
function fontsFolder(): string {
  for (let folder = dirname(fileURLToPath(import.meta.url)); ; folder = dirname(folder)) {
    const candidate = join(folder, 'resources', 'fonts');
    if (existsSync(join(candidate, 'DejaVuSans.ttf'))) return candidate;
    if (dirname(folder) === folder)
      throw new Error('The fonts of the printed pack (resources/fonts) are missing');
  }
}

let fonts: { regular: Buffer; bold: Buffer } | undefined;

function fontFiles(): { regular: Buffer; bold: Buffer } {
  if (!fonts) {
    const folder = fontsFolder();
    fonts = {
      regular: readFileSync(join(folder, 'DejaVuSans.ttf')),
      bold: readFileSync(join(folder, 'DejaVuSans-Bold.ttf')),
    };
  }
  return fonts;
}

export type Pdf = PDFKit.PDFDocument;

/**
 * A new Letter document with the pack's fonts, streamed as it is drawn: images are written out as soon as they are
 * placed, so memory holds the image being placed and the pages' text (kept until `end()` so that page numbers and a
 * contents page can be written last). The caller draws, then calls `end()`.
 */
export function createPdf(title: string): Pdf {
  const files = fontFiles();
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    autoFirstPage: false,
    bufferPages: true,
    // No initial font: otherwise pdfkit parses its built-in Helvetica, which no page here uses (the types omit null).
    font: null as unknown as string,
    info: { Title: title, Creator: 'Recipe contest', Producer: 'Recipe contest' },
    displayTitle: true,
    lang: 'en-US',
  });
  doc.registerFont(FONT.regular, files.regular);
  doc.registerFont(FONT.bold, files.bold);
  doc.font(FONT.regular);
  return doc;
}

/** A file name for Content-Disposition: lower-case words joined by dashes, ASCII only. */
export function pdfFileName(...parts: Array<string | number>): string {
  const slug = parts
    .map((part) =>
      String(part)
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .filter(Boolean)
    .join('-')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${slug || 'document'}.pdf`;
}
