import type { Guide } from '../../engine/guide';
import type { Text } from '../../engine/game';
import { SETTINGS } from './settings';

/**
 * Dobbm's rules as the app teaches them (the rules page), in our own words, each section naming
 * the checklist ids it covers (docs/rules/dobbm.md); open points as docs/rules-decisions.md decides.
 */
const p = (en: string, de: string): Text => ({ en, de });

export const guide: Guide = {
  pack: 'german36',
  sections: [
    {
      id: 'cards',
      title: p('The cards', 'Die Karten'),
      body: [
        p(
          'Dobbm is played in the Stubai valley with 36 German-suited cards: hearts, leaves, acorns and bells. Hearts are always trumps. In every suit the order from the top is Sow (the deuce), 10, king, Ober, Unter, 9, 8, 7, 6.',
          'Dobbm wird im Stubaital mit 36 deutschen Karten gespielt: Herz, Laub, Eichel und Schellen. Herz ist immer Trumpf. In jeder Farbe ist die Reihenfolge von oben Sau (das Daus), 10, König, Ober, Unter, 9, 8, 7, 6.'
        ),
        p(
          'Values: the Sow 11, the 10 10, the king 4, the Ober 3, the Unter 2, the rest nothing: 120 in all, so 60 is half.',
          'Werte: Sau 11, Zehner 10, König 4, Ober 3, Unter 2, der Rest nichts: 120 insgesamt, die Hälfte ist 60.'
        )
      ],
      cards: [
        {
          caption: p('Hearts, the trumps, from the top: 11, 10, 4, 3, 2, then nothing', 'Herz, die Trümpfe, von oben: 11, 10, 4, 3, 2, dann nichts'),
          codes: ['H-S', 'H-10', 'H-K', 'H-O', 'H-U', 'H-9', 'H-8', 'H-7', 'H-6']
        },
        { caption: p('The four Sows, 11 each', 'Die vier Sauen, je 11'), codes: ['H-S', 'L-S', 'A-S', 'B-S'] }
      ],
      rules: ['DO-CARD-1']
    },
    {
      id: 'deal',
      title: p('Seats and the deal', 'Plätze und Geben'),
      body: [
        p(
          'Four play. With five at the table the dealer sits the hand out and wins or pays like a defender.',
          'Es spielen vier. Sitzen fünf am Tisch, setzt der Geber aus und gewinnt oder zahlt wie ein Gegenspieler.'
        ),
        p(
          'The first dealer is drawn. The player at the dealer’s right cuts; the dealer gives four cards at a time, clockwise, until everyone has 8. The four cards left over are the Dobb. The declarer deals the next hand.',
          'Der erste Geber wird gelost. Der Spieler rechts vom Geber hebt ab; der Geber teilt im Uhrzeigersinn je vier Karten aus, bis jeder 8 hat. Die übrigen vier Karten sind der Dobb. Der Spieler gibt das nächste Spiel.'
        )
      ],
      rules: ['DO-DEAL-1', 'DO-DEAL-2']
    },
    {
      id: 'bidding',
      title: p('Bidding', 'Lizitieren'),
      body: [
        p(
          'One round, starting with the player at the dealer’s left who holds cards. Each may say “Dobbm” (an ordinary game, with the Dobb), Solo (without it) or pass with “weiter”. After a Dobbm the others may only bid Solo or say “gut”; after a Solo only “gut”.',
          'Eine Runde, beginnend beim Spieler links vom Geber, der Karten hat. Jeder darf „Dobbm“ sagen (ein gewöhnliches Spiel, mit dem Dobb), Solo (ohne ihn) oder mit „weiter“ passen. Nach einem Dobbm dürfen die anderen nur Solo bieten oder „gut“ sagen; nach einem Solo nur „gut“.'
        ),
        p(
          'If everyone passes: with four players the same dealer deals again. With five the deal moves one seat to the left and every player pays the new dealer a Stockerl, worth ten points of an ordinary game.',
          'Passen alle: zu viert gibt derselbe Geber noch einmal. Zu fünft geht das Geben einen Platz nach links, und jeder zahlt dem neuen Geber ein Stockerl im Wert von zehn Punkten eines gewöhnlichen Spiels.'
        )
      ],
      rules: ['DO-BID-1', 'DO-BID-2']
    },
    {
      id: 'exchange',
      title: p('The Dobb', 'Der Dobb'),
      body: [
        p(
          'In an ordinary game the declarer takes the Dobb and lays four cards away face down; they count for her. A Sow may only go down with a trump beside it: two Sows need two trumps. The heart Sow is a trump itself but still needs another trump with it. Trumps laid away are not announced.',
          'Im gewöhnlichen Spiel nimmt der Spieler den Dobb und legt vier Karten verdeckt weg; sie zählen für ihn. Eine Sau darf nur mit einem Trumpf daneben weg: zwei Sauen brauchen zwei Trümpfe. Die Herz-Sau ist selbst Trumpf, braucht aber trotzdem einen weiteren Trumpf. Weggelegte Trümpfe werden nicht angesagt.'
        ),
        p(
          'In a Solo nobody sees the Dobb until the count, and then it counts for the declarer.',
          'Im Solo sieht niemand den Dobb bis zum Zählen; dann zählt er für den Spieler.'
        )
      ],
      rules: ['DO-EXCH-1', 'DO-EXCH-2', 'DO-EXCH-3']
    },
    {
      id: 'doubling',
      title: p('Schwacher and Retour', 'Schwacher und Retour'),
      body: [
        p(
          'When the declarer says “ich liege”, the defenders are asked in turn from her left: one of them may give a Schwacher. After it the declarer may answer with a Retour, a defender with another, and so on without limit. Each of them doubles every payment of the hand.',
          'Sagt der Spieler „ich liege“, werden die Gegenspieler der Reihe nach von seiner Linken gefragt: einer von ihnen darf einen Schwacher geben. Danach darf der Spieler mit Retour antworten, ein Gegenspieler wieder, und so fort ohne Grenze. Jeder davon verdoppelt jede Zahlung des Spiels.'
        )
      ],
      rules: ['DO-DBL-1']
    },
    {
      id: 'play',
      title: p('Play', 'Spiel'),
      body: [
        p(
          'The declarer leads. Follow suit if you can, otherwise play a heart, otherwise anything; you never have to beat the trick. The highest heart takes the trick, otherwise the highest card of the suit led.',
          'Der Spieler spielt aus. Farbe bedienen, wenn man kann, sonst Herz, sonst irgendetwas; überstechen muss man nie. Das höchste Herz macht den Stich, sonst die höchste Karte der ausgespielten Farbe.'
        ),
        p(
          'The defenders’ tricks go on one pile. Each side may look back through its own tricks only.',
          'Die Stiche der Gegenspieler kommen auf einen Haufen. Jede Partei darf nur ihre eigenen Stiche nachsehen.'
        )
      ],
      rules: ['DO-PLAY-1', 'DO-PLAY-2']
    },
    {
      id: 'scoring',
      title: p('Scoring', 'Abrechnung'),
      body: [
        p(
          'The side with more card points wins what it has over 60; at 60 each nobody pays. A Solo counts double, and so does each Schwacher and each Retour.',
          'Die Partei mit mehr Augen gewinnt, was sie über 60 hat; bei 60 zu 60 zahlt niemand. Ein Solo zählt doppelt, ebenso jeder Schwacher und jeder Retour.'
        ),
        p(
          'A declarer who takes no trick gives the defenders the Dobb as well. All eight tricks to one side, a Match, is worth 60 in an ordinary game and 120 in a Solo, before the doubles, and no more.',
          'Macht der Spieler keinen Stich, bekommen die Gegenspieler auch den Dobb. Alle acht Stiche an eine Partei, ein Matsch, zählen im gewöhnlichen Spiel 60 und im Solo 120, vor den Verdopplungen, und nicht mehr.'
        ),
        p(
          'The stake is named as the price of a Match, so one point is worth a sixtieth of the stake. Each defender pays the declarer, or is paid by her, that many points’ worth. At stakes of 6 and 12 Schilling an ordinary game’s payment is rounded up to a whole Schilling before the doubles.',
          'Der Einsatz wird als Preis eines Matsch genannt, ein Punkt ist also ein Sechzigstel des Einsatzes wert. Jeder Gegenspieler zahlt dem Spieler so viele Punkte, oder bekommt sie von ihm. Bei 6 und 12 Schilling Einsatz wird die Zahlung eines gewöhnlichen Spiels vor den Verdopplungen auf einen ganzen Schilling aufgerundet.'
        ),
        p(
          'A revoke or a wrong discard ends the deal: the offending side pays each player of the other side half the value of a Match of the game being played (only a scorekeeper entry can have one: the app refuses such cards).',
          'Eine Renonce oder falsch weggelegte Karten beenden das Spiel: die schuldige Partei zahlt jedem Spieler der anderen Partei den halben Wert eines Matsch des laufenden Spiels (nur beim Aufschreiben möglich: die App lässt solche Karten nicht zu).'
        ),
        p(
          'Worked example, at five players and a stake of 60 Schilling: the declarer makes 72 card points in an ordinary game; a defender gave a Schwacher and the declarer a Retour. 72 is 12 over 60: 12 Schilling, doubled twice, 48. Each of the four others pays her 48, the dealer sitting out included: she gets 192.',
          'Rechenbeispiel, zu fünft und mit 60 Schilling Einsatz: der Spieler macht im gewöhnlichen Spiel 72 Augen; ein Gegenspieler gab Schwacher, der Spieler Retour. 72 sind 12 über 60: 12 Schilling, zweimal verdoppelt, 48. Jeder der vier anderen zahlt ihm 48, auch der aussetzende Geber: er bekommt 192.'
        ),
        p(
          'The app’s worked examples from the source, at 60 and at 12 Schilling, with and without Solo and doubles, all come out as the text says.',
          'Die Rechenbeispiele der Quelle, mit 60 und mit 12 Schilling, mit und ohne Solo und Verdopplung, gehen in der App alle so aus, wie der Text sagt.'
        )
      ],
      example: {
        entry: {
          format: 'trull-entry',
          version: 1,
          game: 'dobbm',
          players: 5,
          dealer: 4,
          settings: { stake: 60 },
          outcome: 'played',
          declarer: 1,
          contract: 'dobbm',
          declarerPoints: 72,
          noTrick: false,
          schwacher: true,
          retours: 1
        },
        deltas: [-48, 192, -48, -48, -48]
      },
      rules: ['DO-SCORE-1', 'DO-SCORE-2', 'DO-SCORE-3', 'DO-SCORE-4', 'DO-SCORE-5', 'DO-SCORE-6', 'DO-SCORE-7']
    },
    {
      id: 'session',
      title: p('The session and the Mußrunde', 'Die Sitzung und die Mußrunde'),
      body: [
        p(
          'When the table ends the session, a Mußrunde follows: one deal per player in which the player at the dealer’s left must declare, Dobbm or Solo, and nobody else speaks. The deal passes to the left after each.',
          'Beendet der Tisch die Sitzung, folgt eine Mußrunde: ein Spiel pro Spieler, in dem der Spieler links vom Geber spielen muss, Dobbm oder Solo, und sonst niemand spricht. Nach jedem geht das Geben nach links.'
        )
      ],
      rules: ['DO-SESS-1']
    },
    {
      id: 'house-rules',
      title: p('House rules', 'Hausregeln'),
      body: [],
      settings: SETTINGS,
      rules: ['DO-SCORE-4', 'DO-SCORE-5', 'DO-SESS-1', 'DO-EXCH-3']
    }
  ]
};
