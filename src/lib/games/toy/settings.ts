import type { SettingSpec, Settings } from '../../engine/game';
import { defaultsOf, readSettings } from '../../engine/settings';

/** The toy game's one variant, as data: how many hands a session lasts. */
export const SETTINGS: readonly SettingSpec[] = [
  {
    key: 'hands',
    kind: 'number',
    default: 2,
    min: 1,
    max: 20,
    label: { en: 'Hands in a session', de: 'Spiele einer Sitzung' },
    explanation: { en: 'The session is over after this many hands.', de: 'Nach so vielen Spielen ist die Sitzung zu Ende.' },
    rule: 'TOY-SESS-1'
  }
];

export interface ToySettings {
  hands: number;
}

export const readToySettings = (s: Settings | undefined) => readSettings<Settings & ToySettings>(SETTINGS, s);
export const defaultSettings = (): Settings => defaultsOf(SETTINGS);
