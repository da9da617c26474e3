import type { Lesson } from '../../engine/lesson';

/**
 * Dobbm's first hand with a coach (coach/): you speak first with a hand for an ordinary game
 * ("Dobbm"), take the Dobb and lay four cards away, and play alone against three; the hearts
 * (the trumps) take the tricks that matter.
 */
export const lesson = {
  seed: 2,
  players: 4,
  dealer: 3,
  intro: {
    en: 'You speak first, with hearts enough to bid a Dobbm: you take the Dobb, lay four cards away, and play alone against the other three. You need more than 60 points.',
    de: 'Du sprichst zuerst und hast Herz genug für ein Dobbm: Du nimmst den Dobb, legst vier Karten weg und spielst allein gegen die drei anderen. Du brauchst mehr als 60 Punkte.'
  },
  steps: {
    bid: {
      what: { en: 'Say “Dobbm”, Solo, or pass with “weiter”.', de: '„Dobbm“, Solo sagen oder mit „weiter“ passen.' },
      consider: {
        en: 'Hearts are trumps: count them and your Sows (aces). With the Dobb you can improve the hand, so a Dobbm needs less than a Solo.',
        de: 'Herz ist Trumpf: Zähle deine Herz und deine Sauen. Mit dem Dobb verbesserst du das Blatt, darum braucht ein Dobbm weniger als ein Solo.'
      },
      rule: 'bidding'
    },
    exchange: {
      what: { en: 'Lay four cards away face down.', de: 'Vier Karten verdeckt weglegen.' },
      consider: {
        en: 'Empty a short suit so you can trump it, and lay away points that would fall to the defenders; a Sow only with a trump beside it.',
        de: 'Mach eine kurze Farbe frei, damit du sie stechen kannst, und lege Punkte weg, die sonst an die Gegner fielen; eine Sau nur mit einem Trumpf daneben.'
      },
      rule: 'exchange'
    },
    double: {
      what: { en: 'Say “gut”, or double with a Schwacher or Retour.', de: '„Gut“ sagen oder mit Schwacher oder Retour verdoppeln.' },
      consider: {
        en: 'Each double doubles every payment: only when you expect to win.',
        de: 'Jede Verdopplung verdoppelt jede Zahlung: nur, wenn du zu gewinnen erwartest.'
      },
      rule: 'doubling'
    },
    play: {
      what: {
        en: 'Play a card: follow suit, else a heart; the highest heart takes the trick.',
        de: 'Eine Karte spielen: Farbe bedienen, sonst Herz; das höchste Herz sticht.'
      },
      consider: {
        en: 'Draw the defenders’ hearts with your high ones first; then your Sows and tens come home. Each trick you lose gives them points.',
        de: 'Zieh den Gegnern zuerst mit deinen hohen Herz die Trümpfe; dann kommen deine Sauen und Zehner heim. Jeder verlorene Stich gibt ihnen Punkte.'
      },
      rule: 'play'
    }
  }
} satisfies Lesson;
