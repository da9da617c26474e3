import { describe, it } from 'vitest';
import { conform } from '../../../../tests/helpers/troccas/conformance';

describe('Troccas conformance, six players (ALL-1, ALL-2, ALL-3)', () => {
  it('TR-6-1: six players, 1000 hands', () => conform({ players: 6, dealer: 5, settings: {} }));
  it('TR-6-1, TR-4-16: six players with knocking, 1000 hands', () => conform({ players: 6, dealer: 0, settings: { knocking: true } }));
});
