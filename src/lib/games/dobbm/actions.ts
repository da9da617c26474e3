import type { Action, ActionInfo } from '../../engine/game';
import type { Card } from '../../engine/cards';
import { PACK, code, parse } from './cards';
import { cardName } from '../../engine/packs';

/**
 * Dobbm's actions are small integers. Bids and doubles are 0..6; a discard is DISCARD + card and a
 * card play is PLAY + card (cards are below 128 in GERMAN36).
 */
export const BID_PASS = 0; // "weiter": no bid yet stands
export const BID_GOOD = 1; // "gut" / "spiel zu": let the standing bid be played
export const BID_DOBBM = 2; // "ich tappe": the ordinary game with the Dobb
export const BID_SOLO = 3;
export const DBL_GOOD = 4; // "gut" / "spiel zu": no (further) double
export const DBL_SCHWACHER = 5; // "an Schwochn"
export const DBL_RETOUR = 6;
export const DISCARD = 128;
export const PLAY = 256;

const SIMPLE: Record<number, { code: string; en: string; de: string; help?: { en: string; de: string } }> = {
  [BID_PASS]: { code: 'bid:pass', en: 'Pass (weiter)', de: 'Weiter' },
  [BID_GOOD]: { code: 'bid:good', en: 'Let it be played (gut)', de: 'Gut (spiel zu)' },
  [BID_DOBBM]: {
    code: 'bid:dobbm',
    en: 'Dobbm (ich tappe)',
    de: 'Dobbm (i tapp)',
    help: {
      en: 'The ordinary game: you take the four-card Dobb and discard four.',
      de: 'Das gewöhnliche Spiel: du nimmst den Dobb auf und legst vier Karten ab.'
    }
  },
  [BID_SOLO]: {
    code: 'bid:solo',
    en: 'Solo',
    de: 'Solo',
    help: {
      en: 'You play without the Dobb; it still counts for you. Payments are doubled.',
      de: 'Du spielst ohne den Dobb, er zählt aber für dich. Die Zahlungen sind doppelt.'
    }
  },
  [DBL_GOOD]: { code: 'double:good', en: 'Good (spiel zu)', de: 'Gut (spiel zu)' },
  [DBL_SCHWACHER]: {
    code: 'double:schwacher',
    en: 'Schwacher (double)',
    de: 'An Schwochn',
    help: { en: 'Doubles the payments of this game.', de: 'Verdoppelt die Zahlungen dieses Spiels.' }
  },
  [DBL_RETOUR]: {
    code: 'double:retour',
    en: 'Retour (double again)',
    de: 'Retour',
    help: { en: 'Doubles the payments once more.', de: 'Verdoppelt die Zahlungen noch einmal.' }
  }
};

const isCard = (c: number): boolean => PACK.cards.includes(c);

const discardOf = (c: Card): Action => DISCARD + c;
const playOf = (c: Card): Action => PLAY + c;
export const isPlay = (a: Action): boolean => a >= PLAY && a < PLAY + 128;
export const isDiscard = (a: Action): boolean => a >= DISCARD && a < PLAY;

export function actionCode(a: Action): string {
  const s = SIMPLE[a];
  if (s) return s.code;
  if (isDiscard(a) && isCard(a - DISCARD)) return `discard:${code(a - DISCARD)}`;
  if (isPlay(a) && isCard(a - PLAY)) return `play:${code(a - PLAY)}`;
  return `?${a}`;
}

export function parseAction(text: string): Action | undefined {
  for (const [k, v] of Object.entries(SIMPLE)) if (v.code === text) return Number(k);
  const m = /^(discard|play):(.+)$/.exec(text);
  if (!m) return undefined;
  let c: Card;
  try {
    c = parse(m[2]);
  } catch {
    return undefined;
  }
  return m[1] === 'discard' ? discardOf(c) : playOf(c);
}

export function describe(a: Action): ActionInfo {
  const s = SIMPLE[a];
  if (s) return { kind: 'choice', label: { en: s.en, de: s.de }, ...(s.help ? { help: s.help } : {}) };
  if (isDiscard(a) && isCard(a - DISCARD)) {
    const c = a - DISCARD;
    return { kind: 'discard', card: c, label: { en: `Discard ${cardName(PACK, c, 'en')}`, de: `${cardName(PACK, c, 'de')} ablegen` } };
  }
  if (isPlay(a) && isCard(a - PLAY)) {
    const c = a - PLAY;
    return { kind: 'play', card: c, label: { en: `Play ${cardName(PACK, c, 'en')}`, de: `${cardName(PACK, c, 'de')} spielen` } };
  }
  return { kind: 'choice', label: { en: `Unknown action ${a}`, de: `Unbekannte Aktion ${a}` } };
}
