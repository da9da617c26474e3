import type { Text } from '../engine/game';
import type { PlayerRef, Session } from './types';
import { isLevel } from '../bots/levels';
import { isStyle } from '../bots/styles';

/**
 * Checks at the boundary (imported files, sessions handed to putSession). Each returns null or
 * the first problem, with the path of the offending field, in both languages.
 */
export interface Problem {
  path: string;
  text: Text;
}

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isStr = (x: unknown): x is string => typeof x === 'string' && x.length > 0 && x.length <= 500;
const isInt = (x: unknown): x is number => Number.isSafeInteger(x);
const isTime = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x >= 0;

const bad = (path: string, en: string, de: string): Problem => ({ path, text: { en: `${path}: ${en}`, de: `${path}: ${de}` } });

/** Plain JSON only: what survives export and import unchanged. */
export function jsonProblem(x: unknown, path: string, depth = 0): Problem | null {
  if (depth > 40) return bad(path, 'nested too deeply', 'zu tief verschachtelt');
  if (x === null || typeof x === 'string' || typeof x === 'boolean') return null;
  if (typeof x === 'number') return Number.isFinite(x) ? null : bad(path, 'not a finite number', 'keine endliche Zahl');
  if (Array.isArray(x)) {
    for (let i = 0; i < x.length; i++) {
      const p = jsonProblem(x[i], `${path}[${i}]`, depth + 1);
      if (p) return p;
    }
    return null;
  }
  if (isObj(x) && Object.getPrototypeOf(x) === Object.prototype) {
    for (const [k, v] of Object.entries(x)) {
      if (v === undefined) continue;
      const p = jsonProblem(v, `${path}.${k}`, depth + 1);
      if (p) return p;
    }
    return null;
  }
  return bad(path, 'not plain JSON data', 'keine reinen JSON-Daten');
}

function playerProblem(p: unknown, path: string): Problem | null {
  if (!isObj(p) || typeof p.name !== 'string' || p.name.trim() === '') return bad(path, 'a player needs a name', 'ein Spieler braucht einen Namen');
  // Stored data keeps the old, wider bound; the forms and import hold names to MAX_NAME_LENGTH.
  if (!isStr(p.name)) return bad(`${path}.name`, 'the name is too long', 'der Name ist zu lang');
  if (p.bot !== undefined && typeof p.bot !== 'boolean') return bad(`${path}.bot`, 'must be true or false', 'muss wahr oder falsch sein');
  if (p.level !== undefined && !isLevel(p.level)) return bad(`${path}.level`, 'must be easy, normal or strong', 'muss leicht, normal oder stark sein');
  if (p.style !== undefined && !isStyle(p.style))
    return bad(`${path}.style`, 'must be cautious, balanced or bold', 'muss vorsichtig, ausgewogen oder mutig sein');
  return null;
}

/** Settings as the games read them: each value a text, a finite number or true/false. */
export function settingsProblem(x: unknown, path: string): Problem | null {
  if (!isObj(x)) return bad(path, 'not a settings object', 'keine Einstellungen');
  for (const [k, v] of Object.entries(x))
    if (typeof v !== 'string' && typeof v !== 'boolean' && !(typeof v === 'number' && Number.isFinite(v)))
      return bad(`${path}.${k}`, 'not a setting (text, number or yes/no)', 'keine Einstellung (Text, Zahl oder ja/nein)');
  return null;
}

function entryProblem(e: unknown, path: string): Problem | null {
  if (!isObj(e)) return bad(path, 'not an entry', 'kein Eintrag');
  if (!isStr(e.id)) return bad(`${path}.id`, 'missing id', 'Kennung fehlt');
  if (!isTime(e.createdAt)) return bad(`${path}.createdAt`, 'not a time', 'keine Zeitangabe');
  if (e.correctedFrom !== undefined && !isStr(e.correctedFrom)) return bad(`${path}.correctedFrom`, 'not an id', 'keine Kennung');
  return jsonProblem(e.entry, `${path}.entry`);
}

export function sessionProblem(s: unknown, path = 'session'): Problem | null {
  if (!isObj(s)) return bad(path, 'not a session', 'keine Sitzung');
  if (!isStr(s.id)) return bad(`${path}.id`, 'missing id', 'Kennung fehlt');
  if (s.kind !== 'play' && s.kind !== 'score') return bad(`${path}.kind`, "must be 'play' or 'score'", "muss 'play' oder 'score' sein");
  if (!isStr(s.game)) return bad(`${path}.game`, 'missing game', 'Spiel fehlt');
  if (!Array.isArray(s.players) || s.players.length === 0 || s.players.length > 12)
    return bad(`${path}.players`, 'needs 1 to 12 players', 'braucht 1 bis 12 Spieler');
  for (let i = 0; i < s.players.length; i++) {
    const p = playerProblem(s.players[i], `${path}.players[${i}]`);
    if (p) return p;
  }
  if (!isObj(s.settings)) return bad(`${path}.settings`, 'not a settings object', 'keine Einstellungen');
  if (!isInt(s.firstDealer) || s.firstDealer < 0) return bad(`${path}.firstDealer`, 'not a seat', 'kein Platz');
  if (!Array.isArray(s.entries)) return bad(`${path}.entries`, 'not a list', 'keine Liste');
  for (let i = 0; i < s.entries.length; i++) {
    const p = entryProblem(s.entries[i], `${path}.entries[${i}]`);
    if (p) return p;
  }
  if (!Array.isArray(s.handIds) || !s.handIds.every(isStr)) return bad(`${path}.handIds`, 'not a list of ids', 'keine Liste von Kennungen');
  if (!isTime(s.createdAt)) return bad(`${path}.createdAt`, 'not a time', 'keine Zeitangabe');
  if (!isTime(s.updatedAt)) return bad(`${path}.updatedAt`, 'not a time', 'keine Zeitangabe');
  if (s.ended !== undefined && typeof s.ended !== 'boolean') return bad(`${path}.ended`, 'must be true or false', 'muss wahr oder falsch sein');
  if (s.kind === 'score' && s.stake !== undefined && !(typeof s.stake === 'number' && Number.isFinite(s.stake) && s.stake >= 0))
    return bad(`${path}.stake`, 'not a number, 0 or more', 'keine Zahl, 0 oder mehr');
  return jsonProblem(s, path);
}

/**
 * What the app itself may write as a session: a valid session whose settings are settings. (An
 * imported file's settings are read through its game's typed settings before they are stored.)
 */
export const writtenSessionProblem = (s: Session): Problem | null => sessionProblem(s) ?? settingsProblem(s.settings, 'session.settings');

export function recordProblem(r: unknown, path = 'record'): Problem | null {
  if (!isObj(r) || r.format !== 'trull-hand') return bad(path, 'not a Trull hand record', 'kein Trull-Spielprotokoll');
  if (r.version !== 1) return bad(`${path}.version`, 'unknown record version', 'unbekannte Protokollversion');
  if (!isStr(r.game)) return bad(`${path}.game`, 'missing game', 'Spiel fehlt');
  if (!isInt(r.rulesVersion)) return bad(`${path}.rulesVersion`, 'not a number', 'keine Zahl');
  const c = r.context;
  if (!isObj(c) || !isInt(c.players) || c.players < 1 || !isInt(c.dealer) || c.dealer < 0 || !isObj(c.settings))
    return bad(`${path}.context`, 'needs players, dealer and settings', 'braucht Spieler, Geber und Einstellungen');
  if (!isInt(r.seed)) return bad(`${path}.seed`, 'not a whole number', 'keine ganze Zahl');
  if (r.names !== undefined && !(Array.isArray(r.names) && r.names.every((n) => typeof n === 'string')))
    return bad(`${path}.names`, 'not a list of names', 'keine Namensliste');
  if (!Array.isArray(r.actions)) return bad(`${path}.actions`, 'not a list', 'keine Liste');
  for (let i = 0; i < r.actions.length; i++) if (!isInt(r.actions[i])) return bad(`${path}.actions[${i}]`, 'not an action number', 'keine Aktionsnummer');
  return jsonProblem(r, path);
}

export function storedHandProblem(h: unknown, path = 'hand'): Problem | null {
  if (!isObj(h)) return bad(path, 'not a hand', 'kein Spiel');
  if (!isStr(h.id)) return bad(`${path}.id`, 'missing id', 'Kennung fehlt');
  if (!isStr(h.sessionId)) return bad(`${path}.sessionId`, 'missing session id', 'Sitzungskennung fehlt');
  if (h.status !== 'open' && h.status !== 'finished') return bad(`${path}.status`, "must be 'open' or 'finished'", "muss 'open' oder 'finished' sein");
  if (!isTime(h.createdAt)) return bad(`${path}.createdAt`, 'not a time', 'keine Zeitangabe');
  if (!isTime(h.updatedAt)) return bad(`${path}.updatedAt`, 'not a time', 'keine Zeitangabe');
  return recordProblem(h.record, `${path}.record`) ?? (h.summary === undefined ? null : jsonProblem(h.summary, `${path}.summary`));
}

export const isPlayers = (x: unknown): x is PlayerRef[] => Array.isArray(x) && x.every((p, i) => playerProblem(p, `players[${i}]`) === null);
