import type { Card } from '../engine/cards';
import type { Action, ActionInfo } from '../engine/game';
import type { TableView } from '../engine/table-view';

/** What the discard reads from the table, at the moment it reads it. */
export interface DiscardTable {
  /** The view of the seat holding the phone. */
  view: TableView;
  /** The legal actions, each with what the rules say it is (`Game.describe`). */
  legal: readonly { action: Action; info: ActionInfo }[];
  /** The person holding the phone is to act. */
  mine: boolean;
  /** An action is being saved: nothing else is taken meanwhile. */
  busy: boolean;
}

/** What the discard asks of the table. */
export interface DiscardActs {
  /** Take a person's action; it resolves once the action is stored (or refused). */
  act(action: Action): Promise<unknown>;
  /** A tap on a card that may not go: the rules say why (the table's notice). */
  tap(card: Card): void;
}

/**
 * The discard after the talon (a game whose view reports the talon's cards, `fromTalon`): the
 * person chooses the whole discard first (a tap on a chosen card takes it back), and when the last
 * card is chosen it is laid away card by card, in the order chosen, each action stored before the
 * next is sent. Nothing reaches the rules or the disk before the choice is complete. A card that
 * does not go (refused, or not saved) ends the sequence there: the table's notice says why, the
 * cards already laid away stay laid away, and the rest are chosen again.
 *
 * No DOM and no effects: the table reads `needed` and `chosen`, passes the cards tapped to `pick`,
 * and calls `settle` whenever what it reads changes (a Svelte effect).
 */
export class DiscardSequence {
  #chosen = $state<Card[]>([]);

  constructor(
    private read: () => DiscardTable,
    private acts: DiscardActs
  ) {}

  /** How many cards are still to be laid away in all, chosen or not; 0 while no discard is asked. */
  get needed(): number {
    const { view, legal, mine } = this.read();
    if (!mine || view.fromTalon === undefined || legal.length === 0 || !legal.every((x) => x.info.kind === 'discard')) return 0;
    // The declarer keeps as many cards as the other players hold.
    const others = view.active.filter((s) => s !== view.seat).map((s) => view.handCounts[s] ?? 0);
    return view.hand.length - Math.max(0, ...others);
  }

  /** A discard is asked of the person holding the phone. */
  get asked(): boolean {
    return this.needed > 0;
  }

  /** The cards chosen so far, in the order chosen (none while no discard is asked). */
  get chosen(): readonly Card[] {
    return this.asked ? this.#chosen : [];
  }

  /** Forget a choice once the discard is no longer asked (an undo, the other tab, the hand's end). */
  settle(): void {
    if (!this.asked && this.#chosen.length) this.#chosen = [];
  }

  /** The legal action that lays this card away, if any. */
  #actionFor(card: Card): Action | undefined {
    return this.read().legal.find((x) => x.info.card === card)?.action;
  }

  /** A tap on a card of the hand while the discard is asked. */
  async pick(card: Card): Promise<void> {
    if (!this.asked || this.read().busy) return;
    if (this.#chosen.includes(card)) {
      this.#chosen = this.#chosen.filter((x) => x !== card);
      return;
    }
    const { view } = this.read();
    if (!view.hand.includes(card) || this.#actionFor(card) === undefined) return this.acts.tap(card);
    this.#chosen = [...this.#chosen, card];
    if (this.#chosen.length < this.needed) return;
    for (const c of this.#chosen) {
      const a = this.#actionFor(c);
      if (a === undefined) break; // refused meanwhile: the table's notice says why
      await this.acts.act(a);
      if (this.#actionFor(c) !== undefined) break; // not laid away (refused, or not saved)
    }
    this.#chosen = [];
  }
}
