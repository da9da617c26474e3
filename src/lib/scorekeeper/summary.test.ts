import { describe, expect, it } from 'vitest';
import { entryForm } from '../games/droggn/entry';
import { listNames, summarySentence } from './settle';

// Issue 13 item 18: a ledger line read "Ansager · Bert · 45 · Nothing · None".
describe('summarySentence', () => {
  const fields = entryForm(3, {});
  const values = { contract: 'ansager', declarer: 1, declarerPoints: 45, laidOut: 'none', pagat: 'none', revoke: 'none', allTricks: false };
  const names = ['Anna', 'Bert', 'Clara'];
  it('says a hand in plain sentences with names, leaving out what did not happen', () => {
    const en = summarySentence(fields, values, names, 'en');
    expect(en).toBe("Ansager. Declarer: Bert. Declarer's card points (with the discard or talon): 45.");
    const de = summarySentence(fields, values, names, 'de');
    expect(de).toBe('Ansager. Spieler: Bert. Augen des Spielers (mit Abwurf oder Talon): 45.');
    for (const s of [en, de]) expect(s).not.toMatch(/·|Nothing|None|Nichts|Keine/);
  });
  it('names what did happen', () => {
    const s = summarySentence(fields, { ...values, revoke: 'defenders', laidOut: 'declarer-pagat' }, names, 'en');
    expect(s).toContain('Laid out: Pagat by the declarer.');
    expect(s).toContain('Revoke: By the defenders.');
  });
  it('says a thrown-in hand', () => {
    expect(summarySentence(fields, { contract: 'none' }, names, 'en')).toBe('All passed (thrown in).');
  });
  it('lists names with "and" / "und"', () => {
    expect(listNames(['Anna', 'Bert', 'Clara'], 'en')).toBe('Anna, Bert and Clara');
    expect(listNames(['Anna', 'Bert'], 'de')).toBe('Anna und Bert');
    expect(listNames(['Anna'], 'en')).toBe('Anna');
  });
});
