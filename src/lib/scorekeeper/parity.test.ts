import { describe, expect, it } from 'vitest';
import { ALL_MODULES } from '../games/modules';
import { nextInt, rngFromSeed } from '../engine/rng';
import type { GameModule } from '../engine/module';
import type { HandContext, Settings } from '../engine/game';
import { foldLedger, handOp, type LedgerEvent } from './ledger';
import type { EntryValues } from './entry';

/**
 * One implementation: a hand played in the app and the same hand entered by hand give the same
 * ledger line. Each registered game plays seeded hands with random legal moves through a session;
 * the facts become an entry (the game's entryFromFacts), the entry becomes form values (only the
 * keys the game's form has), and the scorekeeper's fold must give the same deltas and totals.
 */
function getPath(o: Record<string, unknown>, key: string): unknown {
  let x: unknown = o;
  for (const p of key.split('.')) x = typeof x === 'object' && x !== null ? (x as Record<string, unknown>)[p] : undefined;
  return x;
}

function playHand(mod: GameModule, ctx: HandContext, seed: number): unknown {
  const g = mod.game;
  const rng = rngFromSeed(seed);
  let s = g.setup(ctx, seed);
  for (let step = 0; step < 2000 && g.toAct(s) !== null; step++) {
    const legal = g.legal(s);
    const next = g.apply(s, legal[nextInt(rng, legal.length)]);
    if (typeof next === 'object' && next !== null && (next as { refused?: boolean }).refused) throw new Error('refused');
    s = next;
  }
  return g.facts(s);
}

for (const [id, m] of Object.entries(ALL_MODULES)) {
  const mod = m as GameModule;
  describe(`${id}: a hand played in the app and entered by hand give the same ledger line`, () => {
    for (const players of mod.game.playerCounts) {
      it(`${players} players, a session of seeded hands`, () => {
        const settings: Settings = mod.game.defaultSettings(players);
        const meta = { game: mod.game.id, players, settings, firstDealer: 0 };
        const fields = mod.entryForm(players, settings);
        let sess = mod.session.start(players, 0, settings);
        const events: LedgerEvent[] = [];
        for (let h = 0; h < 8; h++) {
          const ctx = mod.session.nextHand(sess);
          if (!ctx) break;
          const facts = playHand(mod, { ...ctx, settings: { ...settings, ...ctx.settings } }, 1000 * players + h + 1);
          expect(facts).not.toBeNull();
          const score = mod.game.score(facts, { ...settings, ...ctx.settings });
          sess = mod.session.afterHand(sess, facts, score);
          const entry = mod.entryFromFacts(facts, players, ctx.dealer, settings) as unknown as Record<string, unknown>;
          const values: EntryValues = {};
          for (const f of fields) {
            const v = getPath(entry, f.key);
            if (v !== undefined && v !== null) values[f.key] = v as EntryValues[string];
          }
          events.push({ id: `e${h}`, createdAt: h, entry: handOp(values) });
          const sheet = foldLedger(mod, meta, events);
          const line = sheet.lines[h];
          expect(line.error, `hand ${h + 1}: ${JSON.stringify(values)} → ${line.error?.message.en}`).toBeNull();
          expect(line.dealer).toBe(ctx.dealer);
          expect(line.score!.deltas).toEqual(score.deltas);
          expect(sheet.totals).toEqual(mod.session.totals(sess));
        }
      });
    }
  });
}
