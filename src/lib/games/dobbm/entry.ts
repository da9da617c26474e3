import type { EntryError, EntryField, ScoreEntry } from '../../engine/entry';
import type { Seat, Settings } from '../../engine/game';
import { entryError } from '../../engine/entry';
import type { DobbmFacts } from './scoring';

/**
 * The scorekeeper's side of Dobbm: what a table writes down after a hand played with real cards.
 * Fields: outcome ('played' | 'thrown-in' | 'revoke'), declarer, contract ('dobbm' | 'solo'),
 * declarerPoints (tricks plus discard/Dobb), noTrick, schwacher, retours, offender (revoke).
 */

export function entryForm(players: number, _settings: Settings): EntryField[] {
  void players;
  const playedOrRevoke = { key: 'outcome', equals: ['played', 'revoke'] as const };
  return [
    {
      key: 'outcome',
      kind: 'choice',
      label: { en: 'What happened', de: 'Ausgang' },
      options: [
        { value: 'played', label: { en: 'Played out', de: 'Gespielt' } },
        { value: 'thrown-in', label: { en: 'All passed (thrown in)', de: 'Alle weiter (eingeworfen)' } },
        { value: 'revoke', label: { en: 'Revoke or wrong discard', de: 'Verleugnet oder falsch abgelegt' } }
      ],
      default: 'played'
    },
    { key: 'declarer', kind: 'seat', label: { en: 'Declarer', de: 'Spieler' }, when: playedOrRevoke },
    {
      key: 'contract',
      kind: 'choice',
      label: { en: 'Game', de: 'Spiel' },
      options: [
        { value: 'dobbm', label: { en: 'Dobbm (with the Dobb)', de: 'Dobbm (mit Dobb)' } },
        { value: 'solo', label: { en: 'Solo', de: 'Solo' } }
      ],
      when: playedOrRevoke,
      default: 'dobbm'
    },
    {
      key: 'noTrick',
      kind: 'boolean',
      label: { en: 'Declarer took no trick', de: 'Spieler hat keinen Stich' },
      help: {
        en: 'The defenders then get the Dobb as well: a Match worth 60 points.',
        de: 'Dann bekommen die Gegner auch den Dobb: ein Matsch, 60 Punkte wert.'
      },
      when: { key: 'outcome', equals: ['played'] },
      default: false,
      optional: true
    },
    {
      key: 'declarerPoints',
      kind: 'number',
      min: 0,
      max: 120,
      label: { en: "Declarer's card points (with discard or Dobb)", de: 'Punkte des Spielers (mit Ablage oder Dobb)' },
      when: { key: 'outcome', equals: ['played'] }
    },
    { key: 'schwacher', kind: 'boolean', label: { en: 'Schwacher given', de: 'Schwacher gegeben' }, when: playedOrRevoke, default: false, optional: true },
    {
      key: 'retours',
      kind: 'number',
      min: 0,
      max: 30,
      label: { en: 'Number of Retours', de: 'Anzahl Retour' },
      when: { key: 'schwacher', equals: [true] },
      default: 0,
      optional: true
    },
    {
      key: 'offender',
      kind: 'seat',
      label: { en: 'Who revoked (declarer for a wrong discard)', de: 'Wer hat verleugnet (Spieler bei falscher Ablage)' },
      when: { key: 'outcome', equals: ['revoke'] }
    }
  ];
}

const isSeat = (x: unknown, players: number): x is Seat => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < players;

export function factsFromEntry(e: ScoreEntry): DobbmFacts | EntryError {
  const players = e.players;
  if (players !== 4 && players !== 5) return entryError('players', 'Dobbm is played by 4 or 5.', 'Dobbm spielen 4 oder 5.');
  if (!isSeat(e.dealer, players)) return entryError('dealer', `The dealer must be a seat from 1 to ${players}.`, `Der Geber muss Platz 1 bis ${players} sein.`);
  const dealer = e.dealer;
  const outcome = e.outcome ?? 'played';
  const mussrunde = e.mussrunde === true;
  if (outcome !== 'played' && outcome !== 'thrown-in' && outcome !== 'revoke')
    return entryError('outcome', 'Outcome must be played, thrown-in or revoke.', 'Ausgang muss gespielt, eingeworfen oder verleugnet sein.');
  const none = { players, dealer, mussrunde, declarer: null, contract: null, declarerPoints: 0, noTrick: false, schwacher: false, retours: 0, offender: null };
  if (outcome === 'thrown-in') {
    if (mussrunde)
      return entryError('outcome', 'In the Mußrunde the first player must declare: no throw-in.', 'In der Mußrunde muss gespielt werden: kein Einwerfen.');
    return { ...none, outcome };
  }
  if (!isSeat(e.declarer, players)) return entryError('declarer', 'Choose the declarer.', 'Wähle den Spieler.');
  const declarer = e.declarer;
  if (players === 5 && declarer === dealer)
    return entryError('declarer', 'With five the dealer sits out and cannot be declarer.', 'Zu fünft feiert der Geber und kann nicht Spieler sein.');
  if (mussrunde && declarer !== (dealer + 1) % players)
    return entryError('declarer', "In the Mußrunde the player at dealer's left is declarer.", 'In der Mußrunde spielt der Spieler links vom Geber.');
  const contract = e.contract ?? 'dobbm';
  if (contract !== 'dobbm' && contract !== 'solo') return entryError('contract', 'The game is Dobbm or Solo.', 'Das Spiel ist Dobbm oder Solo.');
  const schwacher = e.schwacher ?? false;
  if (typeof schwacher !== 'boolean') return entryError('schwacher', 'Schwacher is yes or no.', 'Schwacher ist ja oder nein.');
  const retours = e.retours ?? 0;
  if (typeof retours !== 'number' || !Number.isInteger(retours) || retours < 0 || retours > 30)
    return entryError('retours', 'Retours are a whole number from 0.', 'Retour ist eine ganze Zahl ab 0.');
  if (retours > 0 && !schwacher) return entryError('retours', 'A Retour can only follow a Schwacher.', 'Ein Retour gibt es nur nach einem Schwachen.');
  const base = { players, dealer, mussrunde, declarer, contract, schwacher, retours } as const;
  if (outcome === 'revoke') {
    if (!isSeat(e.offender, players)) return entryError('offender', 'Choose who revoked.', 'Wähle, wer verleugnet hat.');
    if (players === 5 && e.offender === dealer)
      return entryError('offender', 'The sitting-out dealer holds no cards and cannot revoke.', 'Der Geber feiert und kann nicht verleugnen.');
    return { ...base, outcome, declarerPoints: 0, noTrick: false, offender: e.offender };
  }
  const noTrick = e.noTrick ?? false;
  if (typeof noTrick !== 'boolean') return entryError('noTrick', 'Say yes or no.', 'Ja oder nein.');
  let points = e.declarerPoints;
  if (noTrick && points === undefined) points = 0;
  if (typeof points !== 'number' || !Number.isInteger(points) || points < 0 || points > 120)
    return entryError(
      'declarerPoints',
      "The declarer's points are a whole number from 0 to 120.",
      'Die Punkte des Spielers sind eine ganze Zahl von 0 bis 120.'
    );
  if (noTrick && points > 44)
    return entryError(
      'declarerPoints',
      'Without a trick the declarer has at most the four cards of the discard or Dobb.',
      'Ohne Stich hat der Spieler höchstens die vier Karten der Ablage oder des Dobb.'
    );
  if (points === 1 || points === 119)
    return entryError('declarerPoints', 'No card is worth 1 point: 1 and 119 are impossible.', 'Keine Karte zählt 1 Punkt: 1 und 119 sind unmöglich.');
  return { ...base, outcome, declarerPoints: points, noTrick, offender: null };
}

export function entryFromFacts(f: DobbmFacts, players: number, dealer: Seat, settings: Settings): ScoreEntry {
  const e: ScoreEntry = { format: 'trull-entry', version: 1, game: 'dobbm', players, dealer, settings: { ...settings }, outcome: f.outcome };
  if (f.mussrunde) e.mussrunde = true;
  if (f.outcome === 'thrown-in') return e;
  e.declarer = f.declarer;
  e.contract = f.contract;
  e.schwacher = f.schwacher;
  e.retours = f.retours;
  if (f.outcome === 'revoke') e.offender = f.offender;
  else {
    e.declarerPoints = f.declarerPoints;
    e.noTrick = f.noTrick;
  }
  return e;
}
