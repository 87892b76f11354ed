/**
 * The one way the extension writes a CSV file (docs/security.md). Cells hold text that
 * strangers wrote (review authors, location names), and a spreadsheet runs a cell that starts with
 * `=`, `+`, `-`, `@`, a tab or a carriage return as a formula. Such a cell is prefixed with `'`
 * (OWASP's advice against CSV injection), whatever follows the first character, line breaks
 * included: papaparse's own `escapeFormulae: true` tests `/^[=+\-@\t\r].*$/`, whose `.` stops at a
 * line break, so a multi-line formula passed it unescaped. Numbers stay numbers (`-3` is a value,
 * not a formula).
 */
import Papa from 'papaparse';

/** A cell that starts like a formula; only the first character counts. */
export const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvCell = string | number | boolean | null | undefined;

export interface CsvTable {
  /** The header row. */
  fields: readonly string[];
  /** The rows, cells in `fields` order, not yet escaped. */
  rows: readonly (readonly CsvCell[])[];
}

/** CSV text with CRLF line ends, every cell quoted as CSV needs and escaped as above. */
export function writeCsv(table: CsvTable): string {
  return Papa.unparse(
    { fields: [...table.fields], data: table.rows.map((row) => [...row]) },
    { escapeFormulae: FORMULA_START, newline: '\r\n' },
  );
}
