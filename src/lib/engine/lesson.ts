import type { Seat, Text } from './game';

/**
 * A first hand with a coach (issue 14): one fixed deal per game, chosen because it shows the
 * game's key ideas, and what the coach says about each kind of decision in it. Each game keeps
 * its lesson in its own folder (games/<game>/lesson.ts), beside its guide and practice positions.
 */
export interface Lesson {
  /** The deal: the engine's generator with this seed, dealt by `dealer`, at the game's default settings. */
  seed: number;
  players: number;
  dealer: Seat;
  /** What this hand shows, said before it starts. */
  intro: Text;
  /** What the person meets in this hand, by the phase of their view (`TableView.phase`). */
  steps: Readonly<Record<string, CoachStep>>;
}

/** One kind of decision: what the choice is, what a good player weighs, and where the rules say more. */
interface CoachStep {
  what: Text;
  consider: Text;
  /** A section id (or checklist id) of the game's rules page. */
  rule: string;
}
