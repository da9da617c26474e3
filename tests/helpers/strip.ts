import { isRefusal, type AnyGame, type HandContext, type Seat } from '../../src/lib/engine/game';
import { searchable } from '../../src/lib/engine/searchable';
import { nextInt, rngFromSeed } from '../../src/lib/engine/rng';
import { fillSeats } from '../../src/lib/engine/seats';
import type { StripLine } from '../../src/lib/engine/strip';

/** A strip builder as each game's strip.ts exports it. */
export type StripOf<S> = (s: S, seat: Seat | null) => StripLine[];

/** The strip as the table prints it, with the players' names: "Contract: Solo · Declarer: Anna". */
export function stripText(lines: readonly StripLine[], names: readonly string[] = [], lang: 'en' | 'de' = 'en'): string {
  return lines.map((l) => `${fillSeats(l.label[lang], names, lang)}: ${fillSeats(l.value[lang], names, lang)}`).join(' · ');
}

/** The value of the line labelled `label` (English), or undefined. */
export const value = (lines: readonly StripLine[], label: string, names: readonly string[] = []): string | undefined => {
  const l = lines.find((x) => x.label.en === label);
  return l && fillSeats(l.value.en, names);
};

/** Words that answer a question without raising anything: the quiet choice where one is legal. */
const QUIET = ['pass', 'gut', 'liege', 'double:good', 'bid:pass', 'bid:good', 'no-buy', 'no-call'];

/**
 * Plays a hand forward through `apply`: each code of `wants` as soon as it is legal, in order;
 * meanwhile the quiet choice (pass, gut, …) where legal, else the first legal action. Stops when
 * `wants` is used up and `until` holds (or the hand ends).
 */
export function steer<S>(game: AnyGame, s: S, wants: readonly string[], until: (s: S) => boolean = () => true): S {
  const todo = [...wants];
  for (let step = 0; step < 2000 && game.toAct(s) !== null; step++) {
    if (todo.length === 0 && until(s)) break;
    const legal = game.legal(s);
    const codes = legal.map((a) => game.actionCode(a));
    let i = todo.length ? codes.indexOf(todo[0]) : -1;
    if (i >= 0) todo.shift();
    else
      i = Math.max(
        0,
        codes.findIndex((c) => QUIET.includes(c))
      );
    const next = game.apply(s, legal[i]);
    if (isRefusal(next)) throw new Error(`${codes[i]} refused: ${next.reason.en}`);
    s = next as S;
  }
  if (todo.length) throw new Error(`never legal: ${todo.join(', ')}`);
  return s;
}

/**
 * The strip's own no-peek check (ALL-2): at every `every`-th step of random hands, for every seat,
 * worlds built from that seat's view (`determinize`: the hidden cards dealt anew, the history
 * replayed) must give that seat the same strip. A line that depends on a card or fact the seat
 * cannot know differs in some world. The public strip (seat null) must hold in every seat's worlds.
 */
export function stripLeaks<S>(
  rules: AnyGame,
  strip: StripOf<S>,
  context: HandContext,
  opts: { hands: number; every?: number; worlds?: number; firstSeed?: number }
): string[] {
  const game = searchable(rules);
  const out: string[] = [];
  const every = opts.every ?? 3;
  const worlds = opts.worlds ?? 4;
  for (let h = 0; h < opts.hands; h++) {
    const seed = (opts.firstSeed ?? 1) + h;
    const rng = rngFromSeed(seed ^ 0x51a1);
    let s: S = game.setup(context, seed);
    for (let step = 0; step < 2000; step++) {
      if (step % every === 0 || game.toAct(s) === null) {
        const pub = JSON.stringify(strip(s, null));
        for (let seat = 0; seat < context.players; seat++) {
          const mine = JSON.stringify(strip(s, seat));
          for (let w = 0; w < worlds; w++) {
            const world: S = game.determinize(structuredClone(game.view(s, seat)), rng);
            if (JSON.stringify(strip(world, seat)) !== mine)
              out.push(`seed ${seed}, step ${step}: seat ${seat}'s strip differs in a world from its view: ${mine}`);
            if (JSON.stringify(strip(world, null)) !== pub)
              out.push(`seed ${seed}, step ${step}: the public strip differs in a world from seat ${seat}'s view: ${pub}`);
          }
        }
      }
      if (game.toAct(s) === null || out.length > 5) break;
      const legal = game.legal(s);
      s = game.apply(s, legal[nextInt(rng, legal.length)]) as S;
    }
  }
  return out;
}
