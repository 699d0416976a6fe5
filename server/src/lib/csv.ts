/**
 * CSV for spreadsheets (RFC 4180): comma-separated, CRLF line ends, fields quoted when needed, and a
 * leading ' on values a spreadsheet would run as a formula (=, +, -, @), since shoppers type them.
 */

/** One CSV field. */
export function csvField(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file: a UTF-8 byte-order mark (so Excel reads accents), the header and the rows. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | boolean | null | undefined)[])[],
): string {
  return '\uFEFF' + [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
