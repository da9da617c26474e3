import type { Text } from '../../engine/game';
import { practiceHand, type PracticePosition } from '../../engine/practice';

/**
 * Droggn's practice positions: where the Gstieß goes, when the Pagat should take a trick and when
 * it waits for the last one.
 * Each comes from a hand the rule bots played (the whole record, replayed from its deal); the
 * answers are recomputed by src/lib/practice/practice.test.ts. How they were found: docs/learning.md.
 */
const p = (en: string, de: string): Text => ({ en, de });
const hand = (players: number, dealer: number, seed: number, actions: string) => practiceHand('droggn', 1, players, dealer, seed, actions);

export const practice: readonly PracticePosition[] = [
  {
    id: 'gstiess-on-a-poor-trick',
    title: p('A Super, no hearts left', 'Ein Super, kein Herz mehr'),
    record: hand(
      3,
      0,
      18,
      'pass bid:super pass liege gut gut gut gut play:S-K play:S-6 play:S-4 play:D-K play:D-6 play:D-7 play:H-K play:H-5 play:H-7 play:XXI play:II play:IV play:XIX play:VII play:XX play:H-6 play:H-Q play:H-4 play:XVIII play:XVI play:V play:XV play:XVII play:VI play:C-4 play:C-5 play:C-6 play:XIV play:S-7 play:VIII play:XIII play:D-4 play:X play:XII play:C-7 play:I play:S-5 play:S-10 play:S-9 play:C-8 play:C-9 play:C-R play:D-2 play:D-R play:D-3 play:C-10 play:C-J play:III play:D-J play:D-Q play:D-A play:H-A play:H-3 play:IX play:S-Q play:S-J play:H-2 play:XI play:S-R play:H-R play:Ex play:C-K play:C-Q'
    ),
    at: 61,
    question: p('You have no hearts. Which card do you play?', 'Du hast kein Herz. Welche Karte spielst du?'),
    answer: ['play:Ex'],
    explain: p(
      'Two low hearts, next to nothing, are in this trick. You may trump it or play the Gstieß, which may go into any trick. Play the Gstieß now: it never takes a trick but stays with you, so here it costs nothing. Your IX and XI are the last trumps in the game; keep them to trump the King of clubs and to guard your Queen of spades. Trump now and the Gstieß must later go into a trick worth something, which the defenders then take.',
      'In diesem Stich liegen zwei niedrige Herz, fast nichts wert. Du darfst stechen oder den Gstieß geben, der in jeden Stich darf. Gib jetzt den Gstieß: er macht nie einen Stich, bleibt aber bei dir, hier kostet er also nichts. Dein IX und XI sind die letzten Tarock im Spiel; behalte sie, um den Treff-König zu stechen und deine Pik-Dame zu schützen. Stichst du jetzt, muss der Gstieß später in einen Stich, der etwas wert ist, und den nehmen dann die Gegenspieler.'
    ),
    rule: 'DR-PLAY-4',
    check: { method: 'exact', worlds: 50, seed: 1, threshold: 219.5, rightShare: 100, wrongShare: 0 }
  },
  {
    id: 'pagat-takes-it-now',
    title: p('Three trumps, the Pagat among them', 'Drei Tarock, der Pagat dabei'),
    record: hand(
      3,
      0,
      30,
      'pass pass bid:ansager discard:C-Q discard:C-R discard:C-7 offer:H-7 name:S-K liege gut gut gut gut play:S-K play:S-8 play:S-6 play:H-K play:H-7 play:H-6 play:XIX play:XX play:VII play:C-K play:C-4 play:II play:S-4 play:S-9 play:S-7 play:C-5 play:C-6 play:IV play:D-6 play:D-5 play:D-K play:C-8 play:V play:C-9 play:S-5 play:S-R play:S-10 play:C-10 play:C-J play:IX play:D-A play:D-3 play:D-Q play:D-7 play:D-J play:III play:H-5 play:H-2 play:H-3 play:D-4 play:D-R play:VI play:H-4 play:H-J play:X play:XVI play:XVIII play:VIII play:H-A play:H-Q play:XIII play:S-J play:XI play:XVII play:D-2 play:XIV play:XV play:H-R play:XXI play:I play:Ex play:S-Q play:XII'
    ),
    at: 63,
    question: p('You have no hearts and must trump. Which trump?', 'Du hast kein Herz und musst stechen. Welcher Tarock?'),
    answer: ['play:I'],
    explain: p(
      'You play last to this trick and nobody has trumped, so even your lowest trump takes it. Use the Pagat. The defenders still hold five trumps, the XXI among them, against your three: kept for later, the Pagat would be caught by a higher trump (+5 for the side that catches it) or beaten in the last trick (−10). With the XIII or XIV you would give up a trump that can still hold the defenders back.',
      'Du spielst als Letzter zu diesem Stich und niemand hat gestochen, also sticht auch dein niedrigster Tarock. Nimm den Pagat. Die Gegenspieler haben noch fünf Tarock, den XXI darunter, gegen deine drei: aufgehoben würde der Pagat von einem höheren Tarock gefangen (+5 für die Partei, die ihn fängt) oder im letzten Stich geschlagen (−10). Mit XIII oder XIV gäbst du einen Tarock her, der die Gegenspieler noch aufhalten kann.'
    ),
    rule: 'DR-SCORE-3',
    check: { method: 'exact', worlds: 50, seed: 1, threshold: -44.5, rightShare: 100, wrongShare: 0 }
  },
  {
    id: 'keep-trumps-for-the-kings',
    title: p('A spade trick and the Gstieß', 'Ein Pik-Stich und der Gstieß'),
    record: hand(
      3,
      1,
      34,
      'pass bid:ansager pass discard:H-J discard:H-5 discard:S-4 offer:S-8 name:XXI liege gut gut gut gut play:D-K play:D-7 play:D-6 play:C-K play:C-4 play:C-7 play:XXI play:II play:III play:XIX play:XX play:XIII play:H-K play:H-7 play:VIII play:D-5 play:D-3 play:D-R play:H-6 play:IX play:H-A play:D-4 play:IV play:D-2 play:S-5 play:S-7 play:X play:C-5 play:C-6 play:C-8 play:H-4 play:XI play:H-R play:D-A play:V play:XVII play:H-3 play:XII play:H-Q play:C-9 play:C-10 play:XVIII play:H-2 play:XIV play:VI play:D-J play:VII play:I play:S-6 play:S-10 play:XV play:C-J play:C-R play:S-K play:S-8 play:S-J play:XVI play:D-Q play:S-9 play:S-R play:Ex play:C-Q play:S-Q'
    ),
    at: 63,
    question: p('You have no spades. Which card do you play?', 'Du hast kein Pik. Welche Karte spielst du?'),
    answer: ['play:Ex'],
    explain: p(
      'Only the 6 and 10 of spades are in this trick. Your XV and XVI are the last two trumps in the game, and one defender still holds the King, Queen, Rider and Jack of spades. Give the Gstieß here, where it loses nothing and stays yours, and keep both trumps for the tricks that bring the spade honours. A trump spent on this trick leaves a King or Queen to the defenders.',
      'In diesem Stich liegen nur Pik-Sechser und Pik-Zehner. Dein XV und XVI sind die letzten zwei Tarock im Spiel, und ein Gegenspieler hat noch König, Dame, Reiter und Bube in Pik. Gib hier den Gstieß, wo er nichts verliert und bei dir bleibt, und behalte beide Tarock für die Stiche mit den Pik-Figuren. Ein Tarock in diesem Stich überlässt den Gegenspielern einen König oder eine Dame.'
    ),
    rule: 'DR-PLAY-4',
    check: { method: 'exact', worlds: 50, seed: 1, threshold: 65.5, rightShare: 100, wrongShare: 0 }
  },
  {
    id: 'cash-the-diamonds',
    title: p('Your lead, the Pagat in hand', 'Dein Ausspiel, der Pagat in der Hand'),
    record: hand(
      3,
      1,
      37,
      'pass bid:ansager pass discard:H-A discard:S-Q discard:S-J offer:S-4 name:C-K liege gut gut gut gut play:D-K play:D-7 play:D-6 play:C-K play:C-8 play:C-4 play:H-K play:H-6 play:H-7 play:S-K play:S-7 play:S-4 play:XX play:XXI play:II play:H-5 play:H-4 play:III play:D-4 play:D-J play:D-Q play:C-9 play:C-5 play:IV play:H-3 play:V play:VII play:XVIII play:VIII play:XIX play:C-10 play:C-6 play:XIII play:H-2 play:VI play:X play:XVII play:XV play:IX play:D-3 play:D-5 play:XIV play:S-5 play:XI play:S-9 play:D-2 play:S-10 play:XVI play:S-6 play:XII play:Ex play:D-A play:H-J play:S-8 play:C-7 play:H-R play:C-J play:C-R play:I play:S-R play:D-R play:H-Q play:C-Q'
    ),
    at: 64,
    question: p('You lead. Which card?', 'Du spielst aus. Welche Karte?'),
    answer: ['play:D-A', 'play:D-R'],
    explain: p(
      'Count: every trump but your Pagat has been played, and the defenders have no diamonds left. So your Ace and Rider of diamonds win whenever you lead them. Take those tricks first and keep the Pagat, the last trump, for the last trick: taking it there is worth +10. Lead the Pagat now and the bonus is gone; lead the 7 of clubs and the defenders take it and lead clubs, forcing your Pagat out early.',
      'Zähl mit: außer deinem Pagat sind alle Tarock gespielt, und die Gegenspieler haben kein Karo mehr. Dein Karo-Ass und Karo-Reiter stechen also, wann immer du sie ausspielst. Hol diese Stiche zuerst und behalte den Pagat, den letzten Tarock, für den letzten Stich: dort bringt er +10. Spielst du den Pagat jetzt, ist der Bonus weg; spielst du den Treff-Siebener, nehmen ihn die Gegenspieler und spielen Treff nach, dann muss dein Pagat zu früh heraus.'
    ),
    rule: 'DR-SCORE-3',
    check: { method: 'exact', worlds: 50, seed: 1, threshold: 81.5, rightShare: 100, wrongShare: 0 }
  },
  {
    id: 'draw-the-mond',
    title: p('Three tricks to go, the Mond still out', 'Drei Stiche vor Schluss, der Mond ist noch draußen'),
    record: hand(
      3,
      2,
      44,
      'bid:solo pass pass discard:C-Q discard:C-4 discard:C-6 liege gut gut gut gut play:H-K play:H-4 play:H-6 play:XVIII play:XIX play:V play:S-K play:S-6 play:S-4 play:C-K play:C-5 play:II play:XVI play:XX play:XV play:C-8 play:C-7 play:III play:XIV play:IX play:XVII play:C-10 play:IV play:C-9 play:H-7 play:H-J play:H-Q play:D-7 play:VI play:D-5 play:S-5 play:S-R play:S-Q play:D-6 play:VII play:D-4 play:H-5 play:XI play:H-3 play:D-2 play:D-3 play:VIII play:H-2 play:XIII play:H-A play:D-A play:D-J play:X play:S-9 play:C-J play:S-10 play:S-7 play:S-J play:Ex play:H-R play:D-R play:XXI play:S-8 play:XII play:C-R play:I play:D-K play:D-Q'
    ),
    at: 65,
    question: p('You lead. Which card?', 'Du spielst aus. Welche Karte?'),
    answer: ['play:XII'],
    explain: p(
      'Count the trumps: besides your XII and Pagat only the XXI, the Mond, is still out. Lead the XII: on a trump lead its holder must play a trump, and the Mond is his only one. With it gone your Pagat is the last trump and your Rider the last heart, so both take tricks and the game is yours. Lead the Pagat and the Mond catches it; lead the Rider of hearts and the Mond trumps it.',
      'Zähl die Tarock: außer deinem XII und dem Pagat ist nur noch der XXI, der Mond, draußen. Spiel den XII aus: auf ein Tarock-Ausspiel muss sein Besitzer Tarock geben, und der Mond ist sein einziger. Ist er weg, ist dein Pagat der letzte Tarock und dein Reiter das letzte Herz, beide machen ihre Stiche, und das Spiel gehört dir. Spielst du den Pagat aus, fängt ihn der Mond; spielst du den Herz-Reiter, sticht ihn der Mond.'
    ),
    rule: 'DR-PLAY-2',
    check: { method: 'exact', worlds: 50, seed: 1, threshold: 81.5, rightShare: 100, wrongShare: 24 }
  }
];
