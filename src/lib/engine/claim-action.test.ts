import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { moduleFor } from '../games/modules';
import { checkClaim, claimGame } from './claim';
import { applyRecorded, CLAIM, claimSaid } from './claim-action';
import { isRefusal, type Action, type AnyGame, type Seat } from './game';
import { type GameModule } from './module';
import { newRecord, replay, type HandRecord } from './record';
import { nextInt, rngFromSeed } from './rng';
import { fillSeats } from './seats';
import { sidesOf } from './sides';
import { framesOf, showFrame } from '../replay/frames';
import { checkRecord, portableRecord } from '../replay/check';
import { withClaimStep } from '../replay/history';
import { analyseHand, statesOf } from '../insight/analysis';
import { recordProblem } from '../storage/validate';
import { testStore } from '../../../tests/helpers/storage';
import { replayFile } from '../../cli/tools';

// The claim of the rest as an action of the hand's record (issue 29): replay, score, share,
// analysis and import read a claimed hand like a played one, and check its claim as strictly.

const droggn = moduleFor('droggn')!;
const NAMES = ['Anna', 'Bernd', 'Clara'];

type Kind = 'holds' | 'fails' | 'broken';

/**
 * A finished Droggn hand (3 players) with a claim in its record, played at random to a claimer's
 * turn with at most three cards left. 'holds': the claim holds and the rest is its line; 'fails':
 * the claim does not hold (the others can take a trick); 'broken': it holds, but the rest was
 * played so that the others take a trick after it anyway.
 */
function claimedHand(mod: GameModule, kind: Kind): { record: HandRecord; at: number; seat: Seat } {
  const game = claimGame(mod.game);
  const ctx = mod.session.nextHand(mod.session.start(3, 0, {}))!;
  for (let seed = 1; seed < 500; seed++) {
    const rng = rngFromSeed(seed);
    const record = newRecord(game, ctx, seed, NAMES);
    let s = game.setup(ctx, seed);
    const play = (a: Action) => {
      const next = game.apply(s, a);
      if (isRefusal(next)) throw new Error(next.code);
      s = next;
      record.actions.push(a);
    };
    const near = () => {
      const v = game.view(s, game.toAct(s));
      return v.phase === 'play' && v.hand.length <= 3;
    };
    while (game.toAct(s) !== null && !near()) play(game.legal(s)[nextInt(rng, game.legal(s).length)]);
    const seat = game.toAct(s);
    if (seat === null || game.claimRefusal(s, seat)) continue;
    const check = checkClaim(game, s, seat);
    if (check.ok !== (kind !== 'fails') || (!check.ok && !/can still take a trick with/.test(check.reason.en))) continue;
    const at = record.actions.length;
    record.actions.push(CLAIM);
    if (kind === 'holds' && check.ok) {
      for (const a of check.line) play(a);
      return { record, at, seat };
    }
    const side = sidesOf(game, s, seat);
    const start = game.tricksWon(s).slice();
    while (game.toAct(s) !== null) play(game.legal(s)[nextInt(rng, game.legal(s).length)]);
    const lost = game.tricksWon(s).some((t, k) => !side[k] && t > start[k]);
    if (kind === 'fails' || lost) return { record, at, seat };
  }
  throw new Error(`no ${kind} claim found`);
}

const without = (r: HandRecord): HandRecord => ({ ...r, actions: r.actions.filter((a) => a !== CLAIM) });

describe('a claim is an action of the hand record', () => {
  const { record, at, seat } = claimedHand(droggn, 'holds');
  const game = claimGame(droggn.game);

  it('ALL-3: a claimed hand replays to its end, the claim a step that moves no card, and scores as its cards do', () => {
    const r = replay(game, record);
    expect(r.ok).toBe(true);
    expect(game.toAct(r.state)).toBeNull();
    expect(r.ok && r.actors[at]).toBe(seat);
    const plain = replay(game, without(record));
    expect(game.score(game.facts(r.state), record.context.settings)).toEqual(game.score(game.facts(plain.state), record.context.settings));
    // The app's own records skip the search, not the rest of the check.
    expect(replay(game, record, false).ok).toBe(true);
  });

  it('ALL-3: the replay shows the claim as a step of its own, naming the claimer in both languages', () => {
    const frames = framesOf(game, record);
    expect(frames).toHaveLength(record.actions.length + 1);
    const step = frames[at + 1];
    expect(step.actor).toBe(seat);
    expect(step.state).toBe(frames[at].state);
    const said = showFrame(game, record, step, 'open').said!;
    expect(said).toEqual(claimSaid(seat));
    expect(fillSeats(said.en, NAMES, 'en')).toBe(`${NAMES[seat]} claims the rest`);
    expect(fillSeats(said.de, NAMES, 'de')).toBe(`${NAMES[seat]} beansprucht den Rest`);
    expect(showFrame(game, record, frames.at(-1)!, 'open').score).not.toBeNull();
  });

  it('a shared link carries the claim as `claim` and reads back as the same record', () => {
    const portable = portableRecord(droggn, record);
    expect(portable.actions[at]).toBe('claim');
    const checked = checkRecord(JSON.parse(JSON.stringify(portable)), droggn);
    expect(checked.ok && checked.record.actions).toEqual(record.actions);
  });

  it('ALL-3: the replay tool reads a claimed hand, and refuses one whose claim does not hold, naming the move', () => {
    const out = replayFile(JSON.parse(JSON.stringify(portableRecord(droggn, record))));
    expect('error' in out ? out.error : null).toBeNull();
    expect(out).toMatchObject({ game: 'droggn', facts: game.facts(replay(game, record).state) });
    const bad = claimedHand(droggn, 'fails');
    const refused = replayFile(portableRecord(droggn, bad.record));
    expect('error' in refused && refused.error).toMatch(
      new RegExp(`^action ${bad.at + 1} \\(claim\\) is illegal: The claim of Seat ${bad.seat + 1} does not hold: Seat \\d can still take a trick`)
    );
  });

  it('ALL-1: a link whose claim does not hold is refused, naming who can still take a trick with which card', () => {
    const bad = claimedHand(droggn, 'fails');
    const checked = checkRecord(portableRecord(droggn, bad.record), droggn);
    expect(checked.ok).toBe(false);
    const who = NAMES[bad.seat];
    expect(!checked.ok && checked.reason.en).toMatch(
      new RegExp(`^Move ${bad.at + 1} breaks the rules: The claim of ${who} does not hold: (Anna|Bernd|Clara) can still take a trick with the .+\\.$`)
    );
    expect(!checked.ok && checked.reason.de).toMatch(new RegExp(`^Zug ${bad.at + 1} verstößt gegen die Regeln: Der Anspruch von ${who} hält nicht: `));
    // Without the search (the app's own records) the claim is taken on trust; the rest still replays.
    expect(replay(game, bad.record, false).ok).toBe(true);
  });

  it('ALL-1: after a claim every trick goes to the claimer’s side, or the record is refused, even taken on trust', () => {
    const bad = claimedHand(droggn, 'broken');
    for (const exact of [true, false]) {
      const r = replay(game, bad.record, exact);
      expect(r.ok).toBe(false);
      expect(!r.ok && r.error.refusal.code).toBe('claim-broken');
      expect(!r.ok && r.error.index).toBeGreaterThan(bad.at);
    }
    const checked = checkRecord(portableRecord(droggn, bad.record), droggn);
    expect(!checked.ok && checked.reason.en).toMatch(/takes a trick after the rest was claimed: the claim did not hold\.$/);
    expect(!checked.ok && checked.reason.de).toMatch(/macht einen Stich, nachdem der Rest beansprucht wurde/);
  });

  it('ALL-1: a second claim, a claim after the hand and a claim in a game without claims are refused', () => {
    const state = replay(game, { ...record, actions: record.actions.slice(0, at) }).state;
    const once = applyRecorded(game, state, CLAIM, null);
    expect(isRefusal(once)).toBe(false);
    const twice = applyRecorded(game, state, CLAIM, isRefusal(once) ? null : once.claimed);
    expect(isRefusal(twice) && twice.code).toBe('claim-twice');
    const end = replay(game, record).state;
    expect(isRefusal(applyRecorded(game, end, CLAIM, null)) && (applyRecorded(game, end, CLAIM, null) as { code: string }).code).toBe('claim-over');
    const noClaims = { ...game, claimRefusal: undefined } as AnyGame;
    const none = applyRecorded(noClaims, state, CLAIM, null);
    expect(isRefusal(none) && none.code).toBe('claim-none');
    expect(replay(game, { ...record, actions: [...record.actions.slice(0, at), CLAIM, ...record.actions.slice(at)] }).ok).toBe(false);
  });

  it('"Could I have won?" judges the cards played out after a claim, never the claim itself', () => {
    const states = statesOf(game, game.setup(record.context, record.seed), record.actions);
    expect(states[at + 1]).toBe(states[at]);
    let last;
    for (last of analyseHand(game, states, record.actions, seat, { maxNodes: 2_000, worlds: 1, worldNodes: 200, playouts: 1, seed: 1, estimateWorlds: 0 }));
    const steps = last!.decisions.map((d) => d.step);
    expect(steps).not.toContain(at);
    expect(steps.some((s) => s > at)).toBe(true);
  });

  it('a hand stored with the claim beside its record (before it was an action) is read with the claim’s step put back', () => {
    const old = without(record);
    expect(withClaimStep(game, old, { claim: { seat, at } })).toEqual(record);
    expect(withClaimStep(game, record, { claim: { seat, at } })).toBe(record);
    expect(withClaimStep(game, old, undefined)).toBe(old);
    // A claim note that does not fit its record (another seat's turn) leaves the record as stored.
    expect(withClaimStep(game, old, { claim: { seat, at: at - 1 } })).toBe(old);
    expect(recordProblem(record)).toBeNull();
  });

  it('ALL-1: an export file with a claimed hand imports with its claim; one whose claim does not hold is refused and changes nothing', async () => {
    const exported = await exportWith(record);
    const { store } = testStore();
    const res = await store.importData(exported);
    expect(res.ok).toBe(true);
    expect((await store.getHandRecord('h1'))!.actions[at]).toBe(CLAIM);

    const bad = claimedHand(droggn, 'fails');
    const fresh = testStore().store;
    const refused = await fresh.importData(await exportWith(bad.record));
    expect(!refused.ok && refused.error.en).toMatch(/does not hold: .+ can still take a trick with the/);
    expect((await fresh.exportAll()).sessions).toEqual([]);
  });
});

/** An export file holding one finished session of Droggn with this one hand, written by the store itself. */
async function exportWith(record: HandRecord): Promise<unknown> {
  const game = claimGame(droggn.game);
  const { store } = testStore();
  const players = NAMES.map((name, i) => ({ name, bot: i > 0 }));
  await store.putSession({ id: 's1', kind: 'play', game: 'droggn', players, settings: {}, firstDealer: 0 });
  await store.startHand('h1', 's1', record);
  const facts = game.facts(replay(game, record, false).state);
  const played = { handId: 'h1', facts, score: game.score(facts, record.context.settings), dealer: record.context.dealer };
  await store.finishHand('h1', record.actions.length, undefined, (s) => ({ ...s, hands: [played] }) as typeof s);
  return JSON.parse(JSON.stringify(await store.exportAll()));
}
