import type { Guide } from '../../engine/guide';
import type { Text } from '../../engine/game';
import { SETTINGS } from './settings';

/**
 * Droggn's rules as the app teaches them (the rules page), in our own words, section by section,
 * each naming the checklist ids it covers (docs/rules/droggn.md). Open points follow
 * docs/rules-decisions.md; the worked example is the field description's own (DR-SCORE-11).
 */
const p = (en: string, de: string): Text => ({ en, de });

export const guide: Guide = {
  pack: 'french66',
  sections: [
    {
      id: 'about',
      title: p('The game in short', 'Das Spiel in Kürze'),
      body: [
        p(
          'Droggn is the tarock of the Stubai valley in Tyrol. Three play; one of them, the declarer, takes on the other two. She bids a contract, may improve her hand with the talon, and must then take at least half of the card points in her tricks.',
          'Droggn ist das Tarock des Stubaitals in Tirol. Drei spielen; einer davon, der Spieler, tritt gegen die beiden anderen an. Er sagt ein Spiel an, darf sein Blatt mit dem Talon verbessern und muss dann mindestens die Hälfte der Augen in seinen Stichen haben.'
        ),
        p(
          'These rules follow the field description of the game. A later summary counts the cards another way but reaches the same totals; where the two differ or the summary is silent, the field description decides.',
          'Diese Regeln folgen der Feldbeschreibung des Spiels. Eine spätere Zusammenfassung zählt die Karten anders, kommt aber auf dieselben Summen; wo die beiden abweichen oder die Zusammenfassung schweigt, gilt die Feldbeschreibung.'
        )
      ],
      rules: ['DR-SRC-1']
    },
    {
      id: 'cards',
      title: p('The cards', 'Die Karten'),
      body: [
        p(
          'The pack has 66 cards: 21 trumps (Roman numerals I to XXI), the Gstieß, and four French suits of 11 cards. The Gstieß is not a trump; it is the excuse (see Play).',
          'Das Spiel hat 66 Karten: 21 Tarock (römisch I bis XXI), den Gstieß und vier französische Farben zu je 11 Karten. Der Gstieß ist kein Tarock, sondern der Sküs (siehe Spiel).'
        ),
        p(
          'In the black suits (spades, clubs) the order from the top is king, queen, rider, jack, then 10 down to 4. In the red suits (hearts, diamonds) it is king, queen, rider, jack, then ace, 2, 3 up to 7: the lower the number, the stronger the card.',
          'In den schwarzen Farben (Pik, Kreuz) ist die Reihenfolge von oben König, Dame, Reiter, Bube, dann 10 hinunter bis 4. In den roten Farben (Herz, Karo) ist sie König, Dame, Reiter, Bube, dann Ass, 2, 3 bis 7: je kleiner die Zahl, desto stärker die Karte.'
        ),
        p(
          'Values: the Gstieß, XXI (the Mond), I (the Pagat) and the kings 5 each; queens 4; riders 3; jacks 2; every other card 1.',
          'Werte: Gstieß, XXI (der Mond), I (der Pagat) und die Könige je 5; Damen 4; Reiter 3; Buben 2; jede andere Karte 1.'
        )
      ],
      cards: [
        { caption: p('5 points each', 'je 5 Augen'), codes: ['Ex', 'XXI', 'I', 'H-K', 'S-K', 'D-K', 'C-K'] },
        { caption: p('4, 3 and 2 points: queen, rider, jack', '4, 3 und 2 Augen: Dame, Reiter, Bube'), codes: ['H-Q', 'H-R', 'H-J'] },
        {
          caption: p('A red suit from the top: the ace and the low numbers are strong', 'Eine rote Farbe von oben: Ass und kleine Zahlen sind stark'),
          codes: ['D-K', 'D-Q', 'D-R', 'D-J', 'D-A', 'D-2', 'D-3', 'D-4', 'D-5', 'D-6', 'D-7']
        },
        {
          caption: p('A black suit from the top', 'Eine schwarze Farbe von oben'),
          codes: ['C-K', 'C-Q', 'C-R', 'C-J', 'C-10', 'C-9', 'C-8', 'C-7', 'C-6', 'C-5', 'C-4']
        }
      ],
      rules: ['DR-CARD-1', 'DR-CARD-2', 'DR-CARD-3']
    },
    {
      id: 'deal',
      title: p('Seats and the deal', 'Plätze und Geben'),
      body: [
        p(
          'Three play. With four at the table the dealer sits the hand out: he gets no cards and says nothing, but wins or pays with the defenders, doubles included.',
          'Es spielen drei. Sitzen vier am Tisch, setzt der Geber aus: er bekommt keine Karten und sagt nichts, gewinnt oder zahlt aber mit den Gegenspielern, samt Verdopplungen.'
        ),
        p(
          'At the table the first dealer is whoever cuts the highest card (ties cut again); the app draws the first dealer and says so. The player at the dealer’s right cuts; the dealer gives seven cards at a time, clockwise, until everyone has 21, and the last three cards form the talon.',
          'Am Tisch gibt zuerst, wer die höchste Karte abhebt (bei Gleichstand wird nochmals gehoben); die App lost den ersten Geber aus und sagt es. Der Spieler rechts vom Geber hebt ab; der Geber teilt im Uhrzeigersinn je sieben Karten aus, bis jeder 21 hat, und die letzten drei bilden den Talon.'
        )
      ],
      rules: ['DR-DEAL-1', 'DR-DEAL-2', 'DR-DEAL-3', 'DR-DEAL-5']
    },
    {
      id: 'bidding',
      title: p('Bidding', 'Lizitieren'),
      body: [
        p(
          'There is one round of bidding. It starts at the dealer’s left and goes clockwise; everyone speaks once. The contracts from low to high: Ansager (the declarer exchanges with the talon and may buy a card), Solo (exchange, no buying), Super (no exchange: the talon stays hidden and counts for her) and Super Mord (a Super in which she must take every trick).',
          'Es gibt eine Runde. Sie beginnt links vom Geber und geht im Uhrzeigersinn; jeder spricht einmal. Die Spiele von niedrig nach hoch: Ansager (der Spieler tauscht mit dem Talon und darf eine Karte kaufen), Solo (Tausch, kein Kauf), Super (kein Tausch: der Talon bleibt verdeckt und zählt für ihn) und Super Mord (ein Super, in dem er jeden Stich machen muss).'
        ),
        p(
          'Before anyone bids you pass with “weiter”. Once a bid stands, the others may only bid higher or say “gut”; nobody raises his own bid. The highest bid plays against the other two. If everybody passes, the cards are thrown in and the same dealer deals again.',
          'Vor dem ersten Gebot passt man mit „weiter“. Steht ein Gebot, dürfen die anderen nur höher bieten oder „gut“ sagen; niemand überbietet sich selbst. Das höchste Gebot spielt gegen die beiden anderen. Passen alle, wird eingeworfen und derselbe Geber gibt noch einmal.'
        )
      ],
      rules: ['DR-BID-1', 'DR-BID-2', 'DR-BID-3', 'DR-BID-4']
    },
    {
      id: 'exchange',
      title: p('Exchange and buying', 'Tausch und Kauf'),
      body: [
        p(
          'In an Ansager or a Solo the declarer picks up the three talon cards and lays three cards away face down; they count for her at the end. She may never lay away the Gstieß, the XXI or the I; a king only together with a trump, one trump for each king. Trumps laid away are not announced.',
          'Im Ansager und im Solo nimmt der Spieler die drei Talonkarten auf und legt drei Karten verdeckt weg; sie zählen am Ende für ihn. Gstieß, XXI und I darf er nie weglegen, einen König nur zusammen mit einem Tarock, ein Tarock je König. Weggelegte Tarock werden nicht angesagt.'
        ),
        p(
          'In a Super or Super Mord nobody looks at the talon until the hand is over; then it counts for the declarer.',
          'Im Super und Super Mord sieht niemand den Talon, bis das Spiel vorbei ist; dann zählt er für den Spieler.'
        ),
        p(
          'Buying (Ansager only): the declarer puts any one card face down and names a card she wants. Whoever holds it hands it over face up and takes the hidden card, which only he gets to see. Naming a card she holds or has laid away, or not buying at all, loses the buy; the contract stays an Ansager.',
          'Kaufen (nur im Ansager): der Spieler legt eine beliebige Karte verdeckt hin und nennt eine Karte, die er will. Wer sie hat, gibt sie offen her und nimmt die verdeckte Karte, die nur er zu sehen bekommt. Nennt der Spieler eine Karte, die er selbst hat oder weggelegt hat, oder kauft er nicht, ist der Kauf verloren; es bleibt ein Ansager.'
        )
      ],
      rules: ['DR-EXCH-1', 'DR-EXCH-2', 'DR-EXCH-3', 'DR-EXCH-4', 'DR-EXCH-5', 'DR-EXCH-7', 'DR-EXCH-8']
    },
    {
      id: 'announcements',
      title: p('Laying out and doubling', 'Auflegen und Verdoppeln'),
      body: [
        p(
          'When the declarer is ready she says “ich liege”. Before the first lead she may lay the Pagat face up: she announces that it will take the last trick (Pagat ultimo). In a Super Mord she may lay out the Gstieß instead; it may then take the last trick if she has won all the others. Only one of the two may be laid out.',
          'Ist der Spieler bereit, sagt er „ich liege“. Vor dem ersten Ausspiel darf er den Pagat offen auflegen: er kündigt an, dass dieser den letzten Stich macht (Pagat ultimo). Im Super Mord darf er stattdessen den Gstieß auflegen; der darf dann den letzten Stich machen, wenn der Spieler alle anderen gewonnen hat. Nur eine der beiden Karten darf aufgelegt werden.'
        ),
        p(
          'Doubling: the defender at the declarer’s left says “gut” or gives a Schwacher (×2); the second defender may give it only if the first did not. There is at most one Schwacher. After it the declarer and the defenders may answer with Retour (×2 again), back and forth, without limit.',
          'Verdoppeln: der Gegenspieler links vom Spieler sagt „gut“ oder gibt einen Schwacher (×2); der zweite darf ihn nur geben, wenn der erste es nicht tat. Es gibt höchstens einen Schwacher. Danach dürfen Spieler und Gegenspieler mit Retour (nochmals ×2) antworten, hin und her, ohne Grenze.'
        ),
        p(
          'After the doubling a defender who holds the Pagat may lay it out too, before the first lead. The app asks both defenders, the one at the declarer’s left first, so the question gives nothing away. The doubles count for it as for a declarer’s Pagat. A double multiplies the game, the points over 37 and a laid-out card together, never one of them alone.',
          'Nach dem Verdoppeln darf ein Gegenspieler mit dem Pagat diesen ebenfalls auflegen, vor dem ersten Ausspiel. Die App fragt beide Gegenspieler, zuerst den links vom Spieler, so verrät die Frage nichts. Die Verdopplungen gelten für ihn wie für den Pagat des Spielers. Eine Verdopplung vervielfacht Spiel, Augen über 37 und aufgelegte Karte zusammen, nie nur eines davon.'
        )
      ],
      rules: ['DR-ANN-1', 'DR-ANN-2', 'DR-ANN-3', 'DR-ANN-4', 'DR-ANN-5', 'DR-ANN-6']
    },
    {
      id: 'play',
      title: p('Play', 'Spiel'),
      body: [
        p(
          'The declarer leads to the first trick; play goes clockwise and whoever takes a trick leads to the next. Follow suit if you can; if you cannot, play a trump; when a trump is led, play a trump; only when you have neither may you play anything. You never have to beat the cards already played.',
          'Der Spieler spielt zum ersten Stich aus; es geht im Uhrzeigersinn, und wer einen Stich macht, spielt zum nächsten aus. Farbe bedienen, wenn man kann; sonst Tarock spielen; wird Tarock ausgespielt, Tarock zugeben; nur wer beides nicht hat, darf irgendetwas spielen. Überstechen muss man nie.'
        ),
        p(
          'The highest trump takes the trick; without a trump the highest card of the suit led.',
          'Das höchste Tarock macht den Stich; ohne Tarock die höchste Karte der ausgespielten Farbe.'
        ),
        p(
          'The Gstieß may be played to any trick, whatever was led, and never takes it (the one exception is the laid-out Gstieß of a Super Mord in the last trick). It stays with its player’s side. If the Gstieß is led, the second card sets the suit the third player must follow.',
          'Der Gstieß darf in jeden Stich gespielt werden, gleich was ausgespielt wurde, und macht ihn nie (einzige Ausnahme: der aufgelegte Gstieß im Super Mord im letzten Stich). Er bleibt bei der Partei seines Spielers. Wird der Gstieß ausgespielt, bestimmt die zweite Karte die Farbe, die der dritte bedienen muss.'
        ),
        p(
          'A laid-out Pagat may only be played when its holder has no other card he may play. A Super Mord ends at once when the declarer loses a trick. Each side may look back through its own tricks (the declarer through her discard as well), never through the other side’s.',
          'Ein aufgelegter Pagat darf erst gespielt werden, wenn sein Besitzer keine andere erlaubte Karte hat. Ein Super Mord endet sofort, wenn der Spieler einen Stich verliert. Jede Partei darf ihre eigenen Stiche nachsehen (der Spieler auch seine weggelegten Karten), nie die der anderen.'
        )
      ],
      rules: ['DR-PLAY-1', 'DR-PLAY-2', 'DR-PLAY-3', 'DR-PLAY-4', 'DR-PLAY-5', 'DR-PLAY-6', 'DR-PLAY-7', 'DR-PLAY-9']
    },
    {
      id: 'counting',
      title: p('Counting the card points', 'Augen zählen'),
      body: [
        p(
          'Cards are counted in threes: add the values of three cards and take 2 off. Two cards left over count their sum less 1, a single card its value less 1. Counted this way the whole pack makes 74, so 37 is half.',
          'Gezählt wird in Dreiergruppen: die Werte von drei Karten zusammen, weniger 2. Bleiben zwei Karten übrig, zählen sie ihre Summe weniger 1, eine einzelne ihren Wert weniger 1. So gezählt hat das ganze Spiel 74, die Hälfte ist 37.'
        ),
        p(
          'A Gstieß played into a trick the other side won stays with its own side: the count treats it as if one one-point card had changed sides.',
          'Ein Gstieß, der in einen Stich der anderen Partei gespielt wurde, bleibt bei seiner Partei: gezählt wird, als hätte eine Einpunktkarte die Seite gewechselt.'
        )
      ],
      rules: ['DR-CARD-4', 'DR-CARD-5']
    },
    {
      id: 'scoring',
      title: p('Scoring', 'Abrechnung'),
      body: [
        p(
          'The declarer wins with 37 card points or more, her discard or the talon included. A game won is worth its base, Ansager 20, Solo 40, Super 80, plus one for every point over 37. A game lost costs the base plus one for every point the defenders have over 37; lost with exactly 37 to the defenders it costs the base alone.',
          'Der Spieler gewinnt mit 37 Augen oder mehr, weggelegte Karten oder Talon eingerechnet. Ein gewonnenes Spiel bringt den Grundwert, Ansager 20, Solo 40, Super 80, plus eins je Auge über 37. Ein verlorenes kostet den Grundwert plus eins je Auge der Gegner über 37; bei genau 37 der Gegner nur den Grundwert.'
        ),
        p(
          'The Pagat: if it was not laid out, taking the last trick with it is worth +10 to its side and losing it there −10, won game or lost; captured before the last trick it gives +5 to the side that took it. Laid out, it scores +20 if it takes the last trick and −20 if it is beaten or must be played earlier. Only a laid-out card is doubled, never the other Pagat scores.',
          'Der Pagat: nicht aufgelegt bringt der letzte Stich mit ihm seiner Partei +10, dort verloren −10, ob das Spiel gewonnen ist oder nicht; vor dem letzten Stich gefangen bringt er der fangenden Partei +5. Aufgelegt zählt er +20, wenn er den letzten Stich macht, und −20, wenn er gestochen wird oder früher gespielt werden muss. Nur die aufgelegte Karte wird verdoppelt, nie die anderen Pagat-Werte.'
        ),
        p(
          'A Super Mord is worth 167, or 187 with the Pagat or the Gstieß laid out, won or lost whole and multiplied by the doubles, with no separate Pagat score. A declarer who takes every trick without having announced Mord has a Match: the game value plus 37, doubled like any game.',
          'Ein Super Mord zählt 167, mit aufgelegtem Pagat oder Gstieß 187, ganz gewonnen oder ganz verloren und mit den Verdopplungen vervielfacht, ohne eigene Pagat-Werte. Macht der Spieler alle Stiche, ohne Mord angesagt zu haben, ist es ein Match: Spielwert plus 37, verdoppelt wie jedes Spiel.'
        ),
        p(
          'A revoke or a wrong discard (only a scorekeeper entry can have one: the app refuses such cards) costs the offending side the base plus a laid-out card, doubled as the game was, with no card point difference. A revoke by a defender counts against both defenders.',
          'Eine Renonce oder falsch weggelegte Karten (nur beim Aufschreiben möglich: die App lässt solche Karten nicht zu) kosten die schuldige Partei den Grundwert plus aufgelegte Karte, verdoppelt wie das Spiel, ohne Augendifferenz. Die Renonce eines Gegenspielers zählt gegen beide Gegenspieler.'
        ),
        p(
          'Worked example (the one the field description gives): an Ansager, the declarer lays out the Pagat and it takes the last trick, but she has only 31 card points. The game is lost: −20 for the Ansager and −6 for the defenders’ 43 points, 6 over 37, makes −26; the laid-out Pagat adds +20. On paper the declarer writes −6, and each of the other two gets 6 from her: −12, +6, +6.',
          'Rechenbeispiel (das der Feldbeschreibung): ein Ansager, der Spieler legt den Pagat auf und der macht den letzten Stich, aber der Spieler hat nur 31 Augen. Das Spiel ist verloren: −20 für den Ansager und −6 für die 43 Augen der Gegner, 6 über 37, macht −26; der aufgelegte Pagat bringt +20. Auf dem Papier schreibt der Spieler −6, und jeder der beiden anderen bekommt 6 von ihm: −12, +6, +6.'
        )
      ],
      example: {
        entry: {
          format: 'trull-entry',
          version: 1,
          game: 'droggn',
          players: 3,
          dealer: 2,
          settings: {},
          contract: 'ansager',
          declarer: 0,
          declarerPoints: 31,
          allTricks: false,
          doubles: { schwacher: false, retours: 0 },
          laidOut: 'declarer-pagat',
          pagat: 'won-last',
          pagatSide: 'declarer',
          revoke: 'none'
        },
        deltas: [-12, 6, 6]
      },
      rules: ['DR-SCORE-1', 'DR-SCORE-2', 'DR-SCORE-3', 'DR-SCORE-4', 'DR-SCORE-5', 'DR-SCORE-6', 'DR-SCORE-7', 'DR-SCORE-8', 'DR-SCORE-10', 'DR-SCORE-11']
    },
    {
      id: 'session',
      title: p('The session', 'Die Sitzung'),
      body: [
        p(
          'On paper only the declarer’s column moves. At the end every pair of players settles the difference between their two columns, times the stake. The app shows the same as each player’s total won or lost.',
          'Auf dem Papier bewegt sich nur die Spalte des Spielers. Am Ende rechnet jedes Paar von Spielern die Differenz ihrer beiden Spalten ab, mal dem Einsatz. Die App zeigt dasselbe als Gewinn oder Verlust jedes Spielers.'
        ),
        p(
          'The declarer deals the next hand; after a throw-in the same dealer deals again. Anyone may call the end between two hands: four more deals follow, the first dealt by the next declarer. Thrown-in hands do not count among the four.',
          'Der Spieler gibt das nächste Spiel; nach einem Einwurf gibt derselbe Geber noch einmal. Jeder darf zwischen zwei Spielen Schluss ansagen: es folgen noch vier Spiele, das erste gibt der nächste Spieler. Eingeworfene Spiele zählen nicht zu den vieren.'
        )
      ],
      rules: ['DR-SCORE-9', 'DR-DEAL-4', 'DR-SESS-1', 'DR-SESS-2']
    },
    {
      id: 'house-rules',
      title: p('House rules', 'Hausregeln'),
      body: [
        p(
          'Each comes from the sources themselves: some players count one way, some another.',
          'Jede stammt aus den Quellen selbst: manche zählen so, manche anders.'
        ),
        p(
          'With 78 cards the suits have 14 cards; it is dealt in fives, 25 cards each, the pack counts 78, the declarer needs 39, a Match adds 39 and a Super Mord is worth 169.',
          'Mit 78 Karten haben die Farben 14 Karten; gegeben wird in Fünfern, je 25 Karten, das Spiel zählt 78, der Spieler braucht 39, ein Match bringt 39 dazu und ein Super Mord zählt 169.'
        )
      ],
      settings: SETTINGS,
      rules: ['DR-SCORE-1', 'DR-EXCH-6', 'DR-DEAL-2', 'DR-PLAY-8', 'DR-ANN-3', 'DR-VAR-1', 'DR-SCORE-6', 'DR-VAR-2']
    }
  ]
};
