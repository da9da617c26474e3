import type { Guide } from '../../engine/guide';
import type { Text } from '../../engine/game';
import { SETTINGS } from './settings';

/**
 * Troccas's rules as the app teaches them (the rules page), in our own words, each section naming
 * the checklist ids it covers (docs/rules/troccas.md); open points as docs/rules-decisions.md
 * decides them.
 */
const p = (en: string, de: string): Text => ({ en, de });

export const guide: Guide = {
  pack: 'italian78',
  sections: [
    {
      id: 'about',
      title: p('The game in short', 'Das Spiel in Kürze'),
      body: [
        p(
          'Troccas is the tarot of the Surselva in the Grisons. Four play in two fixed pairs, partners sitting opposite each other; the dealer and play go anticlockwise. There is no bidding: every hand is played out, and each pair tries to take more than half of the card points. Partners may talk to each other during the deal, in a code everyone knows.',
          'Troccas ist das Tarock der Surselva in Graubünden. Vier spielen in zwei festen Paaren, die Partner sitzen einander gegenüber; gegeben und gespielt wird im Gegenuhrzeigersinn. Es gibt kein Lizitieren: jedes Spiel wird gespielt, und jedes Paar versucht, mehr als die Hälfte der Punkte zu machen. Während des Gebens dürfen Partner miteinander reden, in einem Code, den alle kennen.'
        ),
        p(
          'At the table the pairs and the first dealer come from dealing cards face up until everyone has a trump: the two lowest play together, the two highest together, and the lowest deals. The app draws the seats instead and says so.',
          'Am Tisch ergeben sich Paare und erster Geber, indem offen ausgeteilt wird, bis jeder ein Tarock hat: die zwei tiefsten spielen zusammen, die zwei höchsten zusammen, und der tiefste gibt. Die App lost die Plätze stattdessen aus und sagt es.'
        )
      ],
      rules: ['TR-4-1', 'TR-4-2']
    },
    {
      id: 'cards',
      title: p('The cards', 'Die Karten'),
      body: [
        p(
          'The pack has 78 cards: 21 trumps, the Fool, and four suits of 14: cups, coins, swords and batons.',
          'Das Spiel hat 78 Karten: 21 Tarock, den Narr und vier Farben zu 14: Kelche, Münzen, Schwerter und Stäbe.'
        ),
        p(
          'Every suit has king, queen, cavalier and jack at the top. Below them, in cups and coins the ace is strongest and the 10 weakest; in swords and batons the 10 is strongest and the ace weakest.',
          'Jede Farbe hat oben König, Dame, Cavall und Bube. Darunter ist bei Kelchen und Münzen das Ass am stärksten und die 10 am schwächsten; bei Schwertern und Stäben ist die 10 am stärksten und das Ass am schwächsten.'
        ),
        p(
          'Values: XXI, I, the Fool and the kings 5 each; queens 4; cavaliers 3; jacks 2; everything else 1.',
          'Werte: XXI, I, der Narr und die Könige je 5; Damen 4; Cavalls 3; Buben 2; alles andere 1.'
        )
      ],
      cards: [
        { caption: p('5 points each', 'je 5 Punkte'), codes: ['XXI', 'I', 'Ex', 'C-K', 'O-K', 'S-K', 'B-K'] },
        { caption: p('4, 3 and 2 points: queen, cavalier, jack', '4, 3 und 2 Punkte: Dame, Cavall, Bube'), codes: ['S-Q', 'S-C', 'S-J'] },
        {
          caption: p('Cups from the top: the ace is strong, the 10 weak', 'Kelche von oben: das Ass ist stark, die 10 schwach'),
          codes: ['C-K', 'C-Q', 'C-C', 'C-J', 'C-A', 'C-2', 'C-3', 'C-4', 'C-5', 'C-6', 'C-7', 'C-8', 'C-9', 'C-10']
        },
        {
          caption: p('Swords from the top: the 10 is strong, the ace weak', 'Schwerter von oben: die 10 ist stark, das Ass schwach'),
          codes: ['S-K', 'S-Q', 'S-C', 'S-J', 'S-10', 'S-9', 'S-8', 'S-7', 'S-6', 'S-5', 'S-4', 'S-3', 'S-2', 'S-A']
        }
      ],
      rules: ['TR-CARD-1', 'TR-CARD-2', 'TR-CARD-3']
    },
    {
      id: 'deal',
      title: p('The deal and the throw-in', 'Geben und Einwerfen'),
      body: [
        p(
          'The dealer, the Scartist, gets 21 cards and the others 19, dealt in three rounds of 6, 6 and 7 (9 to the dealer in the last). Each player’s last card is dealt face up. The player at the dealer’s left cuts; the other three see the cut card, the dealer only after the second round.',
          'Der Geber, der Scartist, bekommt 21 Karten, die anderen 19, in drei Runden zu 6, 6 und 7 (dem Geber in der letzten 9). Die letzte Karte jedes Spielers wird offen gegeben. Der Spieler links vom Geber hebt ab; die anderen drei sehen die abgehobene Karte, der Geber erst nach der zweiten Runde.'
        ),
        p(
          'After each round the three others speak, starting at the dealer’s right: each either insists on going on, which ends the question, or allows a throw-in. The third may say “liber” and leave the choice to the dealer. A dealer without a trump may throw in on his own. A thrown-in hand is dealt again by the same dealer and does not count.',
          'Nach jeder Runde sprechen die drei anderen, rechts vom Geber beginnend: jeder besteht entweder aufs Weiterspielen, was die Frage beendet, oder erlaubt das Einwerfen. Der dritte darf „liber“ sagen und den Entscheid dem Geber überlassen. Ein Geber ohne Tarock darf allein einwerfen. Ein eingeworfenes Spiel gibt derselbe Geber neu, es zählt nicht.'
        ),
        p(
          'Catch-up deals: a pair 9 or more behind in the current game may ask for the cards to be dealt in two rounds, 18 or more behind in one round, and may first gather its cards of the last hand in the order they were won.',
          'Aufholen: ein Paar, das in der laufenden Partie 9 oder mehr zurückliegt, darf verlangen, dass in zwei Runden gegeben wird, ab 18 zurück in einer, und darf vorher seine Karten des letzten Spiels in der gewonnenen Reihenfolge zusammennehmen.'
        )
      ],
      rules: ['TR-4-3', 'TR-4-4', 'TR-4-5', 'TR-4-6']
    },
    {
      id: 'talk',
      title: p('Table talk', 'Tischgespräch'),
      body: [
        p(
          'Tschintschar: a player who would allow a throw-in may say coded phrases that tell his partner about his trumps, his kings and court cards, the I, the XXI and the Fool, or his hand as a whole. Everybody hears them and knows the code. They may be untrue, and they never name a suit. Each phrase’s meaning is on its button in the app.',
          'Tschintschar: wer das Einwerfen erlauben würde, darf verschlüsselte Sätze sagen, die dem Partner von seinen Tarock, seinen Königen und Bildkarten, dem I, dem XXI und dem Narren oder vom ganzen Blatt erzählen. Alle hören sie und kennen den Code. Sie dürfen unwahr sein und nennen nie eine Farbe. Was jeder Satz bedeutet, steht in der App auf seinem Knopf.'
        )
      ],
      rules: ['TR-4-7']
    },
    {
      id: 'scart',
      title: p('The scart', 'Der Scart'),
      body: [
        p(
          'The dealer lays two cards away face down, the scart, so that he has 19 like everybody else. He may never lay away a king, the XXI, the I or the Fool. The scart counts for the dealer’s pair.',
          'Der Geber legt zwei Karten verdeckt weg, den Scart, damit er wie alle 19 hat. Einen König, den XXI, den I und den Narr darf er nie weglegen. Der Scart zählt für das Paar des Gebers.'
        )
      ],
      rules: ['TR-4-8']
    },
    {
      id: 'play',
      title: p('Play', 'Spiel'),
      body: [
        p(
          'The player at the dealer’s right leads. Follow suit if you can, otherwise play a trump; when trumps are led, play a trump; only with neither may you play anything. You never have to beat the trick. The highest trump takes it, otherwise the highest card of the suit led.',
          'Der Spieler rechts vom Geber spielt aus. Farbe bedienen, wenn man kann, sonst Tarock; wird Tarock ausgespielt, Tarock zugeben; nur wer beides nicht hat, spielt irgendetwas. Überstechen muss man nie. Das höchste Tarock macht den Stich, sonst die höchste Karte der ausgespielten Farbe.'
        ),
        p(
          'The Fool may be played to any trick. It never wins and is never lost: its player takes it back and gives the winners a one-point card from his side’s tricks instead, later if his side has none yet (lacking one, its lowest card). A pair that takes every trick takes the Fool and the scart too. When the Fool is led, the next card sets the suit.',
          'Der Narr darf in jeden Stich gespielt werden. Er sticht nie und geht nie verloren: sein Spieler nimmt ihn zurück und gibt den Gewinnern dafür eine Einpunktkarte aus den Stichen seiner Partei, später, wenn sie noch keine hat (ohne eine solche die niedrigste Karte). Ein Paar, das alle Stiche macht, bekommt auch Narr und Scart. Wird der Narr ausgespielt, bestimmt die nächste Karte die Farbe.'
        ),
        p(
          'Buob: on the first lead of a suit, if its king is in the trick and its jack is not, the winner of the trick may call the jack. Its holder puts the jack into the trick and takes back the card he had played. “Buob, sche”: the jack may be called only if its holder played neither the queen nor the cavalier of that suit to this trick.',
          'Buob: beim ersten Ausspiel einer Farbe darf der Gewinner des Stichs den Buben rufen, wenn der König im Stich liegt und der Bube nicht. Sein Besitzer legt den Buben in den Stich und nimmt die Karte zurück, die er gespielt hatte. „Buob, sche“: der Bube darf nur gerufen werden, wenn sein Besitzer weder Dame noch Cavall dieser Farbe in den Stich gespielt hat.'
        ),
        p(
          'King and jack together: whoever holds both of a suit may play them together to that suit’s first trick and takes into his hand a numeral of that suit someone else played.',
          'König und Bube zusammen: wer beide einer Farbe hat, darf sie zusammen in den ersten Stich dieser Farbe spielen und nimmt eine Zahlkarte dieser Farbe, die ein anderer gespielt hat, in die Hand.'
        )
      ],
      rules: ['TR-4-9', 'TR-4-10', 'TR-4-11', 'TR-4-12', 'TR-4-13', 'TR-4-14']
    },
    {
      id: 'counting',
      title: p('Counting and scoring', 'Zählen und Schreiben'),
      body: [
        p(
          'With four players the cards are counted in fours: the values of four cards less 3. The scart’s two cards left over count their sum less 1. The pack makes 72, so 36 is half. Each pair writes its points less 36: one pair’s plus is the other’s minus.',
          'Zu viert wird in Vierergruppen gezählt: die Werte von vier Karten weniger 3. Die zwei übrigen Scartkarten zählen ihre Summe weniger 1. Das Spiel hat 72, die Hälfte ist 36. Jedes Paar schreibt seine Punkte weniger 36: das Plus des einen ist das Minus des andern.'
        ),
        p(
          'Worked example: the dealer’s pair counts 41, the other pair 31. The dealer and his partner write +5 each (41 − 36), the other two −5 each (31 − 36).',
          'Rechenbeispiel: das Paar des Gebers zählt 41, das andere 31. Der Geber und sein Partner schreiben je +5 (41 − 36), die beiden anderen je −5 (31 − 36).'
        )
      ],
      example: {
        entry: {
          format: 'trull-entry',
          version: 1,
          game: 'troccas',
          players: 4,
          dealer: 0,
          settings: { talk: true, knocking: false, pointValue: 0 },
          thrownIn: false,
          dealerSidePoints: 41
        },
        deltas: [5, -5, 5, -5]
      },
      rules: ['TR-CARD-4']
    },
    {
      id: 'session',
      title: p('A game of four hands', 'Eine Partie von vier Spielen'),
      body: [
        p(
          'A game is four hands (six at six players); thrown-in hands do not count. The pair ahead after them wins the game. The deal passes to the dealer’s right. In the app a session goes on game after game until someone asks to stop; it then ends with the current game.',
          'Eine Partie sind vier Spiele (zu sechst sechs); eingeworfene zählen nicht. Das Paar, das danach vorne liegt, gewinnt die Partie. Das Geben geht nach rechts weiter. In der App geht eine Sitzung Partie um Partie, bis jemand aufhören will; dann endet sie mit der laufenden Partie.'
        )
      ],
      rules: ['TR-4-15']
    },
    {
      id: 'other-counts',
      title: p('Three, five and six players', 'Zu dritt, fünft und sechst'),
      body: [
        p(
          'Six players form two sides of three, sitting alternately, 13 cards each: no scart, no table talk and no throw-in. Counting is as at four, a game is six hands, and the jack call applies.',
          'Sechs Spieler bilden zwei Seiten zu dritt, abwechselnd sitzend, je 13 Karten: kein Scart, kein Tischgespräch, kein Einwerfen. Gezählt wird wie zu viert, eine Partie sind sechs Spiele, und der Bubenruf gilt.'
        ),
        p(
          'Three players each play alone, dealt in fives; the dealer takes the last three cards and lays three away, so everyone plays with 25. There is no talk, no throw-in and no jack call, but king and jack together are allowed. By default each card counts its full value (127 in all; the scart’s cards one less each): the dealer writes his points less 43, the others less 42.',
          'Drei Spieler spielen jeder für sich, in Fünfern gegeben; der Geber nimmt die letzten drei Karten und legt drei weg, so spielt jeder mit 25. Kein Gespräch, kein Einwerfen und kein Bubenruf, aber König und Bube zusammen sind erlaubt. Gewöhnlich zählt jede Karte ihren vollen Wert (127 insgesamt; die Scartkarten je einen weniger): der Geber schreibt seine Punkte weniger 43, die anderen weniger 42.'
        ),
        p(
          'Five players each play alone as at three, counted card by card, 15 cards each; the dealer gets 18 and lays three away. The dealer writes his points less 27, the others less 25.',
          'Fünf Spieler spielen jeder für sich wie zu dritt, Karte für Karte gezählt, je 15 Karten; der Geber bekommt 18 und legt drei weg. Der Geber schreibt seine Punkte weniger 27, die anderen weniger 25.'
        ),
        p(
          'At three and five the scart has the same limits as at four, the deal passes to the right, and a game is one deal by each player.',
          'Zu dritt und fünft gelten für den Scart dieselben Grenzen wie zu viert, das Geben geht nach rechts, und eine Partie ist ein Spiel jedes Gebers.'
        )
      ],
      rules: ['TR-6-1', 'TR-3-1', 'TR-5-1', 'TR-3-3']
    },
    {
      id: 'house-rules',
      title: p('House rules', 'Hausregeln'),
      body: [
        p(
          'Knocking: the holder of the XXI, and later of the highest trump still out, may knock to signal it when trumps are led. Counting in threes at three: the values of three cards less 2 (78 in all), each player writes his points less 26.',
          'Klopfen: wer den XXI, später den höchsten noch offenen Tarock hält, darf beim Tarockausspiel klopfen und es so zeigen. In Dreiergruppen zählen zu dritt: die Werte von drei Karten weniger 2 (78 insgesamt), jeder schreibt seine Punkte weniger 26.'
        )
      ],
      settings: SETTINGS,
      rules: ['TR-4-17', 'TR-4-16', 'TR-3-2', 'TR-4-15']
    }
  ]
};
