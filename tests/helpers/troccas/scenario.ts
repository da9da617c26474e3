import { emptySet, setOf } from '../../../src/lib/engine/card-set';
import { isRefusal } from '../../../src/lib/engine/game';
import { parseCard } from '../../../src/lib/engine/packs';
import { parseAction } from '../../../src/lib/games/troccas/actions';
import { PACK } from '../../../src/lib/games/troccas/cards';
import { apply } from '../../../src/lib/games/troccas/rules';
import { setup, type TroccasState } from '../../../src/lib/games/troccas/state';

/** Scenario helpers for the tests: states from given hands, and actions by their codes. */
export const cards = (codes: string): number[] =>
  codes.trim()
    ? codes
        .trim()
        .split(/\s+/)
        .map((c) => parseCard(PACK, c))
    : [];

/** A state in the play phase with the given hands (seat order), the dealer's scart and settings. */
export function playState(hands: string[], opts: { dealer?: number; scart?: string; settings?: Record<string, boolean | string | number> } = {}): TroccasState {
  const players = hands.length;
  const dealer = opts.dealer ?? 0;
  const s = setup({ players, dealer, settings: opts.settings ?? {} }, 1);
  s.hands = hands.map((h) => setOf(cards(h)));
  s.scart = setOf(cards(opts.scart ?? ''));
  s.scartCount = cards(opts.scart ?? '').length;
  s.known = emptySet();
  s.dealt = s.deck.length;
  s.round = s.rounds;
  s.phase = 'play';
  s.leader = (dealer + players - 1) % players;
  s.toAct = s.leader;
  return s;
}

export function act(s: TroccasState, ...codes: string[]): TroccasState {
  for (const code of codes) {
    const a = parseAction(code);
    if (a === undefined) throw new Error(`bad action code ${code}`);
    const next = apply(s, a);
    if (isRefusal(next)) throw new Error(`${code} refused: ${next.reason.en}`);
    s = next;
  }
  return s;
}

export function refusalOf(s: TroccasState, code: string): string | null {
  const a = parseAction(code);
  if (a === undefined) throw new Error(`bad action code ${code}`);
  const next = apply(s, a);
  return isRefusal(next) ? next.code : null;
}
