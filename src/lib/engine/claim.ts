import { isRefusal, type Action, type AnyGame, type Refusal, type Seat, type Text } from './game';
import { isSearchable, type AnySearchGame } from './searchable';
import { type TableView } from './table-view';
import { rngFromSeed } from './rng';
import { actionBuffer } from './fast';
import { cardName } from './packs';
import { KEY, keyLength } from './position-key';
import { sidesOf } from './sides';
import { seatSlot } from './seats';

/**
 * Claim the rest (issue 29). A player who believes their side takes every remaining trick may say
 * so; the claim holds when, with every card open, the side has a line that wins every trick against
 * every play of the others. That is far less than a full solve: the first trick the others can take
 * refutes a line, and one winning card per turn proves it.
 *
 * An accepted claim is an action of the record (`CLAIM`, engine/claim-action.ts), and the caller
 * then plays the rest out along `line` (the claimer's side its winning cards, every other seat its
 * first legal action), so scoring, replay, share and analysis see an ordinary finished hand with
 * the claim as one of its steps.
 *
 * A game takes part through two hooks: `tricksWon` (each seat's tricks so far) and `claimRefusal`
 * (its own rules: a claim only in the card play, never while the rest of the play can still change
 * the score beyond the tricks, as a Pagat that is only won by playing it), the `Claimable` below;
 * the check itself walks the card play with the game's search hooks (engine/searchable.ts). A game
 * without them has no claims.
 */

/** A game's part in the claim: both hooks or neither, and only in a game that searches. */
export interface Claimable<S> {
  /** Tricks won so far, by table seat. */
  tricksWon(s: S): readonly number[];
  /**
   * Why `seat` may not claim the rest now by this game's rules, or null where the claim is checked:
   * only in the card play, and never while the rest of the play can change the score beyond who
   * takes the tricks (a Pagat that is only won by playing it, a misère where each plays alone).
   */
  claimRefusal(s: S, seat: Seat): Refusal | null;
}

/** A game that claims. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as AnyGame: each game has its own state type
export type AnyClaimGame = AnySearchGame & Claimable<any>;

type ClaimCheck = { ok: true; line: Action[] } | { ok: false; reason: Text };

/**
 * Positions the check visits before it gives up (a refusal that says so): a few tens of
 * milliseconds on a phone. Droggn's endings of up to 7 tricks stay well within it
 * (docs/benchmarks.md); long endings at five or six players may not.
 */
const CLAIM_MAX_NODES = 50_000;

/** Thrown through the search when the node cap is reached. */
const GIVE_UP = Symbol('give up');

const TOO_MANY: Text = {
  en: 'Too many ways to play are left to check this claim: play a trick or two more first.',
  de: 'Es bleiben zu viele Spielweisen, um das zu prüfen: spielt erst noch einen oder zwei Stiche.'
};

/** Could this game ever accept a claim? (The table shows the Claim button only then.) */
export function gameClaims(game: AnyGame): game is AnyClaimGame {
  const hooks = game as Partial<Claimable<unknown>>;
  return typeof hooks.claimRefusal === 'function' && typeof hooks.tricksWon === 'function' && isSearchable(game);
}

/** `game` as a game that claims; throws for one that does not (the tools and tests ask for one by name). */
export function claimGame(game: AnyGame): AnyClaimGame {
  if (!gameClaims(game)) throw new Error(`${game.id} has no claims (engine/claim.ts)`);
  return game;
}

/** The card `seat` played to a trick given as seat, card pairs (-1: none). */
function cardOf(trick: readonly number[], seat: Seat): number {
  for (let i = trick.length - 2; i >= 0; i -= 2) if (trick[i] === seat) return trick[i + 1];
  return -1;
}

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

const NOT_YOUR_TURN: Text = { en: 'You can claim when it is your turn to play.', de: 'Beanspruchen kannst du, wenn du am Zug bist.' };
const NO_CLAIMS: Text = { en: 'This game has no claims.', de: 'Dieses Spiel kennt kein Beanspruchen.' };

/**
 * Does `seat`'s side take every remaining trick from `s`, whatever the others play? `s` is not
 * changed. The reason of a refusal names a seat (`{seat:n}`) and a card of it that takes a trick.
 */
export function checkClaim(game: AnyGame, s: unknown, seat: Seat, maxNodes = CLAIM_MAX_NODES): ClaimCheck {
  if (!gameClaims(game)) return { ok: false, reason: NO_CLAIMS };
  if (game.toAct(s) !== seat) return { ok: false, reason: NOT_YOUR_TURN };
  const refusal = game.claimRefusal(s, seat);
  if (refusal) return { ok: false, reason: refusal.reason };
  const side = sidesOf(game, s, seat);
  const search = new ClaimSearch(game, side, maxNodes);
  try {
    if (search.holds(game.clone(s), 0)) return { ok: true, line: search.line(game.clone(s)) };
  } catch (e) {
    if (e !== GIVE_UP) throw e;
    return { ok: false, reason: TOO_MANY };
  }
  const pack = game.packFor(game.view(s, null).context?.settings);
  const [who, card] = search.refutation ?? [-1, -1];
  if (who < 0 || card < 0) return { ok: false, reason: { en: 'The others can still take a trick.', de: 'Die anderen können noch einen Stich machen.' } };
  const name = (lang: 'en' | 'de'): string => cardName(pack, card, lang);
  return {
    ok: false,
    reason: {
      en: `${seatSlot(who)} can still take a trick with the ${name('en')}.`,
      de: `${seatSlot(who)} kann noch einen Stich mit ${name('de')} machen.`
    }
  };
}

/** A bot claims with at most this many cards in hand, judged over this many worlds of its view, each check capped. */
const SEEN_TRICKS = 7;
const SEEN_WORLDS = 24;
const SEEN_NODES = 5_000;

/**
 * Does the claim hold in every world sampled from `seat`'s own view (what it can see, never the
 * hidden cards; a world the check cannot finish counts against it)? A bot claims, and the person is
 * offered the claim, only then (issue 29). `seed` fixes the worlds.
 */
export function claimSeen(game: AnyGame, view: TableView, seat: Seat, seed: number): boolean {
  if (!gameClaims(game)) return false;
  if (view.phase !== 'play' || view.hand.length < 2 || view.hand.length > SEEN_TRICKS) return false;
  const rng = rngFromSeed(seed);
  for (let k = 0; k < SEEN_WORLDS; k++) if (!checkClaim(game, game.determinize(view, rng), seat, SEEN_NODES).ok) return false;
  return true;
}

/**
 * The rest of a claimed hand from `s`, whoever is to act (a claim being played out when the page
 * was reloaded): the line on which `claimer`'s side keeps every trick, or null where it has none.
 */
export function claimLine(game: AnyClaimGame, s: unknown, claimer: Seat): Action[] | null {
  const search = new ClaimSearch(game, sidesOf(game, s, claimer), CLAIM_MAX_NODES);
  try {
    return search.holds(game.clone(s), 0) ? search.line(game.clone(s)) : null;
  } catch (e) {
    if (e !== GIVE_UP) throw e;
    return null;
  }
}

/**
 * The AND/OR search: the side needs one move that keeps every trick, the others one that takes a
 * trick. Positions at a trick's end are remembered by the game's position key (every trick so far
 * was the side's, so the key decides the rest).
 */
class ClaimSearch {
  private readonly buffers: Uint16Array[] = [];
  private readonly memo = new Map<string, boolean>();
  /** The first trick the others were seen taking at the top of the search: who, with which card. */
  refutation: [Seat, number] | null = null;

  nodes = 0;

  constructor(
    private readonly game: AnyClaimGame,
    private readonly side: boolean[],
    private readonly maxNodes: number
  ) {}

  holds(st: unknown, depth: number, trick: readonly number[] = []): boolean {
    const game = this.game;
    const mover = game.toAct(st);
    if (mover === null) return true;
    if (++this.nodes > this.maxNodes) throw GIVE_UP;
    let memoKey: string | null = null;
    if (depth > 0 && game.positionKey(st)) {
      memoKey = Array.prototype.join.call(KEY.subarray(0, keyLength()), ',') as string;
      const known = this.memo.get(memoKey);
      if (known !== undefined) return known;
    }
    const out = (this.buffers[depth] ??= actionBuffer());
    let n = game.legalInto(st, out);
    if (n > 1) n = game.dropEquivalent(st, out, n);
    const ours = this.side[mover];
    const before = game.tricksWon(st).slice();
    let result = !ours;
    if (n > 1) game.orderMoves(st, out, n);
    for (let i = 0; i < n; i++) {
      const a = out[i];
      // The one state is walked down and back up with the game's undo (a claim is made in the card play).
      const next = st;
      game.keepForUndo(st, a);
      game.applyInPlace(st, a);
      // The trick so far as seat, card pairs: the card that takes a trick is named in a refusal.
      const card = game.describe(a).card;
      const now = card === undefined ? trick : [...trick, mover, card];
      const after = game.tricksWon(next);
      let r: boolean;
      if (sum(after) > sum(before)) {
        const winner = after.findIndex((t, k) => t > before[k]);
        const kept = this.side[winner];
        if (!kept && this.refutation === null) this.refutation = [winner, cardOf(now, winner)];
        r = kept && this.holds(next, depth + 1);
      } else r = this.holds(next, depth + 1, now);
      game.undo(st, a);
      if (r === ours) {
        result = r;
        break;
      }
    }
    if (memoKey !== null) this.memo.set(memoKey, result);
    return result;
  }

  /** The rest of the hand from a position where the claim holds: the side's winning moves, the others' first legal ones. */
  line(st: unknown): Action[] {
    const game = this.game;
    const line: Action[] = [];
    for (let mover = game.toAct(st); mover !== null; mover = game.toAct(st)) {
      const options = game.legal(st);
      let move = options[0];
      if (this.side[mover])
        for (const a of options) {
          const next = game.clone(st);
          game.applyInPlace(next, a);
          if (this.keepsAll(st, next) && this.holds(next, 1)) {
            move = a;
            break;
          }
        }
      const next = game.apply(st, move);
      if (isRefusal(next)) throw new Error(`claim line: ${next.code}`);
      line.push(move);
      st = next;
    }
    return line;
  }

  private keepsAll(before: unknown, after: unknown): boolean {
    const b = this.game.tricksWon(before);
    const a = this.game.tricksWon(after);
    return a.every((t, k) => t === b[k] || this.side[k]);
  }
}
