import type { SettingSpec, Settings } from '../../engine/game';
import { defaultsOf, readSettings } from '../../engine/settings';
import { HAND_SIZE } from './constants';

/** Troggen's rule options (docs/rules-decisions.md explains each default). */
export const SETTINGS: readonly SettingSpec[] = [
  {
    key: 'overtrumpOnSuitLead',
    kind: 'boolean',
    default: true,
    label: { en: 'Overtrump when trumping a suit', de: 'Übertrumpfen auch beim Abstechen' },
    explanation: {
      en: 'A player who trumps a led suit must beat a trump already in the trick if she can (as in French tarot). Off: only when trumps were led.',
      de: 'Wer eine angespielte Farbe absticht, muss einen schon liegenden Trumpf überstechen, wenn möglich (wie im französischen Tarot). Aus: nur wenn Trumpf angespielt wurde.'
    },
    rule: 'TG-PLAY-3'
  },
  {
    key: 'pagatLossPays',
    kind: 'choice',
    default: 'all',
    options: [
      { value: 'all', label: { en: 'every other player', de: 'alle anderen' } },
      { value: 'defenders', label: { en: 'the defenders only', de: 'nur die Verteidiger' } }
    ],
    label: { en: 'A lost Pagat or king is paid to', de: 'Verlorener Pagat oder König geht an' },
    explanation: {
      en: 'A bidder who loses the Pagat or a king in the last trick pays 2 jetons to each of these players.',
      de: 'Verliert die Bieterin den Pagat oder einen König im letzten Stich, zahlt sie diesen Spielern je 2 Jetons.'
    },
    rule: 'TG-SCORE-2'
  },
  {
    key: 'partnerShare',
    kind: 'choice',
    default: 'carried',
    options: [
      { value: 'carried', label: { en: 'own stake + ⅓ of earlier stakes', de: 'eigener Einsatz + ⅓ früherer Einsätze' } },
      { value: 'all', label: { en: 'own stake + ⅓ of all the rest', de: 'eigener Einsatz + ⅓ des ganzen Rests' } }
    ],
    label: { en: "Partner's share of the pot", de: 'Anteil des Partners an der Kasse' },
    explanation: {
      en: "The partner gets his stake of this hand back and a third of the stakes carried over from earlier hands; the variant splits this hand's other stakes too.",
      de: 'Der Partner erhält seinen Einsatz dieser Hand zurück und einen Drittel der Einsätze früherer Hände; die Variante teilt auch die übrigen Einsätze dieser Hand.'
    },
    rule: 'TG-SCORE-4',
    players: [5, 6]
  },
  {
    key: 'target',
    kind: 'choice',
    default: 'fixed',
    options: [
      { value: 'fixed', label: { en: '35 at every table size', de: '35 bei jeder Tischgrösse' } },
      { value: 'half', label: { en: 'half of all points', de: 'Hälfte aller Punkte' } }
    ],
    label: { en: "Bidder's target at five and six", de: 'Ziel der Bieterin zu fünft und sechst' },
    explanation: {
      en: 'With five or six players there are fewer tricks (67 and 64 points in all); by default the bidder still needs 35. Half: 34 at five, 32 at six.',
      de: 'Zu fünft und sechst gibt es weniger Stiche (67 bzw. 64 Punkte); die Bieterin braucht trotzdem 35. Hälfte: 34 zu fünft, 32 zu sechst.'
    },
    rule: 'TG-CARD-3',
    players: [5, 6]
  }
];

export const defaultSettings = (players: number): Settings => defaultsOf(SETTINGS, players);

export interface TroggenSettings {
  overtrumpOnSuitLead: boolean;
  pagatLossPays: string;
  partnerShare?: string;
  target: string;
}

/** Troggen's settings, typed, through the engine's one reader (defaults for anything malformed). */
export const readTroggenSettings = (players: number, s: Settings | undefined) => readSettings<TroggenSettings & Settings>(SETTINGS, s, players);

/** Tricks per hand and all points in play (TG-CARD-2, TG-CARD-3). */
export const tricksPerHand = (players: number): number => HAND_SIZE[players] ?? 18;
export const totalPoints = (players: number) => tricksPerHand(players) + 52;

/** The points the bidder's side needs (TG-CARD-2; TG-CARD-3 open: 35 at every size by default). */
export function targetPoints(players: number, settings: Settings): number {
  if (players > 4 && readTroggenSettings(players, settings).target === 'half') return Math.ceil(totalPoints(players) / 2);
  return 35;
}
