import { isRefusal, type Action, type AnyGame, type GameModule, type Seat, type TableView, type Text } from '../engine/game';
import type { Card } from '../engine/cards';
import type { Pack } from '../engine/packs';
import { newRecord, replay, type HandRecord } from '../engine/record';
import { foldSession, type SessionStep } from '../engine/session';
import type { BotClient } from '../bots/client';
import type { PlayedHand, TableSession, TableStore } from './types';

/**
 * The table's state for one session: the referee between people, bots and storage.
 *
 * The full game state lives only in this object's private fields; the screen gets `view`, the
 * view of the seat holding the phone, and nothing else (ALL-2). Every action is written to storage
 * before it is applied, and no other action is accepted meanwhile ("nothing lost").
 */
export type Screen = 'loading' | 'handoff' | 'table' | 'summary' | 'over' | 'error';

export interface Notice {
  kind: 'alert' | 'status';
  text: Text;
}

export class TableController {
  screen = $state<Screen>('loading');
  /** The view of the seat holding the phone; null while the hand-off screen covers the table. */
  view = $state.raw<TableView | null>(null);
  legal = $state.raw<Action[]>([]);
  viewer = $state<Seat | null>(null);
  notice = $state.raw<Notice | null>(null);
  session = $state.raw<TableSession | null>(null);
  lastHand = $state.raw<PlayedHand | null>(null);
  busy = $state(false);
  /** Actions in the current hand; lets the screen notice new tricks. */
  step = $state(0);

  readonly game: AnyGame;
  /** The game's words and table order (glossary, trump suit, direction): from its meta.ts. */
  readonly meta: GameModule['meta'];
  // Reactive so the screen's derived values follow it; it never leaves this object except as a view.
  private state = $state.raw<unknown>(null);
  private record: HandRecord | null = null;
  private handId = '';
  private generation = 0;

  constructor(
    private mod: GameModule,
    private store: TableStore,
    private bots: BotClient,
    private options: { pace: number; newId: () => string; newSeed: () => number }
  ) {
    this.game = mod.game;
    this.meta = mod.meta;
  }

  get humans(): Seat[] {
    return (this.session?.players ?? []).flatMap((p, i) => (p.bot ? [] : [i]));
  }
  get passAndPlay(): boolean {
    return this.humans.length > 1;
  }
  get toAct(): Seat | null {
    return this.state === null ? null : this.game.toAct(this.state);
  }
  playerName(seat: Seat | null): string {
    return seat === null ? '' : (this.session?.players[seat]?.name ?? `Seat ${seat + 1}`);
  }

  /** Open a stored session: resume its hand in progress exactly, or deal the next one. */
  async open(sessionId: string): Promise<void> {
    const s = await this.store.getTableSession(sessionId);
    if (!s) {
      this.fail({ en: 'This game was not found on this device.', de: 'Dieses Spiel ist auf diesem Gerät nicht gespeichert.' });
      return;
    }
    this.session = s;
    const open = await this.findOpenHand(s);
    if (open) {
      const result = replay(this.game, open.record);
      if (!result.ok) {
        this.fail({ en: 'The stored hand could not be replayed.', de: 'Die gespeicherte Hand ließ sich nicht nachspielen.' });
        return;
      }
      this.record = open.record;
      this.handId = open.id;
      this.state = result.state;
      if (this.game.toAct(this.state) === null) await this.finishHand();
      else this.afterChange(true);
      return;
    }
    await this.dealNext();
  }

  private async findOpenHand(s: TableSession): Promise<{ id: string; record: HandRecord } | null> {
    const id = s.openHand;
    if (!id) return null;
    const record = await this.store.getHandRecord(id);
    return record ? { id, record } : null;
  }

  private sessionState(): unknown {
    const s = this.session!;
    // endCalledAt = the number of hands played when the end was called: the call sits there.
    const steps: SessionStep[] = s.hands.map((hand) => ({ hand }));
    if (s.endCalledAt !== undefined) steps.splice(s.endCalledAt, 0, 'end');
    return foldSession(this.mod.session, s.players.length, s.firstDealer, s.settings, steps).sess;
  }

  totals(): number[] {
    return this.session ? this.mod.session.totals(this.sessionState()) : [];
  }

  /** Deal the next hand of the session, or show the end of the session. */
  async dealNext(): Promise<void> {
    const s = this.session!;
    const ctx = this.mod.session.nextHand(this.sessionState());
    if (!ctx) {
      this.session = { ...s, ended: true, updatedAt: Date.now() };
      await this.store.putTableSession(this.session);
      this.screen = 'over';
      return;
    }
    const id = this.options.newId();
    const record = newRecord(this.game, { ...ctx, settings: { ...s.settings, ...ctx.settings } }, this.options.newSeed(), s.players.map((p) => p.name));
    await this.store.startHand(id, s.id, record);
    const next: TableSession = { ...s, openHand: id, updatedAt: Date.now() };
    await this.store.putTableSession(next);
    this.session = next;
    this.record = record;
    this.handId = id;
    this.state = this.game.setup(record.context, record.seed);
    this.step = 0;
    this.viewer = null;
    this.afterChange(true);
  }

  /** A person taps a card: the action it means in this phase, or the reason it is not allowed. */
  tapCard(card: Card): void {
    if (this.viewer === null || this.toAct !== this.viewer) {
      this.notice = { kind: 'alert', text: { en: 'It is not your turn.', de: 'Du bist nicht an der Reihe.' } };
      return;
    }
    // The rules say what a tap on this card means now, and check says whether it is allowed.
    const a = this.game.cardAction(this.state, card);
    const why = a === null ? null : this.game.check(this.state, a);
    if (a !== null && why === null) {
      void this.act(a);
      return;
    }
    this.notice = {
      kind: 'alert',
      text: why?.reason ?? { en: 'That card cannot be used now.', de: 'Diese Karte ist jetzt nicht möglich.' }
    };
  }

  /** The pack this hand is dealt from (Droggn's depends on its settings). */
  get pack(): Pack {
    return this.game.packFor(this.record?.context.settings ?? this.session?.settings);
  }

  /** A person chooses an action (a button, or a card resolved by tapCard). */
  async act(action: Action): Promise<void> {
    const seat = this.toAct;
    if (seat === null || this.busy) return;
    if (this.session!.players[seat].bot || seat !== this.viewer) return;
    await this.commit(action);
  }

  private async commit(action: Action): Promise<boolean> {
    if (this.busy || !this.record) return false;
    const next = this.game.apply(this.state, action);
    if (isRefusal(next)) {
      this.notice = { kind: 'alert', text: next.reason };
      return false;
    }
    this.busy = true;
    try {
      // On disk before it counts: a reload at any moment resumes exactly here.
      await this.store.appendAction(this.handId, this.record.actions.length, action);
    } catch (e) {
      this.busy = false;
      this.notice = { kind: 'alert', text: { en: `Could not save: ${String(e)}`, de: `Speichern fehlgeschlagen: ${String(e)}` } };
      return false;
    }
    this.record.actions.push(action);
    this.state = next;
    this.step = this.record.actions.length;
    this.notice = null;
    this.busy = false;
    if (this.game.toAct(this.state) === null) await this.finishHand();
    else this.afterChange(false);
    return true;
  }

  /** Recompute what the screen shows, and let a bot move when it is a bot's turn. */
  private afterChange(fresh: boolean): void {
    const seat = this.toAct;
    const s = this.session!;
    if (seat !== null && !s.players[seat].bot) {
      // The phone passes only between people; with one person it never needs covering.
      if (this.humans.length === 1) this.viewer = seat;
      else if (this.viewer !== seat) this.viewer = null;
    } else if (this.humans.length === 1) this.viewer = this.humans[0];
    else if (fresh) this.viewer = null;
    this.refresh();
    if (seat !== null && s.players[seat].bot) this.scheduleBot(seat);
  }

  private refresh(): void {
    if (this.viewer === null && this.passAndPlay) {
      this.view = null;
      this.legal = [];
      this.screen = 'handoff';
      return;
    }
    const viewer = this.viewer ?? (this.humans.length ? this.humans[0] : null);
    this.view = this.game.view(this.state, viewer);
    this.legal = viewer !== null && this.toAct === viewer ? this.game.legal(this.state) : [];
    this.screen = 'table';
  }

  /** The person named on the hand-off screen takes the phone. */
  takePhone(): void {
    const seat = this.toAct;
    if (seat === null) return;
    this.viewer = seat;
    this.refresh();
  }

  /** Cover the table (switching away from the app in pass-and-play). */
  cover(): void {
    if (!this.passAndPlay || this.screen !== 'table') return;
    this.viewer = null;
    this.refresh();
  }

  private scheduleBot(seat: Seat): void {
    const gen = ++this.generation;
    const view = this.game.view(this.state, seat);
    const legal = this.game.legal(this.state);
    const seed = (this.record!.seed ^ Math.imul(this.record!.actions.length + 1, 0x9e3779b1)) >>> 0;
    const started = Date.now();
    void this.bots.ask(this.game.id, view, legal, seed).then((a) => {
      if (a === null || gen !== this.generation) return;
      const wait = Math.max(0, this.options.pace - (Date.now() - started));
      setTimeout(() => {
        if (gen !== this.generation || this.toAct !== seat) return;
        void this.commit(a);
      }, legal.length === 1 ? Math.min(wait, this.options.pace / 2) : wait);
    });
  }

  /** Which earlier action undo would take back, or -1. */
  undoTarget(): number {
    if (!this.record || this.viewer === null) return -1;
    const acts = this.record.actions;
    // Replay to find who took each action: the state before action i says whose turn it was.
    let st = this.game.setup(this.record.context, this.record.seed);
    const actors: Seat[] = [];
    for (const a of acts) {
      actors.push(this.game.toAct(st)!);
      st = this.game.apply(st, a);
    }
    for (let i = acts.length - 1; i >= 0; i--) {
      const who = actors[i];
      if (!this.session!.players[who].bot) {
        if (!this.passAndPlay && who !== this.viewer) return -1;
        // Against bots: only until the next card is played by someone else.
        for (let j = i + 1; j < acts.length; j++) if (this.game.describe(acts[j]).kind === 'play') return -1;
        return i;
      }
    }
    return -1;
  }

  /** Take back the last action of a person (and any bot moves after it). */
  async undo(): Promise<void> {
    const i = this.undoTarget();
    if (i < 0 || !this.record || this.busy) return;
    this.generation++;
    this.bots.cancelAll();
    this.busy = true;
    await this.store.truncateActions(this.handId, i);
    this.record.actions.length = i;
    const r = replay(this.game, this.record);
    this.state = r.state;
    this.step = i;
    this.busy = false;
    const seat = this.toAct;
    if (this.passAndPlay) this.viewer = null;
    else if (seat !== null) this.viewer = this.humans[0];
    this.afterChange(false);
    this.notice = { kind: 'status', text: { en: 'Action taken back.', de: 'Zug zurückgenommen.' } };
  }

  private async finishHand(): Promise<void> {
    const s = this.session!;
    const facts = this.game.facts(this.state);
    const score = this.game.score(facts, this.record!.context.settings);
    const played: PlayedHand = { handId: this.handId, facts, score, dealer: this.record!.context.dealer };
    const next: TableSession = { ...s, hands: [...s.hands, played], openHand: undefined, updatedAt: Date.now() };
    await this.store.finishHand(this.handId);
    await this.store.putTableSession(next);
    this.session = next;
    this.lastHand = played;
    this.viewer = this.humans.length === 1 ? this.humans[0] : null;
    this.view = this.game.view(this.state, this.viewer);
    this.legal = [];
    this.screen = 'summary';
  }

  /** Any player asks to end the session (Droggn's last four deals, Dobbm's Mußrunde…). */
  async callEnd(): Promise<void> {
    const s = this.session!;
    if (!this.mod.session.callEnd || s.endCalledAt !== undefined) return;
    this.session = { ...s, endCalledAt: s.hands.length, updatedAt: Date.now() };
    await this.store.putTableSession(this.session);
  }

  /** Replay of the current hand for tests and the hand log. */
  get actions(): readonly Action[] {
    return this.record?.actions ?? [];
  }

  private fail(text: Text): void {
    this.notice = { kind: 'alert', text };
    this.screen = 'error';
  }

  destroy(): void {
    this.generation++;
    this.bots.cancelAll();
  }
}
