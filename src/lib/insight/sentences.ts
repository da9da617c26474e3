import type { Action, AnyGame, Text } from '../engine/game';
import { PACKS, cardName, type PackId } from '../engine/packs';
import type { Decision, Forced, HandAnalysis } from './analysis';

/**
 * The analysis said in plain sentences, English and German, with the cards' names ("Trick 14:
 * the XVI instead of the XXI threw the hand away; with the XXI your side comes out ahead").
 * "Comes out ahead" is the solver's question in every game: the declarer making the contract, the
 * defenders beating it, a pair ending above the other.
 */

/** A card's name in both languages, or the action's label where it is no card (table talk). */
export function actionName(game: AnyGame, a: Action, pack: PackId | undefined): Text {
  const info = game.describe(a);
  if (info.card === undefined) return info.label;
  const p = pack ? PACKS[pack] : game.pack;
  return { en: `the ${cardName(p, info.card, 'en')}`, de: cardName(p, info.card, 'de') };
}

/** Whether a decision is one the analysis marks: the card threw away a hand the side could force. */
export const isMarked = (d: Decision): boolean => d.open?.solved === true && d.open.before && !d.open.after;

const startText = (ours: Forced, theirs: Forced): Text => {
  if (ours === true)
    return { en: 'With every card open and best play by everyone, your side could have forced a win from the first card.', de: 'Mit allen Karten offen und bestem Spiel aller hätte deine Seite ab der ersten Karte sicher gewonnen.' };
  if (theirs === true)
    return { en: 'With every card open and best play by everyone, the other side could have forced a win from the first card: this hand could not be won.', de: 'Mit allen Karten offen und bestem Spiel aller hätte die Gegenseite ab der ersten Karte sicher gewonnen: Diese Hand war nicht zu gewinnen.' };
  if (ours === false)
    return { en: 'With every card open and best play by everyone, your side could not have forced a win from the first card.', de: 'Mit allen Karten offen und bestem Spiel aller hätte deine Seite ab der ersten Karte keinen Sieg erzwingen können.' };
  return { en: 'From the first card the hand is too big to solve exactly here (not solved).', de: 'Ab der ersten Karte ist die Hand zu groß, um sie hier genau zu lösen (nicht gelöst).' };
};

/** The earliest of the seat's positions the solver answered: where the side stood from then on. */
function earliestText(a: HandAnalysis): Text | null {
  const d = a.decisions.find((x) => x.open?.solved);
  if (!d || d.open?.solved !== true || a.ours !== null) return null;
  return d.open.before
    ? { en: `From trick ${d.trick} on (the earliest position solved), your side could still force a win.`, de: `Ab Stich ${d.trick} (der früheste gelöste Stand) konnte deine Seite den Sieg noch erzwingen.` }
    : { en: `From trick ${d.trick} on (the earliest position solved), your side could no longer force a win.`, de: `Ab Stich ${d.trick} (der früheste gelöste Stand) konnte deine Seite keinen Sieg mehr erzwingen.` };
}

/** The overview: how the hand ended for the side, and what it could have forced. */
export function overview(a: HandAnalysis): Text[] {
  const lines: Text[] = [
    a.cameOutAhead ? { en: 'Your side came out ahead in this hand.', de: 'Deine Seite lag in dieser Hand vorn.' } : { en: 'Your side did not come out ahead in this hand.', de: 'Deine Seite lag in dieser Hand nicht vorn.' }
  ];
  if (a.firstCard === null) lines.push({ en: 'No card was played in this hand: there is nothing to look at.', de: 'In dieser Hand wurde keine Karte gespielt: Es gibt nichts anzusehen.' });
  else if (a.done) lines.push(startText(a.ours, a.theirs));
  const early = a.done ? earliestText(a) : null;
  if (early) lines.push(early);
  return lines;
}

/** What the open cards say of one card (`short`: "not solved" without the why, for a list of them). */
export function openText(game: AnyGame, d: Decision, pack: PackId | undefined, short = false): Text {
  const card = actionName(game, d.action, pack);
  const o = d.open;
  if (o === null) return { en: `Trick ${d.trick}: ${card.en}: working…`, de: `Stich ${d.trick}: ${card.de}: wird berechnet…` };
  if (!o.solved && short) return { en: `Trick ${d.trick}: ${card.en}: not solved.`, de: `Stich ${d.trick}: ${card.de}: nicht gelöst.` };
  if (!o.solved) return { en: `Trick ${d.trick}: ${card.en}: not solved (too many cards left for the exact solver).`, de: `Stich ${d.trick}: ${card.de}: nicht gelöst (zu viele Karten für die genaue Lösung).` };
  if (o.before && !o.after) {
    if (o.instead === null) return { en: `Trick ${d.trick}: ${card.en} threw the hand away.`, de: `Stich ${d.trick}: ${card.de} hat die Hand verspielt.` };
    const alt = actionName(game, o.instead, pack);
    return {
      en: `Trick ${d.trick}: ${card.en} instead of ${alt.en} threw the hand away; with ${alt.en} your side comes out ahead.`,
      de: `Stich ${d.trick}: ${card.de} statt ${alt.de} hat die Hand verspielt; mit ${alt.de} liegt deine Seite vorn.`
    };
  }
  if (o.after) return { en: `Trick ${d.trick}: ${card.en} kept the win in hand.`, de: `Stich ${d.trick}: ${card.de} hielt den Sieg in der Hand.` };
  return { en: `Trick ${d.trick}: ${card.en}: no card could have won from here.`, de: `Stich ${d.trick}: ${card.de}: Ab hier war mit keiner Karte zu gewinnen.` };
}

/** What the view without peeking says of one card. */
export function blindText(d: Decision): Text | null {
  const b = d.blind;
  if (b === null) return null;
  if (d.choices === 1) return { en: 'The only card allowed.', de: 'Die einzige erlaubte Karte.' };
  if (b.worlds === 0) return null;
  const pct = Math.round((100 * b.best) / b.worlds);
  return {
    en: `Without peeking: the best card in ${pct}% of ${b.worlds} deals that fit what you had seen.`,
    de: `Ohne zu spicken: die beste Karte in ${pct} % von ${b.worlds} Verteilungen, die zu dem passen, was du gesehen hattest.`
  };
}
