import { describe, expect, it } from 'vitest';
import type { HandScore } from './game';
import type { SessionRules } from './session';
import { foldSession } from './session';

/** A session that records what happened to it, to see the fold's order and its end convention. */
const rules: SessionRules<string[], string> = {
  facts: {},
  start: () => [],
  nextHand: () => null,
  afterHand: (s, facts) => [...s, facts],
  totals: () => [],
  callEnd: (s) => [...s, 'end'],
  settlement: () => []
};
const hand = (facts: string) => ({ hand: { facts, score: { deltas: [], unit: 'points', breakdown: [] } satisfies HandScore } });

describe('foldSession: one fold for the table and the scorekeeper', () => {
  it('folds hands in order and the call to end where it sits, once', () => {
    expect(foldSession(rules, 3, 0, {}, [hand('a'), 'end', hand('b'), 'end', hand('c')])).toEqual({ sess: ['a', 'end', 'b', 'c'], endCalled: true });
    expect(foldSession(rules, 3, 0, {}, ['end', hand('a')])).toEqual({ sess: ['end', 'a'], endCalled: true });
    expect(foldSession(rules, 3, 0, {}, [hand('a')])).toEqual({ sess: ['a'], endCalled: false });
  });
  it('a game without callEnd notes the call and keeps its state', () => {
    const plain = { ...rules, callEnd: undefined };
    expect(foldSession(plain, 3, 0, {}, [hand('a'), 'end'])).toEqual({ sess: ['a'], endCalled: true });
  });
});
