import type { SettingSpec, Settings } from '../../engine/game';
import { EXCUSE, TRUMP } from '../../engine/cards';
import { ITALIAN78 } from '../../engine/packs';

/** Basic facts of Troccas: pack, seats, sides, settings. */
export const PACK = ITALIAN78;
export const PLAYER_COUNTS = [3, 4, 5, 6] as const;
export const FOOL = EXCUSE;
export const VALUES = PACK.values;

/** TR-4-1: play and deal anticlockwise, so the next seat is seat-1. */
export const nextSeat = (seat: number, players: number): number => (seat + players - 1) % players;
/** Partnerships at four and six (TR-4-1, TR-6-1): alternate seats; at three and five each alone. */
export const partnerships = (players: number): boolean => players === 4 || players === 6;
export const sideOf = (seat: number, players: number): number => (partnerships(players) ? seat % 2 : seat);
export const sideCount = (players: number): number => (partnerships(players) ? 2 : players);
export function sideSeats(side: number, players: number): number[] {
  if (!partnerships(players)) return [side];
  const out: number[] = [];
  for (let s = side; s < players; s += 2) out.push(s);
  return out;
}

/** Is a card one of the honours that may never go into the scart (TR-4-8): XXI, I, the Fool, kings. */
export const isFivePointer = (c: number): boolean => VALUES[c] === 5;
export const isTrumpCard = (c: number): boolean => c >> 5 === TRUMP;
/** Numeral cards (lecras): the ten pip cards of a suit, ranks 0..9 in every suit of this pack. */
export const isNumeral = (c: number): boolean => c >> 5 < 4 && (c & 31) <= 9;
export const KING = 13;
export const QUEEN = 12;
export const CAVALIER = 11;
export const JACK = 10;

export type Counting = 'fours' | 'threes' | 'singly';

export interface TroccasSettings {
  talk: boolean;
  knocking: boolean;
  counting3: 'singly' | 'threes';
  pointValue: number;
}

export const SETTINGS: readonly SettingSpec[] = [
  {
    key: 'talk',
    kind: 'boolean',
    default: true,
    label: { en: 'Table talk (tschintschar)', de: 'Tischgespräch (Tschintschar)' },
    explanation: {
      en: 'During the deal, players allowing a throw-in may send coded signals to their partner.',
      de: 'Während des Gebens dürfen Spieler, die einen Neuanfang zulassen, dem Partner verschlüsselte Zeichen geben.'
    },
    rule: 'TR-4-17',
    players: [4]
  },
  {
    key: 'knocking',
    kind: 'boolean',
    default: false,
    label: { en: 'Knocking', de: 'Klopfen' },
    explanation: {
      en: 'The holder of the XXI, later of the highest trump still out, may knock the first time trumps are led.',
      de: 'Wer den XXI, später den höchsten noch offenen Trumpf hält, darf beim ersten Trumpfausspiel klopfen.'
    },
    rule: 'TR-4-16',
    players: [4, 6]
  },
  {
    key: 'counting3',
    kind: 'choice',
    default: 'singly',
    options: [
      { value: 'singly', label: { en: 'Singly (127 points)', de: 'Einzeln (127 Punkte)' } },
      { value: 'threes', label: { en: 'In threes (78 points)', de: 'In Dreiergruppen (78 Punkte)' } }
    ],
    label: { en: 'Counting', de: 'Zählweise' },
    explanation: {
      en: 'Singly: full values, scart one less each; dealer needs 43, the others 42. In threes: less 2 a group, each needs 26.',
      de: 'Einzeln: volle Werte, Scart je einen weniger; Geber braucht 43, die anderen 42. In Dreiern: je Gruppe 2 weniger, jeder braucht 26.'
    },
    rule: 'TR-3-2',
    players: [3]
  },
  {
    key: 'pointValue',
    kind: 'number',
    default: 0,
    min: 0,
    max: 1000,
    label: { en: 'Money per point (cents)', de: 'Geld pro Punkt (Rappen)' },
    explanation: {
      en: 'Optional: what one point is worth when the game is settled; 0 plays for points only.',
      de: 'Freiwillig: was ein Punkt bei der Abrechnung wert ist; 0 spielt nur um Punkte.'
    },
    rule: 'TR-4-15'
  }
];

export function defaultSettings(players: number): Settings {
  const out: Settings = {};
  for (const s of SETTINGS) if (!s.players || s.players.includes(players)) out[s.key] = s.default;
  return out;
}

export function resolveSettings(players: number, s: Settings | undefined): TroccasSettings {
  const x = s ?? {};
  return {
    talk: players === 4 && x.talk !== false,
    knocking: (players === 4 || players === 6) && x.knocking === true,
    counting3: players === 3 && x.counting3 === 'threes' ? 'threes' : 'singly',
    pointValue: typeof x.pointValue === 'number' && x.pointValue > 0 ? x.pointValue : 0
  };
}

export function countingFor(players: number, s: TroccasSettings): Counting {
  if (players === 4 || players === 6) return 'fours';
  if (players === 3 && s.counting3 === 'threes') return 'threes';
  return 'singly';
}

/** Number of cards the dealer discards (TR-4-8, TR-3-1, TR-5-1); six players have no scart. */
export const scartSize = (players: number): number => (players === 4 ? 2 : players === 6 ? 0 : 3);
/** The jack call exists only with partners (TR-3-1 rules it out at three, and five is "as three"). */
export const jackCallAllowed = (players: number): boolean => partnerships(players);
