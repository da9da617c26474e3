import type { GameEntry } from '../../engine/module';
import type { GameMeta } from '../../engine/meta';
import { TRUMP } from '../../engine/cards';
import type { ToySessionState } from './session';

/** The toy game of docs/adding-a-game.md: test-only, listed when test games are switched on. */
export const toyMeta: GameMeta<ToySessionState> = {
  id: 'toy',
  name: 'Toy',
  region: { en: 'Test game', de: 'Testspiel' },
  summary: {
    en: 'Three cards each, follow suit, highest card of the led suit wins.',
    de: 'Drei Karten je Spieler, Farbe bedienen, die höchste Karte der ausgespielten Farbe sticht.'
  },
  players: [3],
  defaultPlayers: 3,
  direction: 'clockwise',
  trumpSuit: TRUMP,
  unit: 'points',
  handScale: 10,
  declarers: false,
  sitsOut: () => null,
  stake: { label: { en: 'Money per point', de: 'Geld pro Punkt' } },
  endText: { en: 'The toy game has no end of its own: stop whenever you like.', de: 'Das Testspiel hat kein eigenes Ende: hört auf, wann ihr wollt.' },
  glossary: [
    {
      term: 'Trick',
      de: 'Stich',
      text: {
        en: 'One card from each seat; the highest card of the suit led wins it.',
        de: 'Eine Karte von jedem Platz; die höchste Karte der ausgespielten Farbe sticht.'
      },
      rule: 'TOY-PLAY-1'
    }
  ],
  sessionRows: () => [],
  sessionColumns: () => [],
  testOnly: true
};

/** The toy game's registry line, its manifest: its meta, its rules and its guide (no lesson, no practice positions). */
export const toyEntry: GameEntry = {
  meta: toyMeta,
  load: () => import('./index').then((m) => m.toyModule),
  guide: () => import('./guide').then((m) => m.guide)
};
