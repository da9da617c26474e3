import type { GameModule } from '../engine/module';
import type { HandContext, Settings, Text } from '../engine/game';
import { replay, type HandRecord } from '../engine/record';
import { recordCode } from '../engine/claim-action';
import { fillSeats } from '../engine/seats';
import { checkSettings } from '../engine/settings-check';
import { foldLedger } from '../scorekeeper/ledger';
import type { ExportFile } from './export-file';
import { CONTROL_CHAR, MAX_NAME_LENGTH, MAX_TEXT_FIELD } from './limits';
import { valuesProblem } from '../scorekeeper/entry';
import type { StoredTableSession, PlayerRef, Session, StoredHand } from './types';

/**
 * The second half of reading an import file (the first, parseExport, checks its shape): every
 * record is checked as the app would have created it. Game ids against the registry, settings
 * against the game's typed settings (unknown keys dropped), player counts and names within the
 * forms' limits, every hand replayed through the rules, and each finished hand's facts and score
 * recomputed and compared with what the file claims. A played session's hands must be the deals
 * its session rules would have made. Returns the file with cleaned settings, or the first problem
 * naming its record.
 */
export type LoadGame = (id: string) => Promise<GameModule | undefined>;
type Checked = { ok: true; file: ExportFile } | { ok: false; error: Text };

class Refused extends Error {
  constructor(readonly text: Text) {
    super(text.en);
  }
}

const refuse = (where: Text, en: string, de: string): never => {
  throw new Refused({ en: `${where.en}: ${en}`, de: `${where.de}: ${de}` });
};

export async function checkImport(file: ExportFile, load: LoadGame): Promise<Checked> {
  try {
    return { ok: true, file: await checkAll(file, load) };
  } catch (e) {
    if (!(e instanceof Refused)) throw e;
    return {
      ok: false,
      error: {
        en: `The file was not imported: ${sentence(e.text.en)} Nothing was changed.`,
        de: `Die Datei wurde nicht importiert: ${sentence(e.text.de)} Nichts wurde geändert.`
      }
    };
  }
}

/** Ends a message with one full stop (the rules' reasons bring their own). */
const sentence = (t: string) => (/[.!?]$/.test(t) ? t : `${t}.`);

async function checkAll(file: ExportFile, load: LoadGame): Promise<ExportFile> {
  for (const key of ['sessions', 'hands', 'gameSettings', 'lastPlayers', 'meta'] as const) textLimit(file[key], key);
  const mods = new Map<string, GameModule>();
  const modFor = async (game: string, where: Text): Promise<GameModule> => {
    const m = mods.get(game) ?? (await load(game));
    if (!m) return refuse(where, `unknown game "${game}"`, `unbekanntes Spiel "${game}"`);
    mods.set(game, m);
    return m;
  };
  const handsById = new Map(file.hands.map((h, j) => [h.id, { hand: h, where: handName(h, j) }]));
  const cleanRecords = new Map<string, HandRecord>();

  const sessions: Session[] = [];
  for (let i = 0; i < file.sessions.length; i++) {
    const s = file.sessions[i];
    const where = { en: `session ${i + 1} (${s.id})`, de: `Sitzung ${i + 1} (${s.id})` };
    const mod = await modFor(s.game, where);
    const n = s.players.length;
    if (!mod.game.playerCounts.includes(n))
      refuse(
        where,
        `${mod.game.name} is played by ${mod.game.playerCounts.join(', ')} players, not ${n}`,
        `${mod.game.name} spielen ${mod.game.playerCounts.join(', ')} Personen, nicht ${n}`
      );
    s.players.forEach((p, k) => nameLimit(p, where, k));
    if (s.firstDealer >= n) refuse(where, `the first dealer is no seat of ${n} players`, `der erste Geber ist kein Platz bei ${n} Personen`);
    const settings = settingsOf(mod, n, s.settings, where);
    const session: Session = { ...s, settings };
    if (session.kind === 'score') {
      const sheet = foldLedger(mod, { game: mod.game.id, players: n, settings, firstDealer: s.firstDealer }, s.entries);
      if (sheet.unreadable.length)
        refuse(where, `entry ${sheet.unreadable[0]} is not a score-sheet entry`, `Eintrag ${sheet.unreadable[0]} ist kein Eintrag des Spielblatts`);
      // Every hand entered (each correction too) is one the sheet's form would have saved.
      s.entries.forEach((e, k) => {
        const op = e.entry as { op?: unknown; values?: unknown };
        const p = op.op === 'hand' ? valuesProblem(sheet.fields, op.values, n) : null;
        if (p) refuse(where, `entry ${k + 1} (${e.id}): ${p.message.en}`, `Eintrag ${k + 1} (${e.id}): ${p.message.de}`);
      });
    } else checkPlayed(mod, session, handsById, cleanRecords, where);
    sessions.push(session);
  }

  const sessionGame = new Map(sessions.map((s) => [s.id, s]));
  const hands: StoredHand[] = [];
  for (let j = 0; j < file.hands.length; j++) {
    const h = file.hands[j];
    const where = handName(h, j);
    const s = sessionGame.get(h.sessionId)!;
    const record = cleanRecords.get(h.id) ?? checkRecord(await modFor(s.game, where), s, h, where);
    hands.push({ ...h, record });
  }

  const gameSettings = [];
  for (let i = 0; i < file.gameSettings.length; i++) {
    const g = file.gameSettings[i];
    const where = { en: `game settings ${i + 1} (${g.game})`, de: `Spieleinstellungen ${i + 1} (${g.game})` };
    gameSettings.push({ ...g, settings: settingsOf(await modFor(g.game, where), null, g.settings, where) });
  }
  const names = { en: 'the last players', de: 'die letzten Spieler' };
  file.lastPlayers?.forEach((p, k) => nameLimit(p, names, k));
  return { ...file, sessions, hands, gameSettings };
}

const handName = (h: StoredHand, j: number): Text => ({ en: `hand ${j + 1} (${h.id})`, de: `Spiel ${j + 1} (${h.id})` });

function settingsOf(mod: GameModule, players: number | null, raw: unknown, where: Text): Settings {
  const r = checkSettings(mod.game.settings, players, raw);
  if (!r.ok) return refuse(where, `${r.error.field} ${r.error.message.en}`, `${r.error.field} ${r.error.message.de}`);
  return r.settings;
}

function nameLimit(p: PlayerRef, where: Text, seat: number): void {
  if (p.name.trim() === '') refuse(where, `player ${seat + 1} has no name`, `Spieler ${seat + 1} hat keinen Namen`);
  if (CONTROL_CHAR.test(p.name))
    refuse(
      where,
      `the name of player ${seat + 1} holds a line break, a tab or another control character`,
      `der Name von Spieler ${seat + 1} enthält einen Zeilenumbruch, einen Tabulator oder ein anderes Steuerzeichen`
    );
  if (p.name.length > MAX_NAME_LENGTH)
    refuse(
      where,
      `the name of player ${seat + 1} is longer than ${MAX_NAME_LENGTH} characters`,
      `der Name von Spieler ${seat + 1} ist länger als ${MAX_NAME_LENGTH} Zeichen`
    );
}

/**
 * Any text in the file longer than a field may be (a 30 MB "name" is no name), and any key that
 * could rewrite an object's prototype once copied: the app never writes one, so a file that has
 * one is not the app's.
 */
function textLimit(x: unknown, path: string): void {
  if (typeof x === 'string') {
    if (x.length > MAX_TEXT_FIELD)
      refuse(
        { en: path, de: path },
        `text of ${x.length} characters (at most ${MAX_TEXT_FIELD})`,
        `Text mit ${x.length} Zeichen (höchstens ${MAX_TEXT_FIELD})`
      );
  } else if (Array.isArray(x)) x.forEach((v, i) => textLimit(v, `${path}[${i}]`));
  else if (typeof x === 'object' && x !== null)
    for (const [k, v] of Object.entries(x)) {
      if (k === '__proto__' || k === 'constructor' || k === 'prototype')
        refuse({ en: path, de: path }, `the key "${k}" is not allowed`, `der Schlüssel "${k}" ist nicht erlaubt`);
      textLimit(v, `${path}.${k}`);
    }
}

/**
 * A hand's record, checked: same game and table as its session, settings of the game's kind, every
 * action legal in order, and finished exactly when its status says so.
 */
function checkRecord(mod: GameModule, s: Session, h: StoredHand, where: Text): HandRecord {
  const r = h.record;
  if (r.game !== s.game) refuse(where, `a hand of ${r.game} in a session of ${s.game}`, `ein Spiel ${r.game} in einer Sitzung ${s.game}`);
  const n = s.players.length;
  if (r.context.players !== n)
    refuse(where, `dealt for ${r.context.players} players at a table of ${n}`, `für ${r.context.players} Personen gegeben an einem Tisch mit ${n}`);
  if (r.context.dealer >= n) refuse(where, 'the dealer is no seat at the table', 'der Geber ist kein Platz am Tisch');
  const record: HandRecord = { ...r, context: { ...r.context, settings: settingsOf(mod, n, r.context.settings, where) } };
  let result;
  try {
    result = replay(mod.game, record);
  } catch {
    return refuse(where, 'the deal cannot be set up from its record', 'das Geben lässt sich aus dem Protokoll nicht herstellen');
  }
  if (!result.ok) {
    const { index, action, refusal } = result.error;
    refuse(
      where,
      `action ${index + 1} (${safeCode(mod, action)}) is illegal: ${fillSeats(refusal.reason.en, r.names, 'en')}`,
      `Zug ${index + 1} (${safeCode(mod, action)}) ist regelwidrig: ${fillSeats(refusal.reason.de, r.names, 'de')}`
    );
  }
  const over = mod.game.toAct(result.state) === null;
  if (over !== (h.status === 'finished'))
    refuse(
      where,
      over ? 'the hand is over but marked as open' : 'the hand is marked finished but is not over',
      over ? 'das Spiel ist fertig, aber als offen markiert' : 'das Spiel ist als fertig markiert, aber nicht zu Ende'
    );
  return record;
}

function safeCode(mod: GameModule, a: number): string {
  try {
    return recordCode(mod.game, a);
  } catch {
    return String(a);
  }
}

/**
 * A played session: each hand it lists is in the file, was dealt as its session rules would deal
 * it, and its facts and score are what the rules make of its record (never the file's word).
 */
function checkPlayed(
  mod: GameModule,
  s: StoredTableSession,
  hands: Map<string, { hand: StoredHand; where: Text }>,
  clean: Map<string, HandRecord>,
  where: Text
): void {
  const rules = mod.session;
  // A session with no list yet has played no hand (the table reads it the same way).
  // The file's word, not yet the app's: read as unknown until checked.
  const list: unknown = s.hands;
  if (list !== undefined && !Array.isArray(list)) refuse(where, 'its list of hands is not a list', 'ihre Liste der Spiele ist keine Liste');
  const played: { handId?: unknown; facts?: unknown; score?: unknown; dealer?: unknown }[] = Array.isArray(list) ? list : [];
  let sess = rules.start(s.players.length, s.firstDealer, s.settings);
  const called: unknown = s.endCalledAt;
  const endCalledAt = typeof called === 'number' ? called : undefined;
  if (endCalledAt === 0 && rules.callEnd) sess = rules.callEnd(sess);
  const expectDeal = (handId: unknown, status: StoredHand['status']): { h: StoredHand; record: HandRecord; hw: Text } => {
    const found = typeof handId === 'string' ? hands.get(handId) : undefined;
    if (!found || found.hand.sessionId !== s.id)
      return refuse(where, `hand ${String(handId)} is not in the file`, `Spiel ${String(handId)} fehlt in der Datei`);
    const ctx = rules.nextHand(sess);
    if (!ctx) return refuse(found.where, 'dealt after its session was over', 'gegeben, nachdem die Sitzung zu Ende war');
    const record = checkRecord(mod, s, found.hand, found.where);
    if (found.hand.status !== status) refuse(found.where, `must be ${status}`, status === 'open' ? 'muss offen sein' : 'muss fertig sein');
    const expected: HandContext = { ...ctx, settings: settingsOf(mod, s.players.length, { ...s.settings, ...ctx.settings }, found.where) };
    if (canonical(record.context) !== canonical(expected))
      refuse(
        found.where,
        'not the deal its session rules give (dealer, settings or session facts differ)',
        'nicht das Geben nach den Regeln der Sitzung (Geber, Einstellungen oder Sitzungsdaten weichen ab)'
      );
    clean.set(found.hand.id, record);
    return { h: found.hand, record, hw: found.where };
  };
  played.forEach((p, i) => {
    const { record, hw } = expectDeal(p.handId, 'finished');
    // Replayed exactly (a claim searched with every card open) in expectDeal already.
    const result = replay(mod.game, record, false);
    const facts = mod.game.facts(result.state);
    const score = mod.game.score(facts, record.context.settings);
    if (
      canonical(p.facts) !== canonical(facts) ||
      canonical(withoutRuleLinks(p.score)) !== canonical(withoutRuleLinks(score)) ||
      p.dealer !== record.context.dealer
    )
      refuse(hw, 'its stored score is not what its record scores', 'der gespeicherte Stand entspricht nicht dem Protokoll');
    sess = rules.afterHand(sess, facts, score);
    if (endCalledAt === i + 1 && rules.callEnd) sess = rules.callEnd(sess);
  });
  if (s.openHand !== undefined) expectDeal(s.openHand, 'open');
}

/**
 * A score without its breakdown lines' rule links (BreakdownLine.rule): they only point into the
 * rules pages, and files exported before the links existed hold the same score without them.
 */
function withoutRuleLinks(score: unknown): unknown {
  if (typeof score !== 'object' || score === null || !Array.isArray((score as { breakdown?: unknown }).breakdown)) return score;
  const s = score as { breakdown: unknown[] };
  return {
    ...s,
    breakdown: s.breakdown.map((l) => (typeof l === 'object' && l !== null ? Object.fromEntries(Object.entries(l).filter(([k]) => k !== 'rule')) : l))
  };
}

/** JSON with sorted keys, so equal data compares equal whatever order its keys were written in. */
function canonical(x: unknown): string {
  return JSON.stringify(x, (_k, v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v
  );
}
