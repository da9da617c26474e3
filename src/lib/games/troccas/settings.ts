import type { SettingSpec, Settings } from '../../engine/game';
import { defaultsOf, readSettings } from '../../engine/settings';

/** Troccas's rule variants (variants are data): each applies at the table sizes it names. */
export interface TroccasSettings {
  /** TR-4-17: table talk during the deal (four players). */
  talk: boolean;
  /** TR-4-16: knocking (four and six players). */
  knocking: boolean;
  /** TR-3-2: how three players count. */
  counting3: 'singly' | 'threes';
  /** TR-4-15: money per point in cents; 0 plays for points only. */
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

export const defaultSettings = (players: number): Settings => defaultsOf(SETTINGS, players);

/**
 * The one reader of Troccas's settings: the engine's reader over SETTINGS at this table size
 * (anything missing or malformed reads as the default), typed. A setting that does not apply at
 * this size reads as off: no talk but at four, no knocking but at four and six, singly but at three.
 */
export function readTroccasSettings(players: number, raw: Settings | undefined): TroccasSettings {
  // Every hand reads its settings (setup), mostly from the same stored object: the last answer is
  // kept while that object, each of its values and the table size are unchanged.
  if (raw !== undefined && raw === last.raw && players === last.players && sameValues(raw, last.values)) return last.read;
  const read = readSettings<Partial<TroccasSettings> & Settings>(SETTINGS, raw, players);
  const typed: TroccasSettings = Object.freeze({
    talk: read.talk ?? false,
    knocking: read.knocking ?? false,
    counting3: read.counting3 ?? 'singly',
    pointValue: read.pointValue ?? 0
  });
  if (raw !== undefined) last = { raw, players, values: { ...raw }, read: typed };
  return typed;
}

/** The stored values of every setting of the table, compared by name (no loop over keys). */
const sameValues = (a: Settings, b: Settings): boolean =>
  a.talk === b.talk && a.knocking === b.knocking && a.counting3 === b.counting3 && a.pointValue === b.pointValue;

// Never returned before the first read (`raw === last.raw` needs a stored object).
let last: { raw: Settings | undefined; players: number; values: Settings; read: TroccasSettings } = {
  raw: undefined,
  players: 0,
  values: {},
  read: { talk: false, knocking: false, counting3: 'singly', pointValue: 0 }
};
