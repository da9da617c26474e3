import { setOf } from '../../../src/lib/engine/card-set';
import { isRefusal, type Refusal, type Settings } from '../../../src/lib/engine/game';
import { parseCard } from '../../../src/lib/engine/packs';
import { parseAction } from '../../../src/lib/games/droggn/actions';
import { packOf } from '../../../src/lib/games/droggn/cards';
import { droggnGame } from '../../../src/lib/games/droggn/index';
import { readDroggnSettings } from '../../../src/lib/games/droggn/settings';
import { setup, type DroggnState } from '../../../src/lib/games/droggn/state';

/** Test helpers: a hand from given cards, and a list of action codes applied through `apply`. */
export function deal(opts: {
  players?: number;
  dealer?: number;
  settings?: Settings;
  hands: Record<number, string[]>;
  talon?: string[];
  seed?: number;
}): DroggnState {
  const players = opts.players ?? 3;
  const s = setup({ players, dealer: opts.dealer ?? players - 1, settings: opts.settings ?? {} }, opts.seed ?? 1);
  const pack = packOf(readDroggnSettings(opts.settings).cards === '78');
  const used = new Set<number>();
  s.hands.fill(0);
  for (const [seat, codes] of Object.entries(opts.hands)) {
    const set = setOf(codes.map((c) => parseCard(pack, c)));
    for (let i = 0; i < 6; i++) s.hands[Number(seat) * 6 + i] = set[i];
    codes.forEach((c) => used.add(parseCard(pack, c)));
  }
  // Unlisted cards fill the talon first, then the hands listed as short, in pack order.
  const rest = pack.cards.filter((c) => !used.has(c));
  const talon = opts.talon ? opts.talon.map((c) => parseCard(pack, c)) : rest.slice(0, 3);
  s.talon = setOf(talon);
  s.talonCards = talon;
  const left = rest.filter((c) => !talon.includes(c));
  const per = s.tricks;
  for (const seat of s.active) {
    while (countHand(s, seat) < per && left.length) {
      const c = left.shift() as number;
      s.hands[seat * 6 + (c >> 5)] |= 1 << (c & 31);
    }
  }
  return s;
}

function countHand(s: DroggnState, seat: number): number {
  let n = 0;
  for (let i = 0; i < 6; i++) {
    let w = s.hands[seat * 6 + i];
    while (w) {
      w &= w - 1;
      n++;
    }
  }
  return n;
}

/** Applies action codes; throws with the reason on a refusal. */
export function run(s: DroggnState, codes: string[]): DroggnState {
  for (const code of codes) {
    const a = parseAction(code);
    if (a === undefined) throw new Error(`bad code ${code}`);
    const next = droggnGame.apply(s, a);
    if (isRefusal(next)) throw new Error(`${code} refused: ${next.reason.en}`);
    s = next;
  }
  return s;
}

/** The refusal for one action (or null if accepted). */
export function refusalOf(s: DroggnState, code: string): Refusal | null {
  const a = parseAction(code);
  if (a === undefined) throw new Error(`bad code ${code}`);
  const r = droggnGame.apply(s, a);
  return isRefusal(r) ? r : null;
}

export const codes = (s: DroggnState): string[] => droggnGame.legal(s).map((a) => droggnGame.actionCode(a));

/** Plays random legal actions to the end (deterministic from the seed). */
export function playRandom(s: DroggnState, seed: number, pick?: (legal: number[], s: DroggnState) => number | undefined): DroggnState {
  let x = seed >>> 0;
  while (droggnGame.toAct(s) !== null) {
    const legal = droggnGame.legal(s);
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    const a = pick?.(legal, s) ?? legal[x % legal.length];
    const next = droggnGame.apply(s, a);
    if (isRefusal(next)) throw new Error(next.reason.en);
    s = next;
  }
  return s;
}

/** A hand late in play: only the given cards are in the hands (legality and last-trick tests). */
export function late(opts: {
  players?: number;
  settings?: Settings;
  contract: number;
  declarer: number;
  hands: Record<number, string[]>;
  trickNo: number;
  leader?: number;
  laidOut?: number;
  laidOutSeat?: number;
}): DroggnState {
  const players = opts.players ?? 3;
  const s = setup({ players, dealer: players - 1, settings: opts.settings ?? {} }, 1);
  const pack = packOf(readDroggnSettings(opts.settings).cards === '78');
  s.hands.fill(0);
  for (const [seat, cs] of Object.entries(opts.hands)) {
    const set = setOf(cs.map((c) => parseCard(pack, c)));
    for (let i = 0; i < 6; i++) s.hands[Number(seat) * 6 + i] = set[i];
  }
  s.talon = [0, 0, 0, 0, 0, 0];
  s.bids = s.bids.map((_, i) => (i === opts.declarer ? opts.contract : s.active.includes(i) ? 0 : -1));
  s.bidIndex = 3;
  s.declarer = opts.declarer;
  s.contract = opts.contract;
  s.phase = 'play';
  s.trickNo = opts.trickNo;
  s.leader = opts.leader ?? opts.declarer;
  s.toAct = s.leader;
  s.laidOut = opts.laidOut ?? 0;
  s.laidOutSeat = opts.laidOutSeat ?? -1;
  for (let t = 0; t < opts.trickNo; t++) {
    s.leaders[t] = opts.declarer;
    s.winners[t] = opts.declarer;
  }
  s.tricksWon[opts.declarer] = opts.trickNo;
  // Earlier tricks: filler cards nobody holds now, all won by the declarer.
  const held = new Set(
    Object.values(opts.hands)
      .flat()
      .map((c) => parseCard(pack, c))
  );
  const filler = pack.cards.filter((c) => !held.has(c) && c !== 129 && c !== 160);
  for (let i = 0; i < opts.trickNo * 3; i++) s.played[i] = filler[i];
  return s;
}
