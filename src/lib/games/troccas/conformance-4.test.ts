import { describe, it } from 'vitest';
import { CONFORM_HANDS, conform } from '../../../../tests/helpers/troccas/conformance';

describe('Troccas conformance, four players (ALL-1, ALL-2, ALL-3)', () => {
  it(`TR-4-7, TR-4-17: talk on (default), ${CONFORM_HANDS} hands`, () => conform({ players: 4, dealer: 1, settings: { talk: true, knocking: false } }));
  it(`TR-4-17: silent game, ${CONFORM_HANDS} hands`, () => conform({ players: 4, dealer: 2, settings: { talk: false } }));
});
