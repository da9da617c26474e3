import type { Text } from '../../engine/game';
import { practiceHand, type PracticePosition } from '../../engine/practice';

/**
 * Troggen's practice positions: the Pagat and the Excuse in the last tricks, and getting rid of
 * dangerous cards in a misère.
 * Each comes from a hand the rule bots played (the whole record, replayed from its deal); the
 * answers are recomputed by src/lib/practice/practice.test.ts. How they were found: docs/learning.md.
 */
const p = (en: string, de: string): Text => ({ en, de });
const hand = (players: number, dealer: number, seed: number, actions: string) => practiceHand('troggen', 1, players, dealer, seed, actions);

export const practice: readonly PracticePosition[] = [
  {
    id: 'pagat-for-the-last-trick',
    title: p('Two batons, two trumps, four tricks to go', 'Zwei Stäbe, zwei Trümpfe, vier Stiche vor Schluss'),
    record: hand(
      4,
      2,
      318,
      'pass bid:einfach pass pass discard:S-Q discard:C-Q discard:S-V discard:O-V discard:O-6 discard:O-7 play:S-K play:XXI play:S-2 play:S-A play:B-K play:B-A play:B-3 play:B-2 play:XX play:VI play:II play:VII play:C-10 play:C-9 play:C-4 play:C-3 play:B-6 play:B-4 play:B-5 play:V play:C-K play:C-2 play:C-6 play:C-C play:O-10 play:O-4 play:XIX play:O-9 play:XVII play:X play:XIII play:XVIII play:B-10 play:B-7 play:XII play:XIV play:C-V play:VIII play:C-A play:C-8 play:B-C play:B-8 play:XV play:S-3 play:C-7 play:O-8 play:IX play:XI play:XVI play:S-4 play:S-5 play:S-7 play:IV play:C-5 play:S-6 play:O-3 play:III play:S-C play:O-5 play:O-2 play:B-9 play:O-C play:S-8 play:B-Q play:O-A play:I play:Ex play:S-9 play:B-V play:O-K play:S-10 play:O-Q'
    ),
    at: 66,
    question: p('You are the bidder and lead. Which card?', 'Du bist der Spieler und spielst aus. Welche Karte?'),
    answer: ['play:B-9', 'play:B-V'],
    explain: p(
      'Count the trumps: all but your III and your Pagat have been played. Give up your batons first, while you still hold both trumps: a later lead you cannot follow is trumped with the III, and the Pagat is left for the last trick, where it wins and every other player pays you 2 jetons. Lead a trump now and a lead of coins or swords later forces the Pagat out before the end.',
      'Zähl die Trümpfe: außer deinem III und deinem Pagat sind alle gespielt. Gib zuerst deine Stäbe ab, solange du beide Trümpfe noch hast: ein späteres Ausspiel, das du nicht bedienen kannst, stichst du mit dem III, und der Pagat bleibt für den letzten Stich, wo er gewinnt und jeder andere dir 2 Jetons zahlt. Spielst du jetzt einen Trumpf, zwingt dich später ein Münzen- oder Schwerter-Ausspiel, den Pagat vor dem Ende herzugeben.'
    ),
    rule: 'TG-SCORE-2',
    check: { method: 'exact', worlds: 50, seed: 1, threshold: 8.5, rightShare: 100, wrongShare: 0 }
  },
  {
    id: 'excuse-not-last',
    title: p('Three cards left, the Excuse among them', 'Drei Karten übrig, die Excuse dabei'),
    record: hand(
      4,
      1,
      325,
      'bid:einfach pass pass pass discard:O-Q discard:C-C discard:C-3 discard:O-5 discard:O-6 discard:O-8 play:S-K play:S-2 play:S-3 play:S-A play:B-K play:B-9 play:B-3 play:B-A play:XX play:XXI play:III play:I play:O-9 play:O-4 play:O-2 play:O-10 play:C-K play:XVIII play:C-8 play:C-10 play:XV play:XIX play:VIII play:V play:S-4 play:S-6 play:S-7 play:S-5 play:B-6 play:B-2 play:B-V play:B-4 play:O-7 play:O-K play:O-C play:II play:XIII play:XVII play:XII play:VI play:S-9 play:S-8 play:S-10 play:IV play:B-5 play:B-C play:B-7 play:XI play:C-7 play:VII play:C-6 play:C-9 play:B-10 play:C-5 play:B-8 play:XVI play:C-4 play:IX play:C-2 play:C-A play:B-Q play:O-3 play:XIV play:S-C play:C-V play:S-V play:Ex play:C-Q play:O-A play:S-Q play:O-V play:X'
    ),
    at: 70,
    question: p('You are the bidder and lead. Which card?', 'Du bist der Spieler und spielst aus. Welche Karte?'),
    answer: ['play:B-Q'],
    explain: p(
      'Two things to see: only one trump is still out, the XIV, and the Excuse must not be your last card, because in the last trick it goes to whoever wins that trick. Lead the Queen of batons. If the XIV takes it, your X is the last trump: play the Excuse to the next trick (you keep it) and take the last trick with the X. Lead the X and the XIV must beat it on a trump lead; the Excuse then either loses its 4 points in the last trick or leaves your Queen to the others.',
      'Zwei Dinge sind zu sehen: nur noch ein Trumpf ist draußen, der XIV, und die Excuse darf nicht deine letzte Karte sein, denn im letzten Stich gehört sie dem, der ihn macht. Spiel die Stäbe-Dame aus. Nimmt sie der XIV, ist dein X der letzte Trumpf: gib die Excuse zum nächsten Stich (du behältst sie) und mach den letzten Stich mit dem X. Spielst du den X aus, muss ihn der XIV auf das Trumpf-Ausspiel überstechen; dann verliert die Excuse im letzten Stich ihre 4 Punkte oder deine Dame geht an die anderen.'
    ),
    rule: 'TG-PLAY-4',
    check: { method: 'exact', worlds: 50, seed: 1, threshold: 2.5, rightShare: 100, wrongShare: 14 }
  },
  {
    id: 'misere-shed-the-trump',
    title: p('A misère: three cards, one of them a trump', 'Eine Misère: drei Karten, eine davon ein Trumpf'),
    record: hand(
      4,
      2,
      182,
      'pass pass pass pass play:C-10 play:C-C play:C-3 play:C-A play:S-A play:S-6 play:S-10 play:S-9 play:C-9 play:Ex play:IX play:C-Q play:O-9 play:O-5 play:O-7 play:O-10 play:I play:III play:VIII play:XXI play:S-3 play:S-7 play:S-K play:S-Q play:C-7 play:C-8 play:XII play:C-4 play:O-8 play:O-2 play:O-A play:O-4 play:B-4 play:B-3 play:B-9 play:B-8 play:S-4 play:IV play:VI play:S-5 play:B-5 play:B-2 play:B-K play:B-Q play:O-3 play:O-V play:O-Q play:X play:S-2 play:S-V play:V play:XIV play:B-7 play:B-6 play:XVII play:B-V play:S-C play:XIII play:XI play:II play:C-6 play:C-K play:C-2 play:XX play:O-C play:XVI play:O-K play:B-C play:C-5 play:VII play:B-10 play:XVIII'
    ),
    at: 64,
    question: p(
      'Nobody bid, so it is a misère: fewest points wins. You lead. Which card?',
      'Niemand hat geboten, es ist eine Misère: die wenigsten Punkte gewinnen. Du spielst aus. Welche Karte?'
    ),
    answer: ['play:XVI'],
    explain: p(
      'In a misère every trick costs at least a point. Your XVI is the card that could take a trick you do not want: the XVIII and XX are still out, and on a trump lead a player must beat the highest trump if he can. Lead it now, while they must go over it. Keep it, and a lead of a suit you cannot follow forces you to trump with it, and then it may take that trick.',
      'In einer Misère kostet jeder Stich mindestens einen Punkt. Dein XVI ist die Karte, die einen ungewollten Stich machen könnte: XVIII und XX sind noch draußen, und auf ein Trumpf-Ausspiel muss man den höchsten Trumpf überstechen, wenn man kann. Spiel ihn jetzt aus, solange sie darüber müssen. Behältst du ihn, zwingt dich ein Ausspiel in einer Farbe, die du nicht hast, mit ihm zu stechen, und dann macht er womöglich den Stich.'
    ),
    rule: 'TG-PLAY-3',
    check: { method: 'exact', worlds: 50, seed: 1, threshold: -0.5, rightShare: 94, wrongShare: 24 }
  },
  {
    id: 'misere-shed-the-jack',
    title: p('A misère: the trick is trumped', 'Eine Misère: der Stich ist gestochen'),
    record: hand(
      4,
      2,
      334,
      'pass pass pass pass play:O-10 play:O-6 play:O-8 play:O-9 play:I play:V play:Ex play:XV play:B-A play:B-C play:B-V play:B-10 play:C-10 play:C-7 play:C-9 play:C-C play:O-7 play:O-4 play:O-A play:XX play:S-2 play:S-6 play:S-4 play:S-3 play:C-4 play:C-8 play:C-5 play:C-Q play:B-2 play:B-8 play:VI play:B-9 play:S-10 play:S-7 play:S-9 play:S-8 play:C-V play:C-6 play:II play:C-2 play:B-4 play:B-Q play:VIII play:B-7 play:S-C play:S-A play:S-V play:XIV play:C-3 play:XI play:C-K play:XVI play:III play:O-K play:XIII play:XXI play:B-3 play:IV play:B-K play:XIX play:O-C play:XVIII play:XII play:O-V play:B-5 play:IX play:O-2 play:XVII play:O-Q play:S-K play:X play:O-3'
    ),
    at: 67,
    question: p(
      'Nobody bid, so it is a misère: fewest points wins. Which coin do you play?',
      'Niemand hat geboten, es ist eine Misère: die wenigsten Punkte gewinnen. Welche Münze spielst du?'
    ),
    answer: ['play:O-V'],
    explain: p(
      'You must follow coins, and the XVIII already takes this trick, so whatever you play here is someone else’s. Drop the Jack: it is your only card with points, and in coins it ranks above your 2 and 3, so in a later coins trick it could win and bring you its point and the trick’s. Keep the low coins for the tricks still to come.',
      'Du musst Münzen bedienen, und der XVIII macht diesen Stich schon, was du hier gibst, gehört also einem anderen. Wirf den Buben ab: er ist deine einzige Karte mit Punkten und steht in Münzen über deiner 2 und 3, in einem späteren Münzen-Stich könnte er also stechen und dir seinen Punkt und den des Stichs bringen. Behalte die niedrigen Münzen für die Stiche, die noch kommen.'
    ),
    rule: 'TG-MIS-1',
    check: { method: 'exact', worlds: 50, seed: 1, threshold: -0.5, rightShare: 96, wrongShare: 26 }
  },
  {
    id: 'cup-excuse-pagat',
    title: p('The Pagat, the Excuse and a cup', 'Der Pagat, die Excuse und ein Kelch'),
    record: hand(
      4,
      2,
      510,
      'pass bid:einfach pass pass discard:S-C discard:O-C discard:S-5 discard:S-2 discard:O-5 discard:O-8 play:O-K play:O-10 play:O-Q play:O-V play:C-9 play:C-10 play:C-8 play:C-5 play:S-K play:S-4 play:XXI play:S-3 play:C-K play:C-2 play:XX play:C-6 play:B-A play:B-2 play:B-8 play:B-10 play:B-4 play:B-5 play:B-3 play:B-9 play:B-K play:B-6 play:B-C play:B-V play:XIX play:II play:VI play:VII play:XVIII play:IV play:X play:XII play:XI play:XV play:XVI play:XVII play:O-9 play:III play:O-4 play:O-7 play:IX play:S-7 play:XIII play:C-3 play:B-Q play:O-3 play:V play:B-7 play:C-7 play:C-V play:XIV play:C-A play:S-A play:S-9 play:VIII play:S-8 play:C-4 play:C-C play:O-6 play:O-2 play:C-Q play:S-6 play:S-10 play:Ex play:S-Q play:S-V play:O-A play:I'
    ),
    at: 70,
    question: p(
      'You are the bidder and lead to the third-last trick. Which card?',
      'Du bist der Spieler und spielst zum drittletzten Stich aus. Welche Karte?'
    ),
    answer: ['play:C-4'],
    explain: p(
      'Every other trump has been played, so your Pagat can take the last trick, and then every other player pays you 2 jetons. For that the three cards must go in the right order: the cup now (it may lose, it is worth nothing), the Excuse to the next trick (it stays yours), the Pagat last. Lead the Pagat now and the bonus is gone. Lead the Excuse now and the next lead, in a suit you do not have, forces the Pagat out a trick too early.',
      'Alle anderen Trümpfe sind gespielt, dein Pagat kann also den letzten Stich machen, und dann zahlt dir jeder andere 2 Jetons. Dazu müssen die drei Karten in der richtigen Reihenfolge gehen: jetzt der Kelch (er darf verlieren, er ist nichts wert), zum nächsten Stich die Excuse (sie bleibt deine), zuletzt der Pagat. Spielst du den Pagat jetzt aus, ist der Bonus weg. Spielst du die Excuse jetzt aus, zwingt dich das nächste Ausspiel in einer Farbe, die du nicht hast, den Pagat einen Stich zu früh herzugeben.'
    ),
    rule: 'TG-SCORE-2',
    check: { method: 'exact', worlds: 50, seed: 1, threshold: 8.5, rightShare: 100, wrongShare: 0 }
  }
];
