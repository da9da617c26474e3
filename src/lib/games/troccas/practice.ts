import type { Text } from '../../engine/game';
import { practiceHand, type PracticePosition } from '../../engine/practice';

/**
 * Troccas's practice positions: which card of a suit takes a trick, and what to lead near the end.
 * Each comes from a hand the rule bots played (the whole record, replayed from its deal); the
 * answers are recomputed by src/lib/practice/practice.test.ts. How they were found: docs/learning.md.
 */
const p = (en: string, de: string): Text => ({ en, de });
const hand = (players: number, dealer: number, seed: number, actions: string) => practiceHand('troccas', 1, players, dealer, seed, actions);

export const practice: readonly PracticePosition[] = [
  {
    id: 'win-with-the-cheaper-coin',
    title: p('A coin led to you, three coins in hand', 'Münze ausgespielt, drei Münzen in der Hand'),
    record: hand(
      4,
      0,
      28,
      'go-on:dai-vinavon go-on:dai-vinavon go-on:dai-vinavon discard:S-6 discard:C-C play:XXI play:II play:XX play:IV play:XIX play:VIII play:XVI play:VI play:XVIII play:IX play:XIII play:VII play:XVII play:XI play:III play:XII play:S-2 play:S-5 play:S-K+J play:XIV take:S-2 play:B-K play:B-2 play:B-3 play:B-A buob-sche play:XV play:V play:C-K play:C-10 play:O-8 play:X play:O-9 play:O-K buob-sche play:I play:C-5 play:O-Q play:C-9 play:S-3 play:C-4 play:S-A play:C-8 play:C-7 play:C-3 play:S-2 play:B-10 play:B-3 play:B-C play:B-6 play:B-5 play:O-10 play:O-8 play:C-6 play:O-A play:B-4 play:S-4 play:B-8 play:S-7 play:O-7 play:S-8 play:C-2 play:O-C play:O-5 play:O-4 play:S-10 play:B-Q play:O-6 play:C-J play:C-A play:O-3 play:S-9 play:O-2 play:S-C play:B-7 play:C-Q play:B-9 play:S-Q play:Ex'
    ),
    at: 69,
    question: p('Which coin do you play?', 'Welche Münze spielst du?'),
    answer: ['play:O-4'],
    explain: p(
      'In coins the low numbers are high: after the court cards the Ace, then the 2, the 3 and so on. Every trump has been played and neither player after you has a coin left, so the 4 already takes this trick. Take it with the 4 and keep the 2: the 3 of coins is still out, and only your 2 beats it. The 6 loses to the 5, and the Fool never takes a trick.',
      'In Münzen sind die niedrigen Zahlen hoch: nach den Figuren das Ass, dann die 2, die 3 und so fort. Alle Trümpfe sind gespielt und nach dir hat niemand mehr Münzen, die 4 macht diesen Stich also schon. Nimm ihn mit der 4 und behalte die 2: die Münzen-3 ist noch draußen, und nur deine 2 schlägt sie. Die 6 verliert gegen die 5, und der Narr macht nie einen Stich.'
    ),
    rule: 'TR-CARD-2',
    check: { method: 'exact', worlds: 50, seed: 1, threshold: -0.5, rightShare: 100, wrongShare: 10 }
  },
  {
    id: 'lead-the-top-coin',
    title: p('Your lead: two coins and the Fool', 'Dein Ausspiel: zwei Münzen und der Narr'),
    record: hand(
      4,
      0,
      28,
      'go-on:dai-vinavon go-on:dai-vinavon go-on:dai-vinavon discard:S-6 discard:C-C play:XXI play:II play:XX play:IV play:XIX play:VIII play:XVI play:VI play:XVIII play:IX play:XIII play:VII play:XVII play:XI play:III play:XII play:S-2 play:S-5 play:S-K+J play:XIV take:S-2 play:B-K play:B-2 play:B-3 play:B-A buob-sche play:XV play:V play:C-K play:C-10 play:O-8 play:X play:O-9 play:O-K buob-sche play:I play:C-5 play:O-Q play:C-9 play:S-3 play:C-4 play:S-A play:C-8 play:C-7 play:C-3 play:S-2 play:B-10 play:B-3 play:B-C play:B-6 play:B-5 play:O-10 play:O-8 play:C-6 play:O-A play:B-4 play:S-4 play:B-8 play:S-7 play:O-7 play:S-8 play:C-2 play:O-C play:O-5 play:O-4 play:S-10 play:B-Q play:O-6 play:C-J play:C-A play:O-3 play:S-9 play:O-2 play:S-C play:B-7 play:C-Q play:B-9 play:S-Q play:Ex'
    ),
    at: 72,
    question: p('You lead to the third-last trick. Which card?', 'Du spielst zum drittletzten Stich aus. Welche Karte?'),
    answer: ['play:O-2'],
    explain: p(
      'The only coin still out is the 3, and its holder must follow when you lead coins. Lead the 2: it is the highest coin left, so it takes the 3 with it. Lead the 6 and the 3 beats it; lead the Fool and the next card sets the suit, so the opponents choose what the trick is about.',
      'Die einzige Münze, die noch draußen ist, ist die 3, und wer sie hat, muss bedienen, wenn du Münzen ausspielst. Spiel die 2 aus: sie ist die höchste Münze im Spiel und nimmt die 3 mit. Spielst du die 6, sticht sie die 3; spielst du den Narren aus, bestimmt die nächste Karte die Farbe, und die Gegner entscheiden, worum es im Stich geht.'
    ),
    rule: 'TR-4-11',
    check: { method: 'exact', worlds: 50, seed: 1, threshold: -0.5, rightShare: 100, wrongShare: 22 }
  },
  {
    id: 'court-cards-first',
    title: p('Three batons and the Fool', 'Drei Stäbe und der Narr'),
    record: hand(
      4,
      2,
      42,
      'talk:medel talk:femna allow go-on:dai-vinavon talk:medel talk:femna allow go-on:dai-vinavon go-on:dai-vinavon discard:B-3 discard:B-4 play:XI play:XV play:XIX play:II play:S-K+J play:S-A play:S-6 play:S-2 take:S-A play:S-A play:S-3 play:S-7 play:S-Q play:B-K play:B-7 play:B-6 play:B-2 buob-sche play:XXI play:IV play:X play:XII play:B-A play:B-8 play:V play:B-2 play:C-K+J play:C-9 play:C-7 play:C-10 take:C-9 play:O-K play:O-9 play:O-7 play:O-10 buob-sche play:C-9 play:C-8 play:C-2 play:C-Q play:VII play:VI play:XIV play:XVI play:III play:VIII play:C-5 play:I play:S-9 play:S-4 play:XVII play:S-8 play:XX play:IX play:XIII play:C-4 play:O-9 play:O-3 play:O-A play:O-C play:O-6 play:O-2 play:XVIII play:O-Q play:B-5 play:B-9 play:C-3 play:B-10 play:C-6 play:Ex play:C-A play:S-5 play:S-10 play:O-5 play:O-8 play:B-C play:S-C play:O-4 play:C-C play:B-Q'
    ),
    at: 75,
    question: p('You lead to the third-last trick. Which card?', 'Du spielst zum drittletzten Stich aus. Welche Karte?'),
    answer: ['play:B-C', 'play:B-Q'],
    explain: p(
      'The King of batons fell in the fourth trick, so your Queen and Cavalier are the highest batons left. Lead one of them: it takes the trick and draws the opponents’ batons, and the next court card does the same. Led now, the 5 of batons loses to any higher baton still out, and the Fool never takes a trick.',
      'Der Stäbe-König ist im vierten Stich gefallen, deine Dame und dein Reiter sind also die höchsten Stäbe im Spiel. Spiel einen davon aus: er macht den Stich und zieht die Stäbe der Gegner, die nächste Figur ebenso. Jetzt ausgespielt verliert der Stäbe-5 gegen jeden höheren Stab, der noch draußen ist, und der Narr macht nie einen Stich.'
    ),
    rule: 'TR-CARD-2',
    check: { method: 'exact', worlds: 50, seed: 1, threshold: 12.5, rightShare: 94, wrongShare: 16 }
  },
  {
    id: 'not-into-their-batons',
    title: p('Your lead, three tricks to go', 'Dein Ausspiel, drei Stiche vor Schluss'),
    record: hand(
      4,
      3,
      51,
      'talk:medel-tschec talk:lavadas allow go-on:dai-vinavon talk:medel-tschec talk:femna allow go-on:dai-vinavon talk:medel-tschec talk:femna allow go-on:dai-vinavon discard:C-10 discard:C-3 play:IV play:VIII play:XIII play:XV play:S-K+J play:S-6 play:S-A play:S-3 take:S-6 play:O-K play:O-7 play:O-10 play:O-9 buob-sche play:S-2 play:S-10 play:S-4 play:S-Q play:B-K+J play:B-A play:B-3 play:B-2 take:B-A play:C-8 play:C-2 play:C-C play:C-K buob-sche play:XXI play:VI play:XVI play:V play:XX play:XIV play:O-C play:VII play:II play:XVII play:C-A play:XIX play:B-7 play:III play:B-A play:B-9 play:O-8 play:O-2 play:O-A play:IX play:C-9 play:C-7 play:C-4 play:S-6 play:XVIII play:S-7 play:XI play:X play:C-8 play:S-8 play:C-6 play:I play:XII play:S-9 play:S-C play:C-5 play:O-6 play:O-9 play:O-4 play:B-10 play:B-5 play:B-C play:S-5 play:B-6 play:B-Q play:O-5 play:B-4 play:B-8 play:Ex play:O-Q play:C-Q play:O-3'
    ),
    at: 82,
    question: p('You lead. Which card?', 'Du spielst aus. Welche Karte?'),
    answer: ['play:O-3'],
    explain: p(
      'Batons are the danger: their Queen and Cavalier are still out, above your 8 and 5, so a baton lead hands a trick with points to whoever holds them. Lead the 3 of coins instead: every trump has been played, so a coin lead can only be taken with a coin, and it keeps the last tricks with your side.',
      'Die Stäbe sind die Gefahr: Dame und Reiter der Stäbe sind noch draußen, über deinem 8er und 5er, ein Stäbe-Ausspiel schenkt also dem, der sie hat, einen Stich mit Punkten. Spiel stattdessen die Münzen-3 aus: alle Trümpfe sind gespielt, ein Münzen-Ausspiel kann also nur mit einer Münze genommen werden, und es hält die letzten Stiche bei deiner Partei.'
    ),
    rule: 'TR-4-9',
    check: { method: 'exact', worlds: 50, seed: 1, threshold: 17.5, rightShare: 100, wrongShare: 0 }
  },
  {
    id: 'lost-trick-cheapest-card',
    title: p('A sword led, and you have none', 'Schwert ausgespielt, und du hast keins'),
    record: hand(
      4,
      1,
      225,
      'talk:medel talk:lavadas allow talk:medel talk:femna allow liber go-on:dai-vinavon go-on:dai-vinavon go-on:dai-vinavon discard:B-J discard:B-8 play:C-K+J play:C-8 play:C-10 play:C-9 take:C-8 play:S-K play:S-4 play:S-2 play:S-A buob-sche play:XXI play:VI play:I play:II play:B-2 play:B-5 play:B-6 play:VII play:O-K+J play:O-9 play:O-10 play:O-6 take:O-9 play:XX play:V play:XIV play:III play:XIX play:XI play:XIII play:IV play:S-A play:S-6 play:S-C play:S-Q play:XVIII play:VIII play:XV play:IX play:XVII play:C-2 play:B-Q play:C-7 play:XVI play:C-A play:B-10 play:C-5 play:XII play:S-3 play:B-7 play:O-8 play:X play:S-5 play:B-3 play:O-3 play:B-4 play:S-8 play:C-8 play:B-K play:B-A play:B-9 play:S-9 play:O-4 play:S-7 play:O-9 play:C-6 play:O-2 play:S-10 play:O-5 play:C-4 play:O-A play:C-C play:O-C play:C-3 play:C-Q play:B-C play:Ex play:O-Q play:O-7'
    ),
    at: 82,
    question: p('Which card do you play to this trick?', 'Welche Karte gibst du zu diesem Stich?'),
    answer: ['play:O-A'],
    explain: p(
      'You have no swords and every trump has been played, so the 10 of swords takes this trick for the opponents whatever you add. Give it your cheapest card, the Ace of coins, worth a single point. The Queen of cups (4) and the Cavalier of batons (3) are worth more and may still take a trick of their own.',
      'Du hast kein Schwert und alle Trümpfe sind gespielt, der Schwert-10er macht diesen Stich also für die Gegner, was immer du dazugibst. Gib ihm deine billigste Karte, das Münzen-Ass, einen einzigen Punkt wert. Kelch-Dame (4) und Stäbe-Reiter (3) sind mehr wert und machen vielleicht noch einen eigenen Stich.'
    ),
    rule: 'TR-CARD-3',
    check: { method: 'exact', worlds: 50, seed: 1, threshold: -6.5, rightShare: 100, wrongShare: 12 }
  }
];
