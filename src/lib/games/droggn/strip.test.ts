import { describe, expect, it } from 'vitest';
import { deal, run } from '../../../../tests/helpers/droggn/scenario';
import { steer, stripLeaks, stripText, value } from '../../../../tests/helpers/strip';
import { droggnGame } from './index';
import { strip } from './strip';
import type { DroggnState } from './state';
import { view } from './view';

const NAMES = ['Anna', 'Bert', 'Cilli', 'Dora'];
const play = (s: DroggnState, wants: string[], phase: DroggnState['phase']) => steer(droggnGame, s, wants, (x) => x.phase === phase);

describe('Droggn contract strip', () => {
  it('is what the view shows as info', () => {
    const s = run(deal({ hands: { 0: ['I'] } }), ['bid:ansager']);
    expect(view(s, 1).info).toEqual(strip(s, 1));
  });

  it('DR-BID-3: while bidding it shows the highest bid so far and who made it, by name', () => {
    let s = deal({ hands: { 0: ['I'] } });
    expect(stripText(strip(s, 0), NAMES)).toBe('High bid: none yet');
    s = run(s, ['bid:ansager']);
    expect(value(strip(s, 2), 'High bid', NAMES)).toBe('Ansager · Anna');
    s = run(s, ['bid:solo']);
    expect(value(strip(s, 2), 'High bid', NAMES)).toBe('Solo · Bert');
    expect(strip(s, 2).some((l) => l.label.en === 'Contract')).toBe(false);
  });

  it('DR-BID-4: all passed shows the throw-in', () => {
    const s = run(deal({ hands: { 0: ['I'] } }), ['pass', 'pass', 'pass']);
    expect(stripText(strip(s, null))).toBe('Bidding: all passed: thrown in');
  });

  it('DR-BID-3: once the bidding is over: contract and declarer by name, what she needs and what it is worth', () => {
    const s = play(deal({ hands: { 1: ['I'] } }), ['pass', 'bid:solo', 'pass'], 'announce');
    expect(stripText(strip(s, 0), NAMES)).toBe('Contract: Solo · Declarer: Bert · Talon: taken unseen · Goal: 37 / 74 · Worth: 40 + points over 37');
    expect(stripText(strip(s, 0), NAMES, 'de')).toBe('Spiel: Solo · Spieler: Bert · Talon: verdeckt aufgenommen · Ziel: 37 / 74 · Wert: 40 + Punkte über 37');
  });

  it('DR-EXCH-6: the talon reads "shown" when the table shows it in an Ansager, "taken unseen" when not', () => {
    const shown = play(deal({ hands: { 0: ['I'] }, settings: { showTalon: true } }), ['bid:ansager'], 'discard');
    expect(value(strip(shown, 1), 'Talon')).toBe('shown, then taken');
    const hidden = play(deal({ hands: { 0: ['I'] } }), ['bid:ansager'], 'discard');
    expect(value(strip(hidden, 1), 'Talon')).toBe('taken unseen');
  });

  it('DR-EXCH-3: in a Super the talon stays face down for the declarer until the end', () => {
    let s = play(deal({ hands: { 0: ['I'] } }), ['bid:super'], 'announce');
    expect(value(strip(s, 1), 'Talon')).toBe('face down, counts for the declarer');
    expect(value(strip(s, 1), 'Worth')).toBe('80 + points over 37');
    s = steer(droggnGame, s, [], () => false);
    expect(value(strip(s, 1), 'Talon')).toBe('turned up: counts for the declarer');
  });

  it('DR-EXCH-4: the bought card and its seller, by name', () => {
    const s = play(deal({ hands: { 0: ['I'], 2: ['S-K'] } }), ['bid:ansager', 'pass', 'pass', 'offer:I', 'name:S-K'], 'announce');
    expect(value(strip(s, 1), 'Bought', NAMES)).toMatch(/ from Cilli$/);
    expect(value(strip(s, 1), 'Bought', NAMES)).toMatch(/king/i);
  });

  it('DR-EXCH-5: not buying shows as none', () => {
    const s = play(deal({ hands: { 0: ['I'] } }), ['bid:ansager', 'pass', 'pass', 'no-buy'], 'announce');
    expect(value(strip(s, 1), 'Bought')).toBe('none');
  });

  it('DR-ANN-1, DR-ANN-4: the laid-out Pagat with its holder, the Schwacher with its giver and each Retour with the factor', () => {
    let s = play(deal({ hands: { 1: ['I'] } }), ['pass', 'bid:solo', 'pass', 'lay-out:I'], 'double');
    expect(value(strip(s, 0), 'Laid out', NAMES)).toBe('Pagat · Bert');
    expect(value(strip(s, 0), 'Doubles')).toBeUndefined();
    s = play(s, ['schwacher'], 'double');
    expect(value(strip(s, 0), 'Doubles', NAMES)).toBe('Schwacher (Cilli), ×2');
    s = play(s, ['retour'], 'play');
    expect(value(strip(s, 2), 'Doubles', NAMES)).toBe('Schwacher (Cilli) + 1 Retour, ×4');
  });

  it('DR-SCORE-1: the goal follows the threshold variant; DR-VAR-2: 39 of 78 with the larger pack', () => {
    const at = (settings: Record<string, string>) => value(strip(play(deal({ hands: { 0: ['I'] }, settings }), ['bid:solo'], 'discard'), 1), 'Goal');
    expect(at({})).toBe('37 / 74');
    expect(at({ threshold: '38' })).toBe('38 / 74');
    expect(at({ threshold: 'tie-last-trick' })).toBe('37 / 74, at 37:37 the last trick decides');
    const big = play(droggnGame.setup({ players: 3, dealer: 2, settings: { cards: '78' } }, 5), ['bid:solo'], 'discard');
    expect(value(strip(big, 1), 'Goal')).toBe('39 / 78');
  });

  it('DR-SCORE-6: Super Mord needs every trick and is worth 167, 187 with the Pagat laid out', () => {
    let s = play(deal({ hands: { 0: ['I'] } }), ['bid:mord'], 'announce');
    expect(value(strip(s, 1), 'Goal')).toBe('every trick');
    expect(value(strip(s, 1), 'Worth')).toBe('167, all or nothing');
    s = run(s, ['lay-out:I']);
    expect(value(strip(s, 1), 'Worth')).toBe('187, all or nothing');
  });

  it('DR-DEAL-5: with four at the table the strip names the dealer who sits out', () => {
    const s = droggnGame.setup({ players: 4, dealer: 3, settings: {} }, 3);
    expect(value(strip(s, 0), 'Sits out', NAMES)).toBe('Dora');
  });

  it("ALL-2: no seat's strip depends on a card hidden from it, at three and four players", () => {
    expect(stripLeaks(droggnGame, strip, { players: 3, dealer: 2, settings: { showTalon: true } }, { hands: 6 })).toEqual([]);
    expect(stripLeaks(droggnGame, strip, { players: 4, dealer: 1, settings: {} }, { hands: 4 })).toEqual([]);
  });

  it('the no-peek check catches a strip that tells a hidden card', () => {
    // A strip that says whether the declarer holds the Pagat: a defender cannot know that.
    const leaky = (s: DroggnState, seat: number | null) => [
      ...strip(s, seat),
      { label: { en: 'x', de: 'x' }, value: { en: String(s.hands[Math.max(0, s.declarer) * 6 + 4]), de: '' } }
    ];
    expect(stripLeaks(droggnGame, leaky, { players: 3, dealer: 2, settings: {} }, { hands: 3 }).length).toBeGreaterThan(0);
  });
});
