import type { Action, ActionInfo } from '../../engine/game';
import type { Card } from '../../engine/cards';
import { FRENCH66, FRENCH78, cardCode, cardName, parseCard, type Pack } from '../../engine/packs';

/**
 * Droggn's actions are small integers. Speech acts are below 32; card actions are
 * KIND + card, plus FLAG78 for a plain-suit card of the 78-card pack (its numbers differ from the
 * 66-card pack's; trumps and the Gstieß are numbered alike), so every action names its card
 * without knowing the settings.
 */
export const PASS = 0; // "weiter" / "gut" in the bidding
export const BID_ANSAGER = 1;
export const BID_SOLO = 2;
export const BID_SUPER = 3;
export const BID_MORD = 4;
export const NO_BUY = 5; // DR-EXCH-5: not buying forfeits the buy
export const LIEGE = 6; // "ich liege": nothing laid out
export const LAY_PAGAT = 7; // DR-ANN-1, DR-ANN-2
export const LAY_GSTIESS = 8; // DR-ANN-3
export const GUT = 9; // "gut" / "komm": no double, or no lay-out for a defender
export const SCHWACHER = 10; // DR-ANN-4
export const RETOUR = 11;
export const KLEINE = 12; // DR-VAR-1 "Kleine und Gstieß ultimo"

export const DISCARD = 0x200;
export const OFFER = 0x400; // the card laid face down for the buy
export const NAME = 0x600; // the card asked for
export const PLAY = 0x800;
export const FLAG78 = 0x100;
const KIND_MASK = 0xe00;

export type ContractId = 'ansager' | 'solo' | 'super' | 'mord';
export const CONTRACTS: readonly ContractId[] = ['ansager', 'solo', 'super', 'mord'];
/** Contract number 1..4 to its id. */
export const contractId = (n: number): ContractId => CONTRACTS[n - 1];

export const CONTRACT_NAMES: Record<ContractId, { en: string; de: string }> = {
  ansager: { en: 'Ansager', de: 'Ansager' },
  solo: { en: 'Solo', de: 'Solo' },
  super: { en: 'Super', de: 'Super' },
  mord: { en: 'Super Mord', de: 'Super Mord' }
};

export const cardAction = (kind: number, c: Card, is78: boolean): Action => kind | (is78 && c < 128 ? FLAG78 : 0) | c;
export const kindOf = (a: Action): number => a & KIND_MASK;
export const cardOf = (a: Action): Card => a & 0xff;
const packOfAction = (a: Action): Pack => (a & FLAG78 ? FRENCH78 : FRENCH66);

const SIMPLE: Record<number, string> = {
  [PASS]: 'pass',
  [BID_ANSAGER]: 'bid:ansager',
  [BID_SOLO]: 'bid:solo',
  [BID_SUPER]: 'bid:super',
  [BID_MORD]: 'bid:mord',
  [NO_BUY]: 'no-buy',
  [LIEGE]: 'liege',
  [LAY_PAGAT]: 'lay-out:I',
  [LAY_GSTIESS]: 'lay-out:Ex',
  [GUT]: 'gut',
  [SCHWACHER]: 'schwacher',
  [RETOUR]: 'retour',
  [KLEINE]: 'kleine-gstiess'
};
const KIND_CODE: Record<number, string> = { [DISCARD]: 'discard', [OFFER]: 'offer', [NAME]: 'name', [PLAY]: 'play' };
const CODE_KIND: Record<string, number> = { discard: DISCARD, offer: OFFER, name: NAME, play: PLAY };
const CODE_SIMPLE: Record<string, number> = Object.fromEntries(Object.entries(SIMPLE).map(([k, v]) => [v, Number(k)]));

/** 'bid:solo', 'play:XXI', 'discard:H-K'; a plain-suit card of the 78-card pack gets '@78'. */
export function actionCode(a: Action): string {
  if (a in SIMPLE) return SIMPLE[a];
  const kind = KIND_CODE[kindOf(a)];
  if (!kind) return `?${a}`;
  return `${kind}:${cardCode(packOfAction(a), cardOf(a))}${a & FLAG78 ? '@78' : ''}`;
}

export function parseAction(code: string): Action | undefined {
  if (typeof code !== 'string') return undefined;
  if (code in CODE_SIMPLE) return CODE_SIMPLE[code];
  const m = /^(discard|offer|name|play):(.+?)(@78)?$/.exec(code);
  if (!m) return undefined;
  const is78 = m[3] !== undefined;
  let c: Card;
  try {
    c = parseCard(is78 ? FRENCH78 : FRENCH66, m[2]);
  } catch {
    return undefined;
  }
  if (is78 && c >= 128) return undefined; // trumps and the Gstieß are written without '@78'
  return cardAction(CODE_KIND[m[1]], c, is78);
}

const t = (en: string, de: string) => ({ en, de });

export function describe(a: Action): ActionInfo {
  switch (a) {
    case PASS:
      return { kind: 'choice', label: t('Pass ("weiter")', 'Weiter') };
    case BID_ANSAGER:
      return {
        kind: 'choice',
        label: t('Ansager', 'Ansager'),
        help: t('Exchange with the talon and buy a card.', 'Mit dem Talon tauschen und eine Karte kaufen.')
      };
    case BID_SOLO:
      return { kind: 'choice', label: t('Solo', 'Solo'), help: t('Exchange with the talon, no buying.', 'Mit dem Talon tauschen, ohne Kauf.') };
    case BID_SUPER:
      return { kind: 'choice', label: t('Super', 'Super'), help: t('No exchange, no buying.', 'Ohne Tausch und ohne Kauf.') };
    case BID_MORD:
      return { kind: 'choice', label: t('Super Mord', 'Super Mord'), help: t('A Super winning every trick.', 'Ein Super, der alle Stiche macht.') };
    case NO_BUY:
      return {
        kind: 'choice',
        label: t('Do not buy', 'Nicht kaufen'),
        help: t('Forfeits the buy; still an Ansager.', 'Verzichtet auf den Kauf; bleibt ein Ansager.')
      };
    case LIEGE:
      return { kind: 'choice', label: t('Ich liege', 'Ich liege'), help: t('Nothing laid out; play can begin.', 'Nichts ausgelegt; es kann losgehen.') };
    case LAY_PAGAT:
      return {
        kind: 'lay-out',
        card: 129,
        label: t('Lay out the Pagat', 'Pagat auslegen'),
        help: t('Announce winning the last trick with it (20).', 'Ansage: den letzten Stich mit ihm machen (20).')
      };
    case LAY_GSTIESS:
      return {
        kind: 'lay-out',
        card: 160,
        label: t('Lay out the Gstieß', 'Gstieß auslegen'),
        help: t('It wins the last trick if every other trick is won.', 'Er macht den letzten Stich, wenn alle anderen gewonnen sind.')
      };
    case GUT:
      return { kind: 'choice', label: t('Gut', 'Gut') };
    case SCHWACHER:
      return { kind: 'choice', label: t('Give a Schwacher (×2)', 'Einen Schwachen geben (×2)') };
    case RETOUR:
      return { kind: 'choice', label: t('Retour (×2)', 'Retour (×2)') };
    case KLEINE:
      return {
        kind: 'choice',
        label: t('Kleine und Gstieß ultimo', 'Kleine und Gstieß ultimo'),
        help: t('Play the Gstieß now and the Pagat last, for 20.', 'Jetzt den Gstieß, zuletzt den Pagat, für 20.')
      };
  }
  const pack = packOfAction(a);
  const c = cardOf(a);
  const en = cardName(pack, c, 'en');
  const de = cardName(pack, c, 'de');
  switch (kindOf(a)) {
    case DISCARD:
      return { kind: 'discard', card: c, label: t(`Discard ${en}`, `${de} ablegen`) };
    case OFFER:
      return { kind: 'give', card: c, label: t(`Offer ${en} face down`, `${de} verdeckt anbieten`) };
    case NAME:
      return { kind: 'buy', card: c, label: t(`Ask for ${en}`, `${de} verlangen`) };
    default:
      return { kind: 'play', card: c, label: t(`Play ${en}`, `${de} spielen`) };
  }
}
