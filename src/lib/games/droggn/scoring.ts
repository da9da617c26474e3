import type { BreakdownLine, HandScore, Settings } from '../../engine/game';
import type { ContractId } from './actions';
import { CONTRACT_NAMES } from './actions';
import { half, packTotal } from './cards';
import type { DroggnFacts, Side } from './facts';
import { normalize } from './settings';

/** DR-SCORE-2: basic game values. */
export const BASE: Record<Exclude<ContractId, 'mord'>, number> = { ansager: 20, solo: 40, super: 80 };
/** DR-SCORE-6: Super Mord = 80 + 37 + 50 (with 78 cards 80 + 39 + 50, DR-VAR-2). */
export const mordValue = (is78: boolean): number => 80 + half(is78) + 50;

const t = (en: string, de: string) => ({ en, de });
const sign = (side: Side | null): number => (side === 'declarer' ? 1 : side === 'defenders' ? -1 : 0);

/** The Pagat's score from the declarer's side (DR-SCORE-3/4/5, DR-SCORE-8: only the laid-out one doubles). */
function pagatLines(f: DroggnFacts, m: number, lines: BreakdownLine[]): number {
  if (f.laidOut === 'declarer-pagat' || f.laidOut === 'defender-pagat') {
    const v = (f.pagat === 'won-last' ? 20 : -20) * m * (f.laidOut === 'declarer-pagat' ? 1 : -1);
    lines.push({ label: t(f.pagat === 'won-last' ? 'Laid-out Pagat won the last trick' : 'Laid-out Pagat lost', f.pagat === 'won-last' ? 'Ausgelegter Pagat gewinnt den letzten Stich' : 'Ausgelegter Pagat verloren'), value: v, rule: 'DR-SCORE-4' });
    return v;
  }
  let v = 0;
  if (f.pagat === 'won-last') {
    v = (f.kleine ? 20 : 10) * sign(f.pagatSide);
    lines.push({ label: f.kleine ? t('Kleine und Gstieß ultimo', 'Kleine und Gstieß ultimo') : t('Pagat ultimo won', 'Pagat ultimo gewonnen'), value: v, rule: f.kleine ? 'DR-VAR-1' : 'DR-SCORE-3' });
  } else if (f.pagat === 'lost-last') {
    v = -10 * sign(f.pagatSide);
    lines.push({ label: t('Pagat beaten in the last trick', 'Pagat im letzten Stich geschlagen'), value: v, rule: 'DR-SCORE-3' });
  } else if (f.pagat === 'captured') {
    v = -5 * sign(f.pagatSide);
    lines.push({ label: t('Pagat captured', 'Pagat gefangen'), value: v, rule: 'DR-SCORE-5' });
  }
  return v;
}

/**
 * THE scoring of a Droggn hand (the scorekeeper uses it too). The declarer's paper column moves by
 * `paper` (DR-SCORE-9); `deltas` are the settlement in points: every other seat, a sitting-out
 * dealer included (DR-DEAL-5), pays `paper` to the declarer, so the declarer gets (players-1)×paper.
 */
export function score(f: DroggnFacts, settings: Settings): HandScore {
  const st = normalize(settings);
  const is78 = st.cards === '78';
  const H = half(is78);
  const total = packTotal(is78);
  const lines: BreakdownLine[] = [];
  const deltas: number[] = [];
  for (let seat = 0; seat < f.players; seat++) deltas.push(0);
  if (f.declarer === null || f.contract === null) {
    lines.push({ label: t('Thrown in: all passed', 'Eingeworfen: alle weiter'), value: 0, rule: 'DR-BID-4' });
    return { deltas, unit: 'points', breakdown: lines, extra: { paper: 0, thrownIn: true } };
  }
  const m = 2 ** f.doubles;
  const name = CONTRACT_NAMES[f.contract];
  let paper = 0;
  let cardPoints: HandScore['cardPoints'];
  const laid = f.laidOut !== 'none' ? 20 : 0;
  if (f.doubles > 0) lines.push({ label: t(`Schwacher${f.doubles > 1 ? ` and ${f.doubles - 1} Retour` : ''} (multiplier)`, `Schwacher${f.doubles > 1 ? ` und ${f.doubles - 1} Retour` : ''} (Faktor)`), value: m, rule: 'DR-ANN-4' });
  if (f.revoke !== 'none') {
    // DR-SCORE-10: base value plus a laid-out Pagat (or Gstieß), doubled, no card point difference.
    const baseV = f.contract === 'mord' ? mordValue(is78) : BASE[f.contract];
    lines.push({ label: t(`Game value (${name.en})`, `Spielwert (${name.de})`), value: baseV, rule: 'DR-SCORE-10' });
    if (laid) lines.push({ label: t('Laid-out card', 'Ausgelegte Karte'), value: laid, rule: 'DR-SCORE-10' });
    paper = (baseV + laid) * m * (f.revoke === 'declarer' ? -1 : 1);
    lines.push({ label: t(`Revoke by the ${f.revoke}`, f.revoke === 'declarer' ? 'Renonce des Spielers' : 'Renonce der Gegenspieler'), value: paper, rule: 'DR-SCORE-10' });
  } else if (f.contract === 'mord') {
    // DR-SCORE-6: 167 (187 with Pagat or Gstieß laid out), all or nothing, doubled.
    const plus = st.mordReading === 'plus-pagat';
    const value = mordValue(is78) + (f.laidOut === 'declarer-gstiess' || (!plus && laid) ? 20 : 0);
    const game = (f.allTricks ? 1 : -1) * value * m;
    lines.push({ label: t(f.allTricks ? 'Super Mord made' : 'Super Mord lost', f.allTricks ? 'Super Mord gewonnen' : 'Super Mord verloren'), value: game, rule: 'DR-SCORE-6' });
    paper = game + (plus ? pagatLines(f, m, lines) : 0);
  } else {
    const base = BASE[f.contract];
    const dp = f.declarerPoints;
    const op = total - dp;
    let won: boolean;
    let diff: number;
    if (f.allTricks) {
      won = true; // DR-SCORE-7: Match, the game value plus all the points over half
      diff = H;
    } else {
      won = st.threshold === '38' ? dp > H : st.threshold === 'tie-last-trick' ? dp > H || (dp === H && f.lastTrick === 'declarer') : dp >= H;
      diff = Math.max(0, won ? dp - H : op - H);
    }
    lines.push({ label: t(`Game value (${name.en})`, `Spielwert (${name.de})`), value: base, rule: 'DR-SCORE-2' });
    lines.push({
      label: f.allTricks ? t('Match: every trick', 'Match: alle Stiche') : won ? t(`Declarer's points over ${H}`, `Augen des Spielers über ${H}`) : t(`Defenders' points over ${H}`, `Augen der Gegner über ${H}`),
      value: diff,
      rule: f.allTricks ? 'DR-SCORE-7' : 'DR-SCORE-2'
    });
    const game = (won ? 1 : -1) * (base + diff) * m;
    lines.push({ label: won ? t('Game won', 'Spiel gewonnen') : t('Game lost', 'Spiel verloren'), value: game, rule: 'DR-SCORE-1' });
    paper = game + pagatLines(f, m, lines);
    cardPoints = [
      { label: t('Declarer', 'Spieler'), points: dp },
      { label: t('Defenders', 'Gegenspieler'), points: op }
    ];
  }
  lines.push({ label: t("Declarer's paper score", 'Spieler auf dem Papier'), value: paper, rule: 'DR-SCORE-9' });
  for (let seat = 0; seat < f.players; seat++) deltas[seat] = seat === f.declarer ? paper * (f.players - 1) : paper === 0 ? 0 : -paper;
  const extra = { paper, declarer: f.declarer, multiplier: m };
  return cardPoints ? { deltas, unit: 'points', breakdown: lines, cardPoints, extra } : { deltas, unit: 'points', breakdown: lines, extra };
}
