import { describe, expect, it } from 'vitest';
import { personAgainstBots, toyBots } from '../../../tests/helpers/toy-table';
import { MemoryTableStore } from '../../../tests/helpers/memory-table-store';
import { checkClaim, type Claimable } from '../engine/claim';
import { replay } from '../engine/record';
import { CLAIM } from '../engine/claim-action';
import type { AnyGame } from '../engine/game';
import type { GameModule } from '../engine/module';
import { toyModule as plainToy } from '../games/toy';
import type { ToyState } from '../games/toy/game';
import { TableController } from './controller.svelte';
import type { Pace } from './pace';

/** The toy game with claims: every action is a card, and nothing but the tricks scores. */
const toyGame: AnyGame & Claimable<ToyState> = { ...plainToy.game, tricksWon: (s: ToyState) => s.won, claimRefusal: () => null };
const toyModule = { ...plainToy, game: toyGame } as GameModule;

async function againstBots(pace: Pace, seed: number, { store }: { store: MemoryTableStore }) {
  await store.createTableSession(personAgainstBots());
  const ctl = new TableController(toyModule, store, toyBots(), { pace, newId: () => 'h1', newSeed: () => seed });
  await ctl.open('s1');
  return ctl;
}

// Claim the rest (issue 29) at the table: a refused claim changes nothing, stored or shown; an
// accepted one plays the rest out, card by card on disk, and the finished hand notes the claim.

const myTurn = (ctl: TableController): boolean => ctl.toAct === ctl.viewer && !ctl.busy && ctl.screen === 'table';

async function untilMyTurn(ctl: TableController): Promise<void> {
  for (let i = 0; i < 1000 && !myTurn(ctl); i++) {
    if (ctl.screen === 'summary') return;
    await new Promise((r) => setTimeout(r, 2));
  }
}

/** The person's turn where the claim holds (true) or fails (false) with all cards open. */
async function untilClaim(ctl: TableController, holds: boolean): Promise<boolean> {
  for (let guard = 0; guard < 20; guard++) {
    await untilMyTurn(ctl);
    if (!myTurn(ctl)) return false;
    const state = replay(toyModule.game, { ...(await stored(ctl)), game: 'toy' }).state;
    if (checkClaim(toyModule.game, state, 0).ok === holds) return true;
    await ctl.act(ctl.legal[0]);
    if (ctl.screen === 'summary') return false;
  }
  return false;
}

let store: MemoryTableStore;

/** The first seeded table (each on a fresh store) where the person is to play and a claim holds. */
async function claimableTable(): Promise<{ ctl: TableController; seed: number } | null> {
  for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
    store = new MemoryTableStore();
    const ctl = await againstBots({ bot: 0, trick: 0 }, seed, { store });
    if (await untilClaim(ctl, true)) return { ctl, seed };
  }
  return null;
}
const stored = async (ctl: TableController) => (await store.getHandRecord(ctl.session!.openHand ?? 'h1'))!;

describe('claim the rest at the table', () => {
  it('ALL-CLAIM-2: a refused claim says why and changes nothing, on disk or on the table', async () => {
    store = new MemoryTableStore();
    const ctl = await againstBots({ bot: 0, trick: 0 }, 1, { store });
    expect(await untilClaim(ctl, false)).toBe(true);
    const before = structuredClone(await stored(ctl));
    const step = ctl.step;
    expect(await ctl.claim()).toBe(false);
    expect(ctl.notice?.kind).toBe('alert');
    expect(ctl.notice?.text.en).toMatch(/can still take a trick with the/);
    expect(await stored(ctl)).toEqual(before);
    expect(ctl.step).toBe(step);
    expect(ctl.screen).toBe('table');
    expect(ctl.claimShown).toBeNull();
  });

  it('ALL-CLAIM-3: an accepted claim plays the rest out, stored card by card; the record replays to the same score', async () => {
    const found = await claimableTable();
    expect(found, 'a deal where the person can claim').not.toBeNull();
    const { ctl } = found!;
    const at = ctl.step;
    expect(await ctl.claim()).toBe(true);
    expect(ctl.screen).toBe('summary');
    const played = ctl.session!.hands!.at(-1)!;
    const record = (await store.getHandRecord(played.handId))!;
    // The claim is an action of the record, where it was made; nothing beside it.
    expect(record.actions[at]).toBe(CLAIM);
    expect(record.actions.indexOf(CLAIM)).toBe(at);
    expect(played.claim).toBeUndefined();
    const result = replay(toyModule.game, record);
    expect(result.ok).toBe(true);
    expect(toyModule.game.toAct(result.state)).toBeNull();
    expect(toyModule.game.score(toyModule.game.facts(result.state), record.context.settings)).toEqual(played.score);
  });

  it('ALL-3: a claim cut short by a reload plays on to its end from the stored record', async () => {
    const found = await claimableTable();
    expect(found, 'a deal where the person can claim').not.toBeNull();
    const { ctl, seed } = found!;
    const at = ctl.step;
    // The hands stay face up until tapped: the page is closed while they show.
    ctl.setPace({ bot: 0, trick: null });
    void ctl.claim();
    for (let i = 0; i < 500 && (await stored(ctl)).actions.length === at; i++) await new Promise((r) => setTimeout(r, 2));
    expect((await stored(ctl)).actions).toHaveLength(at + 1);
    expect((await stored(ctl)).actions[at]).toBe(CLAIM);
    ctl.destroy();

    const again = new TableController(toyModule, store, toyBots(), { pace: { bot: 0, trick: 0 }, newId: () => 'h2', newSeed: () => seed });
    await again.open('s1');
    for (let i = 0; i < 500 && again.screen !== 'summary'; i++) await new Promise((r) => setTimeout(r, 2));
    expect(again.screen).toBe('summary');
    const record = (await store.getHandRecord('h1'))!;
    expect(record.actions.indexOf(CLAIM)).toBe(at);
    const result = replay(toyModule.game, record);
    expect(result.ok).toBe(true);
    expect(toyModule.game.score(toyModule.game.facts(result.state), record.context.settings)).toEqual(again.lastHand!.score);
    again.destroy();
  });

  it('ALL-CLAIM-4: a bot claims when the claim holds in every world of its view, and the hand ends as claimed', async () => {
    let claimed = 0;
    for (let seed = 1; seed <= 20 && claimed === 0; seed++) {
      store = new MemoryTableStore();
      const ctl = await againstBots({ bot: 0, trick: 0 }, seed, { store });
      for (let guard = 0; guard < 20 && ctl.screen !== 'summary'; guard++) {
        await untilMyTurn(ctl);
        if (myTurn(ctl)) await ctl.act(ctl.legal[0]);
      }
      for (let i = 0; i < 500 && ctl.screen !== 'summary'; i++) await new Promise((r) => setTimeout(r, 2));
      const played = ctl.session!.hands!.at(-1)!;
      const record = (await store.getHandRecord(played.handId))!;
      const result = replay(toyModule.game, record);
      const at = record.actions.indexOf(CLAIM);
      if (at >= 0 && result.ok && result.actors[at] !== 0) {
        claimed++;
        expect(record.actions.length).toBeGreaterThan(at + 1);
      }
    }
    expect(claimed).toBeGreaterThan(0);
  });

  it('ALL-CLAIM-5: the status line offers the claim only where it holds with all cards open', async () => {
    let offered = 0;
    for (let seed = 1; seed <= 20; seed++) {
      store = new MemoryTableStore();
      const ctl = await againstBots({ bot: 0, trick: 0 }, seed, { store });
      for (let guard = 0; guard < 20 && ctl.screen !== 'summary'; guard++) {
        await untilMyTurn(ctl);
        if (!myTurn(ctl)) break;
        if (ctl.claimOffer) {
          offered++;
          expect(await ctl.claim()).toBe(true);
          break;
        }
        await ctl.act(ctl.legal[0]);
      }
    }
    expect(offered).toBeGreaterThan(0);
  });
});
