import { setOf, toCards } from '../../../src/lib/engine/card-set';
import { isRefusal, type Settings } from '../../../src/lib/engine/game';
import { parseCard } from '../../../src/lib/engine/packs';
import { HAND_SIZE, PACK, TALON_SIZE } from '../../../src/lib/games/troggen/constants';
import { apply } from '../../../src/lib/games/troggen/rules';
import { defaultSettings } from '../../../src/lib/games/troggen/settings';
import { setupFromHands, type TroggenState } from '../../../src/lib/games/troggen/state';
import { parseAction } from '../../../src/lib/games/troggen/view';

/** Scenario helpers for tests: hands given partly by card codes, the rest filled in pack order. */
export const C = (code: string) => parseCard(PACK, code);

function deal(players: number, given: Record<number, string[]>, talonGiven: string[] = []): { hands: number[][]; talon: number[] } {
  const used = new Set<number>();
  const hands: number[][] = [];
  for (let s = 0; s < players; s++) {
    hands.push((given[s] ?? []).map(C));
    hands[s].forEach((c) => used.add(c));
  }
  const talon = talonGiven.map(C);
  talon.forEach((c) => used.add(c));
  if (used.size !== hands.flat().length + talon.length) throw new Error('card given twice');
  const rest = PACK.cards.filter((c) => !used.has(c));
  for (let s = 0; s < players; s++) while (hands[s].length < HAND_SIZE[players]) hands[s].push(rest.shift()!);
  while (talon.length < TALON_SIZE[players]) talon.push(rest.shift()!);
  return { hands, talon };
}

export function stateFrom(
  players: number,
  dealer: number,
  given: Record<number, string[]>,
  talon: string[] = [],
  settings: Settings = {},
  pot = 0
): TroggenState {
  const d = deal(players, given, talon);
  return setupFromHands({ players, dealer, settings: { ...defaultSettings(players), ...settings }, session: { pot } }, d.hands, d.talon);
}

/** Apply action codes; throws with the refusal's reason (so a test shows why). */
export function run(s: TroggenState, codes: string[]): TroggenState {
  for (const code of codes) {
    const a = parseAction(code);
    if (a === undefined) throw new Error(`bad code ${code}`);
    const t = apply(s, a);
    if (isRefusal(t)) throw new Error(`${code} refused: ${t.reason.en}`);
    s = t;
  }
  return s;
}

/**
 * A state at the last trick: each seat holds the one given card; every other card of its hand is
 * moved to its own won pile (the trick count set to match), so locations stay consistent.
 */
export function lastTrickState(
  players: number,
  opts: {
    dealer?: number;
    bidder: number;
    level?: number;
    last: Record<number, string>;
    leader: number;
    calledKing?: string;
    partner?: number;
    settings?: Settings;
  }
): TroggenState {
  const given: Record<number, string[]> = {};
  for (const [seat, code] of Object.entries(opts.last)) given[Number(seat)] = [code];
  const s = stateFrom(players, opts.dealer ?? 0, given, [], opts.settings ?? {});
  const tricks = HAND_SIZE[players];
  s.phase = 'play';
  s.high = opts.level ?? 3;
  s.bidder = opts.bidder;
  s.bids = s.bids.map((_, i) => (i === opts.bidder ? s.high : 0));
  if (opts.calledKing) {
    s.calledKing = C(opts.calledKing);
    s.partner = opts.partner ?? -1;
  }
  s.tricksPlayed = tricks - 1;
  s.played = s.tricksPlayed * players;
  for (let seat = 0; seat < players; seat++) {
    const keep = C(opts.last[seat]);
    const hand = toCards(s.hands[seat]);
    s.hands[seat] = setOf([keep]);
    s.piles[seat] = setOf(hand.filter((c) => c !== keep));
  }
  s.tricksWon = s.tricksWon.map(() => 0);
  s.tricksWon[0] = tricks - 1;
  s.leader = opts.leader;
  s.toAct = opts.leader;
  if (opts.calledKing && !Object.values(opts.last).includes(opts.calledKing)) s.kingPlayed = true;
  return s;
}
