// CSV as RFC 4180 describes it (comma, CRLF, double quotes doubled), with one protection spreadsheets need: a text
// cell that starts with = + - @ (or a tab or carriage return) would be read as a formula, so it gets a leading
// apostrophe. Numbers we compute are written as numbers and never prefixed (a negative z-score stays -0.61).

export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** The byte-order mark that makes Excel read the file as UTF-8 ("Chloé", not "ChloÃ©"); other readers skip it. */
export const UTF8_BOM = '\uFEFF';
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  return UTF8_BOM + [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/**
 * The same text as `toCsv`, as chunks of about `batch` lines while the rows arrive: an export of any size is
 * written as it is read, never held whole in memory.
 */
export async function* csvChunks(
  header: readonly string[],
  rows: AsyncIterable<readonly CsvCell[]> | Iterable<readonly CsvCell[]>,
  batch = 500,
): AsyncGenerator<string> {
  let chunk = UTF8_BOM + header.map(csvCell).join(',') + '\r\n';
  let lines = 0;
  for await (const row of rows) {
    chunk += row.map(csvCell).join(',') + '\r\n';
    lines += 1;
    if (lines >= batch) {
      yield chunk;
      chunk = '';
      lines = 0;
    }
  }
  if (chunk) yield chunk;
}
