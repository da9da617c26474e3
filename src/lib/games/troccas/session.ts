import type { HandContext, HandScore, Settings } from '../../engine/game';
import type { SessionRules } from '../../engine/session';
import { settleBalances } from '../../engine/settle';
import { CATCH_UP_TWO } from './deal';
import { nextSeat } from './seats';
import { readTroccasSettings } from './settings';
import type { TroccasFacts } from './scoring';

/**
 * Troccas's session state, what its session rules fold hand by hand (TR-4-15, TR-6-1, TR-3-3,
 * TR-4-5): games of four hands (six at six players, one deal by each player at three and five),
 * thrown-in hands not counted and redealt by the same dealer, the deal passing to the dealer's
 * right, and the running score of the current game that allows the catch-up deals.
 */
export interface TroccasSessionState {
  players: number;
  dealer: number;
  settings: Settings;
  /** Running totals per seat over the whole session. */
  totals: number[];
  /** Score per seat in the current game (reset after each game). */
  game: number[];
  handsInGame: number;
  handsPerGame: number;
  /** Finished games: the score per seat of each. */
  games: number[][];
  /** Each side's cards of the last hand played out in this game (TR-4-5 gathering), or null. */
  lastPiles: number[][] | null;
  /** Someone asked to stop: the session ends with the current game. */
  ending: boolean;
  over: boolean;
}

/** TR-4-15: four hands; TR-6-1: six; open TR-3-3: one deal by each player at three and five. */
const handsPerGame = (players: number): number => (players === 4 ? 4 : players === 6 ? 6 : players);

export const troccasSessionRules: SessionRules<TroccasSessionState, TroccasFacts> = {
  // The side behind and what it gathered (catch-up deals).
  facts: { behindSide: 'number', behind: 'number', gathered: 'numbers' },
  start(players, firstDealer, settings) {
    return {
      players,
      dealer: firstDealer,
      settings,
      totals: new Array<number>(players).fill(0),
      game: new Array<number>(players).fill(0),
      handsInGame: 0,
      handsPerGame: handsPerGame(players),
      games: [],
      lastPiles: null,
      ending: false,
      over: false
    };
  },
  nextHand(sess): HandContext | null {
    if (sess.over) return null;
    const ctx: HandContext = { players: sess.players, dealer: sess.dealer, settings: sess.settings };
    if (sess.players === 4 && sess.handsInGame > 0) {
      // TR-4-5: a side whose running score in this game is 9 or more below zero may ask for a
      // catch-up deal (decision: "losing by 9" = its own score is -9 or worse).
      const behindSide = sess.game[0] < 0 ? 0 : sess.game[1] < 0 ? 1 : -1;
      if (behindSide >= 0 && -sess.game[behindSide] >= CATCH_UP_TWO) {
        ctx.session = { behindSide, behind: -sess.game[behindSide] };
        if (sess.lastPiles) ctx.session.gathered = sess.lastPiles[behindSide];
      }
    }
    return ctx;
  },
  afterHand(sess, facts, score: HandScore) {
    if (facts.thrownIn) return { ...sess, lastPiles: null }; // TR-4-6: same dealer, hand not counted
    const totals = sess.totals.map((t, i) => t + score.deltas[i]);
    let game = sess.game.map((t, i) => t + score.deltas[i]);
    let handsInGame = sess.handsInGame + 1;
    let games = sess.games;
    let lastPiles = facts.piles ?? null;
    let over = sess.over;
    if (handsInGame >= sess.handsPerGame) {
      games = [...games, game];
      game = new Array<number>(sess.players).fill(0);
      handsInGame = 0;
      lastPiles = null;
      if (sess.ending) over = true;
    }
    // open TR-4-15 / TR-3-3: the deal passes to the dealer's right (anticlockwise).
    return { ...sess, totals, game, handsInGame, games, lastPiles, over, dealer: nextSeat(sess.dealer, sess.players) };
  },
  totals: (sess) => sess.totals.slice(),
  callEnd(sess) {
    // The game in progress is finished first; with no hand of it played the session ends now.
    return sess.handsInGame === 0 ? { ...sess, ending: true, over: true } : { ...sess, ending: true };
  },
  settlement(sess, stake) {
    const perPoint = stake > 0 ? stake : readTroccasSettings(sess.players, sess.settings).pointValue || 1;
    return settleBalances(sess.totals.map((t) => t * perPoint));
  }
};
