import { describe, expect, it } from 'vitest';
import { isEntryError } from '../../engine/entry';
import { isRefusal } from '../../engine/game';
import { nextInt, rngFromSeed } from '../../engine/rng';
import { session, firstDealer } from './session';
import { score, type DobbmFacts } from './scoring';
import { defaultSettings } from './settings';
import { legal, apply, toAct } from './rules';
import { setup, type DobbmState } from './state';
import { facts } from './scoring';
import { BID_PASS } from './actions';
import { entryForm, entryFromFacts, factsFromEntry } from './entry';

const st = defaultSettings();
const base = (over: Partial<DobbmFacts>): DobbmFacts => ({
  players: 4,
  dealer: 0,
  outcome: 'played',
  declarer: 1,
  contract: 'dobbm',
  declarerPoints: 70,
  noTrick: false,
  schwacher: false,
  retours: 0,
  offender: null,
  mussrunde: false,
  ...over
});

function playRandom(ctx: ReturnType<typeof session.nextHand>, seed: number): DobbmState {
  let s = setup(ctx!, seed);
  const rng = rngFromSeed(seed * 7 + 1);
  while (toAct(s) !== null) {
    const l = legal(s);
    s = apply(s, l[nextInt(rng, l.length)]) as DobbmState;
  }
  return s;
}

describe('Dobbm session', () => {
  it('DO-DEAL-2: the first dealer is drawn at random; afterwards the declarer deals', () => {
    const seen = new Set<number>();
    for (let seed = 0; seed < 50; seed++) seen.add(firstDealer(5, seed));
    expect(seen.size).toBe(5);
    let sess = session.start(4, 2, st);
    const f = base({ dealer: 2, declarer: 0 });
    sess = session.afterHand(sess, f, score(f, st));
    expect(session.nextHand(sess)!.dealer).toBe(0);
    expect(session.totals(sess)).toEqual([30, -10, -10, -10]);
  });

  it('DO-BID-2: a throw-in: at four the same dealer deals again; at five the deal passes left (with the Stockerl)', () => {
    const t4 = base({ outcome: 'thrown-in', declarer: null, contract: null, dealer: 3 });
    let s4 = session.start(4, 3, st);
    s4 = session.afterHand(s4, t4, score(t4, st));
    expect(s4.dealer).toBe(3);
    const t5 = { ...t4, players: 5, dealer: 4 };
    let s5 = session.start(5, 4, { ...st, stake: 12 });
    s5 = session.afterHand(s5, t5, score(t5, { ...st, stake: 12 }));
    expect(s5.dealer).toBe(0);
    expect(session.totals(s5)).toEqual([8, -2, -2, -2, -2]);
  });

  it("DO-SESS-1: calling the end starts a Mußrunde of one deal per player: dealer's left must declare, the deal passes left, then the session ends", () => {
    for (const players of [4, 5]) {
      let sess = session.start(players, 1, st);
      expect(session.nextHand(sess)!.session).toBeUndefined();
      sess = session.callEnd!(sess);
      const declarers: number[] = [];
      for (let i = 0; i < players; i++) {
        const ctx = session.nextHand(sess)!;
        expect(ctx.session?.mussrunde).toBe(true);
        expect(ctx.dealer).toBe((1 + i) % players);
        const s0 = setup(ctx, 100 + i);
        // The hand does not let the forced player pass.
        expect(legal(s0)).not.toContain(BID_PASS);
        expect(isRefusal(apply(s0, BID_PASS))).toBe(true);
        const s = playRandom(ctx, 100 + i);
        const f = facts(s)!;
        expect(f.outcome).toBe('played');
        expect(f.declarer).toBe((ctx.dealer + 1) % players);
        declarers.push(f.declarer!);
        sess = session.afterHand(sess, f, score(f, ctx.settings));
      }
      // Everyone was declarer once, then the session is over.
      expect([...declarers].sort()).toEqual(Array.from({ length: players }, (_, i) => i));
      expect(session.nextHand(sess)).toBeNull();
      // Without the Mußrunde the session simply ends.
      const off = session.callEnd!(session.start(players, 0, { ...st, mussrunde: false }));
      expect(session.nextHand(off)).toBeNull();
    }
  });

  it('settles the running totals with transfers that add to zero', () => {
    let sess = session.start(5, 0, st);
    for (let i = 0; i < 30; i++) {
      const ctx = session.nextHand(sess)!;
      const s = playRandom(ctx, i + 1);
      const f = facts(s)!;
      sess = session.afterHand(sess, f, score(f, ctx.settings));
    }
    const totals = session.totals(sess);
    expect(totals.reduce((a, b) => a + b, 0)).toBe(0);
    const tr = session.settlement(sess, 60);
    const net = new Array<number>(5).fill(0);
    for (const t of tr) {
      expect(t.amount).toBeGreaterThan(0);
      net[t.from] -= t.amount;
      net[t.to] += t.amount;
    }
    expect(net).toEqual(totals.map((x) => x + 0));
  });
});

describe('Dobbm scorekeeper entries', () => {
  it('a hand played in the app and the same hand entered by hand score identically', () => {
    for (const players of [4, 5])
      for (let seed = 1; seed <= 300; seed++) {
        const ctx = {
          players,
          dealer: seed % players,
          settings: { ...st, stake: seed % 2 ? 12 : 60 },
          ...(seed % 10 === 0 ? { session: { mussrunde: true } } : {})
        };
        const s = playRandom(ctx, seed);
        const f = facts(s)!;
        const entry = entryFromFacts(f, players, ctx.dealer, ctx.settings);
        const back = factsFromEntry(JSON.parse(JSON.stringify(entry)));
        if (isEntryError(back)) throw new Error(JSON.stringify(back));
        expect(score(back, ctx.settings)).toEqual(score(f, ctx.settings));
      }
  });

  it("DO-SCORE-7: a revoke entry: offender's side pays half a Match; impossible entries are refused with the field", () => {
    const e = {
      format: 'trull-entry',
      version: 1,
      game: 'dobbm',
      players: 4,
      dealer: 0,
      outcome: 'revoke',
      declarer: 1,
      contract: 'dobbm',
      offender: 3
    } as const;
    const f = factsFromEntry(e);
    if (isEntryError(f)) throw new Error(f.message.en);
    expect(score(f, st).deltas).toEqual([-30, 90, -30, -30]);
    const bad = (over: Record<string, unknown>, field: string) => {
      const r = factsFromEntry({ ...e, outcome: 'played', declarerPoints: 70, ...over } as never);
      expect(isEntryError(r) && r.field).toBe(field);
    };
    bad({ declarerPoints: 121 }, 'declarerPoints');
    bad({ declarerPoints: 119 }, 'declarerPoints');
    bad({ declarerPoints: 60.5 }, 'declarerPoints');
    bad({ noTrick: true, declarerPoints: 50 }, 'declarerPoints');
    bad({ retours: 2 }, 'retours');
    bad({ declarer: 7 }, 'declarer');
    bad({ contract: 'bettel' }, 'contract');
    bad({ outcome: 'revoke', offender: undefined }, 'offender');
    bad({ players: 5, dealer: 1, declarer: 1 }, 'declarer');
    bad({ mussrunde: true, declarer: 2 }, 'declarer');
    bad({ mussrunde: true, outcome: 'thrown-in' }, 'outcome');
    bad({ dealer: 9 }, 'dealer');
  });

  it('the entry form has labelled fields in both languages for every entry field', () => {
    const form = entryForm(5, st);
    expect(form.map((f) => f.key)).toEqual(['outcome', 'declarer', 'contract', 'noTrick', 'declarerPoints', 'schwacher', 'retours', 'offender']);
    for (const f of form) expect(f.label.en && f.label.de).toBeTruthy();
  });
});
