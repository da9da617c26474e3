/**
 * One CSV cell. Text that a spreadsheet would read as a formula (OWASP, "CSV Injection": a cell
 * starting with =, +, -, @, tab or carriage return) gets a leading apostrophe, so a player named
 * "=1+2" is shown as written and never run. Numbers are numbers: -48 stays a number.
 */
export function csvCell(x: string | number): string {
  let s = String(x);
  if (typeof x === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r;]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Rows of cells as CSV text, CRLF line ends (RFC 4180). */
export const csvText = (rows: readonly (readonly (string | number)[])[]): string => rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
