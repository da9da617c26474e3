import { describe, expect, it } from 'vitest';
import { SUIT_SLOTS } from './cards';
import { addInPlace, emptySet } from './card-set';

describe('card sets', () => {
  it('an empty set has one zero word per suit slot, and each call gives a set of its own', () => {
    const a = emptySet();
    expect(a).toEqual(new Array<number>(SUIT_SLOTS).fill(0));
    addInPlace(a, 3);
    expect(emptySet()).toEqual(new Array<number>(SUIT_SLOTS).fill(0));
  });
});
