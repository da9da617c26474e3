import type { GameEntry } from '../../engine/module';
import type { GameMeta } from '../../engine/meta';
import { TRUMP } from '../../engine/cards';
import type { TroggenSessionState } from './session';

/** What the app knows of Troggen before its rules load: menus, the table's order, the score sheet's words. */
export const troggenMeta: GameMeta<TroggenSessionState> = {
  id: 'troggen',
  name: 'Troggen',
  region: { en: 'Solothurn', de: 'Solothurn' },
  summary: {
    en: 'Tarot de Marseille for four to six, with a pot, a misère when all pass, and a called partner.',
    de: 'Tarot de Marseille für vier bis sechs, mit Kasse, Misère wenn alle passen und gerufenem Partner.'
  },
  players: [4, 5, 6],
  defaultPlayers: 4,
  direction: 'anticlockwise',
  trumpSuit: TRUMP,
  unit: 'jetons',
  handScale: 2,
  declarers: true,
  sitsOut: () => null,
  stake: {
    label: { en: 'Value of one jeton', de: 'Wert eines Jetons' }
  },
  endText: {
    en: 'End the session now. A pot left on the table goes back to those who paid it in.',
    de: 'Sitzung jetzt beenden. Eine übrige Kasse geht an die zurück, die eingezahlt haben.'
  },
  glossary: [
    {
      term: 'Einfach, Doppelt',
      // The stakes as the bid buttons say them: on a short phone their meanings fold away and this is where they are read (issue 28).
      text: {
        en: 'Bids that take the talon; stake 1 per other player in Einfach, 2 in Doppelt, the others 1 or 2 each.',
        de: 'Spiele mit Talon; Einsatz 1 pro Mitspieler bei Einfach, 2 bei Doppelt, die anderen je 1 oder 2.'
      },
      rule: 'TG-BID-2'
    },
    {
      term: 'Ohne Talon',
      text: {
        en: 'The talon stays unseen and counts for the bidder at the end; stake 4 per other player, the others 4 each.',
        de: 'Der Talon bleibt verdeckt und zählt am Ende für den Spieler; Einsatz 4 pro Mitspieler, die anderen je 4.'
      },
      rule: 'TG-BID-2'
    },
    {
      term: 'Gegen den Talon',
      text: {
        en: 'The talon is set aside unseen and counts for the defenders; stake 6 per other player, the others 6 each.',
        de: 'Der Talon wird verdeckt weggelegt und zählt für die Gegner; Einsatz 6 pro Mitspieler, die anderen je 6.'
      },
      rule: 'TG-BID-2'
    },
    {
      term: 'Excuse (Sküs)',
      text: {
        en: 'May be played instead of any card and never wins; its player keeps it and gives a zero card in exchange, except in the last trick.',
        de: 'Darf statt jeder Karte gespielt werden und sticht nie; man behält sie und gibt eine Leerkarte, außer im letzten Stich.'
      },
      rule: 'TG-PLAY-4'
    },
    {
      term: 'Pagat',
      text: {
        en: 'Trump I. The bidder winning the last trick with it is paid 2 jetons by everyone; losing it there, she pays.',
        de: 'Tarock I. Macht der Spieler damit den letzten Stich, zahlt ihm jeder 2 Jetons; verliert er ihn dort, zahlt er.'
      },
      rule: 'TG-SCORE-2'
    },
    {
      term: 'Kasse (pot)',
      de: 'Kasse',
      text: {
        en: 'Stakes go in; a winning bidder takes it all, a lost bid leaves it for later hands.',
        de: 'Die Einsätze gehen hinein; ein gewonnenes Spiel nimmt alles, ein verlorenes lässt sie liegen.'
      },
      rule: 'TG-SCORE-1'
    },
    {
      term: 'Misère',
      text: {
        en: 'When all pass: everyone plays alone for the fewest points and pays into the pot.',
        de: 'Wenn alle passen: jeder spielt allein auf möglichst wenig Punkte und zahlt in die Kasse.'
      },
      rule: 'TG-MIS-1'
    },
    {
      term: 'Called king',
      de: 'Gerufener König',
      text: {
        en: 'At five and six the bidder names a king; its holder is her secret partner until the king is played.',
        de: 'Zu fünft und sechst ruft der Spieler einen König; sein Besitzer ist geheimer Partner, bis der König fällt.'
      },
      rule: 'TG-BID-3'
    },
    {
      term: 'Jeton',
      text: {
        en: 'The counter stakes and payments are made in; its money value is agreed for the session.',
        de: 'Die Spielmarke für Einsätze und Zahlungen; ihr Geldwert gilt für die ganze Sitzung.'
      },
      forms: ['Jeton', 'Jetons'],
      rule: 'TG-SESS-1'
    },
    {
      term: 'Talon',
      text: {
        en: 'The cards dealt aside: taken by the bidder in Einfach and Doppelt, unseen in Ohne and Gegen den Talon.',
        de: 'Die beiseite gegebenen Karten: bei Einfach und Doppelt nimmt die Bieterin sie auf, bei Ohne und Gegen den Talon bleiben sie verdeckt.'
      },
      rule: 'TG-EXCH-1'
    }
  ],
  sessionRows: (s) => [{ label: { en: 'Pot', de: 'Kasse' }, value: String(s.pot) }],
  sessionColumns: () => [],
  arena: { players: 4, deals: 10000, selfDeals: 1000 }
};

/** Troggen's registry line, its manifest: its meta, and each part it offers loaded when asked for. */
export const troggenEntry: GameEntry = {
  meta: troggenMeta,
  load: () => import('./index').then((m) => m.troggenModule),
  // From the rules' own chunk (index.ts passes it on): the bot shares most of its code.
  ruleBot: () => import('./index').then((m) => m.troggenBot),
  // The search decides the card play and the rule bot the rest (docs/bots.md, the goals' table).
  searchPhases: ['play'],
  guide: () => import('./guide').then((m) => m.guide),
  lesson: () => import('./lesson').then((m) => m.lesson),
  practice: () => import('./practice').then((m) => m.practice)
};
