import type { SettingSpec, Settings } from '../../engine/game';
import { readSettings } from '../../engine/settings';

/** Droggn's rule variants (principle 4: variants are data). Every one is named by the texts. */
type Threshold = '37' | '38' | 'tie-last-trick';
type TalonDeal = 'end' | 'after-second' | 'fives';
type MordReading = 'flat' | 'plus-pagat';
type PackChoice = '66' | '78';

export interface DroggnSettings {
  threshold: Threshold;
  showTalon: boolean;
  talonDeal: TalonDeal;
  gstiessBarredLast: boolean;
  laidGstiessKept: boolean;
  kleineGstiess: boolean;
  mordReading: MordReading;
  cards: PackChoice;
}

export const DEFAULTS: DroggnSettings = {
  threshold: '37',
  showTalon: false,
  talonDeal: 'end',
  gstiessBarredLast: false,
  laidGstiessKept: false,
  kleineGstiess: false,
  mordReading: 'flat',
  cards: '66'
};

export const SETTINGS: readonly SettingSpec[] = [
  {
    key: 'threshold',
    kind: 'choice',
    default: DEFAULTS.threshold,
    options: [
      { value: '37', label: { en: '37 wins (half the points)', de: '37 gewinnt (die Hälfte)' } },
      { value: '38', label: { en: '38 needed', de: '38 nötig' } },
      { value: 'tie-last-trick', label: { en: '37:37 – last trick decides', de: '37:37 – letzter Stich entscheidet' } }
    ],
    label: { en: 'Points the declarer needs', de: 'Augen, die der Spieler braucht' },
    explanation: {
      en: 'Most informants: 37 of 74 wins; one said 38, or that at 37:37 the side with the last trick wins.',
      de: 'Die meisten Gewährsleute: 37 von 74 gewinnt; einer sagte 38, oder bei 37:37 gewinnt, wer den letzten Stich macht.'
    },
    rule: 'DR-SCORE-1'
  },
  {
    key: 'showTalon',
    kind: 'boolean',
    default: DEFAULTS.showTalon,
    label: { en: 'Show the talon in an Ansager', de: 'Talon beim Ansager aufdecken' },
    explanation: {
      en: 'In an ordinary game the declarer shows the three talon cards to everyone before picking them up.',
      de: 'Beim gewöhnlichen Spiel zeigt der Spieler die drei Talonkarten allen, bevor er sie aufnimmt.'
    },
    rule: 'DR-EXCH-6'
  },
  {
    key: 'talonDeal',
    kind: 'choice',
    default: DEFAULTS.talonDeal,
    options: [
      { value: 'end', label: { en: 'Batches of 7, talon last', de: 'Je 7 Karten, Talon zuletzt' } },
      { value: 'after-second', label: { en: 'Talon after the second batch', de: 'Talon nach der zweiten Runde' } },
      { value: 'fives', label: { en: 'Batches 5-5-5-3-3, then talon', de: 'Je 5-5-5-3-3, dann Talon' } }
    ],
    label: { en: 'Dealing', de: 'Austeilen' },
    explanation: {
      en: 'Where the talon is dealt; it changes only the order of dealing, not the odds.',
      de: 'Wann der Talon gegeben wird; das ändert nur die Reihenfolge, nicht die Chancen.'
    },
    rule: 'DR-DEAL-2'
  },
  {
    key: 'gstiessBarredLast',
    kind: 'boolean',
    default: DEFAULTS.gstiessBarredLast,
    label: { en: 'No Gstieß in the last trick', de: 'Kein Gstieß im letzten Stich' },
    explanation: {
      en: 'The Gstieß must be played by the second-to-last trick (a laid-out Gstieß in Super Mord excepted).',
      de: 'Der Gstieß muss bis zum vorletzten Stich gespielt sein (außer ein ausgelegter Gstieß im Super Mord).'
    },
    rule: 'DR-PLAY-8'
  },
  {
    key: 'laidGstiessKept',
    kind: 'boolean',
    default: DEFAULTS.laidGstiessKept,
    label: { en: 'Laid-out Gstieß kept for the last trick', de: 'Ausgelegter Gstieß bleibt für den letzten Stich' },
    explanation: {
      en: 'In a Super Mord a laid-out Gstieß may by the rules go to any trick (it wins only the last). With this on it must be kept until the last trick.',
      de: 'Im Super Mord darf ein ausgelegter Gstieß nach der Regel in jeden Stich (er gewinnt nur den letzten). Damit muss er bis zum letzten Stich bleiben.'
    },
    rule: 'DR-ANN-3'
  },
  {
    key: 'kleineGstiess',
    kind: 'boolean',
    default: DEFAULTS.kleineGstiess,
    label: { en: '"Kleine und Gstieß ultimo"', de: '„Kleine und Gstieß ultimo“' },
    explanation: {
      en: 'Declarer leading to the second-to-last trick with only Pagat and Gstieß, no other trump out, claims both for 20.',
      de: 'Wer zum vorletzten Stich nur Pagat und Gstieß hält und kein Trumpf mehr draußen ist, spielt beide für 20.'
    },
    rule: 'DR-VAR-1'
  },
  {
    key: 'mordReading',
    kind: 'choice',
    default: DEFAULTS.mordReading,
    options: [
      { value: 'flat', label: { en: '167/187 all or nothing', de: '167/187, alles oder nichts' } },
      { value: 'plus-pagat', label: { en: '167 plus the usual Pagat scores', de: '167 plus die üblichen Pagat-Werte' } }
    ],
    label: { en: 'Super Mord score', de: 'Wertung des Super Mord' },
    explanation: {
      en: 'Main reading: no separate Pagat scores in Super Mord; the other reading adds them to 167.',
      de: 'Hauptlesart: im Super Mord keine eigenen Pagat-Werte; die andere Lesart rechnet sie zu 167 dazu.'
    },
    rule: 'DR-SCORE-6'
  },
  {
    key: 'cards',
    kind: 'choice',
    default: DEFAULTS.cards,
    options: [
      { value: '66', label: { en: '66 cards', de: '66 Karten' } },
      { value: '78', label: { en: '78 cards', de: '78 Karten' } }
    ],
    label: { en: 'Pack', de: 'Kartenspiel' },
    explanation: {
      en: 'With 78 cards: dealt in fives, 25 each, 78 points, 39 to win, Super Mord 169.',
      de: 'Mit 78 Karten: in Fünfern gegeben, je 25, 78 Augen, 39 gewinnt, Super Mord 169.'
    },
    rule: 'DR-VAR-2'
  }
];

/**
 * THE reader of Droggn's settings: settings as stored (any Settings object) to the typed settings,
 * defaults filling gaps, through the engine's one reader over the table above (a '37' stored as 37
 * reads as '37'). No other file of the game reads a raw setting.
 */
export function readDroggnSettings(s: Settings | undefined): DroggnSettings & Settings {
  // Every hand reads its settings twice (setup, score), mostly from the same stored object: the
  // last answer is kept while that object and each of its values are unchanged.
  if (s !== undefined && s === lastRaw && sameValues(s, lastValues)) return lastRead;
  const read = readSettings<DroggnSettings & Settings>(SETTINGS, s);
  Object.freeze(read); // shared by the hands that read the same settings
  if (s !== undefined) {
    lastRaw = s;
    lastValues = { ...s };
    lastRead = read;
  }
  return read;
}

/** The stored values of every setting of the table, compared by name (fixed property loads, no loop over keys). */
const sameValues = (a: Settings, b: Settings): boolean =>
  a.threshold === b.threshold &&
  a.showTalon === b.showTalon &&
  a.talonDeal === b.talonDeal &&
  a.gstiessBarredLast === b.gstiessBarredLast &&
  a.laidGstiessKept === b.laidGstiessKept &&
  a.kleineGstiess === b.kleineGstiess &&
  a.mordReading === b.mordReading &&
  a.cards === b.cards;

let lastRaw: Settings | undefined;
let lastValues: Settings = {};
let lastRead: DroggnSettings & Settings = readSettings<DroggnSettings & Settings>(SETTINGS, undefined);

export const defaultSettings = (): Settings => ({ ...DEFAULTS });
