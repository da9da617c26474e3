import type { Action, Text } from '$lib/engine/game';
import type { GameModule } from '$lib/engine/module';
import type { TableView } from '$lib/engine/table-view';
import type { Hint } from '$lib/bots/hint';
import type { Note } from '$lib/coach/comment';
import { readNotes, saveNotes } from '$lib/coach/notes';

/** Where the coach's hints come from: its own bot worker (coach-bots.ts), or a test's stand-in. */
export interface HintSource {
  hint(mod: GameModule, view: TableView, legal: Action[], seed: number): Promise<Hint | null>;
  destroy(): void;
}

/**
 * The coach's hints at the table (issue 14), apart from the bubble that shows them: for the open
 * hand, the bot's answer at each of the person's steps, asked once per step and kept per step
 * (coach/notes.ts), so a reload shows the same words. Its source is its own (coach-bots.ts: a
 * worker), made at the first question that needs a search, so the table's bots never wait for the
 * coach, nor the coach for them.
 */
export class CoachHints {
  /** The notes of the hand followed, by step. */
  notes = $state.raw<Record<number, Note>>({});
  /** A step whose search gave no answer (the worker failed): the coach says so instead of waiting. */
  silent = $state(-1);
  /** The hand followed (the table's open hand; '' for none). */
  handId = $state('');
  // eslint-disable-next-line svelte/prefer-svelte-reactivity -- the asks in flight: bookkeeping, not shown
  #pending = new Set<number>();
  #source: HintSource | null = null;

  constructor(private readonly makeSource: () => HintSource) {}

  /** Follow the table's open hand: its kept notes; an answer for another hand is dropped. */
  follow(handId: string): void {
    if (handId === this.handId) return;
    this.handId = handId;
    this.notes = handId ? readNotes(handId) : {};
    this.#pending.clear();
  }

  /** Whether the coach still has to ask about this step: the person's turn, not noted, not asked. */
  wants(step: number): boolean {
    return this.handId !== '' && !this.notes[step] && !this.#pending.has(step);
  }

  /**
   * Ask about the person's decision at `step`, seeded by the lesson and the step so the same hand
   * gets the same advice. One choice needs no search: its label says it all (comment.ts words it).
   */
  async ask(step: number, q: { mod: GameModule; view: TableView; legal: readonly Action[]; lessonSeed: number; label: Text }): Promise<void> {
    const id = this.handId;
    this.#pending.add(step);
    const forced = q.legal.length === 1;
    let hint: Hint | null;
    if (forced) hint = { action: q.legal[0], reason: q.label };
    else {
      this.#source ??= this.makeSource();
      hint = await this.#source.hint(q.mod, q.view, [...q.legal], (q.lessonSeed ^ Math.imul(step + 1, 0x9e3779b1)) >>> 0);
    }
    this.#pending.delete(step);
    if (id !== this.handId) return;
    if (!hint) {
      this.silent = step;
      return;
    }
    this.notes = { ...this.notes, [step]: { action: hint.action, reason: hint.reason, forced } };
    saveNotes(id, this.notes);
  }

  destroy(): void {
    this.#source?.destroy();
  }
}
