import type { Text } from './game';

/**
 * A practice position (issue 14, docs/learning.md): a moment of a real hand with one question and
 * its checked answer. Plain data in each game's folder (games/<game>/practice.ts); the practice
 * screen shows the hand up to `at` from the seat to act, and a test recomputes every answer.
 */
export interface PracticePosition {
  /** The position's address on the practice screen: unique within its game. */
  id: string;
  /** A few words for the list ("Keep the Pagat for the last trick"). */
  title: Text;
  /**
   * The whole hand as a `trull-hand` record with its actions as text codes (docs/formats.md), so
   * the position replays from its deal through the rules like any shared hand.
   */
  record: PortableHand;
  /** How many of the record's actions are taken when the question is asked. */
  at: number;
  question: Text;
  /** The right answers as action codes ('play:XXI'); any other legal action is wrong. */
  answer: readonly string[];
  /** Why: shown once the player has answered, right or wrong. */
  explain: Text;
  /** The checklist id of the rule behind the answer: the explanation links to it on the rules page. */
  rule: string;
  check: PracticeCheck;
}

export interface PortableHand {
  format: 'trull-hand';
  version: 1;
  game: string;
  rulesVersion: number;
  context: { players: number; dealer: number; settings?: Record<string, unknown>; session?: Record<string, unknown> };
  names?: string[];
  seed: number;
  actions: string[];
}

/**
 * How the answer was found (src/lib/practice/judge.ts), so a test can find it again. The seat's
 * side "comes out ahead" when its result is above `threshold`.
 */
interface PracticeCheck {
  /** 'exact': every world solved with open cards; 'rollout': every world played on by the rule bots. */
  method: 'exact' | 'rollout';
  /** How many worlds (deals consistent with what the seat has seen) were judged, and their seed. */
  worlds: number;
  seed: number;
  threshold: number;
  /** Percentage of worlds in which the answer (each right one) comes out ahead. */
  rightShare: number;
  /** The highest percentage of any wrong answer. */
  wrongShare: number;
}

/** The names a practice hand's other seats carry (the seat asked is "you" on the screen). */
const NAMES = ['Anna', 'Bernd', 'Clara', 'Dora', 'Emil'];

/** A practice position's hand: a record with default settings and action codes in one string. */
export function practiceHand(game: string, rulesVersion: number, players: number, dealer: number, seed: number, actions: string): PortableHand {
  return {
    format: 'trull-hand',
    version: 1,
    game,
    rulesVersion,
    context: { players, dealer },
    names: NAMES.slice(0, players),
    seed,
    actions: actions.split(' ')
  };
}
