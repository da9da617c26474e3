import type { GameId, Settings, Text } from '../engine/game';
import type { GameMeta } from '../engine/meta';
import type { GameModule } from '../engine/module';
import { CONTROL_CHAR, MAX_NAME_LENGTH, nameControlChar, nameTooLong } from '../storage/limits';
import { isStoreError, type Store } from '../storage/storage';

/** What starting a score sheet needs from storage (src/lib/storage's Store provides it). */
export type NewSheetStore = Pick<
  Store,
  'open' | 'getLastPlayers' | 'getGameSettings' | 'createSession' | 'putLastPlayers' | 'putGameSettings' | 'requestPersistence'
>;

/** The longest table any game has: the form keeps this many names while the count changes. */
const NAME_SLOTS = 6;

/** The name a seat left empty gets. */
export const placeholderName = (seat: number): Text => ({ en: `Player ${seat + 1}`, de: `Spieler ${seat + 1}` });

/**
 * The form that starts a score sheet: game, player count, the players in seating order, the first
 * dealer, the variant settings and the stake in the game's own terms. It checks what was typed
 * (names, stake) with messages in both languages and stores nothing until everything is right;
 * the screen only shows it and calls its methods.
 */
export class NewScoreSheet {
  /** The games on offer (the registry's list; test games only where they are switched on). */
  games = $state.raw<GameMeta<unknown>[]>([]);
  game = $state<GameId>('');
  /** The chosen game's rules: its settings form and defaults; undefined while it loads. */
  mod = $state.raw<GameModule | undefined>(undefined);
  players = $state(0);
  names = $state<string[]>(Array.from({ length: NAME_SLOTS }, () => ''));
  firstDealer = $state(0);
  settings = $state<Settings>({});
  /** The stake as typed (a decimal comma is fine); empty: points only. */
  stake = $state('1');
  /** Why the sheet was not started; nothing was stored. */
  error = $state.raw<Text | null>(null);
  busy = $state(false);
  /** The saved names and settings are in: the form may be used. */
  ready = $state(false);

  readonly meta: GameMeta<unknown> | undefined = $derived(this.games.find((g) => g.id === this.game) ?? this.games[0]);
  /** A game whose settings hold the stake (Dobbm's Schilling) asks for it there, not in the stake field. */
  readonly hasStakeSetting: boolean = $derived(!!this.mod?.game.settings.some((s) => s.key === 'stake'));

  constructor(
    private store: NewSheetStore,
    private load: (game: GameId) => Promise<GameModule | undefined>,
    games: GameMeta<unknown>[]
  ) {
    this.games = games;
    this.game = games[0]?.id ?? '';
    this.players = games[0]?.players[0] ?? 0;
  }

  /** Fills in the names of the last table and the first game's saved settings. */
  async open(games: GameMeta<unknown>[] = this.games): Promise<void> {
    this.games = games;
    await this.store.open();
    const last = await this.store.getLastPlayers().catch(() => []);
    this.names = this.names.map((n, i) => last[i]?.name ?? n);
    await this.pickGame(this.game);
    this.ready = true;
  }

  /** Chooses a game: its player counts, its saved settings over its defaults, its kind of stake. */
  async pickGame(id: GameId): Promise<void> {
    const meta = this.games.find((g) => g.id === id);
    if (!meta) return;
    this.game = id;
    if (!meta.players.includes(this.players)) this.players = meta.players[0];
    const mod = await this.load(id);
    const saved = await this.store.getGameSettings(id).catch(() => undefined);
    this.settings = { ...(mod ? mod.game.defaultSettings(this.players) : {}), ...(saved ?? {}) };
    // A game whose stake is optional (Troccas plays for points) starts with none.
    this.stake = meta.stake.optional ? '' : '1';
    if (this.firstDealer >= this.players) this.firstDealer = 0;
    this.mod = mod;
  }

  /** Changes the player count; settings that depend on it get their defaults where unset. */
  setPlayers(n: number): void {
    this.players = n;
    if (this.firstDealer >= n) this.firstDealer = 0;
    if (this.mod) this.settings = { ...this.mod.game.defaultSettings(n), ...this.settings };
  }

  /**
   * Checks the form and stores the new sheet (and the names and settings for next time). Returns
   * the new session's id, or null with `error` saying why; nothing is stored then.
   */
  async start(lang: keyof Text): Promise<string | null> {
    this.error = null;
    const list = this.names.slice(0, this.players).map((n, i) => n.trim() || placeholderName(i)[lang]);
    const long = list.findIndex((n) => n.length > MAX_NAME_LENGTH);
    if (long >= 0) return this.refuse(nameTooLong(long));
    const control = list.findIndex((n) => CONTROL_CHAR.test(n));
    if (control >= 0) return this.refuse(nameControlChar(control));
    // eslint-disable-next-line svelte/prefer-svelte-reactivity -- a local value read once, never state
    if (new Set(list).size !== list.length) return this.refuse({ en: 'Each player needs a different name.', de: 'Jeder Spieler braucht einen anderen Namen.' });
    const stake = this.stake.trim() === '' ? 0 : Number(this.stake.replace(',', '.'));
    if (!Number.isFinite(stake) || stake < 0) return this.refuse({ en: 'The stake is a number, 0 or more.', de: 'Der Einsatz ist eine Zahl, 0 oder mehr.' });
    if (!this.mod || this.busy) return null;
    this.busy = true;
    try {
      const settings = { ...this.settings };
      const players = list.map((name) => ({ name }));
      const s = await this.store.createSession({
        kind: 'score',
        game: this.game,
        players,
        settings,
        firstDealer: this.firstDealer,
        stake: this.hasStakeSetting ? Number(settings.stake) : stake
      });
      await this.store.putLastPlayers(players);
      await this.store.putGameSettings(this.game, settings);
      // Ask for persistent storage; the sheet warns when it is not granted.
      await this.store.requestPersistence();
      return s.id;
    } catch (err) {
      this.busy = false;
      const why = isStoreError(err) ? err.text : { en: 'please try again.', de: 'bitte noch einmal versuchen.' };
      return this.refuse({ en: `Could not save: ${why.en}`, de: `Konnte nicht speichern: ${why.de}` });
    }
  }

  private refuse(text: Text): null {
    this.error = text;
    return null;
  }
}
