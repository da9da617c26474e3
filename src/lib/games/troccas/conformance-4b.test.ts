import { describe, it } from 'vitest';
import { cards } from '../../../../tests/helpers/troccas/scenario';
import { CONFORM_HANDS, conform } from '../../../../tests/helpers/troccas/conformance';

describe('Troccas conformance, four players, variants and catch-up (ALL-1, ALL-2, ALL-3)', () => {
  it(`TR-4-16: knocking on, ${CONFORM_HANDS} hands`, () => conform({ players: 4, dealer: 0, settings: { knocking: true } }));
  it(`TR-4-5: catch-up deals (18 behind, cards gathered), ${CONFORM_HANDS} hands`, () =>
    conform({ players: 4, dealer: 3, settings: {}, session: { behindSide: 0, behind: 20, gathered: cards('C-K C-Q XXI Ex B-2 B-3 I S-J') } }));
});
