import type { GameId, Text } from '../engine/game';

/** What the home page and menus say about each game; the rules live in each game's folder. */
export interface GameInfo {
  id: GameId;
  name: string;
  region: Text;
  summary: Text;
  players: readonly number[];
}

export const CATALOG: readonly GameInfo[] = [
  {
    id: 'droggn',
    name: 'Droggn',
    region: { en: 'Stubai valley, Tyrol', de: 'Stubaital, Tirol' },
    summary: {
      en: 'Tyrolean tarock with 66 cards: three play, declarer against two; four can play with the dealer sitting out.',
      de: 'Tiroler Tarock mit 66 Karten: drei spielen, der Spieler gegen zwei; zu viert setzt der Geber aus.'
    },
    players: [3, 4]
  },
  {
    id: 'troccas',
    name: 'Troccas',
    region: { en: 'Surselva, Grisons', de: 'Surselva, Graubünden' },
    summary: {
      en: 'Romansh tarot with 78 cards: four players in fixed partnerships; also three, five and six.',
      de: 'Rätoromanisches Tarock mit 78 Karten: vier Spieler in festen Partnerschaften; auch zu dritt, fünft und sechst.'
    },
    players: [3, 4, 5, 6]
  },
  {
    id: 'dobbm',
    name: 'Dobbm',
    region: { en: 'Stubai valley, Tyrol', de: 'Stubaital, Tirol' },
    summary: {
      en: 'A 36-card German-suited trick game: declarer against three, hearts always trumps; five can play.',
      de: 'Stichspiel mit 36 deutschen Karten: der Spieler gegen drei, Herz ist immer Trumpf; zu fünft möglich.'
    },
    players: [4, 5]
  },
  {
    id: 'troggen',
    name: 'Troggen',
    region: { en: 'Solothurn', de: 'Solothurn' },
    summary: {
      en: 'Tarot de Marseille for four to six, with a pot, a misère when all pass, and a called partner.',
      de: 'Tarot de Marseille für vier bis sechs, mit Kasse, Misère wenn alle passen und gerufenem Partner.'
    },
    players: [4, 5, 6]
  }
];
