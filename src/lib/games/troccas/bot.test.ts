import { describe, expect, it } from 'vitest';
import { nextInt, rngFromSeed } from '../../engine/rng';
import { setup } from './state';
import { applyInPlace, legal } from './rules';
import { facts, score } from './scoring';
import { view } from './view';
import { troccasBot } from './bot';

/** Plays one hand; seats in `bots` use the bot, the others play uniformly at random. */
function hand(players: number, seed: number, bots: (seat: number) => boolean, settings = {}, session?: Record<string, number>) {
  const s = setup({ players, dealer: seed % players, settings, session }, seed);
  const rng = rngFromSeed(seed * 7 + 1);
  let steps = 0;
  while (s.phase !== 'over') {
    const l = legal(s);
    const seat = s.toAct;
    let a: number;
    if (bots(seat)) {
      a = troccasBot.choose({ view: view(s, seat), legal: l, seed: seed + steps, budgetMs: 0 });
      if (!l.includes(a)) throw new Error(`illegal bot action ${a} in phase ${s.phase}`);
    } else a = l[nextInt(rng, l.length)];
    applyInPlace(s, a);
    steps++;
  }
  return score(facts(s)!);
}

describe('Troccas rule-based bot', () => {
  it('always chooses a legal action, at every player count and variant (all seats bots)', () => {
    const configs: [number, object, Record<string, number>?][] = [
      [4, {}],
      [4, { talk: false, knocking: true }],
      [4, {}, { behindSide: 1, behind: 20 }],
      [6, { knocking: true }],
      [3, {}],
      [3, { counting3: 'threes' }],
      [5, {}]
    ];
    for (const [players, settings, session] of configs)
      for (let seed = 1; seed <= 60; seed++) expect(hand(players, seed, () => true, settings, session).deltas).toHaveLength(players);
  });

  it('beats random play clearly over 200 four-player hands (sides swapped half the time)', () => {
    let total = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const botSide = seed % 2;
      const r = hand(4, 1000 + seed, (seat) => seat % 2 === botSide);
      total += r.deltas[botSide];
    }
    // Random against random averages 0 with a standard error near 1 point a hand over 200 hands.
    expect(total / 200).toBeGreaterThan(4);
  });

  it('beats random play at three players (one bot, two random)', () => {
    let total = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const botSeat = seed % 3;
      total += hand(3, 2000 + seed, (seat) => seat === botSeat).deltas[botSeat];
    }
    expect(total / 200).toBeGreaterThan(4);
  });
});
