import type { EntryError, EntryField, ScoreEntry } from '../../engine/entry';
import type { Seat, Settings } from '../../engine/game';
import { entryError } from '../../engine/entry';
import { CONTRACTS, CONTRACT_NAMES, type ContractId } from './actions';
import { packTotal } from './cards';
import type { DroggnFacts, LaidOut, PagatOutcome, Revoke, Side } from './scoring';
import { readDroggnSettings } from './settings';

/**
 * The scorekeeper's side of Droggn: the form a table fills in after a hand played with real cards,
 * and the conversion of that entry into the same facts a hand played in the app yields.
 */
const t = (en: string, de: string) => ({ en, de });
const PLAYED: readonly string[] = ['ansager', 'solo', 'super'];
const ALL: readonly string[] = CONTRACTS;
const SIDES = [
  { value: 'declarer', label: t('Declarer', 'Spieler') },
  { value: 'defenders', label: t('Defenders', 'Gegenspieler') }
] as const;

export function entryForm(players: number, settings: Settings): EntryField[] {
  const st = readDroggnSettings(settings);
  const total = packTotal(st.cards === '78');
  const fields: EntryField[] = [
    {
      key: 'contract',
      kind: 'choice',
      label: t('Contract', 'Spiel'),
      options: [
        { value: 'none', label: t('All passed (thrown in)', 'Alle weiter (eingeworfen)') },
        ...CONTRACTS.map((c) => ({ value: c, label: CONTRACT_NAMES[c] }))
      ]
    },
    {
      key: 'declarer',
      kind: 'seat',
      label: t('Declarer', 'Spieler'),
      help: players === 4 ? t('Not the dealer: the dealer sits out.', 'Nicht der Geber: der setzt aus.') : undefined,
      when: { key: 'contract', equals: ALL }
    },
    {
      key: 'declarerPoints',
      kind: 'number',
      min: 0,
      max: total,
      label: t("Declarer's card points (with the discard or talon)", 'Augen des Spielers (mit Abwurf oder Talon)'),
      when: { key: 'contract', equals: PLAYED }
    },
    {
      key: 'allTricks',
      kind: 'boolean',
      default: false,
      label: t('Declarer won every trick (Match / Mord made)', 'Spieler machte alle Stiche (Match / Mord gewonnen)'),
      when: { key: 'contract', equals: ALL }
    }
  ];
  if (st.threshold === 'tie-last-trick')
    fields.push({
      key: 'lastTrick',
      kind: 'choice',
      options: SIDES,
      label: t('Who won the last trick', 'Wer machte den letzten Stich'),
      when: { key: 'contract', equals: PLAYED }
    });
  fields.push(
    { key: 'doubles.schwacher', kind: 'boolean', default: false, label: t('Schwacher given', 'Schwacher gegeben'), when: { key: 'contract', equals: ALL } },
    {
      key: 'doubles.retours',
      kind: 'number',
      min: 0,
      max: 30,
      default: 0,
      label: t('Number of Retours', 'Anzahl Retour'),
      when: { key: 'doubles.schwacher', equals: [true] }
    },
    {
      key: 'laidOut',
      kind: 'choice',
      default: 'none',
      label: t('Laid out', 'Ausgelegt'),
      options: [
        { value: 'none', label: t('Nothing', 'Nichts') },
        { value: 'declarer-pagat', label: t('Pagat by the declarer', 'Pagat vom Spieler') },
        { value: 'defender-pagat', label: t('Pagat by a defender', 'Pagat von einem Gegner') },
        { value: 'declarer-gstiess', label: t('Gstieß (Super Mord)', 'Gstieß (Super Mord)') }
      ],
      when: { key: 'contract', equals: ALL }
    },
    {
      key: 'pagat',
      kind: 'choice',
      default: 'none',
      label: t('The Pagat', 'Der Pagat'),
      options: [
        { value: 'none', label: t('Nothing to score', 'Nichts zu werten') },
        { value: 'won-last', label: t('Won the last trick', 'Machte den letzten Stich') },
        { value: 'lost-last', label: t('Beaten in the last trick', 'Im letzten Stich geschlagen') },
        { value: 'captured', label: t('Captured earlier by the other side', 'Vorher von der anderen Seite gefangen') }
      ],
      // DR-SCORE-6: in a Super Mord (main reading) the Pagat scores nothing of its own.
      when: { key: 'contract', equals: st.mordReading === 'flat' ? PLAYED : ALL }
    },
    {
      key: 'pagatSide',
      kind: 'choice',
      options: SIDES,
      label: t('Side that played the Pagat', 'Seite, die den Pagat spielte'),
      when: { key: 'pagat', equals: ['won-last', 'lost-last', 'captured'] }
    }
  );
  if (st.kleineGstiess)
    fields.push({
      key: 'kleine',
      kind: 'boolean',
      default: false,
      label: t('"Kleine und Gstieß ultimo"', '„Kleine und Gstieß ultimo“'),
      when: { key: 'pagat', equals: ['won-last'] }
    });
  fields.push({
    key: 'revoke',
    kind: 'choice',
    default: 'none',
    label: t('Revoke', 'Renonce'),
    options: [
      { value: 'none', label: t('None', 'Keine') },
      ...SIDES.map((s) => ({
        value: s.value,
        label: t(`By the ${s.label.en.toLowerCase()}`, `Durch ${s.value === 'declarer' ? 'den Spieler' : 'die Gegner'}`)
      }))
    ],
    when: { key: 'contract', equals: ALL }
  });
  return fields;
}

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);

export function factsFromEntry(e: ScoreEntry): DroggnFacts | EntryError {
  const st = readDroggnSettings(e.settings);
  const total = packTotal(st.cards === '78');
  const players = e.players;
  if (players !== 3 && players !== 4) return entryError('players', 'Droggn is played by 3 or 4.', 'Droggn spielen 3 oder 4.');
  if (!isInt(e.dealer) || e.dealer < 0 || e.dealer >= players)
    return entryError('dealer', `The dealer must be a seat from 1 to ${players}.`, `Der Geber muss Platz 1 bis ${players} sein.`);
  const contract = e.contract ?? 'none';
  if (contract !== 'none' && !ALL.includes(contract as string))
    return entryError('contract', 'Contract must be none, ansager, solo, super or mord.', 'Spiel muss none, ansager, solo, super oder mord sein.');
  const base = { players, dealer: e.dealer, kleine: false, doubles: 0, revoke: 'none' as Revoke };
  if (contract === 'none')
    return { ...base, declarer: null, contract: null, declarerPoints: 0, allTricks: false, lastTrick: null, laidOut: 'none', pagat: 'none', pagatSide: null };
  const c = contract as ContractId;
  const declarer = e.declarer;
  if (!isInt(declarer) || declarer < 0 || declarer >= players) return entryError('declarer', 'Choose the declarer.', 'Wähle den Spieler.');
  if (players === 4 && declarer === e.dealer)
    return entryError('declarer', 'At four the dealer sits out and cannot declare.', 'Zu viert setzt der Geber aus und kann nicht spielen.');
  const revoke = (e.revoke ?? 'none') as Revoke;
  if (!['none', 'declarer', 'defenders'].includes(revoke))
    return entryError('revoke', 'Revoke must be none, declarer or defenders.', 'Renonce muss none, declarer oder defenders sein.');
  const allTricks = e.allTricks ?? false;
  if (typeof allTricks !== 'boolean') return entryError('allTricks', 'Say yes or no.', 'Ja oder nein angeben.');
  let declarerPoints = 0;
  if (PLAYED.includes(c) && revoke === 'none') {
    const dp = e.declarerPoints;
    if (!isInt(dp) || dp < 0 || dp > total)
      return entryError('declarerPoints', `Card points must be a whole number from 0 to ${total}.`, `Augen müssen eine ganze Zahl von 0 bis ${total} sein.`);
    if (allTricks && dp < total - 4)
      return entryError(
        'declarerPoints',
        `With every trick the declarer has at least ${total - 4} (the defenders can keep only the Gstieß).`,
        `Mit allen Stichen hat der Spieler mindestens ${total - 4} (die Gegner behalten höchstens den Gstieß).`
      );
    declarerPoints = dp;
  } else if (isInt(e.declarerPoints) && e.declarerPoints >= 0 && e.declarerPoints <= total) declarerPoints = e.declarerPoints;
  const d = (e.doubles ?? {}) as { schwacher?: unknown; retours?: unknown };
  if (typeof d !== 'object' || d === null) return entryError('doubles', 'Doubles must be { schwacher, retours }.', 'Verdopplungen: { schwacher, retours }.');
  const schwacher = d.schwacher ?? false;
  if (typeof schwacher !== 'boolean') return entryError('doubles.schwacher', 'Say yes or no.', 'Ja oder nein angeben.');
  const retours = d.retours ?? 0;
  if (!isInt(retours) || retours < 0 || retours > 60)
    return entryError('doubles.retours', 'Retours must be a whole number, 0 or more.', 'Retour muss eine ganze Zahl ab 0 sein.');
  if (retours > 0 && !schwacher) return entryError('doubles.retours', 'A Retour needs a Schwacher first.', 'Ein Retour setzt einen Schwachen voraus.');
  const laidOut = (e.laidOut ?? 'none') as LaidOut;
  if (!['none', 'declarer-pagat', 'defender-pagat', 'declarer-gstiess'].includes(laidOut))
    return entryError('laidOut', 'Unknown lay-out.', 'Unbekanntes Auslegen.');
  if (laidOut === 'declarer-gstiess' && c !== 'mord')
    return entryError('laidOut', 'The Gstieß can be laid out only in a Super Mord.', 'Den Gstieß legt man nur im Super Mord aus.');
  if (laidOut === 'defender-pagat' && c === 'mord')
    return entryError('laidOut', 'In a Super Mord a defender does not lay out the Pagat.', 'Im Super Mord legt kein Gegner den Pagat aus.');
  const pagat = (e.pagat ?? 'none') as PagatOutcome;
  if (!['none', 'won-last', 'lost-last', 'captured'].includes(pagat)) return entryError('pagat', 'Unknown Pagat outcome.', 'Unbekannter Pagat-Ausgang.');
  if (pagat !== 'none' && c === 'mord' && st.mordReading === 'flat')
    return entryError(
      'pagat',
      'In a Super Mord the Pagat scores nothing of its own: only the 167 (187) counts.',
      'Im Super Mord zählt der Pagat nicht eigens: nur die 167 (187) zählen.'
    );
  let pagatSide: Side | null = null;
  if (pagat !== 'none') {
    const ps = e.pagatSide ?? (laidOut === 'declarer-pagat' ? 'declarer' : laidOut === 'defender-pagat' ? 'defenders' : undefined);
    if (ps !== 'declarer' && ps !== 'defenders') return entryError('pagatSide', 'Which side played the Pagat?', 'Welche Seite spielte den Pagat?');
    pagatSide = ps;
    if ((laidOut === 'declarer-pagat' && ps !== 'declarer') || (laidOut === 'defender-pagat' && ps !== 'defenders'))
      return entryError('pagatSide', 'The Pagat was laid out by the other side.', 'Der Pagat wurde von der anderen Seite ausgelegt.');
    if (allTricks && (ps === 'defenders' ? pagat === 'won-last' : pagat !== 'won-last'))
      return entryError('pagat', 'Impossible when the declarer won every trick.', 'Unmöglich, wenn der Spieler alle Stiche machte.');
  }
  let lastTrick: Side | null = pagat === 'won-last' ? pagatSide : allTricks ? 'declarer' : null;
  if (e.lastTrick !== undefined && e.lastTrick !== null) {
    if (e.lastTrick !== 'declarer' && e.lastTrick !== 'defenders')
      return entryError('lastTrick', 'Last trick: declarer or defenders.', 'Letzter Stich: declarer oder defenders.');
    if (lastTrick !== null && e.lastTrick !== lastTrick)
      return entryError('lastTrick', 'That contradicts the Pagat or Match entry.', 'Das widerspricht dem Pagat oder dem Match.');
    lastTrick = e.lastTrick;
  }
  if (st.threshold === 'tie-last-trick' && PLAYED.includes(c) && revoke === 'none' && declarerPoints * 2 === total && lastTrick === null)
    return entryError('lastTrick', 'At a tie the last trick decides: who won it?', 'Bei Gleichstand entscheidet der letzte Stich: wer machte ihn?');
  const kleine = e.kleine ?? false;
  if (typeof kleine !== 'boolean') return entryError('kleine', 'Say yes or no.', 'Ja oder nein angeben.');
  if (kleine && (!st.kleineGstiess || pagat !== 'won-last' || pagatSide !== 'declarer' || laidOut !== 'none'))
    return entryError(
      'kleine',
      '"Kleine und Gstieß ultimo" needs the variant, and the declarer\'s Pagat (not laid out) winning the last trick.',
      '„Kleine und Gstieß ultimo“ braucht die Variante und den nicht ausgelegten Pagat des Spielers im letzten Stich.'
    );
  return {
    ...base,
    declarer,
    contract: c,
    declarerPoints,
    allTricks,
    lastTrick,
    laidOut,
    pagat,
    pagatSide,
    kleine,
    doubles: schwacher ? 1 + retours : 0,
    revoke
  };
}

export function entryFromFacts(f: DroggnFacts, players: number, dealer: Seat, settings: Settings): ScoreEntry {
  const e: ScoreEntry = { format: 'trull-entry', version: 1, game: 'droggn', players, dealer, settings: { ...settings }, contract: f.contract ?? 'none' };
  if (f.declarer === null) return e;
  // DR-SCORE-6: a table writes no Pagat result in a Super Mord (main reading); it scores nothing.
  const quietPagat = f.contract === 'mord' && readDroggnSettings(settings).mordReading === 'flat';
  return {
    ...e,
    declarer: f.declarer,
    declarerPoints: f.declarerPoints,
    allTricks: f.allTricks,
    ...(f.lastTrick ? { lastTrick: f.lastTrick } : {}),
    doubles: { schwacher: f.doubles > 0, retours: Math.max(0, f.doubles - 1) },
    laidOut: f.laidOut,
    pagat: quietPagat ? 'none' : f.pagat,
    ...(f.pagatSide && !quietPagat ? { pagatSide: f.pagatSide } : {}),
    kleine: f.kleine,
    revoke: f.revoke
  };
}
