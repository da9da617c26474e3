import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { visibleCards } from '../engine/table-view';
import { replayFile } from '../../cli/tools';
import { fillSeats } from '../engine/seats';
import { MODULES, moduleFor } from '../games/modules';
import { checkRecord, portableRecord, recordGame, type Checked } from './check';
import { framesOf, showFrame } from './frames';
import { compareDeals, dealAgainSession, rotatedPlayers, sameDealComparison } from './again';
import { handsFile, historyLine } from './history';
import { decodeFragment, encodeFragment, MAX_FRAGMENT, toBase64Url } from './link';

const GAMES = Object.keys(MODULES);
const example = (game: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`../../../docs/examples/${game}-hand.json`, import.meta.url), 'utf8'));

/** What the replay screen does with a link: decode, find the game, check the record. */
async function openLink(fragment: string): Promise<Checked | { ok: false; problem: string }> {
  const decoded = await decodeFragment(fragment);
  if (!decoded.ok) return decoded;
  const id = recordGame(decoded.value);
  return checkRecord(decoded.value, id ? moduleFor(id) : undefined);
}

const refusedEn = async (fragment: string): Promise<string> => {
  const r = await openLink(fragment);
  if (r.ok) throw new Error('accepted');
  return 'reason' in r ? r.reason.en : r.problem;
};

describe.each(GAMES)('%s', (game) => {
  const mod = moduleFor(game)!;
  const input = example(game);

  it('a hand shared as a link replays to the same facts and score as npm run replay', async () => {
    const link = await encodeFragment(input);
    const opened = await openLink(link);
    expect(opened.ok).toBe(true);
    if (!opened.ok) return;
    const frames = framesOf(mod.game, opened.record);
    const end = showFrame(mod.game, opened.record, frames[frames.length - 1], 'open');
    const cli = replayFile(input);
    if ('error' in cli) throw new Error(String(cli.error));
    expect(mod.game.facts(frames[frames.length - 1].state)).toEqual(cli.facts);
    expect(end.score?.deltas).toEqual(cli.deltas);
    expect(end.score?.breakdown.map((l) => ({ item: fillSeats(l.label.en), value: l.value }))).toEqual(cli.breakdown);
  });

  it('a record exported (action codes as text) checks back to the same record', () => {
    const first = checkRecord(input, mod);
    if (!first.ok) throw new Error(first.reason.en);
    const again = checkRecord(JSON.parse(JSON.stringify(portableRecord(mod, first.record))), mod);
    expect(again.ok && again.record).toEqual(first.record);
  });

  it('stepping shows every action once; a seat’s view shows only that seat’s hand (ALL-2)', () => {
    const checked = checkRecord(input, mod);
    if (!checked.ok) throw new Error(checked.reason.en);
    const frames = framesOf(mod.game, checked.record);
    expect(frames).toHaveLength(checked.record.actions.length + 1);
    expect(showFrame(mod.game, checked.record, frames[0], 'open').said).toBeNull();
    const players = checked.record.context.players;
    for (const f of frames) {
      const open = showFrame(mod.game, checked.record, f, 'open');
      expect(open.hands.map((h) => h.seat)).toEqual([...open.table.active]);
      expect(open.table.hand).toEqual([]);
      for (let seat = 0; seat < players; seat++) {
        const own = showFrame(mod.game, checked.record, f, seat);
        expect(own.hands.every((h) => h.seat === seat)).toBe(true);
        // Nothing beyond what the rules let that seat see (the game's own view).
        expect(visibleCards(own.table).sort()).toEqual(visibleCards(mod.game.view(f.state, seat)).sort());
      }
      expect(open.score === null).toBe(f.step < frames.length - 1);
    }
  });

  it('the history line names the contract and shows the card points and score', () => {
    const checked = checkRecord(input, mod);
    if (!checked.ok) throw new Error(checked.reason.en);
    const line = historyLine(mod.game, checked.record);
    expect(line.contract.length).toBeGreaterThan(0);
    expect(replayFile(input)).toMatchObject({ deltas: line.score.deltas });
    const file = handsFile(mod, ['A', 'B', 'C'], [checked.record]);
    // Each hand of the export is a trull-hand record that npm run replay reads as it is.
    expect(replayFile(JSON.parse(JSON.stringify(file.hands[0])))).toEqual(replayFile(input));
  });

  it('a link with an illegal action says which move breaks the rules', async () => {
    const actions = [...(input.actions as string[])];
    const last = actions.length - 1;
    [actions[last], actions[last - 1]] = [actions[last - 1], actions[last]];
    expect(await refusedEn(await encodeFragment({ ...input, actions }))).toMatch(/^Move \d+ (breaks the rules|is not a move)/);
  });

  it('an unfinished hand is not shared', async () => {
    const actions = (input.actions as string[]).slice(0, -1);
    expect(await refusedEn(await encodeFragment({ ...input, actions }))).toMatch(/not finished/);
  });

  it('bad settings are refused: an unknown key, a wrong type, a prototype key', async () => {
    const ctx = input.context as Record<string, unknown>;
    const spec = mod.game.settings[0];
    for (const settings of [{ nonsense: true }, { [spec.key]: { x: 1 } }, JSON.parse('{"__proto__": {"polluted": 1}}'), [1]])
      expect(await refusedEn(await encodeFragment({ ...input, context: { ...ctx, settings } }))).toMatch(/setting/i);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('bad tables are refused: players, dealer, seed, names', async () => {
    const ctx = input.context as Record<string, unknown>;
    expect(await refusedEn(await encodeFragment({ ...input, context: { ...ctx, players: 9 } }))).toMatch(/that many players/);
    expect(await refusedEn(await encodeFragment({ ...input, context: { ...ctx, dealer: 7 } }))).toMatch(/dealer/);
    expect(await refusedEn(await encodeFragment({ ...input, seed: 1.5 }))).toMatch(/deal/);
    expect(await refusedEn(await encodeFragment({ ...input, names: ['x'] }))).toMatch(/names/);
    expect(await refusedEn(await encodeFragment({ ...input, rulesVersion: 99 }))).toMatch(/another version/);
  });
});

describe('links that are not hands', () => {
  const hand = example('droggn');

  it('a foreign game, or a prototype key as the game, is an unknown game', async () => {
    for (const game of ['skat', 'toy', '__proto__', 'constructor', 'toString', 'hasOwnProperty', ''])
      expect(await refusedEn(await encodeFragment({ ...hand, game }))).toMatch(/game Trull does not know/);
    expect(recordGame({ game: '__proto__' })).toBeNull();
    // npm run replay says so too, rather than failing with a stack trace.
    for (const game of ['__proto__', 'constructor', 'toString'])
      expect(replayFile({ ...hand, game })).toMatchObject({ error: expect.stringMatching(/unknown game/) });
  });

  it('a module for another game than the record names is refused', () => {
    const r = checkRecord(hand, moduleFor('dobbm'));
    expect(r.ok).toBe(false);
  });

  it('garbage, truncated, oversized, a zip bomb, not JSON, not a hand', async () => {
    const good = await encodeFragment(hand);
    expect(await refusedEn('')).toBe('no-hand');
    expect(await refusedEn('x=1')).toBe('no-hand');
    expect(await refusedEn('h=***')).toBe('not-base64');
    expect(await refusedEn(good.slice(0, good.length - 12))).toMatch(/not-deflate|not-json|no-hand|not-base64/);
    expect(await refusedEn('h=' + 'A'.repeat(MAX_FRAGMENT))).toBe('too-long');
    expect(await refusedEn(await encodeFragment('x'.repeat(100_000)))).toBe('too-big');
    const raw = new Uint8Array(await new Response(new Blob(['{nope']).stream().pipeThrough(new CompressionStream('deflate-raw'))).arrayBuffer());
    expect(await refusedEn('h=' + toBase64Url(raw))).toBe('not-json');
    expect(await refusedEn(await encodeFragment([1, 2]))).toMatch(/not a Trull hand/);
    expect(await refusedEn(await encodeFragment({ ...hand, version: 2 }))).toMatch(/newer version/);
  });

  it('no fragment at all makes it through as a hand, and none throws', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), async (s) => {
        const r = await openLink('h=' + s);
        expect(r.ok).toBe(false);
      }),
      { numRuns: 200 }
    );
  });
});

describe('the same deal again', () => {
  const players = [
    { name: 'You', bot: false },
    { name: 'Anna', bot: true },
    { name: 'Bernd', bot: true }
  ];
  it('rotation moves each player one seat on; rotation 0 keeps the seats', () => {
    expect(rotatedPlayers(players, 0)).toEqual(players);
    expect(rotatedPlayers(players, 1).map((p) => p.name)).toEqual(['Bernd', 'You', 'Anna']);
    expect(rotatedPlayers(players, 4)).toEqual(rotatedPlayers(players, 1));
  });
  it('a dealAgain session starts at the record’s dealer with its settings and the rotated players', () => {
    const record = checkRecord(example('droggn'), moduleFor('droggn'));
    if (!record.ok) throw new Error(record.reason.en);
    const s = dealAgainSession('droggn', record.record, players, 1, 'id', 5);
    expect(s).toMatchObject({
      firstDealer: 2,
      settings: record.record.context.settings,
      hands: [],
      dealAgain: { rotation: 1, names: ['You', 'Anna', 'Bernd'] }
    });
    expect(s.players.map((p) => p.name)).toEqual(['Bernd', 'You', 'Anna']);
  });
  it('a dealAgain session compares its first hand with the original; other sessions compare nothing', () => {
    const mod = moduleFor('droggn')!;
    const record = checkRecord(example('droggn'), mod);
    if (!record.ok) throw new Error(record.reason.en);
    const s = dealAgainSession('droggn', record.record, players, 1, 'id', 5);
    expect(sameDealComparison(mod.game, s)).toBeNull();
    const score = { deltas: [1, 2, -3], unit: 'points' as const, breakdown: [] };
    const played = { ...s, hands: [{ handId: 'h', facts: null, score, dealer: 2 }] };
    const c = sameDealComparison(mod.game, played)!;
    expect(replayFile(example('droggn'))).toMatchObject({ deltas: c.seats.map((r) => r.first.delta) });
    expect(c.seats.map((r) => [r.again.name, r.again.delta])).toEqual([
      ['Bernd', 1],
      ['You', 2],
      ['Anna', -3]
    ]);
    expect(sameDealComparison(mod.game, { ...played, dealAgain: undefined })).toBeNull();
  });
  it('the comparison sets each seat’s two results side by side', () => {
    const score = (deltas: number[]) => ({ deltas, unit: 'points' as const, breakdown: [] });
    const c = compareDeals({ names: ['You', 'Anna', 'Bernd'], score: score([-54, 27, 27]) }, { names: ['Bernd', 'You', 'Anna'], score: score([20, -10, -10]) });
    expect(c.seats[1]).toEqual({ seat: 1, first: { name: 'Anna', delta: 27 }, again: { name: 'You', delta: -10 } });
  });
});
