import type { GameEntry } from '../../engine/module';
import type { GameMeta } from '../../engine/meta';
import { TRUMP } from '../../engine/cards';
import type { DroggnSessionState } from './session';

/** What the app knows of Droggn before its rules load: menus, the table's order, the score sheet's words. */
export const droggnMeta: GameMeta<DroggnSessionState> = {
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
  handScale: 47,
  declarers: true,
  sitsOut: (players, dealer) => (players === 4 ? dealer : null), // DR-DEAL-1: at four the dealer sits out
  stake: {
    label: { en: 'Money per point', de: 'Geld pro Punkt' }
  },
  endText: {
    en: 'End the session: four more deals, the next declarer deals the first of the last ones.',
    de: 'Sitzung beenden: noch vier Spiele, der nächste Spieler gibt das erste davon.'
  },
  glossary: [
    {
      term: 'Gstieß',
      text: {
        en: 'The excuse (fool). Not a trump: it may be played to any trick and never wins it, except a Gstieß laid out in Super Mord in the last trick.',
        de: 'Der Sküs. Kein Trumpf: darf jederzeit gespielt werden und sticht nie, außer ein im Super Mord aufgelegter Gstieß im letzten Stich.'
      },
      rule: 'DR-PLAY-4'
    },
    { term: 'Mond', text: { en: 'Trump XXI, the highest trump.', de: 'Tarock XXI, der höchste Trumpf.' }, rule: 'DR-CARD-3' },
    {
      term: 'Pagat',
      text: {
        en: 'Trump I. Winning the last trick with it scores a bonus (ultimo); laid out face up before the first lead it scores double.',
        de: 'Tarock I. Mit ihm den letzten Stich zu machen bringt einen Bonus (Ultimo); vor dem ersten Ausspiel aufgelegt zählt er doppelt.'
      },
      rule: 'DR-SCORE-3'
    },
    {
      term: 'Ansager',
      text: {
        en: 'The lowest contract: the declarer exchanges with the talon and may buy a card.',
        de: 'Das niedrigste Spiel: der Spieler tauscht mit dem Talon und darf eine Karte kaufen.'
      },
      rule: 'DR-BID-2'
    },
    { term: 'Solo', text: { en: 'Exchange with the talon, no buying.', de: 'Tausch mit dem Talon, kein Kauf.' }, rule: 'DR-BID-2' },
    {
      term: 'Super',
      text: {
        en: 'No exchange, no buying; the untouched talon counts for the declarer.',
        de: 'Kein Tausch, kein Kauf; der verdeckte Talon zählt für den Spieler.'
      },
      rule: 'DR-EXCH-3'
    },
    {
      term: 'Super Mord',
      text: {
        en: 'A Super that must win every trick; play stops at the first lost trick.',
        de: 'Ein Super, der jeden Stich machen muss; das Spiel endet beim ersten verlorenen Stich.'
      },
      forms: ['Super Mord', 'Mord'],
      rule: 'DR-PLAY-7'
    },
    {
      term: 'Schwacher',
      text: { en: 'A defender doubles the game (×2). At most one per hand.', de: 'Ein Gegenspieler verdoppelt das Spiel (×2). Höchstens einer je Spiel.' },
      rule: 'DR-ANN-4'
    },
    {
      term: 'Retour',
      text: {
        en: 'Doubles again after a Schwacher; the sides may keep answering without limit.',
        de: 'Verdoppelt nach einem Schwacher nochmals; beide Seiten können beliebig oft antworten.'
      },
      rule: 'DR-ANN-4'
    },
    {
      term: 'gut / weiter',
      text: { en: '"gut": accept, no double. "weiter": pass in the bidding.', de: '„gut": annehmen, nicht verdoppeln. „weiter": passen.' },
      rule: 'DR-BID-3'
    },
    {
      term: 'Augen',
      text: { en: 'Card points, counted in threes less 2: the pack has 74.', de: 'Kartenpunkte, in Dreiergruppen weniger 2 gezählt: das Spiel hat 74.' },
      rule: 'DR-CARD-4'
    },
    {
      term: 'ich liege',
      text: {
        en: '"I am ready": the declarer has finished the exchange; the laying out and the doubling follow.',
        de: 'Der Spieler ist mit dem Tausch fertig; Auflegen und Verdoppeln folgen.'
      },
      rule: 'DR-ANN-1'
    },
    {
      term: 'Match',
      text: {
        en: 'The declarer takes every trick without having announced Mord: the game value plus 37.',
        de: 'Der Spieler macht alle Stiche, ohne Mord angesagt zu haben: Spielwert plus 37.'
      },
      rule: 'DR-SCORE-7'
    },
    {
      term: 'Talon',
      text: {
        en: 'The three cards dealt aside: the declarer exchanges with them in an Ansager or Solo; in a Super they count for her unseen.',
        de: 'Die drei beiseite gegebenen Karten: im Ansager oder Solo tauscht der Spieler mit ihnen; im Super zählen sie verdeckt für ihn.'
      },
      rule: 'DR-EXCH-1'
    }
  ],
  sessionRows: (s) => (s.dealsLeft !== null ? [{ label: { en: 'Deals left', de: 'Noch Spiele' }, value: String(s.dealsLeft) }] : []),
  // DR-SCORE-9: the paper column
  sessionColumns: (s) => [
    {
      label: { en: 'Paper', de: 'Papier' },
      values: s.paper,
      explain: {
        text: {
          en: 'Scoring on paper: only the declarer’s column moves; at the end each pair settles the difference of their columns times the stake.',
          de: 'Schreiben auf Papier: Nur die Spalte des Spielers ändert sich; am Ende rechnet jedes Paar die Differenz seiner Spalten mal den Einsatz ab.'
        },
        rule: 'DR-SCORE-9'
      }
    }
  ],
  arena: { players: 3, deals: 60000, selfDeals: 6000 }
};

/** Droggn's registry line, its manifest: its meta, and each part it offers loaded when asked for. */
export const droggnEntry: GameEntry = {
  meta: droggnMeta,
  load: () => import('./index').then((m) => m.droggnModule),
  // From the rules' own chunk (index.ts passes it on): the bot shares most of its code.
  ruleBot: () => import('./index').then((m) => m.droggnBot),
  // The search decides the card play and the rule bot the rest (docs/bots.md, the goals' table).
  searchPhases: ['play'],
  guide: () => import('./guide').then((m) => m.guide),
  lesson: () => import('./lesson').then((m) => m.lesson),
  practice: () => import('./practice').then((m) => m.practice)
};
