import { addInPlace, has, removeInPlace } from '../../engine/card-set';
import { refuse, type Refusal } from '../../engine/game';
import { DISCARD } from './actions';
import { drawFromMask } from '../../engine/fast';
import type { RngState } from '../../engine/rng';
import { startPlay } from './deal';
import { isFivePointer, PACK, writeWord } from './cards';
import { E, log } from './events';
import { scartSize } from './seats';
import type { TroccasState } from './state';

/** Per suit slot, the cards that may go into the scart: every card of the pack but the 5-point ones. */
const SCARTABLE = [0, 0, 0, 0, 0, 0];
for (const c of PACK.cards) if (!isFivePointer(c)) SCARTABLE[c >> 5] |= 1 << (c & 31);

/** TR-4-8 (and TR-3-1, TR-5-1): the dealer's scart, one card per action, never a 5-point card. */
export function discardLegal(s: TroccasState, out: Uint16Array): number {
  let n = 0;
  discardableInto(s, discardable);
  for (let slot = 0; slot < 6; slot++) n = writeWord(out, n, DISCARD, slot, discardable[slot]);
  return n;
}

const discardable = [0, 0, 0, 0, 0, 0];

function discardableInto(s: TroccasState, m: number[]): void {
  const hand = s.hands[s.dealer];
  for (let slot = 0; slot < 6; slot++) m[slot] = hand[slot] & SCARTABLE[slot];
}

/** `discardLegal`'s list at one `nextInt`, drawn from the same mask. */
export function discardRandom(s: TroccasState, rng: RngState): number {
  discardableInto(s, discardable);
  return drawFromMask(discardable, DISCARD, rng);
}

export function discardRefusal(s: TroccasState, a: number): Refusal | null {
  const c = a - DISCARD;
  if (!has(s.hands[s.dealer], c)) return refuse('not-in-hand', 'You do not hold that card.', 'Diese Karte hast du nicht.');
  if (isFivePointer(c))
    return refuse(
      'scart-honour',
      'A king, the XXI, the I or the Fool may not go into the scart.',
      'Ein König, der XXI, der I oder der Narr darf nicht in den Scart.'
    );
  return null;
}

export function applyDiscard(s: TroccasState, a: number): void {
  const c = a - DISCARD;
  removeInPlace(s.hands[s.dealer], c);
  addInPlace(s.scart, c);
  s.scartCount++;
  log(s, s.dealer, E.DISCARD, s.scartCount, scartSize(s.players));
  if (s.scartCount === scartSize(s.players)) startPlay(s);
}
