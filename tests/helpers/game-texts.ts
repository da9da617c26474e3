import type { AnyGame, Text } from '../../src/lib/engine/game';
import type { GameModule } from '../../src/lib/engine/module';
import { nextInt, rngFromSeed } from '../../src/lib/engine/rng';

/** Where a text was found, for a test's failure message. */
export interface FoundText {
  where: string;
  text: Text;
  /** A choice that carries its own explanation on its button (describe's help), and that help. */
  explained?: boolean;
}

/**
 * Every text a game puts on the table, gathered from random hands at every player count: the
 * status line (phase labels, the log), the choices (describe: label, help, group), the contract
 * strip (info labels and values), the summary (breakdown and card point labels) and the
 * scorekeeper's form (field labels, help, options).
 */
export function gameTexts(mod: GameModule, hands = 6): FoundText[] {
  const game = mod.game as AnyGame;
  const out: FoundText[] = [];
  const add = (where: string, text: Text | undefined, explained = false) => {
    if (text) out.push(explained ? { where, text, explained } : { where, text });
  };
  for (const players of game.playerCounts) {
    const settings = game.defaultSettings(players);
    for (const f of mod.entryForm(players, settings)) {
      add(`entry ${f.key}`, f.label);
      add(`entry ${f.key} help`, f.help);
      for (const o of f.options ?? []) add(`entry ${f.key} option`, o.label);
    }
    for (let h = 0; h < hands; h++) {
      const seed = 1000 * players + h;
      const rng = rngFromSeed(seed);
      let state = game.setup({ players, dealer: h % players, settings }, seed);
      for (let step = 0; step < 2000 && game.toAct(state) !== null; step++) {
        const seat = game.toAct(state)!;
        const v = game.view(state, seat);
        add('phase', v.phaseLabel);
        for (const i of v.info) {
          add('info label', i.label);
          add('info value', i.value);
        }
        const legal = game.legal(state);
        for (const a of legal) {
          const d = game.describe(a);
          add(`choice ${game.actionCode(a)}`, d.label, d.help !== undefined);
          add(`choice ${game.actionCode(a)} help`, d.help, true);
          add('choice group', d.group);
        }
        state = game.apply(state, legal[nextInt(rng, legal.length)]);
      }
      const end = game.view(state, null);
      for (const e of end.log) add(`log ${e.kind}`, e.text);
      for (const i of end.info) {
        add('info label', i.label);
        add('info value', i.value);
      }
      const facts = game.facts(state);
      if (facts) {
        const sc = game.score(facts, settings);
        for (const b of sc.breakdown) add('breakdown', b.label);
        for (const c of sc.cardPoints ?? []) add('card points', c.label);
      }
    }
  }
  return out;
}
