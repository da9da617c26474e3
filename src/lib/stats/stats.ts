import type { GameModule, HandScore, Seat } from '../engine/game';
import { foldLedger } from '../scorekeeper/ledger';
import type { PlaySession, ScoreSession, Session } from '../storage/types';

/**
 * Statistics over every stored hand (issue 29), per game and player count. Derived, never stored:
 * a played session already keeps each finished hand's facts and score (`PlaySession.hands`, what
 * the session rules fold over), so the figures come from the session rows alone; no hand record is
 * read or replayed. A score sheet's hands are its ledger folded (`foldLedger`), as the sheet shows.
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
}

/** Consecutive hands of yours (1-based, oldest first) and their average result. */
export interface TrendPoint {
  from: number;
  to: number;
  average: number;
}

export interface ContractFigures {
  contract: string;
  /** Hands you declared in this contract, and of those the ones your side came out ahead. */
  bid: number;
  made: number;
}

/** Your hands against one bot level ('mixed' when the bots of a session played at different levels). */
export interface LevelFigures {
  level: string;
  hands: number;
  total: number;
  declared: number;
  made: number;
}

export interface YourFigures {
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
}

export interface NameFigures {
  name: string;
  sessions: number;
  hands: number;
  total: number;
  /** Hands with a result above zero. */
  won: number;
  declarer: number;
}

export interface GroupStats {
  game: string;
  players: number;
  unit: HandScore['unit'];
  you: YourFigures | null;
  names: NameFigures[];
}

/** How many points the trend has at most (each the average of a run of hands). */
export const TREND_POINTS = 12;

/** The games' rules the figures need (declarations, ledgers), by game id. */
export type Modules = Readonly<Record<string, GameModule | undefined>>;

/** A session's bots' level: one level, 'mixed', or null when no bot sat at the table. */
export function levelFaced(s: PlaySession): string | null {
  const levels = new Set(s.players.filter((p) => p.bot).map((p) => p.level ?? 'normal'));
  return levels.size === 0 ? null : levels.size === 1 ? [...levels][0] : 'mixed';
}

const groupKey = (game: string, players: number) => `${game}/${players}`;

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
 * at or after it; null: all). Groups in the order of `modules`' games, then by player count.
 */
export function statistics(sessions: readonly Session[], modules: Modules, since: number | null = null): GroupStats[] {
  const you = new Map<string, YouAcc>();
  const names = new Map<string, Map<string, NameFigures & { seen: Set<string> }>>();
  const inPeriod = (at: number) => since === null || at >= since;

  const nameRow = (key: string, name: string, sessionId: string) => {
    let byName = names.get(key);
    if (!byName) names.set(key, (byName = new Map()));
    let row = byName.get(name);
    if (!row) byName.set(name, (row = { name, sessions: 0, hands: 0, total: 0, won: 0, declarer: 0, seen: new Set() }));
    if (!row.seen.has(sessionId)) {
      row.seen.add(sessionId);
      row.sessions++;
    }
    return row;
  };

  for (const s of sessions) {
    const mod = modules[s.game];
    if (!mod) continue;
    const key = groupKey(s.game, s.players.length);
    if (s.kind === 'score') {
      scoreSheetHands(s, mod, (at, deltas, declarer) => {
        if (!inPeriod(at)) return;
        s.players.forEach((p, seat) => {
          const row = nameRow(key, p.name, s.id);
          row.hands++;
          row.total += deltas[seat] ?? 0;
          if ((deltas[seat] ?? 0) > 0) row.won++;
          if (declarer === seat) row.declarer++;
        });
      });
      continue;
    }
    const people = s.players.flatMap((p, seat) => (p.bot ? [] : [seat]));
    const level = levelFaced(s);
    for (const h of s.hands ?? []) {
      const at = h.at ?? s.updatedAt;
      if (!inPeriod(at)) continue;
      const decl = mod.game.declaration?.(h.facts) ?? null;
      if (people.length !== 1) {
        for (const seat of people) {
          const row = nameRow(key, s.players[seat].name, s.id);
          row.hands++;
          row.total += h.score.deltas[seat] ?? 0;
          if ((h.score.deltas[seat] ?? 0) > 0) row.won++;
          if (decl?.declarers[0] === seat) row.declarer++;
        }
        continue;
      }
      const me: Seat = people[0];
      let acc = you.get(key);
      if (!acc) {
        acc = { refs: [], roles: { declarer: 0, partner: 0, defender: 0, none: 0 }, contracts: new Map(), hints: 0, handsWithHints: 0, levels: new Map() };
        you.set(key, acc);
      }
      const result = h.score.deltas[me] ?? 0;
      acc.refs.push({ sessionId: s.id, handId: h.handId, result, at });
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
      if (level) {
        let l = acc.levels.get(level);
        if (!l) acc.levels.set(level, (l = { level, hands: 0, total: 0, declared: 0, made: 0 }));
        l.hands++;
        l.total += result;
        if (declared) l.declared++;
        if (made) l.made++;
      }
    }
  }

  const keys = new Set([...you.keys(), ...names.keys()]);
  const order = Object.keys(modules);
  return [...keys]
    .map((key) => {
      const [game, n] = key.split('/');
      const acc = you.get(key);
      const byName = names.get(key);
      return {
        game,
        players: Number(n),
        unit: modules[game]!.meta.unit,
        you: acc ? yourFigures(acc) : null,
        names: byName ? [...byName.values()].map(({ seen: _, ...row }) => row).sort((a, b) => b.total - a.total || a.name.localeCompare(b.name)) : []
      };
    })
    .sort((a, b) => order.indexOf(a.game) - order.indexOf(b.game) || a.players - b.players);
}

function yourFigures(acc: YouAcc): YourFigures {
  // Oldest first, so the trend reads left to right; equal times keep their stored order.
  const refs = acc.refs.map((r, i) => ({ r, i })).sort((a, b) => a.r.at - b.r.at || a.i - b.i).map((x) => x.r);
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
    levels: [...acc.levels.values()].sort((a, b) => LEVEL_ORDER.indexOf(a.level) - LEVEL_ORDER.indexOf(b.level))
  };
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
function scoreSheetHands(s: ScoreSession, mod: GameModule, each: (at: number, deltas: number[], declarer: Seat | null) => void): void {
  const sheet = foldLedger(mod, { game: s.game, players: s.players.length, settings: s.settings, firstDealer: s.firstDealer }, s.entries);
  for (const line of sheet.lines) if (line.score && !line.error) each(line.history[0].createdAt, line.score.deltas, line.declarer);
}

/** Percent, whole, of part in all; '–' for nothing. */
export const percent = (part: number, all: number): string => (all ? `${Math.round((100 * part) / all)}%` : '–');
