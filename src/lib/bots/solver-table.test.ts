import { describe, expect, it } from 'vitest';
import { keyAdd, keyStart } from '../engine/position-key';
import { addEntry, findEntry, keyHash, solverTable, tableSize } from './solver-table';

/** Writes key number `i`: a length and numbers that depend on it, so keys differ in length and content. */
function writeKey(i: number): void {
  keyStart();
  const n = 1 + (i % 37);
  for (let k = 0; k < n; k++) keyAdd((i * 7919 + k * 31) & 0xffff);
  keyAdd(i >> 16);
}

describe('solver table', () => {
  it('finds every key it was given, across growth, and no key it was not', () => {
    const t = solverTable();
    for (let i = 0; i < 50_000; i++) {
      writeKey(i);
      const h = keyHash();
      expect(findEntry(t, h)).toBe(-1);
      const e = addEntry(t, h);
      t.wonFrom[e] = i;
    }
    expect(tableSize(t)).toBe(50_000);
    for (let i = 0; i < 50_000; i += 7) {
      writeKey(i);
      const e = findEntry(t, keyHash());
      expect(t.wonFrom[e]).toBe(i);
    }
    for (let i = 50_000; i < 51_000; i++) {
      writeKey(i);
      expect(findEntry(t, keyHash())).toBe(-1);
    }
  });

  it('never takes one key for another with the same hash: the whole key is compared', () => {
    const t = solverTable();
    writeKey(1);
    const e = addEntry(t, 12345);
    t.wonFrom[e] = 1;
    // Another key under the same (forced) hash is not found, gets its own entry, and both stay apart.
    writeKey(2);
    expect(findEntry(t, 12345)).toBe(-1);
    const f = addEntry(t, 12345);
    t.wonFrom[f] = 2;
    writeKey(1);
    expect(t.wonFrom[findEntry(t, 12345)]).toBe(1);
    writeKey(2);
    expect(t.wonFrom[findEntry(t, 12345)]).toBe(2);
  });
});
