import { parse } from 'csv-parse/sync';
import { CliError } from './cli-error.js';
import type { StaffAccountInput } from './staff-account-rules.js';

const REQUIRED_COLUMNS = ['email', 'name', 'lastname', 'stage'] as const;
const OPTIONAL_COLUMNS = ['typelogin', 'password'] as const;
type Column = (typeof REQUIRED_COLUMNS)[number] | (typeof OPTIONAL_COLUMNS)[number];
export const JUDGES_CSV_HEADER = 'email,name,lastname,stage[,typelogin][,password]';

export interface JudgesCsvRow {
  /** The line of the file where the row starts, counting the header as line 1. */
  line: number;
  input: StaffAccountInput;
  /** Set when the row cannot be read as a judge at all (wrong number of fields). */
  problem: string | null;
}

interface ParsedRecord {
  record: string[];
  info: { lines: number };
}

/**
 * Reads the judges file: a header naming the columns (any order, any case), then one judge per line.
 * Blank lines are skipped; line numbers are those an editor shows.
 */
export function parseJudgesCsv(text: string, fileLabel: string): JudgesCsvRow[] {
  let records: ParsedRecord[];
  try {
    // Line endings are unified first: the parser counts lines of CRLF files inconsistently.
    records = parse(text.replace(/\r\n?/g, '\n'), {
      info: true,
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as ParsedRecord[];
  } catch (error) {
    throw new CliError(
      `${fileLabel} is not a readable CSV file: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const [header, ...rows] = records;
  if (!header) throw new CliError(`${fileLabel} is empty; expected a header line: ${JUDGES_CSV_HEADER}`);

  const columns = header.record.map((name) => name.trim().toLowerCase());
  const known = new Set<string>([...REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS]);
  const unknown = columns.filter((name) => !known.has(name));
  const missing = REQUIRED_COLUMNS.filter((name) => !columns.includes(name));
  const repeated = columns.filter((name, index) => columns.indexOf(name) !== index);
  if (unknown.length || missing.length || repeated.length) {
    const reasons = [
      ...(missing.length ? [`missing ${missing.join(', ')}`] : []),
      ...(unknown.length ? [`unknown ${unknown.map((name) => `"${name}"`).join(', ')}`] : []),
      ...(repeated.length ? [`repeated ${repeated.join(', ')}`] : []),
    ];
    throw new CliError(
      `${fileLabel}: the header line has ${reasons.join('; ')}; expected ${JUDGES_CSV_HEADER}`,
    );
  }
  if (rows.length === 0) throw new CliError(`${fileLabel} has a header but no judges.`);

  return rows.map(({ record, info }) => {
    const newlinesInside = record.reduce((count, field) => count + (field.match(/\n/g)?.length ?? 0), 0);
    const line = info.lines - newlinesInside;
    if (record.length !== columns.length) {
      return {
        line,
        input: {},
        problem: `expected ${columns.length} fields as in the header, found ${record.length}`,
      };
    }
    const input: Partial<Record<Column, string>> = {};
    columns.forEach((name, index) => {
      input[name as Column] = record[index];
    });
    return { line, input, problem: null };
  });
}
