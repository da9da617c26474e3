import type { GameEntry } from '../../engine/module';
import type { GameMeta } from '../../engine/meta';
import { TRUMP } from '../../engine/cards';
import type { TroccasSessionState } from './session';

/** What the app knows of Troccas before its rules load: menus, the table's order, the score sheet's words. */
export const troccasMeta: GameMeta<TroccasSessionState> = {
  id: 'troccas',
  name: 'Troccas',
  region: { en: 'Surselva, Grisons', de: 'Surselva, Graubünden' },
  summary: {
    en: 'Romansh tarot with 78 cards: four players in fixed partnerships; also three, five and six.',
    de: 'Rätoromanisches Tarock mit 78 Karten: vier Spieler in festen Partnerschaften; auch zu dritt, fünft und sechst.'
  },
  players: [3, 4, 5, 6],
  defaultPlayers: 4,
  direction: 'anticlockwise',
  trumpSuit: TRUMP,
  unit: 'points',
  handScale: 10,
  declarers: false,
  sitsOut: () => null,
  stake: {
    label: { en: 'Money per point (optional)', de: 'Geld pro Punkt (optional)' },
    optional: true
  },
  endText: { en: 'End the session after the current game of four hands.', de: 'Sitzung nach der laufenden Partie von vier Spielen beenden.' },
  glossary: [
    {
      term: 'Scartist',
      text: { en: 'The dealer: gets two cards more and discards two (the scart).', de: 'Der Geber: bekommt zwei Karten mehr und legt zwei ab (den Scart).' },
      rule: 'TR-4-8'
    },
    {
      term: 'Liber',
      text: {
        en: 'The third speaker leaves the choice of a throw-in to the dealer.',
        de: 'Der dritte Sprecher überlässt den Entscheid über das Einwerfen dem Geber.'
      },
      rule: 'TR-4-6'
    },
    {
      term: 'Tschintschar',
      text: {
        en: 'Table talk during the deal: coded words about trumps, kings and the hand, free to be untrue, never naming a suit.',
        de: 'Tischgespräch beim Geben: verschlüsselte Worte über Trümpfe, Könige und das Blatt, dürfen unwahr sein, nennen nie eine Farbe.'
      },
      rule: 'TR-4-7'
    },
    {
      term: 'Buob',
      text: {
        en: 'On a suit\'s first lead, the king\'s jack is called into the trick; its holder takes back the card he played. "Buob, sche": only if he did not play the queen or cavalier.',
        de: 'Beim ersten Ausspiel einer Farbe wird der Bube zum König gerufen; sein Besitzer nimmt seine Karte zurück. „Buob, sche": nur wenn er nicht Dame oder Reiter spielte.'
      },
      forms: ['Buob, sche', 'Buob'],
      rule: 'TR-4-12'
    },
    {
      term: 'Fool (il narr)',
      de: 'Narr (il narr)',
      text: {
        en: 'Played any time, never wins, never captured: its player keeps it and gives a one-point card instead.',
        de: 'Jederzeit spielbar, sticht nie, wird nie gefangen: man behält ihn und gibt eine Einpunktkarte.'
      },
      rule: 'TR-4-10'
    },
    {
      term: 'Counting in fours',
      de: 'Zählen in Vierern',
      text: {
        en: 'Groups of four cards less 3: the pack has 72; each side scores its points minus 36.',
        de: 'Vierergruppen weniger 3: das Spiel hat 72; jede Seite schreibt ihre Punkte minus 36.'
      },
      rule: 'TR-CARD-4'
    },
    {
      term: 'Known to all',
      de: 'Allen bekannt',
      text: {
        en: "Cards of a player's hand the whole table has seen: the last card of the deal, dealt face up (at four and six), the cut card, a jack called into a trick or a card taken back for it. They stay shown until played.",
        de: 'Karten aus der Hand eines Spielers, die alle gesehen haben: die letzte Karte beim Geben, offen gegeben (zu viert und sechst), die Abhebekarte, ein in den Stich gerufener Bube oder eine dafür zurückgenommene Karte. Sie bleiben offen, bis sie gespielt sind.'
      },
      rule: 'TR-4-3'
    },
    {
      term: 'Scart',
      text: {
        en: "The cards the dealer lays away face down (two at four); they count for the dealer's side.",
        de: 'Die Karten, die der Geber verdeckt weglegt (zu viert zwei); sie zählen für die Seite des Gebers.'
      },
      rule: 'TR-4-8'
    }
  ],
  sessionRows: (s) => [
    { label: { en: 'Game: hands played', de: 'Partie: gespielt' }, value: `${s.handsInGame}/${s.handsPerGame}` },
    ...(s.ending && !s.over ? [{ label: { en: 'Last game', de: 'Letzte Partie' }, value: '✓' }] : [])
  ],
  sessionColumns: (s) => [{ label: { en: 'This game', de: 'Partie' }, values: s.game }], // TR-4-15: each side's points over or under 36 in the game in progress
  arena: { players: 4, deals: 8000, selfDeals: 1000 }
};

/** Troccas's registry line, its manifest: its meta, and each part it offers loaded when asked for. */
export const troccasEntry: GameEntry = {
  meta: troccasMeta,
  load: () => import('./index').then((m) => m.troccasModule),
  // From the rules' own chunk (index.ts passes it on): the bot shares most of its code.
  ruleBot: () => import('./index').then((m) => m.troccasBot),
  // The search decides the card play and the rule bot the rest (docs/bots.md, the goals' table).
  searchPhases: ['play'],
  guide: () => import('./guide').then((m) => m.guide),
  lesson: () => import('./lesson').then((m) => m.lesson),
  practice: () => import('./practice').then((m) => m.practice)
};
