import { describe, it } from 'vitest';
import { CONFORM_HANDS, conform } from '../../../../tests/helpers/troccas/conformance';

describe('Troccas conformance, six players (ALL-1, ALL-2, ALL-3)', () => {
  it(`TR-6-1: six players, ${CONFORM_HANDS} hands`, () => conform({ players: 6, dealer: 5, settings: {} }));
  it(`TR-6-1, TR-4-16: six players with knocking, ${CONFORM_HANDS} hands`, () => conform({ players: 6, dealer: 0, settings: { knocking: true } }));
});
