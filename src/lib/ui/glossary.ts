import type { GameId, Text } from '../engine/game';

/**
 * The games' own words, kept as the players say them, each with a short explanation (shown from
 * the table's menu and the setup screen). From the rule texts in shared/rules.
 */
export interface Term {
  term: string;
  text: Text;
}

export const GLOSSARY: Record<GameId, Term[]> = {
  droggn: [
    { term: 'Gstieß', text: { en: 'The excuse (fool). Not a trump: it may be played to any trick and never wins it, except a Gstieß laid out in Super Mord in the last trick.', de: 'Der Sküs. Kein Trumpf: darf jederzeit gespielt werden und sticht nie, außer ein im Super Mord aufgelegter Gstieß im letzten Stich.' } },
    { term: 'Mond', text: { en: 'Trump XXI, the highest trump.', de: 'Tarock XXI, der höchste Trumpf.' } },
    { term: 'Pagat', text: { en: 'Trump I. Winning the last trick with it scores a bonus (ultimo); laid out face up before the first lead it scores double.', de: 'Tarock I. Mit ihm den letzten Stich zu machen bringt einen Bonus (Ultimo); vor dem ersten Ausspiel aufgelegt zählt er doppelt.' } },
    { term: 'Ansager', text: { en: 'The lowest contract: the declarer exchanges with the talon and may buy a card.', de: 'Das niedrigste Spiel: der Spieler tauscht mit dem Talon und darf eine Karte kaufen.' } },
    { term: 'Solo', text: { en: 'Exchange with the talon, no buying.', de: 'Tausch mit dem Talon, kein Kauf.' } },
    { term: 'Super', text: { en: 'No exchange, no buying; the untouched talon counts for the declarer.', de: 'Kein Tausch, kein Kauf; der verdeckte Talon zählt für den Spieler.' } },
    { term: 'Super Mord', text: { en: 'A Super that must win every trick; play stops at the first lost trick.', de: 'Ein Super, der jeden Stich machen muss; das Spiel endet beim ersten verlorenen Stich.' } },
    { term: 'Schwacher', text: { en: 'A defender doubles the game (×2). At most one per hand.', de: 'Ein Gegenspieler verdoppelt das Spiel (×2). Höchstens einer je Spiel.' } },
    { term: 'Retour', text: { en: 'Doubles again after a Schwacher; the sides may keep answering without limit.', de: 'Verdoppelt nach einem Schwacher nochmals; beide Seiten können beliebig oft antworten.' } },
    { term: 'gut / weiter', text: { en: '"gut": accept, no double. "weiter": pass in the bidding.', de: '„gut": annehmen, nicht verdoppeln. „weiter": passen.' } },
    { term: 'Augen', text: { en: 'Card points, counted in threes less 2: the pack has 74.', de: 'Kartenpunkte, in Dreiergruppen weniger 2 gezählt: das Spiel hat 74.' } }
  ],
  dobbm: [
    { term: 'Dobb', text: { en: 'The four cards left after the deal; the declarer of an ordinary game takes them and discards four.', de: 'Die vier übrigen Karten; der Spieler im gewöhnlichen Spiel nimmt sie und legt vier ab.' } },
    { term: 'Sau / Sow', text: { en: 'The deuce, the highest card of its suit, worth 11.', de: 'Das Daus, die höchste Karte der Farbe, zählt 11.' } },
    { term: 'Ober, Unter', text: { en: 'The court cards below the king, worth 3 and 2.', de: 'Die Bildkarten unter dem König, zählen 3 und 2.' } },
    { term: 'Solo', text: { en: 'The declarer plays without the Dobb; it counts for her at the end. Pays double.', de: 'Gespielt ohne den Dobb, der am Ende für den Spieler zählt. Zählt doppelt.' } },
    { term: 'Schwacher, Retour', text: { en: 'A defender doubles; the declarer may answer with a Retour, and so on without limit.', de: 'Ein Gegenspieler verdoppelt; der Spieler kann mit Retour antworten, und so fort ohne Grenze.' } },
    { term: 'Match', text: { en: 'All eight tricks to one side. The stake is named as the price of a Match.', de: 'Alle acht Stiche an eine Seite. Der Einsatz wird als Preis eines Matsch genannt.' } },
    { term: 'Stockerl', text: { en: 'At five, when all pass, each player pays the new dealer a small fixed amount.', de: 'Zu fünft, wenn alle passen, zahlt jeder dem neuen Geber einen kleinen festen Betrag.' } },
    { term: 'Mußrunde', text: { en: 'The last round of a session: in each deal the player at dealer\'s left must declare.', de: 'Die letzte Runde: in jedem Spiel muss der Spieler links vom Geber spielen.' } }
  ],
  troggen: [
    { term: 'Einfach, Doppelt', text: { en: 'Bids that take the talon; Doppelt stakes twice as much.', de: 'Spiele mit Talon; Doppelt setzt doppelt so viel.' } },
    { term: 'Ohne Talon', text: { en: 'The talon stays unseen and counts for the bidder at the end.', de: 'Der Talon bleibt verdeckt und zählt am Ende für den Spieler.' } },
    { term: 'Gegen den Talon', text: { en: 'The talon is set aside unseen and counts for the defenders.', de: 'Der Talon wird verdeckt weggelegt und zählt für die Gegner.' } },
    { term: 'Excuse (Sküs)', text: { en: 'May be played instead of any card and never wins; its player keeps it and gives a zero card in exchange, except in the last trick.', de: 'Darf statt jeder Karte gespielt werden und sticht nie; man behält sie und gibt eine Leerkarte, außer im letzten Stich.' } },
    { term: 'Pagat', text: { en: 'Trump I. The bidder winning the last trick with it is paid 2 jetons by everyone; losing it there, she pays.', de: 'Tarock I. Macht der Spieler damit den letzten Stich, zahlt ihm jeder 2 Jetons; verliert er ihn dort, zahlt er.' } },
    { term: 'Kasse (pot)', text: { en: 'Stakes go in; a winning bidder takes it all, a lost bid leaves it for later hands.', de: 'Die Einsätze gehen hinein; ein gewonnenes Spiel nimmt alles, ein verlorenes lässt sie liegen.' } },
    { term: 'Misère', text: { en: 'When all pass: everyone plays alone for the fewest points and pays into the pot.', de: 'Wenn alle passen: jeder spielt allein auf möglichst wenig Punkte und zahlt in die Kasse.' } },
    { term: 'Called king', text: { en: 'At five and six the bidder names a king; its holder is her secret partner until the king is played.', de: 'Zu fünft und sechst ruft der Spieler einen König; sein Besitzer ist geheimer Partner, bis der König fällt.' } }
  ],
  troccas: [
    { term: 'Scartist', text: { en: 'The dealer: gets two cards more and discards two (the scart).', de: 'Der Geber: bekommt zwei Karten mehr und legt zwei ab (den Scart).' } },
    { term: 'Liber', text: { en: 'The third speaker leaves the choice of a throw-in to the dealer.', de: 'Der dritte Sprecher überlässt den Entscheid über das Einwerfen dem Geber.' } },
    { term: 'Tschintschar', text: { en: 'Table talk during the deal: coded words about trumps, kings and the hand, free to be untrue, never naming a suit.', de: 'Tischgespräch beim Geben: verschlüsselte Worte über Trümpfe, Könige und das Blatt, dürfen unwahr sein, nennen nie eine Farbe.' } },
    { term: 'Buob', text: { en: 'On a suit\'s first lead, the king\'s jack is called into the trick; its holder takes back the card he played. "Buob, sche": only if he did not play the queen or cavalier.', de: 'Beim ersten Ausspiel einer Farbe wird der Bube zum König gerufen; sein Besitzer nimmt seine Karte zurück. „Buob, sche": nur wenn er nicht Dame oder Reiter spielte.' } },
    { term: 'Fool (il narr)', text: { en: 'Played any time, never wins, never captured: its player keeps it and gives a one-point card instead.', de: 'Jederzeit spielbar, sticht nie, wird nie gefangen: man behält ihn und gibt eine Einpunktkarte.' } },
    { term: 'Counting in fours', text: { en: 'Groups of four cards less 3: the pack has 72; each side scores its points minus 36.', de: 'Vierergruppen weniger 3: das Spiel hat 72; jede Seite schreibt ihre Punkte minus 36.' } }
  ]
};
