import { describe, expect, it } from 'vitest';
import { nextInt, rngFromSeed } from '../../engine/rng';
import { dobbmGame } from './index';
import { dobbmBot } from './bot';
import type { DobbmState } from './state';

type Chooser = 'bot' | 'random';

/** Play one hand; seats[i] says who plays seat i. Returns the money per seat. */
function playHand(players: number, dealer: number, seed: number, seats: Chooser[], settings = {}): number[] {
  const ctx = { players, dealer, settings: { ...dobbmGame.defaultSettings(players), ...settings } };
  let s: DobbmState = dobbmGame.setup(ctx, seed);
  const rng = rngFromSeed(seed ^ 0x9e3779b9);
  let step = 0;
  while (dobbmGame.toAct(s) !== null) {
    const seat = dobbmGame.toAct(s)!;
    const legal = dobbmGame.legal(s);
    const a =
      seats[seat] === 'bot'
        ? dobbmBot.choose({ view: dobbmGame.view(s, seat), legal, seed: seed * 131 + step, budgetMs: 0 })
        : legal[nextInt(rng, legal.length)];
    expect(legal).toContain(a);
    const next = dobbmGame.apply(s, a);
    if ('refused' in next) throw new Error(next.reason.en);
    s = next;
    step++;
  }
  return dobbmGame.score(dobbmGame.facts(s)!, ctx.settings).deltas;
}

describe('Dobbm rule-based bot', () => {
  it('always returns a legal action (all seats bots, 4 and 5 players, Mußrunde deals too)', () => {
    for (const players of [4, 5])
      for (let seed = 1; seed <= 300; seed++) {
        const d = playHand(players, seed % players, seed, new Array(players).fill('bot'));
        expect(d.reduce((a, b) => a + b, 0)).toBe(0);
      }
    // Forced declarations.
    for (let seed = 1; seed <= 50; seed++) {
      const ctx = { players: 4, dealer: 0, settings: dobbmGame.defaultSettings(4), session: { mussrunde: true } };
      let s = dobbmGame.setup(ctx, seed);
      while (dobbmGame.toAct(s) !== null) {
        const seat = dobbmGame.toAct(s)!;
        const legal = dobbmGame.legal(s);
        const a = dobbmBot.choose({ view: dobbmGame.view(s, seat), legal, seed, budgetMs: 0 });
        expect(legal).toContain(a);
        s = dobbmGame.apply(s, a) as DobbmState;
      }
      expect(dobbmGame.facts(s)!.declarer).toBe(1);
    }
  });

  it('is deterministic for a given seed', () => {
    expect(playHand(4, 0, 77, ['bot', 'bot', 'bot', 'bot'])).toEqual(playHand(4, 0, 77, ['bot', 'bot', 'bot', 'bot']));
  });

  it('beats random players clearly over 400 hands (one bot, seats rotated, fixed seeds)', () => {
    let bot = 0;
    let control = 0;
    let botNet = 0; // hands won minus hands lost: robust against the huge doubled hands
    let controlNet = 0;
    const hands = 400;
    for (let i = 0; i < hands; i++) {
      const seat = i % 4;
      const seats: Chooser[] = ['random', 'random', 'random', 'random'];
      seats[seat] = 'bot';
      const b = playHand(4, (i >> 2) % 4, 5000 + i, seats)[seat];
      const c = playHand(4, (i >> 2) % 4, 5000 + i, ['random', 'random', 'random', 'random'])[seat];
      bot += b;
      control += c;
      botNet += Math.sign(b);
      controlNet += Math.sign(c);
    }
    // At a 60 stake a random seat averages about 0 (its spread per hand is tens of Schilling);
    // the bot must win at least 15 Schilling a hand on average, and far more than the control seat.
    expect(bot / hands).toBeGreaterThan(15);
    expect(bot - control).toBeGreaterThan(15 * hands);
    // Paired with the same deals, a random player in the bot's seat would differ from the control
    // by at most ±2 a hand, with a spread of about ±25 over 400 hands; ask for three times that.
    expect(botNet - controlNet).toBeGreaterThan(75);
    console.log(`won-lost hands: bot ${botNet}, random seat ${controlNet}`);
    console.log(`dobbm bot ${(bot / hands).toFixed(1)} vs random seat ${(control / hands).toFixed(1)} Schilling per hand`);
  });
});
