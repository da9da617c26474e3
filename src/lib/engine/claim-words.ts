import { refuse } from './game';

/** The refusal every game gives to a claim outside its card play (issue 29). */
export const NOT_IN_PLAY = refuse('claim-not-in-play', 'You can claim only during the card play.', 'Beanspruchen kannst du nur während des Kartenspiels.');
