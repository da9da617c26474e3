import type { Card } from '../../engine/cards';
import type { BreakdownLine, HandContext, HandScore, Seat, Settings, Declaration } from '../../engine/game';
import { CONTRACT_NAMES, contractId, type ContractId } from './actions';
import { PAGAT, countCards, countPoints, half, packOf, packTotal } from './cards';
import { readDroggnSettings, type DroggnSettings } from './settings';
import { LAID_GSTIESS, LAID_NONE, LAID_PAGAT_DECL, LAID_PAGAT_DEF, nextActive, type DroggnState } from './state';

export type Side = 'declarer' | 'defenders';
export type LaidOut = 'none' | 'declarer-pagat' | 'defender-pagat' | 'declarer-gstiess';
/** What happened to the Pagat, as far as scoring cares (DR-SCORE-3..5). */
export type PagatOutcome = 'none' | 'won-last' | 'lost-last' | 'captured';
export type Revoke = 'none' | Side;

/**
 * A finished hand's outcome: everything scoring needs and nothing more. The scorekeeper builds the
 * same facts from what a table writes down (entry.ts), so both score through the one function.
 */
export interface DroggnFacts {
  players: number;
  dealer: Seat;
  /** null: everybody passed, thrown in (DR-BID-4). */
  declarer: Seat | null;
  contract: ContractId | null;
  /** Card points of the declarer's tricks with the discard or talon (DR-EXCH-1/3, DR-CARD-4). */
  declarerPoints: number;
  /** The declarer won every trick (a Match, or a Super Mord made). */
  allTricks: boolean;
  /** Who won the last trick (for the 37:37 variant); null when it was not played. */
  lastTrick: Side | null;
  laidOut: LaidOut;
  pagat: PagatOutcome;
  /** The side that played the Pagat (won-last, lost-last) or lost it (captured). */
  pagatSide: Side | null;
  /** DR-VAR-1 "Kleine und Gstieß ultimo" was claimed. */
  kleine: boolean;
  /** 0 none, 1 a Schwacher, then one more per Retour. */
  doubles: number;
  revoke: Revoke;
}

export const LAID: Record<number, LaidOut> = {
  [LAID_NONE]: 'none',
  [LAID_PAGAT_DECL]: 'declarer-pagat',
  [LAID_PAGAT_DEF]: 'defender-pagat',
  [LAID_GSTIESS]: 'declarer-gstiess'
};

/**
 * Writes a finished hand's facts into `f` (every field): the one reading of a state's outcome,
 * shared by `facts` (a new object for the table and records) and `payoff` (a reused scratch object,
 * for search's thousands of playouts).
 */
function factsInto(s: DroggnState, f: DroggnFacts): DroggnFacts {
  f.players = s.players;
  f.dealer = s.dealer;
  f.kleine = s.kleine;
  f.doubles = s.doubles;
  f.revoke = 'none';
  if (s.thrownIn) {
    f.declarer = null;
    f.contract = null;
    f.declarerPoints = 0;
    f.allTricks = false;
    f.lastTrick = null;
    f.laidOut = 'none';
    f.pagat = 'none';
    f.pagatSide = null;
    return f;
  }
  const decl = s.declarer;
  const mine = MINE;
  for (let i = 0; i < 6; i++) mine[i] = s.pileDecl[i] | s.discard[i] | s.talon[i];
  pagatInto(s, f);
  f.declarer = decl;
  f.contract = contractId(s.contract);
  f.declarerPoints = countPoints(packOf(s.is78).values, mine);
  f.allTricks = s.tricksWon[decl] === s.tricks;
  f.lastTrick = s.trickNo === s.tricks ? (s.winners[s.tricks - 1] === decl ? 'declarer' : 'defenders') : null;
  f.laidOut = LAID[s.laidOut];
  return f;
}

/**
 * The Pagat's fate in the tricks so far (DR-SCORE-3): `f.pagat` and `f.pagatSide`. The Pagat is
 * played at most once: its trick and its player are found from where it lies in `played`. Also the
 * solver's key and bounds read it at every trick (games/droggn/solve.ts), without the whole facts.
 */
export function pagatInto(s: DroggnState, f: Pick<DroggnFacts, 'pagat' | 'pagatSide'>): void {
  f.pagat = 'none';
  f.pagatSide = null;
  const at = s.played.indexOf(PAGAT);
  if (at < 0 || at >= s.trickNo * 3) return;
  const t = (at / 3) | 0;
  let p = s.leaders[t];
  for (let i = t * 3; i < at; i++) p = nextActive(s, p);
  const winner = s.winners[t];
  const decl = s.declarer;
  const side: Side = p === decl ? 'declarer' : 'defenders';
  if (t === s.tricks - 1) {
    f.pagat = winner === p ? 'won-last' : 'lost-last';
    f.pagatSide = side;
  } else if ((winner === decl ? 'declarer' : 'defenders') !== side) {
    f.pagat = 'captured';
    f.pagatSide = side;
  }
}

export const blankFacts = (): DroggnFacts => ({
  players: 0,
  dealer: 0,
  declarer: null,
  contract: null,
  declarerPoints: 0,
  allTricks: false,
  lastTrick: null,
  laidOut: 'none',
  pagat: 'none',
  pagatSide: null,
  kleine: false,
  doubles: 0,
  revoke: 'none'
});

/** The facts of a finished hand, null before its end. */
export function facts(s: DroggnState): DroggnFacts | null {
  return s.phase === 'over' ? factsInto(s, blankFacts()) : null;
}

/** Scratch for the declarer's cards (countPoints only reads it). */
const MINE = [0, 0, 0, 0, 0, 0];
/** Scratch facts of `payoff`: it reads them at once and keeps nothing. */
const PAYOFF_FACTS = blankFacts();

/**
 * Whether the declarer of an Ansager, Solo or Super made it (DR-SCORE-1, DR-SCORE-7, the threshold
 * variant): every trick, or the points the settings ask for (`pointsNeeded`; 37:37 by the last trick).
 */
export function contractWon(f: DroggnFacts, st: DroggnSettings): boolean {
  if (f.allTricks) return true;
  const H = half(st.cards === '78');
  const dp = f.declarerPoints;
  return st.threshold === '38' ? dp > H : st.threshold === 'tie-last-trick' ? dp > H || (dp === H && f.lastTrick === 'declarer') : dp >= H;
}

/** The card points a declarer needs to be sure of its contract (37 or 38; at 37:37 the last trick decides, not said here). */
export const pointsNeeded = (st: DroggnSettings): number => half(st.cards === '78') + (st.threshold === '38' ? 1 : 0);

/** DR-SCORE-2: basic game values. */
export const BASE: Record<Exclude<ContractId, 'mord'>, number> = { ansager: 20, solo: 40, super: 80 };
/** DR-SCORE-6: Super Mord = 80 + 37 + 50 (with 78 cards 80 + 39 + 50, DR-VAR-2). */
export const mordValue = (is78: boolean): number => 80 + half(is78) + 50;

const t = (en: string, de: string) => ({ en, de });
const sign = (side: Side | null): number => (side === 'declarer' ? 1 : side === 'defenders' ? -1 : 0);

/** A breakdown line, or nothing when the caller wants the number only (`payoff`). */
type Lines = BreakdownLine[] | null;

/** The Pagat's score from the declarer's side (DR-SCORE-3/4/5, DR-SCORE-8: only the laid-out one doubles). */
function pagatScore(f: DroggnFacts, m: number, lines: Lines): number {
  if (f.laidOut === 'declarer-pagat' || f.laidOut === 'defender-pagat') {
    const v = (f.pagat === 'won-last' ? 20 : -20) * m * (f.laidOut === 'declarer-pagat' ? 1 : -1);
    lines?.push({
      label:
        f.pagat === 'won-last'
          ? t('Laid-out Pagat won the last trick', 'Ausgelegter Pagat gewinnt den letzten Stich')
          : t('Laid-out Pagat lost', 'Ausgelegter Pagat verloren'),
      value: v,
      rule: 'DR-SCORE-4'
    });
    return v;
  }
  let v = 0;
  if (f.pagat === 'won-last') {
    v = (f.kleine ? 20 : 10) * sign(f.pagatSide);
    lines?.push({
      label: f.kleine ? t('Kleine und Gstieß ultimo', 'Kleine und Gstieß ultimo') : t('Pagat ultimo won', 'Pagat ultimo gewonnen'),
      value: v,
      rule: f.kleine ? 'DR-VAR-1' : 'DR-SCORE-3'
    });
  } else if (f.pagat === 'lost-last') {
    v = -10 * sign(f.pagatSide);
    lines?.push({ label: t('Pagat beaten in the last trick', 'Pagat im letzten Stich geschlagen'), value: v, rule: 'DR-SCORE-3' });
  } else if (f.pagat === 'captured') {
    v = -5 * sign(f.pagatSide);
    lines?.push({ label: t('Pagat captured', 'Pagat gefangen'), value: v, rule: 'DR-SCORE-5' });
  }
  return v;
}

/**
 * THE scoring of a Droggn hand: the declarer's paper score (DR-SCORE-9), with the breakdown's lines
 * pushed into `lines` when given. `score` and `payoff` both come from here, so they cannot differ.
 */
export function paperScore(f: DroggnFacts, st: DroggnSettings, lines: Lines): number {
  if (f.declarer === null || f.contract === null) {
    lines?.push({ label: t('Thrown in: all passed', 'Eingeworfen: alle weiter'), value: 0, rule: 'DR-BID-4' });
    return 0;
  }
  const is78 = st.cards === '78';
  const H = half(is78);
  const m = 2 ** f.doubles;
  const name = CONTRACT_NAMES[f.contract];
  let paper: number;
  const laid = f.laidOut !== 'none' ? 20 : 0;
  if (f.doubles > 0)
    lines?.push({
      label: t(
        `Schwacher${f.doubles > 1 ? ` and ${f.doubles - 1} Retour` : ''} (multiplier)`,
        `Schwacher${f.doubles > 1 ? ` und ${f.doubles - 1} Retour` : ''} (Faktor)`
      ),
      value: m,
      rule: 'DR-ANN-4'
    });
  if (f.revoke !== 'none') {
    // DR-SCORE-10: base value plus a laid-out Pagat (or Gstieß), doubled, no card point difference.
    const baseV = f.contract === 'mord' ? mordValue(is78) : BASE[f.contract];
    lines?.push({ label: t(`Game value (${name.en})`, `Spielwert (${name.de})`), value: baseV, rule: 'DR-SCORE-10' });
    if (laid) lines?.push({ label: t('Laid-out card', 'Ausgelegte Karte'), value: laid, rule: 'DR-SCORE-10' });
    paper = (baseV + laid) * m * (f.revoke === 'declarer' ? -1 : 1);
    lines?.push({
      label: t(`Revoke by the ${f.revoke}`, f.revoke === 'declarer' ? 'Renonce des Spielers' : 'Renonce der Gegenspieler'),
      value: paper,
      rule: 'DR-SCORE-10'
    });
  } else if (f.contract === 'mord') {
    // DR-SCORE-6: 167 (187 with Pagat or Gstieß laid out), all or nothing, doubled.
    const plus = st.mordReading === 'plus-pagat';
    const value = mordValue(is78) + (f.laidOut === 'declarer-gstiess' || (!plus && laid) ? 20 : 0);
    const game = (f.allTricks ? 1 : -1) * value * m;
    lines?.push({
      label: f.allTricks ? t('Super Mord made', 'Super Mord gewonnen') : t('Super Mord lost', 'Super Mord verloren'),
      value: game,
      rule: 'DR-SCORE-6'
    });
    paper = game + (plus ? pagatScore(f, m, lines) : 0);
  } else {
    const base = BASE[f.contract];
    const dp = f.declarerPoints;
    const op = packTotal(is78) - dp;
    const won = contractWon(f, st);
    // DR-SCORE-7: a Match scores the game value plus all the points over half.
    const diff = f.allTricks ? H : Math.max(0, won ? dp - H : op - H);
    const game = (won ? 1 : -1) * (base + diff) * m;
    if (lines) {
      lines.push({ label: t(`Game value (${name.en})`, `Spielwert (${name.de})`), value: base, rule: 'DR-SCORE-2' });
      lines.push({
        label: f.allTricks
          ? t('Match: every trick', 'Match: alle Stiche')
          : won
            ? t(`Declarer's points over ${H}`, `Augen des Spielers über ${H}`)
            : t(`Defenders' points over ${H}`, `Augen der Gegner über ${H}`),
        value: diff,
        rule: f.allTricks ? 'DR-SCORE-7' : 'DR-SCORE-2'
      });
      lines.push({ label: won ? t('Game won', 'Spiel gewonnen') : t('Game lost', 'Spiel verloren'), value: game, rule: 'DR-SCORE-1' });
    }
    paper = game + pagatScore(f, m, lines);
  }
  lines?.push({ label: t("Declarer's paper score", 'Spieler auf dem Papier'), value: paper, rule: 'DR-SCORE-9' });
  return paper;
}

/**
 * The settlement in points: every other seat, a sitting-out dealer included (DR-DEAL-5), pays
 * `paper` to the declarer, so the declarer gets (players-1)×paper.
 */
function deltasOf(f: DroggnFacts, paper: number): number[] {
  const deltas: number[] = [];
  for (let seat = 0; seat < f.players; seat++) deltas.push(seat === f.declarer ? paper * (f.players - 1) : paper === 0 ? 0 : -paper);
  return deltas;
}

/** THE scoring of a Droggn hand (the scorekeeper uses it too), with its breakdown. */
export function score(f: DroggnFacts, settings: Settings): HandScore {
  const st = readDroggnSettings(settings);
  const lines: BreakdownLine[] = [];
  const paper = paperScore(f, st, lines);
  const deltas = deltasOf(f, paper);
  if (f.declarer === null || f.contract === null) return { deltas, unit: 'points', breakdown: lines, extra: { paper: 0, thrownIn: true } };
  const extra = { paper, declarer: f.declarer, multiplier: 2 ** f.doubles };
  if (f.revoke !== 'none' || f.contract === 'mord') return { deltas, unit: 'points', breakdown: lines, extra };
  const dp = f.declarerPoints;
  const cardPoints = [
    { label: t('Declarer', 'Spieler'), points: dp },
    { label: t('Defenders', 'Gegenspieler'), points: packTotal(st.cards === '78') - dp }
  ];
  return { deltas, unit: 'points', breakdown: lines, cardPoints, extra };
}

/** Each seat's result of a finished hand: `score(facts(s), settings).deltas`, without facts or texts (for search). */
export function payoff(s: DroggnState): number[] {
  const f = factsInto(s, PAYOFF_FACTS);
  return deltasOf(f, paperScore(f, s.settings, null));
}

/** A trick's card points: its three cards are one group of three, counted as the piles are (DR-CARD-4). */
export function trickPoints(cards: readonly Card[], context: HandContext): number {
  return countCards(packOf(readDroggnSettings(context.settings).cards === '78').values, cards);
}

/** The contract and its declarer, for the arena (`Game.declaration`); null when the hand was thrown in. */
export const declaration = (f: DroggnFacts): Declaration | null =>
  f.declarer === null || f.contract === null ? null : { contract: f.contract, declarers: [f.declarer] };
