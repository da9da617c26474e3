import type { Lesson } from '../../engine/lesson';

/**
 * Troccas's first hand with a coach (coach/): four players in two pairs, you and the player
 * opposite. The bots talk across the table (tschintschar), the dealer lays away his scart, your
 * partner calls a jack (Buob) and later you call one yourself; the high trumps take the tricks.
 */
export const lesson = {
  seed: 4,
  players: 4,
  dealer: 3,
  intro: {
    en: 'Four players in two pairs: your partner sits opposite you. Listen to the table talk, watch for the jack call (“Buob”), and help your partner win the tricks that hold points.',
    de: 'Vier Spieler in zwei Paaren: Dein Partner sitzt dir gegenüber. Hör auf das Tischgespräch, achte auf den Bubenruf („Buob“) und hilf deinem Partner, die Stiche mit Punkten zu machen.'
  },
  steps: {
    interval: {
      what: {
        en: 'Go on with the deal, allow a throw-in, or say something to your partner.',
        de: 'Weiterspielen, das Einwerfen erlauben oder dem Partner etwas sagen.'
      },
      consider: {
        en: 'With trumps and kings insist on going on; with a weak hand allow a throw-in and tell your partner what you have. Everybody hears the talk.',
        de: 'Mit Tarock und Königen bestehst du aufs Weiterspielen; mit einem schwachen Blatt erlaubst du das Einwerfen und sagst deinem Partner, was du hast. Alle hören mit.'
      },
      rule: 'talk'
    },
    call: {
      what: { en: 'Call the jack of this suit (“Buob”), or not.', de: 'Den Buben dieser Farbe rufen („Buob“) oder nicht.' },
      consider: {
        en: 'Calling the jack adds its points to your trick: call it when the king is in your trick and the jack is still out.',
        de: 'Der gerufene Bube bringt seine Punkte in deinen Stich: Ruf ihn, wenn der König in deinem Stich liegt und der Bube noch draußen ist.'
      },
      rule: 'play'
    },
    take: {
      what: { en: 'Give the called jack and take back a card.', de: 'Den gerufenen Buben geben und eine Karte zurücknehmen.' },
      consider: { en: 'The rules say which card goes back to your hand.', de: 'Die Regeln sagen, welche Karte zurück in die Hand kommt.' },
      rule: 'play'
    },
    play: {
      what: {
        en: 'Play a card: follow suit, else trump; the highest trump takes the trick.',
        de: 'Eine Karte spielen: Farbe bedienen, sonst Tarock; das höchste Tarock sticht.'
      },
      consider: {
        en: 'Your partner is opposite: when the trick is already his, give him points (kings, court cards); when it is the opponents’, give little. A high trump wins a trick full of points.',
        de: 'Dein Partner sitzt gegenüber: Gehört ihm der Stich schon, gib ihm Punkte (Könige, Bilder); gehört er den Gegnern, gib wenig. Ein hohes Tarock gewinnt einen Stich voller Punkte.'
      },
      rule: 'play'
    }
  }
} satisfies Lesson;
