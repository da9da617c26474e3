import type { Action, Seat } from '../engine/game';
import type { TableView } from '../engine/table-view';

/** One bot's turn, as the referee hands it over: everything the bot may know, and the pace. */
export interface BotTurn {
  seat: Seat;
  /** The bot's own view of the table (never the hidden cards). */
  view: TableView;
  legal: Action[];
  /** The decision's seed (engine/decision-seed.ts): the same turn gets the same answer. */
  seed: number;
  /** The pace's bot pause in milliseconds, read when the pause starts (the player may change the pace meanwhile). */
  pace: () => number;
}

/** What the runner needs from the table: asking, looking, and the callbacks that carry a move out. */
export interface BotTable {
  /** The bot's answer (worker/client.ts); null when it was cancelled. */
  ask(turn: BotTurn): Promise<Action | null>;
  /** The bot claims the rest instead of playing (judged from its own view only). */
  claims(turn: BotTurn): boolean;
  /** Whose turn it is now. */
  toAct(): Seat | null;
  /** An action is being written. */
  busy(): boolean;
  /** A finished trick is on the table (trick-hold.ts)… */
  held(): boolean;
  /** …and this settles once it has left. */
  released(): Promise<void>;
  /** Play the bot's action (the referee checks and stores it). */
  commit(action: Action): void;
  /** The bot at `seat` claims the rest (the referee checks it with every card open). */
  claim(seat: Seat): void;
}

/**
 * How long a bot waits before its move lands: the pace's pause counted from the turn's start (the
 * bot's thinking is part of it), or the whole pause after a held trick; a forced move (one legal
 * action) waits at most half the pause.
 */
export function botWait(pause: number, heldFirst: boolean, elapsed: number, single: boolean): number {
  const wait = heldFirst ? pause : Math.max(0, pause - elapsed);
  return single ? Math.min(wait, pause / 2) : wait;
}

/**
 * Carries out the moves the referee hands over: a bot's turn (ask, wait for a held trick to
 * leave, pause, then commit or claim) and a person's forced card. A turn started later, or
 * `cancel`, makes every earlier turn's answer void.
 */
export class BotRunner {
  private generation = 0;

  constructor(private readonly table: BotTable) {}

  /** An answer on its way is not played (undo, a claim, another tab, the table closing). */
  cancel(): void {
    this.generation++;
  }

  /** A bot's turn. The move lands only while the turn is still the latest and the bot still to act. */
  run(turn: BotTurn): void {
    const gen = ++this.generation;
    const { seat, legal } = turn;
    const started = Date.now();
    if (this.table.claims(turn)) {
      // The bot lays its cards down after its usual pause, once any finished trick has left the table.
      void this.table.released().then(() =>
        setTimeout(() => {
          if (gen === this.generation && this.table.toAct() === seat && !this.table.busy()) this.table.claim(seat);
        }, turn.pace())
      );
      return;
    }
    void this.table.ask(turn).then(async (a) => {
      if (a === null || gen !== this.generation) return;
      // The bot's pause starts once the finished trick has left the table.
      const heldFirst = this.table.held();
      await this.table.released();
      const pause = turn.pace();
      setTimeout(
        () => {
          if (gen !== this.generation || this.table.toAct() !== seat) return;
          this.table.commit(a);
        },
        botWait(pause, heldFirst, Date.now() - started, legal.length === 1)
      );
    });
  }

  /**
   * A person's only card, played for them ("Play forced cards for me"): `play` after any held
   * trick and the pace's pause, if `still` holds then (nobody played first, nothing moved).
   */
  forced(pace: () => number, still: () => boolean, play: () => void): void {
    void this.table.released().then(() =>
      setTimeout(() => {
        if (still()) play();
      }, pace())
    );
  }
}
