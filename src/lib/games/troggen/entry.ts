import type { EntryError, EntryField, ScoreEntry } from '../../engine/entry';
import type { Seat, Settings, Text } from '../../engine/game';
import { entryError } from '../../engine/entry';
import { BID_NAMES, BID_TEXT, PACK, type Contract } from './constants';
import { totalPoints } from './settings';
import type { LastTrickOutcome, TroggenFacts } from './scoring';

/** The scorekeeper's side of Troggen: what a table writes down after a hand played with real cards. */
const T = (en: string, de: string): Text => ({ en, de });
const CONTRACTS: readonly Contract[] = [...BID_NAMES, 'misere'];
const BIDS = ['einfach', 'doppelt', 'ohne', 'gegen'] as const;
const SUIT_CODES = PACK.suits.map((s) => s.code);
const OUTCOMES = [
  { value: 'none', label: T('not in the last trick', 'nicht im letzten Stich') },
  { value: 'won', label: T('the bidder won the last trick with it', 'Bieterin macht damit den letzten Stich') },
  { value: 'lost', label: T('the bidder lost it in the last trick', 'Bieterin verliert ihn im letzten Stich') }
] as const;
/** Most points a talon can hold: 6 cards (4 and 6 players) or 3 (5 players) of 4 points. */
const maxTalonPoints = (n: number) => (n === 5 ? 12 : 24);

export function entryForm(players: number, _settings: Settings): EntryField[] {
  const bid = { key: 'contract', equals: BIDS };
  const fields: EntryField[] = [
    {
      key: 'contract',
      kind: 'choice',
      label: T('Game', 'Spiel'),
      options: CONTRACTS.map((c) => ({ value: c, label: BID_TEXT[c] })),
      help: T('Misère when everybody passed.', 'Misère, wenn alle gepasst haben.')
    },
    { key: 'bidder', kind: 'seat', label: T('Bidder', 'Bieterin'), when: bid }
  ];
  if (players > 4) {
    fields.push({
      key: 'calledKing',
      kind: 'choice',
      label: T('Called king', 'Gerufener König'),
      options: PACK.suits.map((s) => ({ value: s.code, label: T(`king of ${s.en}`, `${s.de}-König`) })),
      when: bid,
      optional: true
    });
    fields.push({
      key: 'partner',
      kind: 'seat',
      label: T('Partner (holder of the called king)', 'Partner (hat den gerufenen König)'),
      help: T('Leave empty, or pick the bidder, when she played alone.', 'Leer lassen oder die Bieterin wählen, wenn sie allein spielte.'),
      when: bid,
      optional: true
    });
  }
  fields.push(
    {
      key: 'points',
      kind: 'number',
      label: T("Bidder's side: tricks + card points (+ talon)", 'Partei der Bieterin: Stiche + Kartenpunkte (+ Talon)'),
      min: 0,
      max: totalPoints(players),
      when: bid
    },
    {
      key: 'pagat',
      kind: 'choice',
      label: T("Bidder's Pagat in the last trick", 'Pagat der Bieterin im letzten Stich'),
      options: OUTCOMES,
      default: 'none',
      when: bid
    },
    {
      key: 'king',
      kind: 'choice',
      label: T("Bidder's king in the last trick", 'König der Bieterin im letzten Stich'),
      options: OUTCOMES,
      default: 'none',
      when: bid
    }
  );
  for (let seat = 0; seat < players; seat++)
    fields.push({
      key: `miserePoints.${seat}`,
      kind: 'number',
      label: T(`Player ${seat + 1}: points in the misère`, `Spieler ${seat + 1}: Punkte in der Misère`),
      min: 0,
      max: totalPoints(players),
      when: { key: 'contract', equals: ['misere'] }
    });
  fields.push({
    key: 'pot',
    kind: 'number',
    label: T('Jetons in the pot before this hand', 'Jetons in der Kasse vor dieser Hand'),
    min: 0,
    default: 0,
    optional: true
  });
  return fields;
}

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);
const blank = (x: unknown) => x === undefined || x === null || x === '';

function outcome(e: ScoreEntry, key: 'pagat' | 'king'): LastTrickOutcome | EntryError {
  const v = e[key];
  if (blank(v) || v === 'none') return null;
  if (v === 'won' || v === 'lost') return v;
  return entryError(key, `"${key}" must be none, won or lost.`, `„${key}“ muss none, won oder lost sein.`);
}

export function factsFromEntry(e: ScoreEntry): TroggenFacts | EntryError {
  const n = e.players;
  if (!isInt(n) || n < 4 || n > 6) return entryError('players', 'Troggen is for 4, 5 or 6 players.', 'Troggen ist für 4, 5 oder 6 Spieler.');
  if (!isInt(e.dealer) || e.dealer < 0 || e.dealer >= n)
    return entryError('dealer', `The dealer must be a seat from 1 to ${n}.`, `Der Geber muss ein Platz von 1 bis ${n} sein.`);
  const contract = e.contract as Contract;
  if (!CONTRACTS.includes(contract))
    return entryError('contract', 'Choose the game: einfach, doppelt, ohne, gegen or misere.', 'Wähle das Spiel: einfach, doppelt, ohne, gegen oder misere.');
  const pot = blank(e.pot) ? 0 : e.pot;
  if (!isInt(pot) || pot < 0) return entryError('pot', 'The pot is a whole number of jetons, 0 or more.', 'Die Kasse ist eine ganze Zahl Jetons, 0 oder mehr.');
  const total = totalPoints(n);
  const base = { players: n, dealer: e.dealer, pot };
  if (contract === 'misere') {
    const raw = e.miserePoints as unknown;
    const pts: unknown[] = Array.isArray(raw)
      ? raw
      : typeof raw === 'object' && raw !== null
        ? Array.from({ length: n }, (_, i) => (raw as Record<string, unknown>)[i])
        : [];
    if (pts.length !== n) return entryError('miserePoints', `Enter the points of all ${n} players.`, `Gib die Punkte aller ${n} Spieler ein.`);
    for (let i = 0; i < n; i++)
      if (!isInt(pts[i]) || (pts[i] as number) < 0 || (pts[i] as number) > total)
        return entryError(
          `miserePoints.${i}`,
          `Player ${i + 1}'s points must be a whole number from 0 to ${total}.`,
          `Die Punkte von Spieler ${i + 1} müssen eine ganze Zahl von 0 bis ${total} sein.`
        );
    const sum = (pts as number[]).reduce((a, b) => a + b, 0);
    if (sum > total || sum < total - maxTalonPoints(n))
      return entryError(
        'miserePoints',
        `The points add up to ${sum}; without the talon they must come to between ${total - maxTalonPoints(n)} and ${total}.`,
        `Die Punkte ergeben ${sum}; ohne Talon müssen es zwischen ${total - maxTalonPoints(n)} und ${total} sein.`
      );
    for (const k of ['pagat', 'king'] as const)
      if (!blank(e[k]) && e[k] !== 'none')
        return entryError(k, 'In a misère the Pagat and kings pay nothing.', 'In der Misère zahlen Pagat und Könige nichts.');
    if (!blank(e.bidder)) return entryError('bidder', 'A misère has no bidder.', 'Eine Misère hat keine Bieterin.');
    return { ...base, contract, bidder: null, calledKing: null, partner: null, points: null, miserePoints: pts as number[], pagat: null, king: null };
  }
  if (!isInt(e.bidder) || e.bidder < 0 || e.bidder >= n)
    return entryError('bidder', `The bidder must be a seat from 1 to ${n}.`, `Die Bieterin muss ein Platz von 1 bis ${n} sein.`);
  const bidder: Seat = e.bidder;
  let partner: Seat | null = null;
  let calledKing: number | null = null;
  if (n === 4) {
    if (!blank(e.partner)) return entryError('partner', 'With four players the bidder plays alone.', 'Zu viert spielt die Bieterin allein.');
    if (!blank(e.calledKing)) return entryError('calledKing', 'With four players no king is called.', 'Zu viert wird kein König gerufen.');
  } else {
    if (!blank(e.partner) && e.partner !== -1) {
      if (!isInt(e.partner) || e.partner < 0 || e.partner >= n)
        return entryError('partner', `The partner must be a seat from 1 to ${n}, or empty.`, `Der Partner muss ein Platz von 1 bis ${n} sein, oder leer.`);
      partner = e.partner === bidder ? null : e.partner;
    }
    if (!blank(e.calledKing)) {
      const i = SUIT_CODES.indexOf(String(e.calledKing));
      if (i < 0)
        return entryError('calledKing', `The called king is one of ${SUIT_CODES.join(', ')}.`, `Der gerufene König ist einer von ${SUIT_CODES.join(', ')}.`);
      calledKing = i;
    }
  }
  if (!isInt(e.points) || e.points < 0 || e.points > total)
    return entryError(
      'points',
      `The bidder's side has a whole number of points from 0 to ${total}.`,
      `Die Partei der Bieterin hat eine ganze Zahl Punkte von 0 bis ${total}.`
    );
  const pagat = outcome(e, 'pagat');
  if (pagat !== null && typeof pagat === 'object') return pagat;
  const king = outcome(e, 'king');
  if (king !== null && typeof king === 'object') return king;
  if (pagat && king)
    return entryError(
      'king',
      'The bidder plays one card to the last trick: the Pagat or a king, not both.',
      'Die Bieterin spielt eine Karte in den letzten Stich: Pagat oder König, nicht beide.'
    );
  return { ...base, contract, bidder, calledKing, partner, points: e.points, miserePoints: null, pagat, king };
}

export function entryFromFacts(f: TroggenFacts, players: number, dealer: Seat, settings: Settings): ScoreEntry {
  const e: ScoreEntry = { format: 'trull-entry', version: 1, game: 'troggen', players, dealer, settings: { ...settings }, contract: f.contract, pot: f.pot };
  if (f.contract === 'misere') e.miserePoints = (f.miserePoints ?? []).slice();
  else {
    e.bidder = f.bidder;
    if (players > 4) {
      if (f.calledKing !== null) e.calledKing = SUIT_CODES[f.calledKing];
      if (f.partner !== null) e.partner = f.partner;
    }
    e.points = f.points;
    e.pagat = f.pagat ?? 'none';
    e.king = f.king ?? 'none';
  }
  return e;
}
