/**
 * Game texts name seats as "Seat 3" / "Platz 3" (1-based), because the rules do not know people's
 * names. The table puts the names in.
 */
export function withNames(text: string, names: readonly string[]): string {
  return text.replace(/\b(Seat|Platz|Spieler) (\d)\b/gi, (m, _w, n) => names[Number(n) - 1] ?? m);
}
