import { describe, it } from 'vitest';
import { conform } from '../../../../tests/helpers/troccas/conformance';

describe('Troccas conformance, four players (ALL-1, ALL-2, ALL-3)', () => {
  it('TR-4-7, TR-4-17: talk on (default), 1000 hands', () => conform({ players: 4, dealer: 1, settings: { talk: true, knocking: false } }));
  it('TR-4-17: silent game, 1000 hands', () => conform({ players: 4, dealer: 2, settings: { talk: false } }));
});
