import type { Lesson } from '../../engine/lesson';

/**
 * Troggen's first hand with a coach (coach/): the two before you pass, you bid Doppelt, take the
 * talon and lay six cards away, and play alone against three; your high trumps must beat theirs,
 * and you need 35 points.
 */
export const lesson = {
  seed: 18,
  players: 4,
  dealer: 3,
  intro: {
    en: 'The two players before you pass. Your trumps are strong enough to bid: you will take the talon, lay as many cards away, and play alone against three. You need 35 points.',
    de: 'Die beiden vor dir passen. Deine Trümpfe reichen für ein Gebot: Du nimmst den Talon, legst ebenso viele Karten weg und spielst allein gegen drei. Du brauchst 35 Punkte.'
  },
  steps: {
    bid: {
      what: { en: 'Bid higher than every bid so far, or pass.', de: 'Höher als alle bisherigen Gebote bieten oder passen.' },
      consider: {
        en: 'Count your trumps and the XXI, the I and the Excuse: they win tricks alone against three. A higher bid pays more but risks more.',
        de: 'Zähle deine Trümpfe und XXI, I und Sküs: Sie machen allein gegen drei die Stiche. Ein höheres Gebot bringt mehr, kostet aber auch mehr.'
      },
      rule: 'bidding'
    },
    discard: {
      what: { en: 'Lay away as many cards as you took from the talon.', de: 'So viele Karten weglegen, wie du aus dem Talon genommen hast.' },
      consider: {
        en: 'Never a trump, the Excuse or a king: empty a short suit so you can trump it, and keep the court cards that can win.',
        de: 'Nie einen Trumpf, die Sküs oder einen König: Mach eine kurze Farbe frei, damit du sie stechen kannst, und behalte die Bilder, die stechen können.'
      },
      rule: 'exchange'
    },
    play: {
      what: {
        en: 'Play a card: follow suit, else trump; on a trump lead beat the highest trump if you can.',
        de: 'Eine Karte spielen: Farbe bedienen, sonst Trumpf; auf ein Trumpfausspiel den höchsten Trumpf überstechen, wenn du kannst.'
      },
      consider: {
        en: 'Your high trumps take the defenders’ trumps away; keep the Excuse for a trick you cannot win.',
        de: 'Deine hohen Trümpfe ziehen den Gegnern die Trümpfe; heb die Sküs für einen Stich auf, den du nicht gewinnen kannst.'
      },
      rule: 'play'
    }
  }
} satisfies Lesson;
