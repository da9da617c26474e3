import type { Text } from '../../engine/game';
import { practiceHand, type PracticePosition } from '../../engine/practice';

/**
 * Dobbm's practice positions: smearing points onto the partner's trick, the highest trump left,
 * which trump the Sow should catch, drawing the last trump.
 * Each comes from a hand the rule bots played (the whole record, replayed from its deal); the
 * answers are recomputed by src/lib/practice/practice.test.ts. How they were found: docs/learning.md.
 */
const p = (en: string, de: string): Text => ({ en, de });
const hand = (players: number, dealer: number, seed: number, actions: string) => practiceHand('dobbm', 1, players, dealer, seed, actions);

export const practice: readonly PracticePosition[] = [
  {
    id: 'sow-for-partner',
    title: p('Your partner has trumped', 'Der Partner hat gestochen'),
    record: hand(
      4,
      0,
      20,
      'bid:dobbm bid:good bid:good bid:good discard:L-10 discard:B-K discard:B-O discard:B-7 double:good double:good double:good play:A-S play:A-9 play:A-7 play:A-U play:A-6 play:A-10 play:H-U play:A-O play:B-S play:B-10 play:H-8 play:B-9 play:A-8 play:H-7 play:L-9 play:H-6 play:L-7 play:L-U play:L-6 play:H-9 play:A-K play:H-S play:B-U play:L-S play:L-O play:B-6 play:L-8 play:H-O play:H-10 play:H-K play:B-8 play:L-K'
    ),
    at: 34,
    question: p('Which card do you add to this trick?', 'Welche Karte gibst du zu diesem Stich?'),
    answer: ['play:L-S'],
    explain: p(
      'Your partner’s Sow of hearts is the highest card in the game, so this trick is already your side’s. You have no acorns and no hearts, so any card is allowed: give it your Sow of leaves, 11 points. Kept back, the Sow would fall to the declarer, who still holds the Ober and the 10 of hearts.',
      'Die Herz-Sau deines Partners ist die höchste Karte im Spiel, der Stich gehört also schon eurer Partei. Du hast weder Eichel noch Herz und darfst jede Karte geben: gib ihm deine Laub-Sau, 11 Augen. Behältst du sie, fällt sie dem Spieler zu, der noch Ober und Zehner von Herz hat.'
    ),
    rule: 'DO-PLAY-1',
    check: { method: 'exact', worlds: 50, seed: 1, threshold: -17.5, rightShare: 100, wrongShare: 4 }
  },
  {
    id: 'ten-for-partner',
    title: p('Last to a trick your side has', 'Als Letzter zu eurem Stich'),
    record: hand(
      4,
      0,
      112,
      'bid:pass bid:dobbm bid:good bid:good discard:A-U discard:B-O discard:B-6 discard:B-9 double:good double:good double:good play:L-S play:H-6 play:L-O play:L-10 play:B-S play:B-8 play:B-K play:H-9 play:H-K play:H-8 play:H-7 play:L-7 play:L-6 play:H-U play:L-K play:L-8 play:A-S play:A-O play:A-6 play:H-10 play:L-9 play:H-O play:B-U play:A-10 play:B-7 play:B-10 play:A-7 play:H-S play:L-U play:A-8 play:A-K play:A-9'
    ),
    at: 34,
    question: p('Which card do you add to this trick?', 'Welche Karte gibst du zu diesem Stich?'),
    answer: ['play:A-10'],
    explain: p(
      'The declarer led and your partner trumped with the Ober of hearts; you play last, so the trick is your side’s. With no leaves and no hearts you may play any card: put on the 10 of acorns, 10 points. The declarer still holds the Sow of hearts and would trump your 10 in a later trick.',
      'Der Spieler hat ausgespielt, dein Partner mit dem Herz-Ober gestochen; du spielst als Letzter, der Stich gehört eurer Partei. Ohne Laub und ohne Herz darfst du jede Karte geben: leg den Eichel-Zehner dazu, 10 Augen. Der Spieler hat noch die Herz-Sau und würde deinen Zehner in einem späteren Stich abstechen.'
    ),
    rule: 'DO-PLAY-1',
    check: { method: 'exact', worlds: 50, seed: 1, threshold: -15.5, rightShare: 100, wrongShare: 0 }
  },
  {
    id: 'ten-is-top-trump',
    title: p('Three hearts against a trumped trick', 'Drei Herz gegen einen gestochenen Stich'),
    record: hand(
      4,
      1,
      185,
      'bid:pass bid:pass bid:dobbm bid:good discard:B-K discard:B-9 discard:A-K discard:A-O double:good double:good double:good play:L-S play:L-K play:L-8 play:L-6 play:L-7 play:H-U play:L-9 play:L-10 play:A-7 play:A-6 play:H-O play:A-8 play:B-S play:H-7 play:B-6 play:B-O play:L-U play:H-S play:H-6 play:L-O play:A-9 play:A-U play:H-K play:H-10 play:H-8 play:B-8 play:B-10 play:B-7 play:H-9 play:A-10 play:A-S play:B-U'
    ),
    at: 34,
    question: p('Which heart do you play?', 'Welches Herz spielst du?'),
    answer: ['play:H-10'],
    explain: p(
      'You have no acorns, so you must play a heart, and the King of hearts must be beaten. The Sow of hearts fell in the last trick, so your 10 is now the highest trump: it takes the King and the Unter. After it your 9 and 8 are the only hearts left and take the last two tricks too. The 8 or the 9 would hand this trick to the defenders.',
      'Du hast kein Eichel, musst also Herz geben, und der Herz-König muss geschlagen werden. Die Herz-Sau ist im letzten Stich gefallen, dein Zehner ist jetzt der höchste Trumpf: er holt König und Unter. Danach sind dein Neuner und Achter die letzten Herz und machen auch die beiden letzten Stiche. Mit dem Achter oder Neuner ginge dieser Stich an die Gegenspieler.'
    ),
    rule: 'DO-CARD-1',
    check: { method: 'exact', worlds: 50, seed: 1, threshold: 86.5, rightShare: 100, wrongShare: 0 }
  },
  {
    id: 'cheapest-for-the-sow',
    title: p('The Sow of hearts is still out', 'Die Herz-Sau ist noch draußen'),
    record: hand(
      4,
      0,
      12,
      'bid:pass bid:dobbm bid:good bid:good discard:L-K discard:A-O discard:A-U discard:A-7 double:good double:good double:good play:B-S play:H-8 play:B-8 play:B-10 play:A-S play:A-9 play:A-10 play:H-9 play:L-8 play:L-7 play:L-10 play:L-O play:L-S play:L-6 play:L-9 play:L-U play:B-9 play:B-6 play:B-7 play:H-10 play:A-6 play:B-U play:H-6 play:H-U play:H-O play:A-8 play:B-O play:H-S play:H-7 play:H-K play:A-K play:B-K'
    ),
    at: 34,
    question: p('Which trump do you play?', 'Welchen Trumpf spielst du?'),
    answer: ['play:H-K'],
    explain: p(
      'Any of your trumps beats the 6 of hearts, but the Sow of hearts is still out and will take one of your trumps later. Take this trick with the King and keep the Unter: the trump the Sow catches should be your cheapest. Win it with the Unter or the Ober and the Sow catches a dearer card, a point or two more for the defenders.',
      'Jeder deiner Trümpfe schlägt den Herz-Sechser, aber die Herz-Sau ist noch draußen und holt sich später einen deiner Trümpfe. Nimm diesen Stich mit dem König und behalte den Unter: die Sau soll den billigsten Trumpf fangen. Nimmst du ihn mit Unter oder Ober, fängt die Sau eine teurere Karte, ein, zwei Augen mehr für die Gegenspieler.'
    ),
    rule: 'DO-CARD-1',
    check: { method: 'exact', worlds: 50, seed: 1, threshold: -57.5, rightShare: 100, wrongShare: 0 }
  },
  {
    id: 'draw-the-last-trump',
    title: p('Your lead with four cards left', 'Dein Ausspiel, vier Karten vor Schluss'),
    record: hand(
      4,
      2,
      182,
      'bid:pass bid:dobbm bid:good bid:good discard:B-10 discard:B-O discard:L-K discard:L-U double:good double:good double:good play:L-S play:L-10 play:L-7 play:L-9 play:L-6 play:H-U play:L-O play:H-S play:A-8 play:H-O play:A-9 play:A-6 play:H-K play:B-7 play:B-6 play:H-6 play:H-10 play:B-9 play:B-8 play:H-9 play:L-8 play:B-U play:A-7 play:A-U play:H-7 play:A-K play:A-10 play:A-O play:H-8 play:B-S play:A-S play:B-K'
    ),
    at: 27,
    question: p('You lead. Which card?', 'Du spielst aus. Welche Karte?'),
    answer: ['play:H-10'],
    explain: p(
      'Count the hearts: the Sow, King, Ober, Unter and 6 have fallen and you hold the 10, 8 and 7, so only the 9 is still out. Lead the 10: whoever holds the 9 must follow with it, and after that every card you hold is the best left (no leaves are out besides your 8), so you take every trick. Lead anything lower and the 9 of hearts takes a trick.',
      'Zähl die Herz: Sau, König, Ober, Unter und Sechser sind gefallen, du hast Zehner, Achter und Siebener, draußen ist nur noch der Neuner. Spiel den Zehner aus: wer den Neuner hat, muss ihn zugeben, und danach ist jede deiner Karten die höchste ihrer Farbe (außer deinem Achter ist kein Laub mehr draußen), du machst alle Stiche. Spielst du etwas Niedrigeres aus, macht der Herz-Neuner einen Stich.'
    ),
    rule: 'DO-PLAY-1',
    check: { method: 'exact', worlds: 50, seed: 1, threshold: 131.5, rightShare: 100, wrongShare: 0 }
  },
  {
    id: 'dobbm-or-solo',
    title: p('The first bid: two Sows, three trumps', 'Das erste Gebot: zwei Sauen, drei Trümpfe'),
    record: hand(
      4,
      2,
      2,
      'bid:dobbm bid:good bid:good bid:good discard:L-10 discard:B-10 discard:B-U discard:B-7 double:good double:good double:good play:A-S play:A-9 play:A-8 play:A-6 play:H-S play:H-8 play:H-O play:H-6 play:A-7 play:H-10 play:A-K play:A-10 play:L-8 play:L-6 play:L-U play:H-7 play:H-K play:L-9 play:L-7 play:H-U play:A-U play:B-9 play:B-6 play:B-8 play:A-O play:L-O play:B-K play:B-O play:H-9 play:L-K play:B-S play:L-S'
    ),
    at: 0,
    question: p('You bid first. What do you bid?', 'Du bietest als Erster. Was bietest du?'),
    answer: ['bid:dobbm'],
    explain: p(
      'Three trumps with the Sow of hearts, and the Sow of acorns beside them, make a good ordinary game. Bid Dobbm: the Dobb brings four more cards, and you lay away four, your two tens among them, so their 20 points count for you instead of falling to the Sows of leaves and bells. As a Solo the tens stay in your hand, and three trumps are too few to keep them: the Solo counts double but is made far less often. Passing gives away a game you win nearly every time.',
      'Drei Trümpfe mit der Herz-Sau und daneben die Eichel-Sau sind ein gutes gewöhnliches Spiel. Biete Dobbm: der Dobb bringt vier Karten mehr, und du legst vier weg, darunter deine zwei Zehner, so zählen ihre 20 Augen für dich, statt der Laub- und der Schellen-Sau zuzufallen. Im Solo bleiben die Zehner in der Hand, und drei Trümpfe sind zu wenig, um sie zu halten: das Solo zählt doppelt, geht aber viel seltener durch. Passen verschenkt ein Spiel, das du fast immer gewinnst.'
    ),
    rule: 'DO-BID-1',
    check: { method: 'rollout', worlds: 40, seed: 1, threshold: 0, rightShare: 87, wrongShare: 38 }
  }
];
