import type { GameModule } from '../../engine/module';
import { toyMeta } from './meta';
import { entryForm, entryFromFacts, factsFromEntry } from './entry';
import { toyGame, type ToyFacts, type ToyState } from './game';
import { session, type ToySession } from './session';

export type { ToyFacts, ToyState, ToySession };
export { toyGame };

export const toyModule: GameModule<ToyState, ToyGameView, ToyFacts, ToySession> = {
  game: toyGame,
  factsFromEntry,
  entryForm,
  entryFromFacts,
  session,
  meta: toyMeta
};

type ToyGameView = ReturnType<typeof toyGame.view>;
