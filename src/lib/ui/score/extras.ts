import type { GameId, Text } from '$lib/engine/game';

/** What a game's session state adds to the sheet's header: Troggen's pot, Dobbm's Mußrunde… */
export function sessionExtras(game: GameId, state: unknown): { label: Text; value: string }[] {
  const s = (state ?? {}) as Record<string, unknown>;
  const out: { label: Text; value: string }[] = [];
  if (typeof s.pot === 'number') out.push({ label: { en: 'Pot', de: 'Kasse' }, value: String(s.pot) });
  if (game === 'dobbm' && typeof s.mussLeft === 'number') out.push({ label: { en: 'Mußrunde: deals left', de: 'Mußrunde: noch Spiele' }, value: String(s.mussLeft) });
  if (game === 'troccas' && typeof s.handsInGame === 'number' && typeof s.handsPerGame === 'number')
    out.push({ label: { en: 'Game: hands played', de: 'Partie: gespielt' }, value: `${s.handsInGame}/${s.handsPerGame}` });
  if (game === 'troccas' && s.ending === true && s.over !== true) out.push({ label: { en: 'Last game', de: 'Letzte Partie' }, value: '✓' });
  for (const k of ['dealsLeft', 'lastDeals', 'remaining'])
    if (typeof s[k] === 'number') out.push({ label: { en: 'Deals left', de: 'Noch Spiele' }, value: String(s[k]) });
  return out;
}

/** What calling the end means in each game, said before the table confirms it. */
export const END_TEXT: Record<GameId, Text> = {
  droggn: { en: 'End the session: four more deals, the next declarer deals the first of the last ones.', de: 'Sitzung beenden: noch vier Spiele, der nächste Spieler gibt das erste davon.' },
  dobbm: { en: 'End the session: with the Mußrunde, one more deal per player in which the player left of the dealer must declare.', de: 'Sitzung beenden: mit der Mußrunde noch ein Spiel pro Spieler, in dem der Spieler links vom Geber spielen muss.' },
  troggen: { en: 'End the session now. A pot left on the table goes back to those who paid it in.', de: 'Sitzung jetzt beenden. Eine übrige Kasse geht an die zurück, die eingezahlt haben.' },
  troccas: { en: 'End the session after the current game of four hands.', de: 'Sitzung nach der laufenden Partie von vier Spielen beenden.' }
};

/** How each game names its stake (the settlement multiplies by it). */
export const STAKE_TEXT: Record<GameId, Text> = {
  droggn: { en: 'Money per point', de: 'Geld pro Punkt' },
  dobbm: { en: 'Price of a Match', de: 'Preis eines Matsch' },
  troggen: { en: 'Value of one jeton', de: 'Wert eines Jetons' },
  troccas: { en: 'Money per point (optional)', de: 'Geld pro Punkt (optional)' }
};

/** Per-seat figures a game keeps beside the totals: Droggn's paper columns (DR-SCORE-9). */
export function sessionColumns(state: unknown): { label: Text; values: number[] }[] {
  const s = (state ?? {}) as Record<string, unknown>;
  const out: { label: Text; values: number[] }[] = [];
  if (Array.isArray(s.paper)) out.push({ label: { en: 'Paper', de: 'Papier' }, values: s.paper as number[] });
  // Troccas: each side's points over or under 36 in the game of four hands in progress (TR-4-15).
  if (Array.isArray(s.game) && typeof s.handsPerGame === 'number') out.push({ label: { en: 'This game', de: 'Partie' }, values: s.game as number[] });
  return out;
}
