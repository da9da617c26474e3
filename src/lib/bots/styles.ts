import type { Text } from '../engine/game';

/**
 * A bot seat's style (issue 26): how much risk its bids and doubles take. Balanced is the bot as
 * measured in docs/bots.md; cautious bids and doubles only with more in hand, bold with less.
 * The style never changes how a bot plays its cards, what it sees or how it reads other seats.
 */
export type Style = 'cautious' | 'balanced' | 'bold';
export const STYLES: readonly Style[] = ['cautious', 'balanced', 'bold'];
export const DEFAULT_STYLE: Style = 'balanced';

export const STYLE_LABEL: Record<Style, Text> = {
  cautious: { en: 'Cautious', de: 'Vorsichtig' },
  balanced: { en: 'Balanced', de: 'Ausgewogen' },
  bold: { en: 'Bold', de: 'Mutig' }
};

/**
 * The risk a style takes, as each game's bot reads it (GameModule.styledChoice): −1 cautious, 0
 * balanced (the game's bot unchanged), +1 bold. Each game says what one step is worth in its bids.
 */
export const STYLE_RISK: Record<Style, number> = { cautious: -1, balanced: 0, bold: 1 };

export const isStyle = (x: unknown): x is Style => typeof x === 'string' && (STYLES as readonly string[]).includes(x);
