import type { Lesson } from '../../engine/lesson';

/**
 * Droggn's first hand with a coach (coach/): you sit first after the dealer with a hand strong
 * enough for an Ansager; you exchange with the talon, buy a king from a defender, say "ich liege"
 * and play it out. The high trumps win the tricks that decide it. Seed and dealer chosen by
 * playing the first hands of many seeds (docs/learning.md).
 */
export const lesson = {
  seed: 12,
  players: 3,
  dealer: 2,
  intro: {
    en: 'You sit at the dealer’s left and speak first. Your hand is good enough to bid an Ansager: you will exchange three cards with the talon, buy one card from a defender, and play alone against the other two.',
    de: 'Du sitzt links vom Geber und sprichst zuerst. Dein Blatt reicht für einen Ansager: Du tauschst drei Karten mit dem Talon, kaufst einem Gegenspieler eine Karte ab und spielst allein gegen die beiden anderen.'
  },
  steps: {
    bid: {
      what: { en: 'Bid a contract, or pass with “weiter”.', de: 'Ein Spiel bieten oder mit „weiter“ passen.' },
      consider: {
        en: 'Count your trumps and the high ones (Gstieß, XXI, I): alone against two you need more than half of the card points. An Ansager lets you fix the hand with the talon and a bought card.',
        de: 'Zähle deine Tarock und die hohen (Gstieß, XXI, I): Allein gegen zwei brauchst du mehr als die Hälfte der Augen. Im Ansager verbesserst du das Blatt mit dem Talon und einer gekauften Karte.'
      },
      rule: 'bidding'
    },
    discard: {
      what: { en: 'Lay three cards away face down.', de: 'Drei Karten verdeckt weglegen.' },
      consider: {
        en: 'Lay away short suits so you can trump them later, and cards that would fall to the defenders. What you lay away counts for you.',
        de: 'Lege kurze Farben weg, damit du sie später stechen kannst, und Karten, die sonst an die Gegner fielen. Was du weglegst, zählt für dich.'
      },
      rule: 'exchange'
    },
    buy: {
      what: { en: 'Offer a card face down for the card you will ask for.', de: 'Eine Karte verdeckt für die Karte bieten, die du verlangst.' },
      consider: {
        en: 'Offer your least useful card: whoever gives you the card you name gets it.',
        de: 'Biete deine unnützeste Karte: Wer dir die genannte Karte gibt, bekommt sie.'
      },
      rule: 'exchange'
    },
    name: {
      what: { en: 'Name the card you want to buy.', de: 'Die Karte nennen, die du kaufen willst.' },
      consider: {
        en: 'Ask for a king of a suit you keep, or a high trump: a card you hold or laid away is a lost buy.',
        de: 'Verlange einen König einer Farbe, die du behältst, oder ein hohes Tarock: Eine Karte, die du hast oder weggelegt hast, ist ein verlorener Kauf.'
      },
      rule: 'exchange'
    },
    announce: {
      what: { en: 'Say “ich liege”, or first lay out the Pagat.', de: '„Ich liege“ sagen oder vorher den Pagat auflegen.' },
      consider: {
        en: 'Laying out the Pagat promises it takes the last trick: only with many trumps to protect it.',
        de: 'Den Pagat aufzulegen verspricht, dass er den letzten Stich macht: nur mit vielen Tarock zu seinem Schutz.'
      },
      rule: 'announcements'
    },
    double: {
      what: { en: 'Say “gut”, or double with a Schwacher or Retour.', de: '„Gut“ sagen oder mit Schwacher oder Retour verdoppeln.' },
      consider: {
        en: 'Each double doubles every payment of the hand: only when you expect to win it.',
        de: 'Jede Verdopplung verdoppelt jede Zahlung des Spiels: nur, wenn du es zu gewinnen erwartest.'
      },
      rule: 'announcements'
    },
    'defender-layout': {
      what: { en: 'As a defender, lay out your Pagat or not.', de: 'Als Gegenspieler den Pagat auflegen oder nicht.' },
      consider: {
        en: 'A laid-out Pagat must take the last trick; with few trumps it is a gift to the declarer.',
        de: 'Ein aufgelegter Pagat muss den letzten Stich machen; mit wenigen Tarock ist er ein Geschenk an den Spieler.'
      },
      rule: 'announcements'
    },
    play: {
      what: {
        en: 'Play a card: follow suit, else trump; the highest trump takes the trick.',
        de: 'Eine Karte spielen: Farbe bedienen, sonst Tarock; das höchste Tarock sticht.'
      },
      consider: {
        en: 'Lead trumps while you hold the high ones, to draw the defenders’ trumps; then your kings and long suit are safe. Count the points in each trick: 37 are not enough.',
        de: 'Spiel Tarock aus, solange du die hohen hast, um den Gegnern die Tarock zu ziehen; dann sind deine Könige und die lange Farbe sicher. Zähle die Augen jedes Stichs: 37 reichen nicht.'
      },
      rule: 'play'
    }
  }
} satisfies Lesson;
