import { describe, it } from 'vitest';
import { CONFORM_HANDS, conform } from '../../../../tests/helpers/troccas/conformance';

describe('Troccas conformance, three and five players (ALL-1, ALL-2, ALL-3)', () => {
  it(`TR-3-1, TR-3-2: three players counted singly, ${CONFORM_HANDS} hands`, () => conform({ players: 3, dealer: 1, settings: { counting3: 'singly' } }));
  it(`TR-3-2: three players counted in threes, ${CONFORM_HANDS} hands`, () => conform({ players: 3, dealer: 2, settings: { counting3: 'threes' } }));
  it(`TR-5-1: five players, ${CONFORM_HANDS} hands`, () => conform({ players: 5, dealer: 4, settings: {} }));
});
