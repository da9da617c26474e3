import type { SettingSpec, Settings } from '../../engine/game';
import { defaultsOf, readSettings } from '../../engine/settings';

/** Dobbm's rule variants (principle 4: variants are data). */
export const SETTINGS: readonly SettingSpec[] = [
  {
    key: 'stake',
    kind: 'number',
    default: 60,
    min: 1,
    max: 100000,
    label: { en: 'Stake (price of a Match, Schilling)', de: 'Einsatz (Preis eines Matsch, Schilling)' },
    explanation: {
      en: 'The stake is named as the cost of a Match: at 60 each card point over or under 60 is worth 1 Schilling. Typical: 6, 12, 60, 120, 240.',
      de: 'Der Einsatz wird als Preis eines Matsch genannt: bei 60 ist jeder Punkt über oder unter 60 einen Schilling wert. Üblich: 6, 12, 60, 120, 240.'
    },
    rule: 'DO-SCORE-4'
  },
  {
    key: 'roundUp',
    kind: 'choice',
    default: 'small',
    options: [
      { value: 'small', label: { en: 'At 6 and 12 Schilling', de: 'Bei 6 und 12 Schilling' } },
      { value: 'every', label: { en: 'At every stake', de: 'Bei jedem Einsatz' } },
      { value: 'never', label: { en: 'Never (to the Groschen)', de: 'Nie (auf den Groschen)' } }
    ],
    label: { en: 'Round payments up', de: 'Zahlungen aufrunden' },
    explanation: {
      en: 'The rules round a payment that is not a whole Schilling up when playing for 6 or 12 Schilling, before Solo and doubles multiply it. "At every stake" does so at any other stake too (24, 30…); "never" keeps the exact amount to the Groschen.',
      de: 'Die Regel rundet eine Zahlung, die kein ganzer Schilling ist, beim Spiel um 6 oder 12 Schilling auf, bevor Solo und Schwacher sie verdoppeln. „Bei jedem Einsatz“ rundet auch bei anderen Einsätzen (24, 30 …) auf; „nie“ rechnet genau auf den Groschen.'
    },
    rule: 'DO-SCORE-5',
    // Before DO-SCORE-5 became a choice it was a switch whose default (on) rounded at every stake.
    legacy: [
      { from: true, to: 'small' },
      { from: false, to: 'never' }
    ]
  },
  {
    key: 'mussrunde',
    kind: 'boolean',
    default: true,
    label: { en: 'Mußrunde ends the session', de: 'Mußrunde zum Schluss' },
    explanation: {
      en: "When the session is ended, one deal per player follows in which the player at the dealer's left must declare.",
      de: 'Beim Beenden folgt für jeden Spieler ein Spiel, in dem der Spieler links vom Geber spielen muss.'
    },
    rule: 'DO-SESS-1'
  },
  {
    key: 'heartSowAlone',
    kind: 'boolean',
    default: false,
    label: { en: 'Heart Sow counts as its own trump', de: 'Herz-Sau gilt selbst als Trumpf' },
    explanation: {
      en: 'Off (the literal reading): a discarded heart Sow needs another trump with it, like every Sow. On: it may be discarded alone.',
      de: 'Aus (wörtlich): auch die abgelegte Herz-Sau braucht einen weiteren Trumpf dazu. Ein: sie darf allein abgelegt werden.'
    },
    rule: 'DO-EXCH-3'
  }
];

export interface DobbmSettings {
  stake: number;
  /** DO-SCORE-5: where a part of a Schilling counts as a whole one. */
  roundUp: RoundUp;
  mussrunde: boolean;
  heartSowAlone: boolean;
}

export type RoundUp = 'small' | 'every' | 'never';

/** DO-SCORE-5: the text rounds up "when playing for 6 or 12 Schilling"; the setting may extend it. */
export function roundsUpAt(roundUp: RoundUp, stake: number): boolean {
  return roundUp === 'every' || (roundUp === 'small' && (stake === 6 || stake === 12));
}

export const defaultSettings = (): Settings => defaultsOf(SETTINGS);

/**
 * The one reader of Dobbm's settings: the engine's reader over SETTINGS (anything missing or
 * malformed reads as the default), typed. A value an older version stored (a setting's `legacy`
 * table: roundUp true/false from before it was a choice) reads as what it means today.
 */
export function readDobbmSettings(raw: Settings | undefined): DobbmSettings & Settings {
  let today = raw;
  for (const spec of SETTINGS) for (const old of spec.legacy ?? []) if (raw?.[spec.key] === old.from) today = { ...today, [spec.key]: old.to };
  return readSettings<DobbmSettings & Settings>(SETTINGS, today);
}
