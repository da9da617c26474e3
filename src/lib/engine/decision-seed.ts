/**
 * The seed of the bot decision at action `index` of a hand: one formula for the table's bots and for
 * "How would the strong bot have done?", so that the replayed deal's other seats decide as they did.
 */
export const decisionSeed = (handSeed: number, index: number): number => (handSeed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0;
