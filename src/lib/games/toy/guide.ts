import type { Guide } from '../../engine/guide';
import { SETTINGS } from './settings';

/** The toy game's rules page (docs/adding-a-game.md: every game brings its guide). */
export const guide: Guide = {
  pack: 'french66',
  sections: [
    {
      id: 'play',
      title: { en: 'Play', de: 'Spiel' },
      body: [
        {
          en: 'Three players get three cards each. Follow the suit led if you can; the highest card of that suit takes the trick. Each trick is a point.',
          de: 'Drei Spieler bekommen je drei Karten. Wer kann, bedient die ausgespielte Farbe; die höchste Karte dieser Farbe macht den Stich. Jeder Stich ist ein Punkt.'
        }
      ],
      settings: SETTINGS,
      rules: ['TOY-PLAY-1', 'TOY-SESS-1']
    }
  ]
};
