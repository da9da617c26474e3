import { describe, expect, it } from 'vitest';
import { fillSeats, seatSlot, seatsSlot } from '../../engine/seats';
import { sideLabel } from '../../games/troccas/scoring';
import { score as troggenScore } from '../../games/troggen/scoring';
import { shownCaption, withNames } from './names';
import { setLang } from '../../i18n.svelte';

describe('seat slots', () => {
  const names = ['Anna', 'Bernd', 'Clara', 'Dora'];
  it('puts names in for seats and sides, in both languages', () => {
    expect(fillSeats(`Declarer: ${seatSlot(1)}`, names)).toBe('Declarer: Bernd');
    expect(fillSeats(`Side 1: ${seatsSlot([0, 2])}`, names)).toBe('Side 1: Anna + Clara');
    setLang('de');
    expect(withNames({ en: `${seatSlot(3)} passes`, de: `${seatSlot(3)} passt` }, names)).toBe('Dora passt');
    setLang('en');
    expect(withNames({ en: `${seatSlot(3)} passes`, de: `${seatSlot(3)} passt` }, names)).toBe('Dora passes');
  });
  it('reads "Seat n" / "Platz n" where no name is known, and leaves other numbers alone', () => {
    expect(fillSeats(`Trick 5 of 21, ${seatSlot(8)}`, names)).toBe('Trick 5 of 21, Seat 9');
    expect(fillSeats(seatSlot(0), [], 'de')).toBe('Platz 1');
  });
  it("Troccas's sides and Troggen's misère breakdown name the players", () => {
    const side = sideLabel(0, 4, 1);
    expect(withNames(side, names)).toBe('Anna + Clara');
    const s = troggenScore({ players: 4, dealer: 0, contract: 'misere', bidder: null, partner: null, pot: 0, miserePoints: [20, 10, 30, 12] } as never, {});
    const labels = s.breakdown.map((b) => withNames(b.label, names)).join('\n');
    expect(labels).toContain('Clara: 30 points');
    expect(labels).not.toMatch(/Player \d|\{seat/);
    expect(s.cardPoints?.map((c) => withNames(c.label, names))).toEqual(names);
  });
});

describe('shownCaption', () => {
  const names = ['Anna', 'Bernd', 'Clara'];
  it('never appends the viewer or a name the caption already holds', () => {
    const T = (en: string, de = en) => ({ en, de });
    expect(shownCaption(T('Your discard (counts for you)'), 'Anna', true, names)).toBe('Your discard (counts for you)');
    expect(shownCaption(T(`You gave ${seatSlot(1)} this for the bought card`), 'Bernd', false, names)).toBe('You gave Bernd this for the bought card');
    setLang('de');
    expect(shownCaption(T('', `Für den Kauf an ${seatSlot(2)} gegeben`), 'Clara', false, names)).toBe('Für den Kauf an Clara gegeben');
    setLang('en');
  });
  it("names another player's cards", () => {
    expect(shownCaption({ en: 'Laid out', de: 'Ausgelegt' }, 'Bernd', false, names)).toBe('Laid out: Bernd');
    expect(shownCaption({ en: 'Talon', de: 'Talon' }, null, false, names)).toBe('Talon');
  });
});
