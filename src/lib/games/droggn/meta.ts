import type { GameEntry, GameMeta } from '../../engine/game';
import { TRUMP } from '../../engine/cards';
import type { DroggnSession } from './session';

/** What the app knows of Droggn before its rules load: menus, the table's order, the score sheet's words. */
export const droggnMeta: GameMeta<DroggnSession> = {
  id: 'droggn',
  name: 'Droggn',
  region: { en: 'Stubai valley, Tyrol', de: 'Stubaital, Tirol' },
  summary: {
    en: 'Tyrolean tarock with 66 cards: three play, declarer against two; four can play with the dealer sitting out.',
    de: 'Tiroler Tarock mit 66 Karten: drei spielen, der Spieler gegen zwei; zu viert setzt der Geber aus.'
  },
  players: [3, 4],
  defaultPlayers: 3,
  direction: 'clockwise',
  trumpSuit: TRUMP,
  unit: 'points',
  sitsOut: (players, dealer) => (players === 4 ? dealer : null), // DR-DEAL-1: at four the dealer sits out
  stake: {
    label: { en: 'Money per point', de: 'Geld pro Punkt' },
  },
  endText: { en: 'End the session: four more deals, the next declarer deals the first of the last ones.', de: 'Sitzung beenden: noch vier Spiele, der nächste Spieler gibt das erste davon.' },
  glossary: [
    { term: 'Gstieß', text: { en: 'The excuse (fool). Not a trump: it may be played to any trick and never wins it, except a Gstieß laid out in Super Mord in the last trick.', de: 'Der Sküs. Kein Trumpf: darf jederzeit gespielt werden und sticht nie, außer ein im Super Mord aufgelegter Gstieß im letzten Stich.' } },
    { term: 'Mond', text: { en: 'Trump XXI, the highest trump.', de: 'Tarock XXI, der höchste Trumpf.' } },
    { term: 'Pagat', text: { en: 'Trump I. Winning the last trick with it scores a bonus (ultimo); laid out face up before the first lead it scores double.', de: 'Tarock I. Mit ihm den letzten Stich zu machen bringt einen Bonus (Ultimo); vor dem ersten Ausspiel aufgelegt zählt er doppelt.' } },
    { term: 'Ansager', text: { en: 'The lowest contract: the declarer exchanges with the talon and may buy a card.', de: 'Das niedrigste Spiel: der Spieler tauscht mit dem Talon und darf eine Karte kaufen.' } },
    { term: 'Solo', text: { en: 'Exchange with the talon, no buying.', de: 'Tausch mit dem Talon, kein Kauf.' } },
    { term: 'Super', text: { en: 'No exchange, no buying; the untouched talon counts for the declarer.', de: 'Kein Tausch, kein Kauf; der verdeckte Talon zählt für den Spieler.' } },
    { term: 'Super Mord', text: { en: 'A Super that must win every trick; play stops at the first lost trick.', de: 'Ein Super, der jeden Stich machen muss; das Spiel endet beim ersten verlorenen Stich.' } },
    { term: 'Schwacher', text: { en: 'A defender doubles the game (×2). At most one per hand.', de: 'Ein Gegenspieler verdoppelt das Spiel (×2). Höchstens einer je Spiel.' } },
    { term: 'Retour', text: { en: 'Doubles again after a Schwacher; the sides may keep answering without limit.', de: 'Verdoppelt nach einem Schwacher nochmals; beide Seiten können beliebig oft antworten.' } },
    { term: 'gut / weiter', text: { en: '"gut": accept, no double. "weiter": pass in the bidding.', de: '„gut": annehmen, nicht verdoppeln. „weiter": passen.' } },
    { term: 'Augen', text: { en: 'Card points, counted in threes less 2: the pack has 74.', de: 'Kartenpunkte, in Dreiergruppen weniger 2 gezählt: das Spiel hat 74.' } }
  ],
  sessionRows: (s) => (s.dealsLeft !== null ? [{ label: { en: 'Deals left', de: 'Noch Spiele' }, value: String(s.dealsLeft) }] : []),
  sessionColumns: (s) => [{ label: { en: 'Paper', de: 'Papier' }, values: s.paper }], // DR-SCORE-9: the paper column
  arena: { players: 3, deals: 60000, selfDeals: 6000 }
};

/** Droggn's registry line: its meta, and its rules loaded when chosen. */
export const droggnEntry: GameEntry = { meta: droggnMeta, load: () => import('./index').then((m) => m.droggnModule) };
