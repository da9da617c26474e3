import type { Declaration, HandScore, Seat } from '../engine/game';
import type { GameModule } from '../engine/module';
import { foldLedger } from '../scorekeeper/ledger';
import type { HandAccuracy, StoredTableSession, ScoreSession, Session } from '../storage/types';

/**
 * Statistics over every stored hand (issue 29), per game and player count. Derived from the session
 * rows alone: a played session already keeps each finished hand's facts and score
 * (`StoredTableSession.hands`, what the session rules fold over), so no hand record is read or replayed; a
 * score sheet's hands are its ledger folded (`foldLedger`), as the sheet shows. Each session is
 * first cut down to its digest (a few numbers per hand), which the page keeps as its small index
 * (`index.ts`) and renews only for the sessions that changed.
 *
 * Whose figures: in a session with exactly one person (the others bots) that person is "you". A
 * session passed between several people, and every score sheet, counts per player name.
 */

/** A finished hand of yours, to link to its replay. */
export interface HandRef {
  sessionId: string;
  handId: string;
  /** Your result in the game's unit. */
  result: number;
  /** When it finished (ms since 1970). */
  at: number;
  /** The accuracy of your cards in it (issue 30 item 3), where its analysis was done and kept. */
  accuracy?: number;
}

/** Consecutive hands of yours (1-based, oldest first) and their average result. */
export interface TrendPoint {
  from: number;
  to: number;
  average: number;
}

interface ContractFigures {
  contract: string;
  /** Hands you declared in this contract, and of those the ones your side came out ahead. */
  bid: number;
  made: number;
}

/** Your hands against one bot level ('mixed' when the bots of a session played at different levels). */
interface LevelFigures {
  level: string;
  hands: number;
  total: number;
  declared: number;
  made: number;
}

/**
 * The accuracy of your cards (issue 30 item 3) over your hands that have one: a hand's is kept when
 * its analysis is done on this device (the summary, its replay), so hands never analysed are not
 * counted, and `hands` says how many are.
 */
interface AccuracyFigures {
  hands: number;
  mean: number;
  /** Runs of those hands, oldest first, each with its mean accuracy. */
  trend: TrendPoint[];
}

interface YourFigures {
  hands: number;
  /** As declarer, as the declarer's partner, as a defender, and in hands nobody declared (thrown in, a misère, Troccas). */
  roles: { declarer: number; partner: number; defender: number; none: number };
  contracts: ContractFigures[];
  total: number;
  trend: TrendPoint[];
  best: HandRef;
  worst: HandRef;
  hints: number;
  handsWithHints: number;
  levels: LevelFigures[];
  /** Null when none of your hands has an accuracy kept. */
  accuracy: AccuracyFigures | null;
}

interface NameFigures {
  name: string;
  sessions: number;
  hands: number;
  total: number;
  /** Hands with a result above zero. */
  won: number;
  declarer: number;
  /** Hands of this name's with an accuracy kept (a game passed around the table, issue 30 item 3), and their mean accuracy (null: none). */
  judged: number;
  accuracy: number | null;
}

export interface GroupStats {
  game: string;
  players: number;
  unit: HandScore['unit'];
  /** Whether the game has a declarer (Troccas has none: no declarer column). */
  declarers: boolean;
  you: YourFigures | null;
  names: NameFigures[];
}

/** How many points the trend has at most (each the average of a run of hands). */
export const TREND_POINTS = 12;

/** A session's bots' level: one level, 'mixed', or null when no bot sat at the table. */
function levelFaced(s: StoredTableSession): string | null {
  const levels = new Set(s.players.filter((p) => p.bot).map((p) => p.level ?? 'normal'));
  return levels.size === 0 ? null : levels.size === 1 ? [...levels][0] : 'mixed';
}

/** One hand as the statistics see it: when, every seat's result, who declared what, hints taken. */
interface HandDigest {
  /** The hand's id (a played hand's, for its replay link; a score sheet line's first entry). */
  id: string;
  at: number;
  deltas: number[];
  declaration: Declaration | null;
  hints: number;
}

/** What the statistics keep of a session. */
export interface SessionDigest {
  id: string;
  kind: Session['kind'];
  /** The session's updatedAt when the digest was made: a newer one makes a new digest. */
  updatedAt: number;
  game: string;
  unit: HandScore['unit'];
  /** Whether the game has declarers (`GameMeta.declarers`). */
  declares: boolean;
  names: string[];
  /** The seats of persons (every seat of a score sheet). */
  people: Seat[];
  /** The bots' level (levelFaced); null without bots. */
  level: string | null;
  hands: HandDigest[];
}

/** A session's digest, with its game's rules (declarations, the ledger's fold). */
export function digest(s: Session, mod: GameModule): SessionDigest {
  const base = {
    id: s.id,
    kind: s.kind,
    updatedAt: s.updatedAt,
    game: s.game,
    unit: mod.meta.unit,
    declares: mod.meta.declarers,
    names: s.players.map((p) => p.name)
  };
  if (s.kind === 'score') {
    const hands: HandDigest[] = [];
    scoreSheetHands(s, mod, (id, at, deltas, declarer) =>
      hands.push({ id, at, deltas, declaration: declarer === null ? null : { contract: '', declarers: [declarer] }, hints: 0 })
    );
    return { ...base, people: s.players.map((_, seat) => seat), level: null, hands };
  }
  return {
    ...base,
    people: s.players.flatMap((p, seat) => (p.bot ? [] : [seat])),
    level: levelFaced(s),
    hands: (s.hands ?? []).map((h) => ({
      id: h.handId,
      at: h.at ?? s.updatedAt,
      deltas: h.score.deltas,
      declaration: mod.game.declaration(h.facts),
      hints: h.hints ?? 0
    }))
  };
}

const groupKey = (game: string, players: number) => `${game}/${players}`;
const accuracyKey = (sessionId: string, handId: string, seat: Seat) => JSON.stringify([sessionId, handId, seat]);

interface YouAcc {
  refs: HandRef[];
  roles: YourFigures['roles'];
  contracts: Map<string, ContractFigures>;
  hints: number;
  handsWithHints: number;
  levels: Map<string, LevelFigures>;
}

/**
 * The figures of every game and player count with a hand in the period (`since`: hands finished
 * at or after it; null: all), in the order of `games` (game ids), then by player count. `accuracies`:
 * the accuracies kept (`Store.accuracies`); yours are those of your seat in your hands.
 */
export function statistics(
  digests: readonly SessionDigest[],
  games: readonly string[],
  since: number | null = null,
  accuracies: readonly HandAccuracy[] = []
): GroupStats[] {
  const accuracyOf = new Map(accuracies.map((a) => [accuracyKey(a.sessionId, a.handId, a.seat), a.accuracy]));
  const you = new Map<string, YouAcc>();
  const names = new Map<string, Map<string, NameFigures & { seen: Set<string>; accuracySum: number }>>();
  const groups = new Map<string, { game: string; players: number; unit: HandScore['unit']; declarers: boolean }>();
  const inPeriod = (at: number) => since === null || at >= since;

  const nameRow = (key: string, name: string, sessionId: string) => {
    let byName = names.get(key);
    if (!byName) names.set(key, (byName = new Map()));
    let row = byName.get(name);
    if (!row)
      byName.set(name, (row = { name, sessions: 0, hands: 0, total: 0, won: 0, declarer: 0, judged: 0, accuracy: null, seen: new Set(), accuracySum: 0 }));
    if (!row.seen.has(sessionId)) {
      row.seen.add(sessionId);
      row.sessions++;
    }
    return row;
  };

  for (const d of digests) {
    const key = groupKey(d.game, d.names.length);
    for (const h of d.hands) {
      if (!inPeriod(h.at)) continue;
      if (!groups.has(key)) groups.set(key, { game: d.game, players: d.names.length, unit: d.unit, declarers: d.declares });
      const decl = h.declaration;
      // A score sheet, or a table passed between several people: each person by name.
      if (d.kind === 'score' || d.people.length !== 1) {
        for (const seat of d.people) {
          const row = nameRow(key, d.names[seat], d.id);
          const result = h.deltas[seat] ?? 0;
          row.hands++;
          row.total += result;
          if (result > 0) row.won++;
          if (decl?.declarers[0] === seat) row.declarer++;
          // Each person's cards judged in a game passed around the table (a score sheet has none).
          const accuracy = accuracyOf.get(accuracyKey(d.id, h.id, seat));
          if (accuracy !== undefined) {
            row.judged++;
            row.accuracySum += accuracy;
          }
        }
        continue;
      }
      const me: Seat = d.people[0];
      let acc = you.get(key);
      if (!acc) {
        acc = { refs: [], roles: { declarer: 0, partner: 0, defender: 0, none: 0 }, contracts: new Map(), hints: 0, handsWithHints: 0, levels: new Map() };
        you.set(key, acc);
      }
      const result = h.deltas[me] ?? 0;
      const ref: HandRef = { sessionId: d.id, handId: h.id, result, at: h.at };
      const accuracy = accuracyOf.get(accuracyKey(d.id, h.id, me));
      if (accuracy !== undefined) ref.accuracy = accuracy;
      acc.refs.push(ref);
      const declared = decl !== null && decl.declarers[0] === me;
      const made = declared && result > 0;
      if (!decl) acc.roles.none++;
      else if (declared) acc.roles.declarer++;
      else if (decl.declarers.includes(me)) acc.roles.partner++;
      else acc.roles.defender++;
      if (declared) {
        let c = acc.contracts.get(decl.contract);
        if (!c) acc.contracts.set(decl.contract, (c = { contract: decl.contract, bid: 0, made: 0 }));
        c.bid++;
        if (made) c.made++;
      }
      if (h.hints) {
        acc.hints += h.hints;
        acc.handsWithHints++;
      }
      if (d.level) {
        let l = acc.levels.get(d.level);
        if (!l) acc.levels.set(d.level, (l = { level: d.level, hands: 0, total: 0, declared: 0, made: 0 }));
        l.hands++;
        l.total += result;
        if (declared) l.declared++;
        if (made) l.made++;
      }
    }
  }

  return [...groups.entries()]
    .map(([key, g]) => {
      const acc = you.get(key);
      const byName = names.get(key);
      return {
        ...g,
        you: acc ? yourFigures(acc) : null,
        names: byName
          ? [...byName.values()]
              .map(({ seen: _, accuracySum, ...row }) => ({ ...row, accuracy: row.judged ? accuracySum / row.judged : null }))
              .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name))
          : []
      };
    })
    .sort((a, b) => games.indexOf(a.game) - games.indexOf(b.game) || a.players - b.players);
}

function yourFigures(acc: YouAcc): YourFigures {
  // Oldest first, so the trend reads left to right (a stable sort: equal times keep their stored
  // order). The digests mostly come in that order already (by the sessions' last change): then no sort.
  const inOrder = acc.refs.every((r, i) => i === 0 || acc.refs[i - 1].at <= r.at);
  const refs = inOrder ? acc.refs : [...acc.refs].sort((a, b) => a.at - b.at);
  let best = refs[0];
  let worst = refs[0];
  let total = 0;
  for (const r of refs) {
    total += r.result;
    if (r.result > best.result) best = r;
    if (r.result < worst.result) worst = r;
  }
  return {
    hands: refs.length,
    roles: acc.roles,
    contracts: [...acc.contracts.values()].sort((a, b) => b.bid - a.bid || a.contract.localeCompare(b.contract)),
    total,
    trend: trendOf(refs.map((r) => r.result)),
    best,
    worst,
    hints: acc.hints,
    handsWithHints: acc.handsWithHints,
    levels: [...acc.levels.values()].sort((a, b) => LEVEL_ORDER.indexOf(a.level) - LEVEL_ORDER.indexOf(b.level)),
    accuracy: accuracyFigures(refs.flatMap((r) => (r.accuracy === undefined ? [] : [r.accuracy])))
  };
}

/** Your accuracies, oldest first: their mean and trend, or null without one. */
function accuracyFigures(inOrder: readonly number[]): AccuracyFigures | null {
  if (!inOrder.length) return null;
  return { hands: inOrder.length, mean: inOrder.reduce((x, y) => x + y, 0) / inOrder.length, trend: trendOf(inOrder) };
}

const LEVEL_ORDER = ['easy', 'normal', 'strong', 'mixed'];

/** Results in order, cut into at most TREND_POINTS runs of equal length (the last may be shorter). */
export function trendOf(results: readonly number[]): TrendPoint[] {
  const size = Math.max(1, Math.ceil(results.length / TREND_POINTS));
  const out: TrendPoint[] = [];
  for (let from = 0; from < results.length; from += size) {
    const run = results.slice(from, from + size);
    out.push({ from: from + 1, to: from + run.length, average: run.reduce((x, y) => x + y, 0) / run.length });
  }
  return out;
}

/** Each hand of a score sheet that scored: when it was entered, the seats' results and its declarer. */
function scoreSheetHands(s: ScoreSession, mod: GameModule, each: (id: string, at: number, deltas: number[], declarer: Seat | null) => void): void {
  const sheet = foldLedger(mod, { game: s.game, players: s.players.length, settings: s.settings, firstDealer: s.firstDealer }, s.entries);
  for (const line of sheet.lines) if (line.score && !line.error) each(line.rootId, line.history[0].createdAt, line.score.deltas, line.declarer);
}

/** Percent, whole, of part in all; '–' for nothing. */
export const percent = (part: number, all: number): string => (all ? `${Math.round((100 * part) / all)}%` : '–');
