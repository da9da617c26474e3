import type { Action, AnyGame } from '../engine/game';
import type { Card } from '../engine/cards';

/**
 * For each action kind that is about a card ('play', 'discard', 'lay-out'…), the action a tap on
 * that card means. Built once per game from the game's own action codes, so the table can ask the
 * rules why a tapped card is not allowed ("you must follow hearts") without knowing the game.
 */
export function cardActionIndex(game: AnyGame): Map<string, Map<Card, Action[]>> {
  const index = new Map<string, Map<Card, Action[]>>();
  for (let a = 0; a < 4096; a++) {
    let info;
    try {
      info = game.describe(a);
    } catch {
      continue;
    }
    if (!info || info.card === undefined || info.kind === 'choice') continue;
    try {
      if (game.parseAction(game.actionCode(a)) !== a) continue;
    } catch {
      continue;
    }
    let m = index.get(info.kind);
    if (!m) index.set(info.kind, (m = new Map()));
    // One card can stand for several actions (Droggn's 66- and 78-card packs): keep them all.
    const list = m.get(info.card);
    if (list) list.push(a);
    else m.set(info.card, [a]);
  }
  return index;
}
