import type { GameEntry } from '../../engine/module';
import type { GameMeta } from '../../engine/meta';
import { HEARTS } from './cards';
import type { DobbmSessionState } from './session';

/** What the app knows of Dobbm before its rules load: menus, the table's order, the score sheet's words. */
export const dobbmMeta: GameMeta<DobbmSessionState> = {
  id: 'dobbm',
  name: 'Dobbm',
  region: { en: 'Stubai valley, Tyrol', de: 'Stubaital, Tirol' },
  summary: {
    en: 'A 36-card German-suited trick game: declarer against three, hearts always trumps; five can play.',
    de: 'Stichspiel mit 36 deutschen Karten: der Spieler gegen drei, Herz ist immer Trumpf; zu fünft möglich.'
  },
  players: [4, 5],
  defaultPlayers: 4,
  direction: 'clockwise',
  trumpSuit: HEARTS,
  unit: 'money',
  handScale: 37,
  declarers: true,
  sitsOut: (players, dealer) => (players === 5 ? dealer : null), // DO-DEAL-1: at five the dealer sits out
  stake: {
    label: { en: 'Price of a Match', de: 'Preis eines Matsch' }
  },
  endText: {
    en: 'End the session: with the Mußrunde, one more deal per player in which the player left of the dealer must declare.',
    de: 'Sitzung beenden: mit der Mußrunde noch ein Spiel pro Spieler, in dem der Spieler links vom Geber spielen muss.'
  },
  glossary: [
    {
      term: 'Dobb',
      text: {
        en: 'The four cards left after the deal; the declarer of an ordinary game takes them and discards four.',
        de: 'Die vier übrigen Karten; der Spieler im gewöhnlichen Spiel nimmt sie und legt vier ab.'
      },
      rule: 'DO-EXCH-1'
    },
    {
      term: 'Sau / Sow',
      de: 'Sau',
      text: { en: 'The deuce, the highest card of its suit, worth 11.', de: 'Das Daus, die höchste Karte der Farbe, zählt 11.' },
      rule: 'DO-CARD-1'
    },
    {
      term: 'Ober, Unter',
      text: { en: 'The court cards below the king, worth 3 and 2.', de: 'Die Bildkarten unter dem König, zählen 3 und 2.' },
      rule: 'DO-CARD-1'
    },
    {
      term: 'Solo',
      text: {
        en: 'The declarer plays without the Dobb; it counts for her at the end. Pays double.',
        de: 'Gespielt ohne den Dobb, der am Ende für den Spieler zählt. Zählt doppelt.'
      },
      rule: 'DO-EXCH-2'
    },
    {
      term: 'Schwacher, Retour',
      text: {
        en: 'A defender doubles; the declarer may answer with a Retour, and so on without limit.',
        de: 'Ein Gegenspieler verdoppelt; der Spieler kann mit Retour antworten, und so fort ohne Grenze.'
      },
      rule: 'DO-DBL-1'
    },
    {
      term: 'Match',
      text: {
        en: 'All eight tricks to one side. The stake is named as the price of a Match.',
        de: 'Alle acht Stiche an eine Seite. Der Einsatz wird als Preis eines Matsch genannt.'
      },
      forms: ['Match', 'Matsch'],
      rule: 'DO-SCORE-3'
    },
    {
      term: 'Stockerl',
      text: {
        en: 'At five, when all pass, each player pays the new dealer a small fixed amount.',
        de: 'Zu fünft, wenn alle passen, zahlt jeder dem neuen Geber einen kleinen festen Betrag.'
      },
      rule: 'DO-BID-2'
    },
    {
      term: 'Mußrunde',
      text: {
        en: "The last round of a session: in each deal the player at dealer's left must declare.",
        de: 'Die letzte Runde: in jedem Spiel muss der Spieler links vom Geber spielen.'
      },
      rule: 'DO-SESS-1'
    },
    {
      term: 'Dobbm',
      text: {
        en: 'The ordinary bid: the declarer takes the Dobb and lays four cards away.',
        de: 'Das gewöhnliche Spiel: der Spieler nimmt den Dobb und legt vier Karten weg.'
      },
      rule: 'DO-BID-1'
    },
    {
      term: 'gut / weiter',
      text: {
        en: '"weiter": pass before any bid; "gut": accept the bid standing, or (spiel zu) give no Schwacher.',
        de: '„weiter": passen vor jedem Gebot; „gut": das stehende Gebot annehmen, oder (spiel zu) keinen Schwacher geben.'
      },
      forms: ['gut', 'weiter', 'spiel zu'],
      rule: 'DO-BID-1'
    },
    {
      term: 'ich liege',
      text: {
        en: '"I am ready": the declarer has laid away her four cards; the doubling follows.',
        de: 'Der Spieler hat seine vier Karten weggelegt; das Verdoppeln folgt.'
      },
      rule: 'DO-DBL-1'
    },
    {
      term: 'Schilling',
      text: {
        en: 'The money the stake is counted in: at 60 Schilling a Match, one card point is one Schilling.',
        de: 'Die Währung des Einsatzes: bei 60 Schilling für den Matsch ist ein Auge ein Schilling.'
      },
      rule: 'DO-SCORE-4'
    }
  ],
  sessionRows: (s) => (s.mussLeft !== null ? [{ label: { en: 'Mußrunde: deals left', de: 'Mußrunde: noch Spiele' }, value: String(s.mussLeft) }] : []),
  sessionColumns: () => [],
  arena: { players: 4, deals: 20000, selfDeals: 2000 }
};

/** Dobbm's registry line, its manifest: its meta, and each part it offers loaded when asked for. */
export const dobbmEntry: GameEntry = {
  meta: dobbmMeta,
  load: () => import('./index').then((m) => m.dobbmModule),
  // From the rules' own chunk (index.ts passes it on): the bot shares most of its code.
  ruleBot: () => import('./index').then((m) => m.dobbmBot),
  // The search decides the card play and the rule bot the rest (docs/bots.md, the goals' table).
  searchPhases: ['play'],
  guide: () => import('./guide').then((m) => m.guide),
  lesson: () => import('./lesson').then((m) => m.lesson),
  practice: () => import('./practice').then((m) => m.practice)
};
