// CSV files as spreadsheets read them: RFC 4180 (CRLF rows, quotes doubled, a field quoted when it holds a comma,
// quote or line break), UTF-8 with a byte-order mark so Excel does not read names as Latin-1, and cells that a
// spreadsheet would run as a formula neutralised (OWASP "CSV injection").

export type CsvValue = string | number | null | undefined;

const BOM = '\uFEFF';
/** A spreadsheet treats a cell starting with one of these as a formula (tab and CR too, after trimming). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One cell. Text from people that looks like a formula gets a leading single quote, which spreadsheets show
 * as text; numbers we produced ourselves (a negative one included) are left as they are.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'number' ? String(value) : value;
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file: the header row, then one row per record, every row ending in CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(',') + '\r\n');
  return BOM + lines.join('');
}

/** `Content-Disposition` for a download; the name is reduced to safe ASCII so no header escaping is needed. */
export function csvAttachmentHeader(fileName: string): string {
  const safe = fileName.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'export.csv';
  return `attachment; filename="${safe}"`;
}

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
