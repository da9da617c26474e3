import { isRefusal, type HandContext, type Seat } from '../../../src/lib/engine/game';
import { cardsOf } from '../../../src/lib/games/dobbm/cards';
import { parseAction } from '../../../src/lib/games/dobbm/actions';
import { apply } from '../../../src/lib/games/dobbm/rules';
import { setupFromDeal, type DobbmState } from '../../../src/lib/games/dobbm/state';
import { defaultSettings } from '../../../src/lib/games/dobbm/settings';

/** Test helpers: a hand from given cards, then a list of action codes applied with full checks. */
export function ctx(players = 4, dealer = 0, settings: Record<string, unknown> = {}, session?: HandContext['session']): HandContext {
  return { players, dealer, settings: { ...defaultSettings(), ...(settings as object) }, ...(session ? { session } : {}) };
}

export function deal(c: HandContext, hands: Record<Seat, string>, dobb: string): DobbmState {
  const h: Record<number, number[]> = {};
  for (const [k, v] of Object.entries(hands)) h[Number(k)] = cardsOf(v);
  return setupFromDeal(c, h, cardsOf(dobb));
}

export function run(s: DobbmState, codes: string): DobbmState {
  for (const code of codes.split(/\s+/).filter(Boolean)) {
    const a = parseAction(code);
    if (a === undefined) throw new Error(`unknown action ${code}`);
    const next = apply(s, a);
    if (isRefusal(next)) throw new Error(`${code} refused: ${next.reason.en}`);
    s = next;
  }
  return s;
}
