/**
 * The narrowest card face the app draws. The smallest index text is 46 units of the 200-unit card
 * (a four-letter trump such as XVIII), so 48 px gives 11 px: the least a player reads at arm's length.
 */
export const MIN_FACE_WIDTH = 48;
/** Index font size in px of a card face drawn `width` px wide, for index text of `units` in the 200-unit viewBox. */
export const indexPx = (width: number, units: number): number => (units * width) / 200;
