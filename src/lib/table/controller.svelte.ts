import { type Action, type AnyGame, type Seat, type Text } from '../engine/game';
import { type GameModule } from '../engine/module';
import { type TableView } from '../engine/table-view';
import type { Card } from '../engine/cards';
import type { Pack } from '../engine/packs';
import { newRecord, replay, type HandRecord } from '../engine/record';
import { foldSession, type SessionStep } from '../engine/session';
import type { BotClient } from '../worker/client';
import type { CardCheck, CardCost } from '../worker/protocol';
import type { PlayedHand, TableSession, TableStore } from './types';
import { isStoreError } from '../storage/types';
import type { Pace } from './pace';
import { claimSeen, gameClaims } from '../engine/claim';
import { CLAIM } from '../engine/claim-action';
import { TrickHold } from './trick-hold';
import { handoffTo, personToAct, referee, seen, undoTarget, type Effect, type HeldTrick, type RefereeEvent, type Ruling, type Table } from './referee';
import { BotLock } from './bot-lock';
import { BotRunner } from './bot-runner';

/** Where a hand's hints are counted until it is finished (device-local: a reload keeps them). */
const hintKey = (handId: string) => `trull.hints.${handId}`;

/**
 * The table's state for one session: the referee between people, bots and storage.
 *
 * The full game state lives only in this object's private fields; the screen gets `view`, the
 * view of the seat holding the phone, and nothing else (ALL-2). Every action is written to storage
 * before it is applied, and no other action is accepted meanwhile ("nothing lost"). It is the shell
 * around the referee (referee.ts), a pure core that decides: the controller feeds it events (an
 * action offered or stored, an undo, a claim, another tab's write) and carries out the effects it
 * returns, with the store and the small runners beside it: the trick hold (trick-hold.ts), the
 * cross-tab bot lock (bot-lock.ts) and the bots' turns with their pauses (bot-runner.ts).
 */
export type Screen = 'loading' | 'handoff' | 'table' | 'summary' | 'over' | 'error';

export interface Notice {
  kind: 'alert' | 'status';
  text: Text;
}

/** Said when another tab or window on the same game got ahead of this one. */
const movedOn: Text = {
  en: 'This game went on in another tab or window; it is shown here as it stands now.',
  de: 'Dieses Spiel ging in einem anderen Tab oder Fenster weiter; hier steht es jetzt so.'
};

/** Said when this tab's undo was refused because another tab had played on (or ended the hand). */
const undoRefused: Text = {
  en: 'Another tab or window played on; your undo was not applied. The game is shown as it stands now.',
  de: 'In einem anderen Tab oder Fenster wurde weitergespielt; dein Zug wurde nicht zurückgenommen. Hier steht das Spiel jetzt so.'
};

/** Said when another tab or window took back moves this tab had shown. */
const takenBackElsewhere: Text = {
  en: 'A move was taken back in another tab or window; the game is shown as it stands now.',
  de: 'In einem anderen Tab oder Fenster wurde ein Zug zurückgenommen; hier steht das Spiel jetzt so.'
};

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
  /** The trick just completed, until the player taps it or the pace's pause ends; play waits. */
  held = $state.raw<HeldTrick | null>(null);
  /** The table's speed; the player may change it mid-hand (the table menu). */
  pace = $state.raw<Pace>({ bot: 0, trick: 0 });
  /** The hint for the decision in front of the player (issue 12), until the next action. */
  hint = $state.raw<{ step: number; action: Action; reason: Text } | null>(null);
  /** A hint is being worked out. */
  thinking = $state(false);
  /**
   * Play a person's only legal card for them after the pace's pause ("Play forced cards for me",
   * a device preference, off by default). Never a decision with more than one legal action.
   */
  autoForced = $state(false);
  /** The card last played for the person that way: the status line says so. */
  forcedCard = $state<Card | null>(null);
  /**
   * The play checker (issue 30 item 3, a device preference, off by default): each card the person
   * plays with a choice is judged in the bot worker as the hand's analysis will judge it (always:
   * `running`), and with the checker on a mistake (or, more quietly, an inaccuracy) is shown. Only
   * at a table of one person and bots, and not in a coached first hand (the coach speaks there).
   */
  playChecker = $state(false);
  /** The checker's verdict on the person's last card while it shows: until they act again, an undo, the hand's end, or dismissed. */
  checked = $state.raw<{ step: number; action: Action; cost: CardCost } | null>(null);
  /**
   * The checks under way, by the card's step, each with the function that drops it. Every card a
   * person plays with a choice is judged in the worker while the hand goes on, whether or not the
   * checker's marks show: the worker keeps the verdicts, and the analysis after the hand takes them
   * from there (insight/check-card.ts `JudgedCards`), so the hand's accuracy is ready soon after
   * its end instead of a few seconds later.
   */
  private running: { step: number; drop: () => void }[] = [];
  /** The step of the person's last card sent to be checked: only its verdict may show. */
  private lastChecked: number | null = null;
  /**
   * An accepted claim (issue 29), while it shows: who claimed, and every hand face up. The rest of
   * the hand is then played out along the claim's line, each card stored like any other.
   */
  claimShown = $state.raw<{ seat: Seat; hands: { seat: Seat; cards: Card[] }[] } | null>(null);
  /** The claim holds with the cards the person at the phone can see: the status line offers it. */
  claimOffer = $state(false);
  /** The seat whose claim ends this hand and its step (the record's `CLAIM` action): the rest plays itself out. */
  private claimed: { seat: Seat; at: number } | null = null;
  /** The bots whose claim the referee refused in this hand: they play it on without claiming. */
  private claimRefused: Seat[] = [];

  readonly game: AnyGame;
  /** The game's words and table order (glossary, trump suit, direction): from its meta.ts. */
  readonly meta: GameModule['meta'];
  // Reactive so the screen's derived values follow it; it never leaves this object except as a view.
  private state = $state.raw<unknown>(null);
  private record: HandRecord | null = null;
  /** Who took each action of the record (kept with it, so undo needs no replay at every step). */
  private actors: Seat[] = [];
  private handId = '';
  /** The pause timer of a held trick (and of a claim's hands shown); play waits on it. */
  private hold = new TrickHold(() => (this.held = null));
  private unwatch: (() => void) | null = null;
  /** Another window wrote while this one was saving: look again once the save is done. */
  private syncAgain = false;
  /** Whether this tab plays the hand's bots (the cross-tab lock); on being granted it takes over. */
  private lock = new BotLock(() => this.takeOver());
  /** Carries out the bots' turns and a person's forced card, after the trick hold and the pace's pause. */
  private runner = new BotRunner({
    ask: (turn) => {
      const player = this.session!.players[turn.seat];
      return this.bots.ask(this.mod, turn.view, turn.legal, turn.seed, player.level, undefined, player.style);
    },
    claims: (turn) => this.botClaims(turn.seat, turn.seed),
    toAct: () => this.toAct,
    busy: () => this.busy,
    held: () => this.hold.held,
    released: () => this.hold.released(),
    commit: (action) => void this.commit(action),
    claim: (seat) => void this.claimFor(seat)
  });

  constructor(
    private mod: GameModule,
    private store: TableStore,
    private bots: BotClient,
    private options: { pace: Pace; newId: () => string; newSeed: () => number; autoForced?: boolean; playChecker?: boolean }
  ) {
    this.pace = options.pace;
    this.autoForced = options.autoForced ?? false;
    this.playChecker = options.playChecker ?? false;
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
    // Another tab or window on the same session: redraw from disk as soon as it writes.
    this.unwatch ??=
      this.store.onChange?.((id) => {
        if (id === this.session?.id) void this.sync();
      }) ?? null;
    const s = await this.store.getTableSession(sessionId);
    if (!s) {
      this.fail({ en: 'This game was not found on this device.', de: 'Dieses Spiel ist auf diesem Gerät nicht gespeichert.' });
      return;
    }
    this.session = s;
    if (await this.resume(s)) return;
    if (s.ended) {
      this.screen = 'over';
      return;
    }
    await this.dealNext();
  }

  /** Picks up the session's hand in progress exactly as stored; false when it has none. */
  private async resume(s: TableSession): Promise<boolean> {
    const id = s.openHand;
    const record = id ? await this.store.getHandRecord(id) : undefined;
    if (!id || !record) return false;
    // The app's own record: a claim in it was checked with every card open when it was made.
    const result = replay(this.game, record, false);
    if (!result.ok) {
      this.fail({ en: 'The stored hand could not be replayed.', de: 'Die gespeicherte Hand ließ sich nicht nachspielen.' });
      return true;
    }
    this.runner.cancel();
    this.bots.cancelAll();
    this.dropCheck();
    this.record = record;
    this.actors = result.actors;
    this.handId = id;
    this.lock.claim(id);
    // A claim is in the record: one cut short by a reload (or made in another tab) plays on to its end.
    const at = record.actions.indexOf(CLAIM);
    this.claimed = at < 0 ? null : { seat: result.actors[at], at };
    this.claimRefused = [];
    this.state = result.state;
    this.step = record.actions.length;
    await this.rule({ kind: 'opened', fresh: true });
    return true;
  }

  /**
   * Another tab or window changed this session (an action, a deal, a finished hand, the end call):
   * bring this tab up to date from disk. Waits while this tab is saving an action of its own.
   */
  private async sync(): Promise<void> {
    if (!this.session) return;
    if (this.busy) {
      this.syncAgain = true;
      return;
    }
    const s = await this.store.getTableSession(this.session.id);
    if (!s) return;
    const inHand = this.screen === 'table' || this.screen === 'handoff';
    const stored = s.openHand ? await this.store.getHandRecord(s.openHand) : undefined;
    const ruling = seen({
      inHand,
      handId: this.handId,
      length: this.record?.actions.length ?? -1,
      openHand: s.openHand || undefined,
      storedLength: stored?.actions.length,
      finished: this.record !== null && s.hands.some((h) => h.handId === this.handId)
    });
    this.session = s;
    switch (ruling.kind) {
      case 'same':
        return;
      case 'resume':
        // The hand moved on elsewhere: a trick this tab still holds is history now.
        this.releaseTrick();
        await this.resume(s);
        // Nothing this tab showed disappears without a word.
        if (ruling.takenBack) this.notice = { kind: 'alert', text: takenBackElsewhere };
        return;
      case 'finished': {
        // The other window finished this hand: show its end here too.
        this.releaseTrick();
        this.runner.cancel();
        this.bots.cancelAll();
        const record = await this.store.getHandRecord(this.handId);
        const r = record && replay(this.game, record, false);
        if (r && r.ok) {
          this.record = record!;
          this.actors = r.actors;
          this.state = r.state;
          this.step = record!.actions.length;
        }
        this.showSummary(s.hands.find((h) => h.handId === this.handId)!);
        return;
      }
      case 'none':
        if (s.ended && this.screen === 'summary' && !this.mod.session.nextHand(this.sessionState())) this.screen = 'over';
    }
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

  /**
   * Deal the next hand of the session, or show the end of the session. The deal is computed from
   * the stored session and stored in one transaction that refuses a second hand in progress: when
   * another window dealt first, this one shows that hand instead.
   */
  async dealNext(): Promise<void> {
    const fresh = this.session && (await this.store.getTableSession(this.session.id));
    if (!fresh) return;
    this.session = fresh;
    if (await this.resume(fresh)) return;
    const s = fresh;
    const ctx = this.mod.session.nextHand(this.sessionState());
    if (!ctx) {
      this.session = await this.store.updateTableSession(s.id, (stored) => (stored.ended ? null : { ...stored, ended: true }));
      this.screen = 'over';
      return;
    }
    const id = this.options.newId();
    const names = s.players.map((p) => p.name);
    // The same deal again, or the deal of the day: the first hand is that record's cards, dealer and context.
    const repeat = s.hands.length === 0 ? (s.dealAgain?.record ?? s.daily?.record) : undefined;
    const record = repeat
      ? newRecord(this.game, repeat.context, repeat.seed, names)
      : newRecord(this.game, { ...ctx, settings: { ...s.settings, ...ctx.settings } }, this.options.newSeed(), names);
    try {
      await this.store.dealHand(s.id, id, record, s.hands.length);
    } catch (e) {
      if (!isStoreError(e, 'hand-in-progress', 'stale')) throw e;
      this.notice = { kind: 'status', text: movedOn };
      const again = await this.store.getTableSession(s.id);
      if (again) {
        this.session = again;
        if (!(await this.resume(again))) await this.dealNext();
      }
      return;
    }
    this.session = { ...s, openHand: id };
    this.record = record;
    this.actors = [];
    this.handId = id;
    this.lock.claim(id);
    this.state = this.game.setup(record.context, record.seed);
    this.step = 0;
    this.forcedCard = null;
    this.dropCheck();
    this.claimed = null;
    this.claimRefused = [];
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
    const seat = this.record && !this.busy ? personToAct(this.table()) : null;
    if (seat === null) return;
    // Playing on means the player has seen the trick.
    this.releaseTrick();
    this.forcedCard = null;
    // The last card's mark has been seen too (its check, if still running, goes on for the analysis).
    this.checked = null;
    this.lastChecked = null;
    const check = this.checkable(seat, action);
    const hand = this.handId;
    if ((await this.commit(action)) && check && this.handId === hand) this.startCheck(check);
  }

  /** Whether this card of the person's is judged (a card of the play with a choice): what the worker is sent (the view before it, never the state), or null. */
  private checkable(seat: Seat, action: Action): CardCheck | null {
    const legal = this.game.legal(this.state);
    if (legal.length < 2 || this.game.describe(action).kind !== 'play') return null;
    const view = this.game.view(this.state, seat);
    if (view.phase !== 'play') return null;
    return { view, legal, chosen: action, handSeed: this.record!.seed, step: this.record!.actions.length };
  }

  /**
   * Ask the worker to check the card just played. It never holds up the table: nothing waits for
   * the verdict, which comes when the worker has had the time between the bots' questions. The
   * mark shows (with the checker on) only while the card is still the last the person played at
   * the table; a card taken back is dropped unanswered.
   */
  private startCheck(check: CardCheck): void {
    const hand = this.handId;
    this.lastChecked = check.step;
    const drop = this.bots.check(this.mod, check, (cost) => {
      this.running = this.running.filter((r) => r.drop !== drop);
      const last = this.handId === hand && this.lastChecked === check.step && this.record?.actions[check.step] === check.chosen;
      if (!cost || !last || this.screen !== 'table' || !this.playChecker || !this.checkerAvailable) return;
      if (cost.verdict === 'mistake' || cost.verdict === 'inaccuracy') this.checked = { step: check.step, action: check.chosen, cost };
    });
    if (drop) this.running.push({ step: check.step, drop });
  }

  /** The checker's mark goes, and the checks under way from step `from` on (all by default) are dropped. */
  private dropCheck(from = 0): void {
    for (const r of this.running) if (r.step >= from) r.drop();
    this.running = this.running.filter((r) => r.step < from);
    this.checked = null;
    this.lastChecked = null;
  }

  /** The person dismisses the checker's mark. */
  dismissCheck(): void {
    this.checked = null;
  }

  /** Whether the play checker can look at this table's cards (one person against bots, no coach now): the table menu offers it. */
  get checkerAvailable(): boolean {
    const s = this.session;
    return !!s && this.humans.length === 1 && !(s.coach && s.hands.length === 0);
  }

  /** Switch the play checker on or off (the table menu): from the next card on. */
  setPlayChecker(on: boolean): void {
    this.playChecker = on;
    if (!on) this.checked = null;
  }

  private async commit(action: Action): Promise<boolean> {
    if (this.busy || !this.record || this.toAct === null) return false;
    const { effects } = referee(this.table(), { kind: 'act', action });
    const write = effects.find((fx) => fx.kind === 'write');
    if (!write) {
      for (const fx of effects) this.perform(fx);
      return false;
    }
    this.busy = true;
    try {
      // On disk before it counts: a reload at any moment resumes exactly here.
      await this.store.appendAction(this.handId, write.index, action);
    } catch (e) {
      this.busy = false;
      this.syncAgain = false;
      if (isStoreError(e, 'index-mismatch', 'hand-finished', 'unknown-hand')) {
        // Another window played on (or finished) this hand meanwhile: show it as it stands.
        await this.sync();
        this.notice = { kind: 'alert', text: movedOn };
        return false;
      }
      const text = isStoreError(e)
        ? e.text
        : { en: 'The move could not be saved. Please try again.', de: 'Der Zug ließ sich nicht speichern. Bitte noch einmal versuchen.' };
      this.notice = { kind: 'alert', text };
      return false;
    }
    this.notice = null;
    this.busy = false;
    if (this.syncAgain) {
      this.syncAgain = false;
      void this.sync();
    }
    await this.rule({ kind: 'stored', action, state: write.state });
    return true;
  }

  /** The table as the referee sees it (referee.ts). */
  private table(): Table {
    const s = this.session!;
    return {
      game: this.game,
      state: this.state,
      record: this.record!,
      actors: this.actors,
      bots: s.players.map((p) => p.bot),
      undoAfterHandoff: s.undoAfterHandoff === true,
      viewer: this.viewer,
      claimed: this.claimed,
      claimRefused: this.claimRefused,
      autoForced: this.autoForced,
      driving: this.lock.driving
    };
  }

  /**
   * Feed one event to the referee, take its next table and carry out its effects in order; settles
   * once the hand's end (if it ended) is stored.
   */
  private rule(e: RefereeEvent): Promise<void> {
    return this.record ? this.carryOut(referee(this.table(), e)) : Promise.resolve();
  }

  /** Take the referee's next table and carry out its effects in order. */
  private carryOut({ table, effects }: Ruling): Promise<void> {
    if (table.state !== this.state) this.state = table.state;
    if (table.record !== this.record) {
      this.record = table.record as HandRecord;
      this.step = this.record.actions.length;
    }
    this.actors = table.actors as Seat[];
    this.viewer = table.viewer;
    this.claimed = table.claimed;
    this.claimRefused = table.claimRefused as Seat[];
    let done = Promise.resolve();
    for (const fx of effects) {
      // The hand's last trick stays in view too before the summary covers it.
      if (fx.kind === 'finish-hand') done = this.hold.released().then(() => this.finishHand());
      else this.perform(fx);
    }
    return done;
  }

  /** Carry out one of the referee's effects (the write, the undo's cut and the hand's end are carried out where they are awaited). */
  private perform(fx: Effect): void {
    switch (fx.kind) {
      case 'say':
        this.notice = fx.notice;
        return;
      case 'show': {
        const viewer = fx.viewer;
        this.view = this.game.view(this.state, viewer);
        this.legal = viewer !== null && this.toAct === viewer ? this.game.legal(this.state) : [];
        // Judged from the person's own view only, as a bot's claim is: the offer gives nothing away.
        this.claimOffer = viewer !== null && this.toAct === viewer && this.claimed === null && this.claimVisible(viewer, (this.record?.seed ?? 0) ^ this.step);
        this.screen = 'table';
        return;
      }
      case 'handoff':
        this.view = null;
        this.legal = [];
        this.screen = 'handoff';
        return;
      case 'hold-trick':
        this.releaseTrick();
        this.held = fx.trick;
        this.hold.hold(this.pace.trick);
        return;
      case 'ask-bot':
        this.runner.run({
          seat: fx.seat,
          view: this.game.view(this.state, fx.seat),
          legal: this.game.legal(this.state),
          seed: fx.seed,
          pace: () => this.pace.bot
        });
        return;
      case 'schedule-forced':
        this.scheduleForced(fx.seat, fx.action, fx.card);
        return;
      case 'play-claim-out':
        if (!this.busy) void this.playLine(this.handId, fx.line);
        return;
      case 'claim':
      case 'write':
      case 'truncate':
      case 'finish-hand':
        return;
    }
  }

  /** Recompute what the screen shows, and let a bot move when it is a bot's turn. */
  private afterChange(fresh: boolean): void {
    void this.rule({ kind: 'opened', fresh });
  }

  /**
   * "Play forced cards for me" (the referee found the person's only card): play it after any held
   * trick and the pace's pause, unless they play first or anything else moves meanwhile.
   */
  private scheduleForced(seat: Seat, action: Action, card: Card): void {
    const step = this.step;
    const hand = this.handId;
    const still = () => this.autoForced && this.step === step && this.handId === hand && this.toAct === seat && this.viewer === seat && !this.busy;
    this.runner.forced(
      () => this.pace.bot,
      still,
      () => {
        this.forcedCard = card;
        void this.commit(action).then((ok) => {
          if (!ok) this.forcedCard = null;
        });
      }
    );
  }

  /** Switch "Play forced cards for me" on or off (the table menu); a forced card waiting now is played. */
  setAutoForced(on: boolean): void {
    this.autoForced = on;
    if (on && this.screen === 'table') void this.rule({ kind: 'auto-forced-on' });
  }

  /**
   * The person the hand-off screen names: the one to act, or null while a bot is to act (the screen
   * then says the bot is playing and offers no button: "I am <bot>" would show the bot's hand).
   */
  get handoffTo(): Seat | null {
    // Read through the reactive state and session, so the screen's derived values follow it.
    return this.state !== null && this.session && this.record ? handoffTo(this.table()) : null;
  }

  /** The person named on the hand-off screen takes the phone; never a bot's seat. */
  takePhone(): void {
    const seat = this.handoffTo;
    if (seat === null) return;
    void this.rule({ kind: 'take-phone' });
  }

  /** Cover the table (switching away from the app in pass-and-play). */
  cover(): void {
    if (this.screen !== 'table') return;
    void this.rule({ kind: 'cover' });
  }

  /** The player taps the held trick (or the pause ended): the table moves on. */
  releaseTrick(): void {
    this.hold.release();
  }

  setPace(pace: Pace): void {
    this.pace = pace;
  }

  /** This tab was granted the hand's bots (taking over from a tab that closed): a bot may be waiting for its move. */
  private takeOver(): void {
    if (this.screen !== 'summary') void this.rule({ kind: 'taken-over' });
  }

  /** Does this game know claims (the table shows the Claim button)? */
  get claimsAllowed(): boolean {
    return gameClaims(this.game);
  }

  /**
   * The person holding the phone claims the rest (issue 29). Checked with every card open: a
   * refusal says why and changes nothing; an accepted claim shows every hand face up for the
   * pace's trick pause (or until tapped) and then plays the rest out along the claim's line, every
   * card stored before the next, so the finished hand is an ordinary one with the claim among its
   * actions.
   */
  async claim(): Promise<boolean> {
    const seat = this.record && !this.busy ? personToAct(this.table()) : null;
    return seat === null ? false : this.claimFor(seat);
  }

  private async claimFor(seat: Seat): Promise<boolean> {
    // The referee checks it with every card open; a refusal says why (a refused bot plays on without claiming again).
    const ruling = referee(this.table(), { kind: 'claim', seat });
    const accepted = ruling.effects.find((fx) => fx.kind === 'claim');
    if (!accepted) {
      void this.carryOut(ruling);
      return false;
    }
    this.releaseTrick();
    this.runner.cancel(); // a bot's answer on its way is not played
    const hand = this.handId;
    const at = this.record!.actions.length;
    void this.carryOut(ruling); // the claim is marked at its step
    // The claim is an action of the record, on disk before anything shows it.
    if (!(await this.commit(CLAIM))) {
      if (this.handId === hand && this.record!.actions.length === at) {
        this.claimed = null;
        this.afterChange(false);
      }
      return false;
    }
    const hands = this.view!.active.map((p) => ({ seat: p, cards: this.game.view(this.state, p).hand }));
    this.claimShown = { seat, hands };
    this.notice = null;
    // Every hand face up for a moment: the pace's trick pause, or until the player taps on.
    await new Promise<void>((go) => {
      this.onClaimSeen = go;
      const wait = this.pace.trick;
      if (wait !== null) this.hold.pause(wait, go);
    });
    this.onClaimSeen = null;
    await this.playLine(hand, accepted.line);
    this.claimShown = null;
    return true;
  }

  /** Play a claim's line, each card stored before the next, while this tab is on that hand. */
  private async playLine(hand: string, line: readonly Action[]): Promise<void> {
    for (const a of line) {
      if (this.handId !== hand || !(await this.commit(a))) break;
    }
  }

  private onClaimSeen: (() => void) | null = null;

  /**
   * Does the bot at `seat` claim the rest? Only when the claim holds in every world its own view
   * allows, judged over worlds sampled from that view (never the hidden cards; a world the check
   * cannot finish counts against it), and not again in a hand where its claim was refused. The
   * check with every card open is the referee's (`claimFor`), as for a person.
   */
  private botClaims(seat: Seat, seed: number): boolean {
    return !this.claimRefused.includes(seat) && this.claimVisible(seat, seed);
  }

  /** Does the claim hold in every world sampled from `seat`'s own view (what it can see)? */
  private claimVisible(seat: Seat, seed: number): boolean {
    return claimSeen(this.game, this.game.view(this.state, seat), seat, seed);
  }

  /** The player taps the shown hands: the claim plays out at once. */
  claimSeen(): void {
    this.hold.stop();
    this.onClaimSeen?.();
  }

  /** Which earlier action undo would take back, or -1. */
  undoTarget(): number {
    // Read through the reactive state and session, so the screen's derived values follow it.
    return this.state !== null && this.session && this.record ? undoTarget(this.table()) : -1;
  }

  /**
   * Take back the last action of a person (and any bot moves after it). The store cuts only the
   * hand this tab saw: when another tab played on or ended the hand meanwhile, the undo is refused
   * and this tab shows the hand as stored, saying so.
   */
  async undo(): Promise<void> {
    if (!this.record || this.busy) return;
    const cut = referee(this.table(), { kind: 'undo' }).effects.find((fx) => fx.kind === 'truncate');
    if (!cut) return;
    const i = cut.length;
    this.runner.cancel();
    this.bots.cancelAll();
    this.releaseTrick();
    // The cards taken back are judged no more; the earlier ones' checks go on for the analysis.
    this.dropCheck(i);
    this.busy = true;
    try {
      await this.store.truncateActions(this.handId, i, cut.expected);
    } catch (e) {
      this.busy = false;
      this.syncAgain = false;
      if (isStoreError(e, 'index-mismatch', 'hand-finished', 'unknown-hand')) {
        await this.sync();
        this.notice = { kind: 'alert', text: undoRefused };
      } else {
        // Nothing was taken back: the hand goes on as it was (its bots included).
        this.afterChange(false);
        this.notice = {
          kind: 'alert',
          text: isStoreError(e)
            ? e.text
            : { en: 'The undo could not be saved. Please try again.', de: 'Das Zurücknehmen ließ sich nicht speichern. Bitte noch einmal versuchen.' }
        };
      }
      return;
    }
    this.busy = false;
    void this.rule({ kind: 'undone', length: i });
    // Another tab wrote while this one was cutting (after the cut, or it would have been refused).
    if (this.syncAgain) {
      this.syncAgain = false;
      void this.sync();
    }
  }

  /** Whether the person at the phone may ask for a hint: against bots always, in pass-and-play if the table agreed. */
  get hintsAllowed(): boolean {
    return !this.passAndPlay || this.session?.hintsAllowed === true;
  }

  /** Ask the strong bot what it would do here, and why (bots/hint.ts); counted in the hand's history. */
  async askHint(): Promise<void> {
    const seat = this.toAct;
    if (seat === null || seat !== this.viewer || this.thinking || !this.hintsAllowed || this.session!.players[seat].bot) return;
    const step = this.step;
    if (this.hint?.step === step) return;
    this.thinking = true;
    const view = this.game.view(this.state, seat);
    const seed = (this.record!.seed ^ Math.imul(step + 7, 0x85ebca6b)) >>> 0;
    try {
      const hint = await this.bots.hint(this.mod, view, this.game.legal(this.state), seed);
      if (hint && this.step === step) {
        this.hint = { step, ...hint };
        countHint(this.handId);
      }
    } finally {
      this.thinking = false;
    }
  }

  private async finishHand(): Promise<void> {
    const s = this.session!;
    const facts = this.game.facts(this.state);
    const score = this.game.score(facts, this.record!.context.settings);
    const hints = hintsTaken(this.handId);
    const played: PlayedHand = {
      handId: this.handId,
      facts,
      score,
      dealer: this.record!.context.dealer,
      at: Date.now(),
      ...(hints ? { hints } : {})
    };
    // Appended to the stored session's hands in the same transaction that finishes the hand, and
    // only if the stored hand is the one scored here (no undo in another tab came between).
    try {
      this.session = await this.store.finishHand(s.id, played, this.record!.actions.length);
    } catch (e) {
      if (!isStoreError(e, 'index-mismatch')) throw e;
      await this.sync();
      this.notice = { kind: 'alert', text: movedOn };
      return;
    }
    this.showSummary(played);
  }

  private showSummary(played: PlayedHand): void {
    // The mark goes; the last cards' checks go on: the analysis in the summary waits for them.
    this.checked = null;
    this.lastChecked = null;
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
    this.session = await this.store.updateTableSession(s.id, (stored) =>
      stored.endCalledAt !== undefined ? null : { ...stored, endCalledAt: stored.hands.length }
    );
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
    this.lock.release();
    this.hold.stop();
    this.runner.cancel();
    this.bots.cancelAll();
    this.dropCheck();
    this.unwatch?.();
    this.unwatch = null;
  }
}

function hintsTaken(handId: string): number {
  try {
    return Number(globalThis.localStorage?.getItem(hintKey(handId)) ?? 0) || 0;
  } catch {
    return 0;
  }
}

function countHint(handId: string): void {
  try {
    globalThis.localStorage?.setItem(hintKey(handId), String(hintsTaken(handId) + 1));
  } catch {
    // Private mode without storage: the hint still shows; only the history's mark is lost.
  }
}
