import type { Action, AnyGame, HandScore, Text } from '../engine/game';
import { PACKS, cardName, type PackId } from '../engine/packs';
import { UNIT_NAMES } from '../engine/units';
import type { Decision, Estimate, HandAnalysis } from './analysis';

/**
 * The analysis said in plain sentences, English and German, with the cards' names ("Trick 14:
 * the XVI instead of the XXI threw the hand away; with the XXI your side comes out ahead").
 * "Comes out ahead" is the solver's question in every game: the declarer making the contract, the
 * defenders beating it, a pair ending above the other.
 */

/** A card's name in both languages, or the action's label where it is no card (table talk). */
function actionName(game: AnyGame, a: Action, pack: PackId | undefined): Text {
  const info = game.describe(a);
  if (info.card === undefined) return info.label;
  const p = pack ? PACKS[pack] : game.pack;
  return { en: `the ${cardName(p, info.card, 'en')}`, de: cardName(p, info.card, 'de') };
}

/** Whether a decision is one the analysis marks: the card threw away a hand the side could force. */
export const isMarked = (d: Decision): boolean => d.open?.solved === true && d.open.before && !d.open.after;

const pct = (x: number, lang: 'en' | 'de'): string => `${Math.round(100 * x)}${lang === 'de' ? ' %' : '%'}`;

/** The estimate at the seat's first card (issue 30 item 4): where the first card is too big to solve. */
function startEstimate(a: HandAnalysis): Text {
  const d = a.decisions[0];
  const e = d?.open?.solved === false ? d.open.estimate : undefined;
  const big = {
    en: 'From the first card the hand is too big to solve exactly here.',
    de: 'Ab der ersten Karte ist die Hand zu groß, um sie hier genau zu lösen.'
  };
  if (!e) return big;
  return {
    en: `${big.en} An estimate over ${e.worlds} deals that fit what you had seen at your first card (trick ${d.trick}), played on as the strong bot plays them out: with the strong bot's choice there, your side comes out ahead in ${pct(e.bestAhead, 'en')} of them.`,
    de: `${big.de} Eine Schätzung über ${e.worlds} Verteilungen, die zu dem passen, was du bei deiner ersten Karte (Stich ${d.trick}) gesehen hattest, so zu Ende gespielt, wie der starke Bot sie durchspielt: Mit der Wahl des starken Bots liegt deine Seite dort in ${pct(e.bestAhead, 'de')} davon vorn.`
  };
}

const startText = (a: HandAnalysis): Text => {
  const { ours, theirs } = a;
  if (ours === true)
    return {
      en: 'With every card open and best play by everyone, your side could have forced a win from the first card.',
      de: 'Mit allen Karten offen und bestem Spiel aller hätte deine Seite ab der ersten Karte sicher gewonnen.'
    };
  if (theirs === true)
    return {
      en: 'With every card open and best play by everyone, the other side could have forced a win from the first card: this hand could not be won.',
      de: 'Mit allen Karten offen und bestem Spiel aller hätte die Gegenseite ab der ersten Karte sicher gewonnen: Diese Hand war nicht zu gewinnen.'
    };
  if (ours === false)
    return {
      en: 'With every card open and best play by everyone, your side could not have forced a win from the first card.',
      de: 'Mit allen Karten offen und bestem Spiel aller hätte deine Seite ab der ersten Karte keinen Sieg erzwingen können.'
    };
  return startEstimate(a);
};

/** The earliest of the seat's positions the solver answered: where the side stood from then on. */
function earliestText(a: HandAnalysis): Text | null {
  const d = a.decisions.find((x) => x.open?.solved);
  if (!d || d.open?.solved !== true || a.ours !== null) return null;
  return d.open.before
    ? {
        en: `From trick ${d.trick} on (the earliest position solved), your side could still force a win.`,
        de: `Ab Stich ${d.trick} (der früheste gelöste Stand) konnte deine Seite den Sieg noch erzwingen.`
      }
    : {
        en: `From trick ${d.trick} on (the earliest position solved), your side could no longer force a win.`,
        de: `Ab Stich ${d.trick} (der früheste gelöste Stand) konnte deine Seite keinen Sieg mehr erzwingen.`
      };
}

/** The overview: how the hand ended for the side, and what it could have forced. */
export function overview(a: HandAnalysis): Text[] {
  // A hand with no card played (thrown in, all passed) was neither won nor lost by a side: it says
  // only that (issue 28 item 4: a thrown-in Droggn hand said "did not come out ahead").
  if (a.firstCard === null)
    return [
      { en: 'No card was played in this hand: there is nothing to look at.', de: 'In dieser Hand wurde keine Karte gespielt: Es gibt nichts anzusehen.' }
    ];
  const lines: Text[] = [
    a.cameOutAhead
      ? { en: 'Your side came out ahead in this hand.', de: 'Deine Seite lag in dieser Hand vorn.' }
      : { en: 'Your side did not come out ahead in this hand.', de: 'Deine Seite lag in dieser Hand nicht vorn.' }
  ];
  if (a.done) lines.push(startText(a));
  const early = a.done ? earliestText(a) : null;
  if (early) lines.push(early);
  return lines;
}

/**
 * Where the side's standing changed between two of the seat's own cards, by the cards of the
 * others: after the seat's card `after` the side could (or could not) force a win, and before its
 * next card `before` (null: by the end of the hand) the other way round. A forced win is lost only
 * by a card of the seat's own side, its partner's (the opponents cannot take it away: that is what
 * "forced" means); a hand that could not be forced is won back only by a card of the other side.
 * Both are what the seat's own cards cannot explain: a lost hand where none of its cards is marked.
 */
export interface Swing {
  after: Decision;
  before: Decision | null;
  /** True: the partner's play lost a forced win; false: the other side's play gave one. */
  lost: boolean;
}

export function swings(a: HandAnalysis): Swing[] {
  if (!a.done) return [];
  const out: Swing[] = [];
  const ds = a.decisions;
  for (let i = 0; i < ds.length; i++) {
    const x = ds[i].open;
    if (x?.solved !== true) continue;
    const next = ds[i + 1] ?? null;
    // The standing before the seat's next card, or at the end of the hand (whether the side came out ahead).
    const then = next === null ? a.cameOutAhead : next.open?.solved === true ? next.open.before : null;
    if (then !== null && then !== x.after) out.push({ after: ds[i], before: next, lost: x.after });
  }
  return out;
}

/** A swing in a sentence, with the seat's card and trick it follows. */
export function swingText(game: AnyGame, w: Swing, pack: PackId | undefined): Text {
  const card = actionName(game, w.after.action, pack);
  const when =
    w.before === null
      ? { en: 'after it', de: 'danach' }
      : { en: `before your next one (trick ${w.before.trick})`, de: `vor deiner nächsten (Stich ${w.before.trick})` };
  return w.lost
    ? {
        en: `After you played ${card.en} in trick ${w.after.trick}, your side could still force a win; a card of your partner's ${when.en} gave it away.`,
        de: `Nachdem du in Stich ${w.after.trick} ${card.de} gespielt hattest, konnte deine Seite den Sieg noch erzwingen; eine Karte deines Partners ${when.de} hat ihn verspielt.`
      }
    : {
        en: `After you played ${card.en} in trick ${w.after.trick}, your side could no longer force a win; a card of the other side's ${when.en} made it possible again.`,
        de: `Nachdem du in Stich ${w.after.trick} ${card.de} gespielt hattest, konnte deine Seite keinen Sieg mehr erzwingen; eine Karte der Gegenseite ${when.de} hat ihn wieder möglich gemacht.`
      };
}

/**
 * A card the solver did not reach, by its estimate: how often the side came out ahead after it in
 * worlds that fit what the seat had seen, and the strong bot's choice there (`short`: for a list).
 */
function estimateText(game: AnyGame, d: Decision, e: Estimate, pack: PackId | undefined, short: boolean): Text {
  const card = actionName(game, d.action, pack);
  const head = { en: `Trick ${d.trick}: ${card.en}: `, de: `Stich ${d.trick}: ${card.de}: ` };
  const alt = e.best === d.action || d.choices === 1 ? null : actionName(game, e.best, pack);
  if (short)
    return {
      en: `${head.en}estimate over ${e.worlds} deals: ahead in ${pct(e.chosen, 'en')}${alt ? ` (the strong bot's choice, ${alt.en}: ${pct(e.bestAhead, 'en')})` : ''}.`,
      de: `${head.de}Schätzung über ${e.worlds} Verteilungen: in ${pct(e.chosen, 'de')} vorn${alt ? ` (Wahl des starken Bots, ${alt.de}: ${pct(e.bestAhead, 'de')})` : ''}.`
    };
  const choice =
    d.choices === 1
      ? { en: '', de: '' }
      : alt
        ? {
            en: `; with ${alt.en}, the strong bot's choice, in ${pct(e.bestAhead, 'en')}`,
            de: `; mit ${alt.de}, der Wahl des starken Bots, in ${pct(e.bestAhead, 'de')}`
          }
        : { en: ": the strong bot's choice too", de: ': Das war auch die Wahl des starken Bots' };
  return {
    en: `${head.en}too many cards left for the exact solver. Estimate over ${e.worlds} deals that fit what you had seen, played on as the strong bot plays them out: your side comes out ahead in ${pct(e.chosen, 'en')} of them after it${choice.en}.`,
    de: `${head.de}zu viele Karten für die genaue Lösung. Schätzung über ${e.worlds} Verteilungen, die zu dem passen, was du gesehen hattest, so zu Ende gespielt, wie der starke Bot sie durchspielt: Danach liegt deine Seite in ${pct(e.chosen, 'de')} davon vorn${choice.de}.`
  };
}

/**
 * What the open cards say of one card (`short`: for a list of them), or where the solver did not
 * reach, its estimate (issue 30 item 4: no "not solved").
 * `ahead`: the side came out ahead all the same (the other side's cards gave the win back): a card
 * that lost the forced win put it at risk, it did not throw the hand away (issue 28 item 4: "came
 * out ahead" and "threw the hand away" said of one hand).
 */
export function openText(game: AnyGame, d: Decision, pack: PackId | undefined, short = false, ahead = false): Text {
  const card = actionName(game, d.action, pack);
  const o = d.open;
  if (o === null) return { en: `Trick ${d.trick}: ${card.en}: working…`, de: `Stich ${d.trick}: ${card.de}: wird berechnet…` };
  if (!o.solved && o.estimate) return estimateText(game, d, o.estimate, pack, short);
  // Without an estimate (an analysis asked for none: tests, the bench).
  if (!o.solved)
    return {
      en: `Trick ${d.trick}: ${card.en}: too many cards left for the exact solver.`,
      de: `Stich ${d.trick}: ${card.de}: zu viele Karten für die genaue Lösung.`
    };
  if (o.before && !o.after && ahead) {
    if (o.instead === null)
      return { en: `Trick ${d.trick}: ${card.en} put a certain win at risk.`, de: `Stich ${d.trick}: ${card.de} hat einen sicheren Sieg aufs Spiel gesetzt.` };
    const alt = actionName(game, o.instead, pack);
    return {
      en: `Trick ${d.trick}: ${card.en} instead of ${alt.en} put a certain win at risk: the other side could have stopped you from there; with ${alt.en} the win was sure.`,
      de: `Stich ${d.trick}: ${card.de} statt ${alt.de} hat einen sicheren Sieg aufs Spiel gesetzt: Ab da hätte die Gegenseite dich stoppen können; mit ${alt.de} war der Sieg sicher.`
    };
  }
  if (o.before && !o.after) {
    if (o.instead === null) return { en: `Trick ${d.trick}: ${card.en} threw the hand away.`, de: `Stich ${d.trick}: ${card.de} hat die Hand verspielt.` };
    const alt = actionName(game, o.instead, pack);
    return {
      en: `Trick ${d.trick}: ${card.en} instead of ${alt.en} threw the hand away; with ${alt.en} your side comes out ahead.`,
      de: `Stich ${d.trick}: ${card.de} statt ${alt.de} hat die Hand verspielt; mit ${alt.de} liegt deine Seite vorn.`
    };
  }
  if (o.after) return { en: `Trick ${d.trick}: ${card.en} kept the win in hand.`, de: `Stich ${d.trick}: ${card.de} hielt den Sieg in der Hand.` };
  return {
    en: `Trick ${d.trick}: ${card.en}: no card could have won from here.`,
    de: `Stich ${d.trick}: ${card.de}: Ab hier war mit keiner Karte zu gewinnen.`
  };
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

/**
 * Accuracy for every hand (issue 30 item 3, insight/accuracy.ts): the figure once the analysis is
 * done, never before (a figure over part of the cards would be a wrong one); null too when no card
 * of the seat's had a choice. Only the card play is judged, never the bidding: "your cards" says so.
 */
export function accuracyLine(a: HandAnalysis): Text | null {
  if (!a.done || a.accuracy === null) return null;
  return { en: `Accuracy of your cards: ${a.accuracy}`, de: `Genauigkeit deiner Karten: ${a.accuracy}` };
}

/** What the figure means, with the number of deals each card was judged over. */
export function accuracyMeaning(a: HandAnalysis): Text {
  const worlds = a.decisions.find((d) => d.cost)?.cost?.worlds ?? 0;
  return {
    en: `100 when no card of yours cost anything; the more your cards cost, the lower: about 37 when they cost as much as a typical hand is worth. The strong bot judged each card you chose from what you could see at that moment: every card you could have played, played on over the same ${worlds} deals that fit it. A card those deals cannot tell apart from the best counts as the best. Only your cards are judged, not your bids.`,
    de: `100, wenn keine deiner Karten etwas gekostet hat; je mehr deine Karten kosten, desto weniger: etwa 37, wenn sie so viel kosten, wie eine übliche Hand wert ist. Der starke Bot hat jede Karte, die du gewählt hast, nach dem beurteilt, was du in dem Moment sehen konntest: jede Karte, die du hättest spielen können, über dieselben ${worlds} Verteilungen durchgespielt, die dazu passen. Eine Karte, die diese Verteilungen nicht von der besten unterscheiden können, zählt als die beste. Beurteilt werden nur deine Karten, nicht deine Ansagen.`
  };
}

/** The seat's cards the judge calls a mistake or an inaccuracy, in the order of the hand. */
export const costlyCards = (a: HandAnalysis): Decision[] => a.decisions.filter((d) => d.cost?.verdict === 'mistake' || d.cost?.verdict === 'inaccuracy');

/** A cost in the game's unit, "about 12" or "about 2.4" ("etwa 2,4"): the judge's mean is no exact sum. */
function about(x: number, lang: 'en' | 'de'): string {
  const digits = x >= 10 ? 0 : 1;
  return x.toLocaleString(lang === 'en' ? 'en-GB' : 'de-DE', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
}

/** A card the judge calls a mistake or an inaccuracy: its trick, what it cost and the card it rated best. */
export function costText(game: AnyGame, d: Decision, pack: PackId | undefined, unit: HandScore['unit']): Text {
  const c = d.cost;
  if (!c) throw new Error('a card without a cost');
  const card = actionName(game, d.action, pack);
  const best = actionName(game, c.best, pack);
  const u = UNIT_NAMES[unit];
  const mistake = c.verdict === 'mistake';
  return {
    en: `Trick ${d.trick}: ${card.en} was ${mistake ? 'a mistake' : 'an inaccuracy'}: it cost about ${about(c.cost, 'en')} ${u.en} against ${best.en}, the strong bot's best card there.`,
    de: `Stich ${d.trick}: ${card.de} war ${mistake ? 'ein Fehler' : 'eine Ungenauigkeit'}: Das kostete etwa ${about(c.cost, 'de')} ${u.de} gegenüber ${best.de}, der besten Karte des starken Bots dort.`
  };
}
