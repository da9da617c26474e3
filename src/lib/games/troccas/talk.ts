import type { Text } from '../../engine/game';

/**
 * TR-4-7 Tschintschar: the coded statements of the source, as data. A statement never names a
 * suit (there is simply no phrase that does), may be untrue, and is shown to every seat. `meaning`
 * is what the phrase conventionally signals; bots read it, people see it as help text.
 *
 * Migrate stored data before reordering: a talk action is TALK_BASE + index into this table.
 */
export type TalkTopic = 'trumps' | 'kings' | 'court' | 'honours' | 'good' | 'middling' | 'bad';

export interface Phrase {
  id: string;
  say: string;
  topic: TalkTopic;
  /** Signal strength for bots: trumps 0 (none) .. 4 (very strong); kings count; quality -1/0/+1. */
  level: number;
  meaning: Text;
}

const p = (id: string, say: string, topic: TalkTopic, level: number, en: string, de: string): Phrase => ({
  id,
  say,
  topic,
  level,
  meaning: { en, de }
});

export const PHRASES: readonly Phrase[] = [
  // Trumps, by the Medel valley: lower down the valley = stronger.
  p('freid', 'dar da freid', 'trumps', 0, 'I have no trumps left ("play cold")', 'Ich habe keine Trümpfe mehr („kalt spielen“)'),
  p('sogn-gion', 'gnanc tochen Sogn Gion', 'trumps', 1, 'very weak trumps ("not even at Sogn Gion")', 'sehr schwache Trümpfe („nicht einmal bis Sogn Gion“)'),
  p('medel', 'jeu sun da Medel', 'trumps', 2, 'I have some trumps', 'Ich habe einige Trümpfe'),
  p('medel-duas', 'duas da Medel', 'trumps', 2, 'two trumps', 'zwei Trümpfe'),
  p('medel-tschec', 'tschéc da Medel', 'trumps', 3, 'plenty of trumps', 'viele Trümpfe'),
  p('salvaplauna', 'ei va encunter Salvaplauna', 'trumps', 4, 'very strong trumps ("nearly at Salvaplauna")', 'sehr starke Trümpfe („fast bei Salvaplauna“)'),
  p('claustra', 'clavau dalla claustra', 'trumps', 4, 'very strong trumps ("the monastery cellar")', 'sehr starke Trümpfe („Klosterkeller“)'),
  // Kings, as flowers.
  p('flur', 'ina flur', 'kings', 2, 'about two kings ("a flower")', 'etwa zwei Könige („eine Blume“)'),
  p('tschec-fluretg', 'in tschéc fluretg', 'kings', 2, 'two kings with some court cards', 'zwei Könige mit Hofkarten'),
  p('fluretg', 'in fluretg', 'kings', 1, 'one king ("a small flower")', 'ein König („ein Blümchen“)'),
  p('fluretg-nausch', 'in fluretg nausch', 'kings', 1, 'a bare king without other court cards', 'ein blanker König ohne andere Hofkarten'),
  p('persul', 'in persul', 'kings', 1, 'only one king, alone', 'nur ein König, allein'),
  p('miserabel', 'in miserabel', 'kings', 1, 'a miserable lone king', 'ein elender einzelner König'),
  p(
    'strusch-in',
    'strusch in',
    'kings',
    1,
    'hardly one: a lone king, or an unprotected trump I',
    'kaum einer: ein einzelner König oder ein ungeschützter Trumpf I'
  ),
  p(
    'bi-e-bein',
    'bi e bein in',
    'kings',
    1,
    'a king with other cards of its suit, or the I with other trumps',
    'ein König mit weiteren Karten seiner Farbe, oder der I mit anderen Trümpfen'
  ),
  // Court cards.
  p('cuort', 'ina cuort', 'court', 4, 'a whole court: king, queen, cavalier and jack of a suit', 'ein ganzer Hof: König, Dame, Cavall und Bube einer Farbe'),
  p('napla', 'ina napla', 'court', 2, 'king and queen together', 'König und Dame zusammen'),
  p('femna', 'ina femna', 'court', 1, 'court cards without the king ("a woman")', 'Hofkarten ohne König („eine Frau“)'),
  p('tec-carn', 'in tec carn', 'court', 1, 'a few court cards ("a little meat")', 'ein paar Hofkarten („ein wenig Fleisch“)'),
  p('tujetsch', 'mo in pèr da Tujetsch', 'court', 1, 'just a few court cards', 'nur ein paar Hofkarten'),
  p('muster', 'da Mustér', 'court', 2, 'court cards ("from Disentis")', 'Hofkarten („aus Disentis“)'),
  // The honours named outright: only the XXI and the Fool are ever named.
  p('mund', 'il mund', 'honours', 21, 'I have the XXI', 'Ich habe den XXI'),
  p('narr-bein', 'il narr bein', 'honours', 22, 'the Fool with trumps', 'der Narr mit Trümpfen'),
  p('narr-blut', 'il narr blut', 'honours', 23, 'the naked Fool, without trumps', 'der nackte Narr, ohne Trümpfe'),
  // Overall quality of the hand.
  p('gidel', 'jeu gidel', 'good', 1, 'I help: a good hand', 'Ich helfe: ein gutes Blatt'),
  p('tegn-cun-tei', 'jeu tegn cun tei', 'good', 1, 'I stand with you: a good hand', 'Ich halte zu dir: ein gutes Blatt'),
  p('cheu', 'jeu sun cheu', 'good', 1, 'I am here: a good hand', 'Ich bin da: ein gutes Blatt'),
  p('mia-part-bein', 'mia part bein', 'good', 1, 'my share is good', 'mein Anteil ist gut'),
  p('miu-giug', 'jeu hai miu giug', 'good', 1, 'I have my game', 'Ich habe mein Spiel'),
  p('paset', 'paset', 'good', 1, 'a good hand', 'ein gutes Blatt'),
  p('strusch-mia-part', 'strusch mia part', 'middling', 0, 'hardly my share: a middling hand', 'kaum mein Anteil: ein mittleres Blatt'),
  p('pli-bugen', 'pli bugen autras', 'middling', 0, 'I would prefer other cards', 'ich hätte lieber andere Karten'),
  p('paletg', 'in paletg', 'middling', 0, 'a middling hand', 'ein mittleres Blatt'),
  p('tric-trac', 'tric e trac', 'middling', 0, 'this and that: a middling hand', 'dies und das: ein mittleres Blatt'),
  p('pas', 'pas', 'middling', 0, 'a middling hand', 'ein mittleres Blatt'),
  p('autras', 'autras', 'bad', -1, 'other cards, please: a bad hand', 'andere Karten bitte: ein schlechtes Blatt'),
  p('lavadas', 'lavadas', 'bad', -1, 'washout: a bad hand', 'Abwasch: ein schlechtes Blatt'),
  p('buca-cheu', 'buca cheu', 'bad', -1, 'not here: a bad hand', 'nicht da: ein schlechtes Blatt'),
  p('vitas', 'vitas', 'bad', -1, 'empty cards', 'leere Karten'),
  p('senza-mei', 'senza mei', 'bad', -1, 'without me', 'ohne mich'),
  p('pasun', 'pasun', 'bad', -1, 'a bad hand', 'ein schlechtes Blatt')
];

/** TR-4-6: ways to demand that the deal or the play go on (a veto of the throw-in). */
export const GO_ON_PHRASES: readonly { id: string; say: string; meaning: Text }[] = [
  { id: 'dai-vinavon', say: 'dai vinavon!', meaning: { en: 'deal some more', de: 'gib weiter' } },
  { id: 'aunc-sis', say: 'aunc sis da quellas', meaning: { en: 'another six like those', de: 'noch sechs solche' } },
  { id: 'jeu-mirel', say: 'jeu mirel', meaning: { en: 'I see it', de: 'ich sehe es' } },
  { id: 'jeu-stun', say: 'jeu stun', meaning: { en: 'I stay', de: 'ich bleibe' } },
  { id: 'tuttas', say: 'tuttas', meaning: { en: 'all of them', de: 'alle' } },
  { id: 'nus-dein', say: 'nus dein', meaning: { en: 'let us play', de: 'wir spielen' } }
];
