import type { GameModule } from '../engine/module';
import type { HandAccuracy, Session } from '../storage/types';
import { digest, statistics, type GroupStats, type SessionDigest } from './stats';

/**
 * The statistics' small index: each session's digest (a few numbers per hand), kept on the device
 * between visits so that opening the page reads only the sessions that changed. Every write to a
 * session sets its updatedAt to the time of the write, so when the number of sessions and the
 * latest updatedAt (`sessionsMark`, two lookups) are what the index was made at, nothing changed.
 * Otherwise the store's session stamps (id and updatedAt, read from an index without reading a
 * session) tell which: a digest whose stamp differs is made again from the stored session, and a
 * digest of a session that is gone is dropped. The index is derived data: losing it
 * (a full quota, cleared site data, `forgetStatsIndex` after an import) costs one slower visit.
 */
const INDEX_KEY = 'trull.stats-index';
const INDEX_VERSION = 1;
/**
 * The figures of all time as last shown, beside the index under the same mark and the number of
 * accuracies kept (issue 30 item 3: an accuracy is kept without its session changing): a visit
 * with nothing changed shows them without reading or adding up a single digest (10,000 hands'
 * digests are about a megabyte to parse and add up; the figures a few kilobytes). Bumped whenever
 * `statistics` changes what it returns (2: your accuracy).
 */
const FIGURES_KEY = 'trull.stats-figures';
const FIGURES_VERSION = 2;

export interface StatsSource {
  sessionsMark(): Promise<{ count: number; latest: number }>;
  sessionStamps(): Promise<[string, number][]>;
  getSession(id: string): Promise<Session | undefined>;
  listSessions(): Promise<Session[]>;
  /** The accuracies kept, and how many: rows are only added, or deleted with their session. */
  accuracies(): Promise<HandAccuracy[]>;
  accuracyCount(): Promise<number>;
}

/** Where the index lives between visits (localStorage on the page; a plain object in tests). */
export interface IndexCache {
  read(): string | null;
  write(text: string): void;
}

const localCache = (key: string): IndexCache => ({
  read: () => (typeof localStorage === 'undefined' ? null : localStorage.getItem(key)),
  write: (text) => {
    try {
      localStorage.setItem(key, text);
    } catch {
      // Over the quota: the next visit reads every session again; nothing else is lost.
      localStorage.removeItem(key);
    }
  }
});

/** Drop the index and the figures (an import may merge hands into a session without a newer stamp). */
export function forgetStatsIndex(): void {
  if (typeof localStorage === 'undefined') return;
  localStorage.removeItem(INDEX_KEY);
  localStorage.removeItem(FIGURES_KEY);
}

interface StoredIndex {
  v: typeof INDEX_VERSION;
  mark: { count: number; latest: number };
  digests: SessionDigest[];
}

function readIndex(cache: IndexCache): StoredIndex | null {
  try {
    const data = JSON.parse(cache.read() ?? 'null') as Partial<StoredIndex> | null;
    if (data?.v === INDEX_VERSION && Array.isArray(data.digests) && data.mark) return data as StoredIndex;
  } catch {
    // A damaged index is made again.
  }
  return null;
}

/** Every session's digest, renewing only those that changed since the last visit. */
export async function loadDigests(
  source: StatsSource,
  load: (game: string) => Promise<GameModule | undefined>,
  cache: IndexCache = localCache(INDEX_KEY),
  known?: { count: number; latest: number }
): Promise<SessionDigest[]> {
  const mark = known ?? (await source.sessionsMark());
  const stored = readIndex(cache);
  if (stored && stored.mark.count === mark.count && stored.mark.latest === mark.latest) return stored.digests;
  const stamps = await source.sessionStamps();
  const old = new Map((stored?.digests ?? []).map((d) => [d.id, d]));
  const stale = stamps.filter(([id, at]) => old.get(id)?.updatedAt !== at).map(([id]) => id);
  // A few changed sessions are read one by one; many (a first visit) in one go.
  const wanted = new Set(stale);
  const fresh =
    stale.length > 20
      ? (await source.listSessions()).filter((s) => wanted.has(s.id))
      : (await Promise.all(stale.map((id) => source.getSession(id)))).filter((s): s is Session => !!s);
  const modules = new Map<string, GameModule | undefined>();
  for (const game of new Set(fresh.map((s) => s.game))) modules.set(game, await load(game));
  for (const s of fresh) {
    const mod = modules.get(s.game);
    if (mod) old.set(s.id, digest(s, mod));
  }
  const digests = stamps.flatMap(([id]) => old.get(id) ?? []);
  cache.write(JSON.stringify({ v: INDEX_VERSION, mark, digests } satisfies StoredIndex));
  return digests;
}

interface StoredFigures {
  v: typeof FIGURES_VERSION;
  mark: { count: number; latest: number };
  accuracies: number;
  games: string[];
  figures: GroupStats[];
}

/**
 * The figures of all time (`statistics(digests, games)`): from the figures kept at the last visit
 * when no session changed since (two lookups and a few kilobytes), else from the index
 * (`loadDigests`), then kept for the next visit.
 */
export async function loadFigures(
  source: StatsSource,
  load: (game: string) => Promise<GameModule | undefined>,
  games: readonly string[],
  caches: { index: IndexCache; figures: IndexCache } = { index: localCache(INDEX_KEY), figures: localCache(FIGURES_KEY) }
): Promise<GroupStats[]> {
  const [mark, accuracies] = await Promise.all([source.sessionsMark(), source.accuracyCount()]);
  try {
    const kept = JSON.parse(caches.figures.read() ?? 'null') as Partial<StoredFigures> | null;
    if (
      kept?.v === FIGURES_VERSION &&
      kept.mark?.count === mark.count &&
      kept.mark.latest === mark.latest &&
      kept.accuracies === accuracies &&
      kept.games?.join() === games.join() &&
      Array.isArray(kept.figures)
    )
      return kept.figures;
  } catch {
    // Damaged: made again below.
  }
  const figures = statistics(await loadDigests(source, load, caches.index, mark), games, null, await source.accuracies());
  caches.figures.write(JSON.stringify({ v: FIGURES_VERSION, mark, accuracies, games: [...games], figures } satisfies StoredFigures));
  return figures;
}
