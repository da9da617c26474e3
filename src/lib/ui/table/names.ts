/**
 * Game texts name seats as "Seat 3", "Player 3", "Seats 1+3" (1-based; "Platz", "Spieler",
 * "Plätze" in German), because the rules do not know people's names. The table puts them in.
 */
export function withNames(text: string, names: readonly string[]): string {
  const name = (n: string, fallback: string) => names[Number(n) - 1] ?? fallback;
  return text
    .replace(/\b(?:Seats|Plätze) (\d)((?:\+\d)+)/g, (m, first: string, rest: string) =>
      [first, ...rest.split('+').filter(Boolean)].map((n) => name(n, m)).join(' + ')
    )
    .replace(/\b(?:Seat|Player|Platz|Spieler|Spielerin) (\d)\b/gi, (m, n: string) => name(n, m));
}

/**
 * The caption of a group of face-up cards. A caption that already names its player or speaks to
 * the viewer ("Your discard", "You gave Anna …") stands alone; otherwise the owner's name follows
 * ("Laid out: Anna"), never the bare word "You".
 */
export function shownCaption(label: string, owner: string | null, ownerIsViewer: boolean, names: readonly string[]): string {
  const text = withNames(label, names);
  if (owner === null || text !== label || /^(your?|dein|du)\b/i.test(text)) return text;
  return ownerIsViewer ? text : `${text}: ${owner}`;
}
