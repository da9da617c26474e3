import { describe, expect, it } from 'vitest';
import { MODULES } from '../games/modules';
import { replay } from '../engine/record';
import type { HandAccuracy, StoredTableSession, ScoreSession, Session } from '../storage/types';
import { exportFile, playedSessions } from '../../../tests/helpers/history';
import { testStore } from '../../../tests/helpers/storage';
import { digest, statistics as statsOf, trendOf, TREND_POINTS } from './stats';
import { loadDigests, loadFigures, type IndexCache } from './index';
import { statsCsv } from './csv';

const droggn = MODULES.droggn;
const GAMES = Object.keys(MODULES);
/** The figures straight from sessions (the page goes through its index: loadDigests). */
const statistics = (sessions: readonly Session[], _modules: unknown, since: number | null = null, accuracies: HandAccuracy[] = []) =>
  statsOf(
    sessions.map((s) => digest(s, MODULES[s.game])),
    GAMES,
    since,
    accuracies
  );
const DAY = 86_400_000;
const T0 = 1_750_000_000_000;

/** An accuracy kept for a seat in hand `hand` of session `s`, as the summary keeps it. */
const accuracyRow = (s: StoredTableSession, hand: number, seat: number, accuracy: number): HandAccuracy => ({
  sessionId: s.id,
  handId: s.hands![hand].handId,
  seat,
  game: s.game,
  hand,
  accuracy,
  at: s.hands![hand].at!
});

/** A few Droggn sessions against bots, one passed between two people, one Troccas score sheet. */
function history() {
  const played = playedSessions(
    droggn,
    [
      { id: 'a', names: ['Me', 'Bot 1', 'Bot 2'], level: 'easy', hands: 4, at: T0, hints: { 1: 2 } },
      { id: 'b', names: ['Bot 1', 'Me', 'Bot 2'], people: [1], level: 'strong', hands: 3, at: T0 + 10 * DAY },
      { id: 'c', names: ['Ada', 'Ben', 'Bot'], people: [0, 1], hands: 2, at: T0 + 20 * DAY }
    ],
    7
  );
  const sheet: ScoreSession = {
    id: 'sheet',
    kind: 'score',
    game: 'troccas',
    players: [{ name: 'Ada' }, { name: '=1+2' }, { name: 'Cla' }, { name: 'Dumeni' }],
    settings: {},
    firstDealer: 1,
    entries: [
      { id: 'x1', createdAt: T0 + 21 * DAY, entry: { v: 1, op: 'hand', values: { thrownIn: false, dealerSidePoints: 40 } } },
      { id: 'x2', createdAt: T0 + 21 * DAY + 1, entry: { v: 1, op: 'hand', values: { thrownIn: false, dealerSidePoints: 20 } } }
    ],
    handIds: [],
    createdAt: T0 + 21 * DAY,
    updatedAt: T0 + 21 * DAY
  };
  return { ...played, sheet };
}

describe('statistics over stored hands (issue 29)', () => {
  it('your figures are what the hand records score', () => {
    const { sessions, hands, sheet } = history();
    const [g] = statistics([...sessions, sheet], MODULES).filter((x) => x.game === 'droggn');
    // From the records alone: replay, facts, score, declaration.
    const mine = sessions.slice(0, 2).flatMap((s) => {
      const me = s.players.findIndex((p) => !p.bot);
      return hands
        .filter((h) => h.sessionId === s.id)
        .map((h) => {
          const facts = droggn.game.facts(replay(droggn.game, h.record).state);
          const score = droggn.game.score(facts, h.record.context.settings);
          return { me, result: score.deltas[me], decl: droggn.game.declaration(facts), level: s.players.find((p) => p.bot)!.level };
        });
    });
    const y = g.you!;
    expect(y.hands).toBe(7);
    expect(y.total).toBe(mine.reduce((a, m) => a + m.result, 0));
    expect(y.roles.declarer).toBe(mine.filter((m) => m.decl?.declarers[0] === m.me).length);
    expect(y.roles.declarer + y.roles.partner + y.roles.defender + y.roles.none).toBe(7);
    expect(y.best.result).toBe(Math.max(...mine.map((m) => m.result)));
    expect(y.worst.result).toBe(Math.min(...mine.map((m) => m.result)));
    expect(y.hints).toBe(2);
    expect(y.handsWithHints).toBe(1);
    const bid = mine.filter((m) => m.decl?.declarers[0] === m.me);
    expect(y.contracts.reduce((a, c) => a + c.bid, 0)).toBe(bid.length);
    expect(y.contracts.reduce((a, c) => a + c.made, 0)).toBe(bid.filter((m) => m.result > 0).length);
    expect(y.levels.map((l) => [l.level, l.hands, l.total])).toEqual([
      ['easy', 4, mine.slice(0, 4).reduce((a, m) => a + m.result, 0)],
      ['strong', 3, mine.slice(4).reduce((a, m) => a + m.result, 0)]
    ]);
    expect(y.trend.map((p) => p.average)).toEqual(mine.map((m) => m.result));
    // The pass-and-play session counts per name.
    expect(g.names.map((n) => n.name).sort()).toEqual(['Ada', 'Ben']);
    expect(g.names.find((n) => n.name === 'Ada')!.hands).toBe(2);
  });

  it('a score sheet counts per player name; the period leaves older hands out', () => {
    const { sessions, sheet } = history();
    const all = statistics([...sessions, sheet], MODULES);
    const troccas = all.find((g) => g.game === 'troccas')!;
    expect(troccas.you).toBeNull();
    expect(troccas.names.every((n) => n.hands === 2 && n.sessions === 1)).toBe(true);
    expect(troccas.names.reduce((a, n) => a + n.total, 0)).toBe(0);
    const recent = statistics([...sessions, sheet], MODULES, T0 + 5 * DAY);
    expect(recent.find((g) => g.game === 'droggn')!.you!.hands).toBe(3);
    expect(statistics([...sessions, sheet], MODULES, T0 + 30 * DAY)).toEqual([]);
  });

  it('the trend reads oldest first whatever order the sessions come in', () => {
    const { sessions } = history();
    const forward = statistics(sessions, MODULES)[0].you!;
    const backward = statistics([...sessions].reverse(), MODULES)[0].you!;
    expect(backward.trend).toEqual(forward.trend);
    expect(backward.best).toEqual(forward.best);
  });

  it('your accuracy (issue 30 item 3): mean and trend over your hands that have one, oldest first; nobody else’s counted', () => {
    const { sessions, sheet } = history();
    const [a, b, c] = sessions as StoredTableSession[];
    const row = accuracyRow;
    // Your seat is 0 in session a and 1 in b; c is passed between two people (by name, no "you").
    const rows = [row(b, 2, 1, 90), row(a, 0, 0, 60), row(a, 3, 0, 70), row(b, 0, 1, 80), row(b, 1, 0, 5), row(c, 0, 0, 40)];
    const y = statistics([...sessions, sheet], MODULES, null, rows).find((g) => g.game === 'droggn')!.you!;
    expect(y.accuracy).toEqual({ hands: 4, mean: 75, trend: [60, 70, 80, 90].map((v, i) => ({ from: i + 1, to: i + 1, average: v })) });
    // The hands are the same whether or not they have one; best and worst carry theirs where kept.
    expect(y.hands).toBe(7);
    // The period leaves the older ones out; without a kept accuracy, none.
    expect(statistics([...sessions, sheet], MODULES, T0 + 5 * DAY, rows).find((g) => g.game === 'droggn')!.you!.accuracy).toMatchObject({ hands: 2, mean: 85 });
    expect(statistics([...sessions, sheet], MODULES).find((g) => g.game === 'droggn')!.you!.accuracy).toBeNull();
    const csv = statsCsv(statistics([...sessions, sheet], MODULES, null, rows));
    expect(csv).toContain('droggn,3,you,hands with an accuracy,4');
    expect(csv).toContain('droggn,3,you,accuracy (mean),75');
    expect(csv).toContain('droggn,3,you,accuracy hands 1-1,60');
  });

  it('in a game passed around the table, each name its own mean accuracy over its hands judged; a name without one shows none', () => {
    const { sessions, sheet } = history();
    const c = sessions[2] as StoredTableSession;
    const row = (hand: number, seat: number, accuracy: number) => accuracyRow(c, hand, seat, accuracy);
    // Ada (seat 0) judged in both hands, Ben (seat 1) in none; the bot's seat is nobody's.
    const rows = [row(0, 0, 40), row(1, 0, 81), row(1, 2, 99)];
    const g = statistics([...sessions, sheet], MODULES, null, rows).find((x) => x.game === 'droggn')!;
    expect(g.names.map((n) => [n.name, n.judged, n.accuracy])).toEqual(
      expect.arrayContaining([
        ['Ada', 2, 60.5],
        ['Ben', 0, null]
      ])
    );
    // "You" (the sessions with one person) keep theirs apart.
    expect(g.you!.accuracy).toBeNull();
    const csv = statsCsv(statistics([...sessions, sheet], MODULES, null, rows));
    expect(csv).toContain('droggn,3,Ada,accuracy (mean),60.5');
    expect(csv).toContain('droggn,3,Ada,hands with an accuracy,2');
    expect(csv).not.toContain('Ben,accuracy');
  });

  it('the trend has at most TREND_POINTS runs, covering every hand once', () => {
    const results = Array.from({ length: 50 }, (_, i) => i);
    const t = trendOf(results);
    expect(t.length).toBeLessThanOrEqual(TREND_POINTS);
    expect(t[0].from).toBe(1);
    expect(t.at(-1)!.to).toBe(50);
    expect(t.reduce((a, p) => a + p.average * (p.to - p.from + 1), 0)).toBe(results.reduce((a, b) => a + b, 0));
  });

  it('the CSV neutralises a name that reads as a formula', () => {
    const { sessions, sheet } = history();
    const csv = statsCsv(statistics([...sessions, sheet], MODULES));
    expect(csv).toContain("troccas,4,'=1+2,hands,2");
    expect(csv).not.toMatch(/(^|,)=1\+2/m);
  });

  it('importing an export file brings the statistics with it', async () => {
    const { sessions, hands, sheet } = history();
    const { store } = testStore();
    const result = await store.importData(JSON.stringify(exportFile([...sessions, sheet], hands)));
    expect(result).toMatchObject({ ok: true });
    const stored: Session[] = await store.listSessions();
    expect(statistics(stored, MODULES)).toEqual(statistics([...sessions, sheet] as (StoredTableSession | ScoreSession)[], MODULES));
  });

  it('the index renews only the sessions that changed, and drops those that are gone', async () => {
    const { sessions, hands, sheet } = history();
    const { store } = testStore();
    await store.importData(exportFile([...sessions, sheet], hands));
    let text: string | null = null;
    const cache: IndexCache = { read: () => text, write: (t) => void (text = t) };
    const read: string[] = [];
    const source = {
      sessionsMark: () => store.sessionsMark(),
      sessionStamps: () => store.sessionStamps(),
      getSession: (id: string) => (read.push(id), store.getSession(id)),
      listSessions: () => store.listSessions(),
      accuracies: () => store.accuracies(),
      accuracyCount: () => store.accuracyCount()
    };
    const load = async (game: string) => MODULES[game];
    const first = await loadDigests(source, load, cache);
    expect(read.sort()).toEqual(['a', 'b', 'c', 'sheet']);
    const expected = statsOf(first, GAMES);
    expect(expected).toEqual(statistics(await store.listSessions(), MODULES));
    // Nothing changed: nothing is read again, the same figures.
    read.length = 0;
    expect(statsOf(await loadDigests(source, load, cache), GAMES)).toEqual(expected);
    expect(read).toEqual([]);
    // One session changes, one is deleted: only the changed one is read.
    await store.updateSession('b', (s) => ({ ...s, players: s.players.map((p) => (p.bot ? { ...p, level: 'normal' as const } : p)) }));
    await store.deleteSession('c');
    const again = await loadDigests(source, load, cache);
    expect(read).toEqual(['b']);
    expect(again.map((d) => d.id).sort()).toEqual(['a', 'b', 'sheet']);
    expect(statsOf(again, GAMES)).toEqual(statistics(await store.listSessions(), MODULES));
  });

  it('the figures of all time come back as kept when no session changed, and are made again when one did', async () => {
    const { sessions, hands, sheet } = history();
    const { store } = testStore();
    await store.importData(exportFile([...sessions, sheet], hands));
    const memory = (): IndexCache & { reads: number } => {
      let text: string | null = null;
      const c = { reads: 0, read: () => (c.reads++, text), write: (t: string) => void (text = t) };
      return c;
    };
    const caches = { index: memory(), figures: memory() };
    let stamps = 0;
    const source = {
      sessionsMark: () => store.sessionsMark(),
      sessionStamps: () => (stamps++, store.sessionStamps()),
      getSession: (id: string) => store.getSession(id),
      listSessions: () => store.listSessions(),
      accuracies: () => store.accuracies(),
      accuracyCount: () => store.accuracyCount()
    };
    const load = async (game: string) => MODULES[game];
    const first = await loadFigures(source, load, GAMES, caches);
    expect(first).toEqual(statistics(await store.listSessions(), MODULES));
    // Nothing changed: the kept figures, without the index or a session stamp read.
    const [indexReads, stampReads] = [caches.index.reads, stamps];
    expect(await loadFigures(source, load, GAMES, caches)).toEqual(first);
    expect([caches.index.reads, stamps]).toEqual([indexReads, stampReads]);
    // An accuracy is kept (its session unchanged): made again, with it.
    const a = sessions[0] as StoredTableSession;
    await store.keepAccuracy('a', a.hands![1].handId, 0, 77);
    const kept = await loadFigures(source, load, GAMES, caches);
    expect(kept).toEqual(statistics(await store.listSessions(), MODULES, null, await store.accuracies()));
    expect(kept.find((g) => g.game === 'droggn')!.you!.accuracy).toMatchObject({ hands: 1, mean: 77 });
    // A session changes: made again, and they are the new session's figures.
    await store.deleteSession('c');
    const again = await loadFigures(source, load, GAMES, caches);
    expect(again).toEqual(statistics(await store.listSessions(), MODULES, null, await store.accuracies()));
    expect(again).not.toEqual(kept);
    // Figures kept for another list of games are not taken.
    expect(await loadFigures(source, load, GAMES.slice(1), caches)).toEqual(
      statsOf(await loadDigests(source, load, caches.index), GAMES.slice(1), null, await store.accuracies())
    );
  });
});
