import type { Guide } from '../../engine/guide';
import type { Text } from '../../engine/game';
import { SETTINGS } from './settings';

/**
 * Troggen's rules as the app teaches them (the rules page), in our own words, each section naming
 * the checklist ids it covers (docs/rules/troggen.md); open points as docs/rules-decisions.md decides.
 */
const p = (en: string, de: string): Text => ({ en, de });

export const guide: Guide = {
  pack: 'marseille78',
  sections: [
    {
      id: 'cards',
      title: p('The cards', 'Die Karten'),
      body: [
        p(
          'Troggen is played around Solothurn with the 78 cards of the Tarot de Marseille: 21 trumps, the Excuse and four suits of 14. In batons and swords the order from the top is king, queen, cavalier, jack, then 10 down to 1; in cups and coins king, queen, cavalier, jack, then 1 up to 10.',
          'Troggen wird um Solothurn mit den 78 Karten des Tarot de Marseille gespielt: 21 Trümpfe, die Sküs und vier Farben zu 14. Bei Stäben und Schwertern ist die Reihenfolge von oben König, Dame, Cavall, Bube, dann 10 hinunter bis 1; bei Kelchen und Münzen König, Dame, Cavall, Bube, dann 1 hinauf bis 10.'
        ),
        p(
          'Every trick taken is worth 1 point. On top of that: kings, XXI, the Pagat (I) and the Excuse 4 each; queens 3; cavaliers 2; jacks 1; all other cards nothing. The bidder needs 35.',
          'Jeder gemachte Stich zählt 1 Punkt. Dazu: Könige, XXI, der Pagat (I) und die Sküs je 4; Damen 3; Cavalls 2; Buben 1; alle anderen Karten nichts. Die Bieterin braucht 35.'
        ),
        p(
          'With four players there are 70 points in all, so 35 is half. With five and six there are fewer tricks (67 and 64 points); the bidder still needs 35 unless the table chooses half of all points (see House rules).',
          'Zu viert gibt es 70 Punkte, 35 ist die Hälfte. Zu fünft und sechst gibt es weniger Stiche (67 und 64 Punkte); die Bieterin braucht trotzdem 35, ausser der Tisch wählt die Hälfte aller Punkte (siehe Hausregeln).'
        )
      ],
      cards: [
        { caption: p('4 points each', 'je 4 Punkte'), codes: ['XXI', 'I', 'Ex', 'C-K', 'O-K', 'S-K', 'B-K'] },
        { caption: p('3, 2 and 1 points: queen, cavalier, jack', '3, 2 und 1 Punkt: Dame, Cavall, Bube'), codes: ['B-Q', 'B-C', 'B-V'] },
        {
          caption: p('Batons from the top; the numerals count nothing', 'Stäbe von oben; die Zahlkarten zählen nichts'),
          codes: ['B-K', 'B-Q', 'B-C', 'B-V', 'B-10', 'B-9', 'B-8', 'B-7', 'B-6', 'B-5', 'B-4', 'B-3', 'B-2', 'B-A']
        }
      ],
      rules: ['TG-CARD-1', 'TG-CARD-2', 'TG-CARD-3']
    },
    {
      id: 'deal',
      title: p('The deal', 'Geben'),
      body: [
        p(
          'Four to six play. Dealing and play go anticlockwise, and the deal passes to the right. The player at the dealer’s left cuts; the dealer gives three cards at a time from his right and builds the talon during the deal: 18 cards each and 6 in the talon at four, 15 and 3 at five, 12 and 6 at six.',
          'Es spielen vier bis sechs. Gegeben und gespielt wird im Gegenuhrzeigersinn, das Geben geht nach rechts weiter. Der Spieler links vom Geber hebt ab; der Geber gibt von seiner Rechten je drei Karten und legt während des Gebens den Talon: zu viert je 18 Karten und 6 im Talon, zu fünft 15 und 3, zu sechst 12 und 6.'
        ),
        p(
          'The first dealer is agreed at the table; the app draws one and says so.',
          'Der erste Geber wird am Tisch vereinbart; die App lost einen aus und sagt es.'
        )
      ],
      rules: ['TG-DEAL-1', 'TG-DEAL-2', 'TG-DEAL-3']
    },
    {
      id: 'bidding',
      title: p('Bidding and the pot', 'Bieten und die Kasse'),
      body: [
        p(
          'One round, starting at the dealer’s right, the dealer last. Each player bids once, above every bid so far, or passes. The bids and their units: Einfach 1 and Doppelt 2 (both take the talon), Ohne Talon 4 (the talon stays unseen and counts for the bidder), Gegen den Talon 6 (it counts for the defenders).',
          'Eine Runde, rechts vom Geber beginnend, der Geber zuletzt. Jeder bietet einmal, höher als alle bisherigen Gebote, oder passt. Die Gebote und ihre Einheiten: Einfach 1 und Doppelt 2 (beide mit Talon), Ohne Talon 4 (der Talon bleibt verdeckt und zählt für die Bieterin), Gegen den Talon 6 (er zählt für die Gegner).'
        ),
        p(
          'The stakes go into the pot (the Kasse): the bidder puts in her unit once for every other player, every other player one unit.',
          'Die Einsätze gehen in die Kasse: die Bieterin zahlt ihre Einheit einmal für jeden anderen Spieler ein, jeder andere eine Einheit.'
        ),
        p(
          'At five and six the bidder calls a king. Its holder is her secret partner until that king is played; she may call her own king and then plays alone. A called king lying in an unseen talon leaves her alone too.',
          'Zu fünft und sechst ruft die Bieterin einen König. Sein Besitzer ist ihr geheimer Partner, bis dieser König gespielt wird; ruft sie ihren eigenen König, spielt sie allein. Liegt der gerufene König im verdeckten Talon, spielt sie ebenfalls allein.'
        )
      ],
      rules: ['TG-BID-1', 'TG-BID-2', 'TG-BID-3']
    },
    {
      id: 'exchange',
      title: p('The talon', 'Der Talon'),
      body: [
        p(
          'With Einfach or Doppelt the bidder takes the talon into her hand and lays away as many cards, never a trump, the Excuse or a king; they count for her. (A hand that cannot find enough other cards may lay away plain trumps, never XXI or I.)',
          'Bei Einfach oder Doppelt nimmt die Bieterin den Talon auf und legt ebenso viele Karten weg, nie einen Trumpf, die Sküs oder einen König; sie zählen für sie. (Findet ein Blatt nicht genug andere Karten, darf es einfache Trümpfe weglegen, nie XXI oder I.)'
        )
      ],
      rules: ['TG-EXCH-1']
    },
    {
      id: 'play',
      title: p('Play', 'Spiel'),
      body: [
        p(
          'The player at the dealer’s right leads to the first trick, whoever bid; the winner of a trick leads the next. Follow suit; without it play a trump; when trumps are led play a trump. On a trump lead you must beat the highest trump so far if you can, and by default also when you trump a suit lead.',
          'Der Spieler rechts vom Geber spielt zum ersten Stich aus, egal wer geboten hat; wer einen Stich macht, spielt zum nächsten aus. Farbe bedienen; ohne sie Trumpf; wird Trumpf ausgespielt, Trumpf zugeben. Auf ein Trumpfausspiel muss man den höchsten Trumpf im Stich überstechen, wenn man kann, und gewöhnlich auch, wenn man eine Farbe absticht.'
        ),
        p(
          'The Excuse may be played instead of any card and never wins. Its player keeps it and gives a card without points in exchange, later if he has none yet; in the last trick, though, it goes to whoever wins that trick. When the Excuse is led, the next card sets the suit. Until the called king is out, the Excuse is always exchanged, so that it gives no partnership away.',
          'Die Sküs darf statt jeder Karte gespielt werden und sticht nie. Ihr Spieler behält sie und gibt dafür eine Karte ohne Punkte, später, wenn er noch keine hat; im letzten Stich aber geht sie an den, der ihn macht. Wird die Sküs ausgespielt, bestimmt die nächste Karte die Farbe. Bis der gerufene König gefallen ist, wird die Sküs immer ausgetauscht, damit sie keine Partnerschaft verrät.'
        )
      ],
      rules: ['TG-PLAY-1', 'TG-PLAY-2', 'TG-PLAY-3', 'TG-PLAY-4', 'TG-PLAY-5', 'TG-PLAY-6']
    },
    {
      id: 'scoring',
      title: p('Scoring', 'Abrechnung'),
      body: [
        p(
          'Only the bidder’s side is counted. With 35 points the bidder, with her partner, takes the whole pot; otherwise the pot stays on the table for later hands.',
          'Gezählt wird nur die Partei der Bieterin. Mit 35 Punkten nimmt die Bieterin mit ihrem Partner die ganze Kasse; sonst bleibt die Kasse für spätere Spiele auf dem Tisch.'
        ),
        p(
          'The Pagat in the last trick: if the bidder wins the last trick with it, every other player pays her 2 jetons; if she loses it there, she pays each 2. The same goes for the bidder’s king in the last trick. These are paid directly, won game or lost, never in a misère; a Pagat or king of the partner’s pays nothing.',
          'Der Pagat im letzten Stich: macht die Bieterin mit ihm den letzten Stich, zahlt ihr jeder andere 2 Jetons; verliert sie ihn dort, zahlt sie jedem 2. Dasselbe gilt für den König der Bieterin im letzten Stich. Das wird direkt bezahlt, ob das Spiel gewonnen ist oder nicht, nie in der Misère; ein Pagat oder König des Partners zahlt nichts.'
        ),
        p(
          'At five and six, when the game is won, the partner gets back his stake and a third of the pot carried over from earlier hands; the bidder keeps the rest.',
          'Zu fünft und sechst bekommt der Partner bei gewonnenem Spiel seinen Einsatz zurück und einen Drittel der Kasse aus früheren Spielen; die Bieterin behält den Rest.'
        ),
        p(
          'Worked example, five players, 12 jetons in the pot: the bidder plays Doppelt (unit 2) and pays 8, each of the four others 2, so the pot holds 28. With her partner she makes 41 points and wins. The partner gets 2 + 12 ÷ 3 = 6, the bidder the other 22. Net for the hand: bidder +14, partner +4, the three others −2 each.',
          'Rechenbeispiel, fünf Spieler, 12 Jetons in der Kasse: die Bieterin spielt Doppelt (Einheit 2) und zahlt 8 ein, jeder der vier anderen 2, so liegen 28 in der Kasse. Mit ihrem Partner macht sie 41 Punkte und gewinnt. Der Partner bekommt 2 + 12 ÷ 3 = 6, die Bieterin die übrigen 22. Für dieses Spiel: Bieterin +14, Partner +4, die drei anderen je −2.'
        )
      ],
      example: {
        entry: {
          format: 'trull-entry',
          version: 1,
          game: 'troggen',
          players: 5,
          dealer: 0,
          settings: { overtrumpOnSuitLead: true, pagatLossPays: 'all', partnerShare: 'carried', target: 'fixed' },
          contract: 'doppelt',
          pot: 12,
          bidder: 4,
          calledKing: 'O',
          partner: 2,
          points: 41,
          pagat: 'none',
          king: 'none'
        },
        deltas: [-2, -2, 4, -2, 14]
      },
      rules: ['TG-SCORE-1', 'TG-SCORE-2', 'TG-SCORE-3', 'TG-SCORE-4', 'TG-SCORE-5']
    },
    {
      id: 'misere',
      title: p('Misère', 'Misère'),
      body: [
        p(
          'If everybody passes, a misère is played: the talon is set aside, everyone plays alone for as few points as possible, and the player at the dealer’s right leads. The Excuse rules hold with each player as a side of his own.',
          'Passen alle, wird eine Misère gespielt: der Talon wird weggelegt, jeder spielt allein auf möglichst wenig Punkte, und der Spieler rechts vom Geber spielt aus. Für die Sküs gelten die üblichen Regeln, jeder Spieler ist seine eigene Partei.'
        ),
        p(
          'Afterwards the lowest pays nothing into the pot, the highest 4, everyone in between 2; nobody takes the pot. If all tie, nobody pays.',
          'Danach zahlt der Tiefste nichts in die Kasse, der Höchste 4, alle dazwischen 2; niemand nimmt die Kasse. Haben alle gleich viel, zahlt niemand.'
        )
      ],
      rules: ['TG-MIS-1', 'TG-MIS-2']
    },
    {
      id: 'session',
      title: p('The session', 'Die Sitzung'),
      body: [
        p(
          'The value of a jeton is agreed before the first trick and holds for the whole session. A pot left on the table when the session ends goes back to those who paid it in.',
          'Der Wert eines Jetons wird vor dem ersten Stich vereinbart und gilt für die ganze Sitzung. Liegt am Ende noch eine Kasse auf dem Tisch, geht sie an die zurück, die eingezahlt haben.'
        )
      ],
      rules: ['TG-SESS-1']
    },
    {
      id: 'house-rules',
      title: p('House rules', 'Hausregeln'),
      body: [],
      settings: SETTINGS,
      rules: ['TG-PLAY-3', 'TG-SCORE-2', 'TG-SCORE-4', 'TG-CARD-3']
    }
  ]
};
