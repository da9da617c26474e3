import type { SettingSpec, Settings } from '../../engine/game';
import { defaultsOf } from '../../engine/settings';

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
    kind: 'boolean',
    default: true,
    label: { en: 'Round up at small stakes', de: 'Bei kleinem Einsatz aufrunden' },
    explanation: {
      en: 'A payment that is not a whole Schilling (stakes of 6 or 12) is rounded up before Solo and doubles multiply it.',
      de: 'Eine Zahlung, die kein ganzer Schilling ist (Einsatz 6 oder 12), wird vor der Verdopplung durch Solo und Schwacher aufgerundet.'
    },
    rule: 'DO-SCORE-5'
  },
  {
    key: 'mussrunde',
    kind: 'boolean',
    default: true,
    label: { en: 'Mußrunde ends the session', de: 'Mußrunde zum Schluss' },
    explanation: {
      en: 'When the session is ended, one deal per player follows in which the player at the dealer\'s left must declare.',
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
  roundUp: boolean;
  mussrunde: boolean;
  heartSowAlone: boolean;
}

export const defaultSettings = (): Settings => defaultsOf(SETTINGS);

/** Typed settings with defaults filled in; values of the wrong type fall back to the default. */
export function readSettings(s: Settings | undefined): DobbmSettings {
  const stake = typeof s?.stake === 'number' && Number.isFinite(s.stake) && s.stake > 0 ? s.stake : 60;
  return {
    stake,
    roundUp: typeof s?.roundUp === 'boolean' ? s.roundUp : true,
    mussrunde: typeof s?.mussrunde === 'boolean' ? s.mussrunde : true,
    heartSowAlone: typeof s?.heartSowAlone === 'boolean' ? s.heartSowAlone : false
  };
}
