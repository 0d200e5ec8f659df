import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Runs a poppler-utils tool (`pdftotext`, `pdffonts`, from Debian's poppler-utils) on the PDF's bytes. */
async function poppler(tool: string, bytes: Buffer, args: string[]): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'rc-pdf-'));
  try {
    const file = join(folder, 'document.pdf');
    await writeFile(file, bytes);
    const { stdout } = await run(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], {
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The text of each page, as a person copying it from a viewer would get it. */
export async function pdfPages(bytes: Buffer): Promise<string[]> {
  const text = await poppler('pdftotext', bytes, ['-enc', 'UTF-8']);
  const pages = text.split('\f');
  // pdftotext ends the last page with a form feed too.
  if (pages.length > 1 && pages[pages.length - 1].trim() === '') pages.pop();
  return pages;
}

/** The fonts of the PDF as `pdffonts` lists them: name and whether each is embedded. */
export async function pdfFonts(bytes: Buffer): Promise<Array<{ name: string; embedded: boolean }>> {
  const lines = (await poppler('pdffonts', bytes, [])).split('\n').slice(2).filter(Boolean);
  return lines.map((line) => {
    const columns = line.trim().split(/\s+/);
    // name type encoding emb sub uni object ID: "emb" is the fourth column from the end but three.
    return { name: columns[0], embedded: columns[columns.length - 5] === 'yes' };
  });
}
