import type { Logger } from '@nestjs/common';
import { StreamableFile } from '@nestjs/common';
import type { Readable } from 'node:stream';
import type { Pdf } from './pdf-document.js';

/** A PDF on its way to the browser: its file name, and its bytes as they are drawn. */
export interface PrintedPdf {
  fileName: string;
  stream: Readable;
}

/**
 * Draws `work` into `doc` after the answer has started (the pages that need photos wait for them one at a time), then
 * ends it. Everything that can refuse the download (not found, not allowed, nothing to print) is checked before: a
 * failure here can only cut the file short, so it is logged and the stream is closed with the error.
 */
export function drawThenEnd(doc: Pdf, work: () => Promise<void>, logger: Logger): void {
  work().then(
    () => doc.end(),
    (error: unknown) => {
      logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      doc.destroy(error instanceof Error ? error : new Error(String(error)));
    },
  );
}

/** The answer of a PDF route: shown as a download with its file name, never cached. */
export function pdfDownload(pdf: PrintedPdf): StreamableFile {
  return new StreamableFile(pdf.stream, {
    type: 'application/pdf',
    disposition: `attachment; filename="${pdf.fileName}"`,
  });
}
