import type { GameModule } from '../../engine/module';
import { toyMeta } from './meta';
import { entryForm, entryFromFacts, factsFromEntry } from './entry';
import { toyGame, type ToyFacts, type ToyState } from './game';
import { session, type ToySessionState } from './session';

export type { ToyFacts, ToyState, ToySessionState };
export { toyGame };

export const toyModule: GameModule<ToyState, ToyGameView, ToyFacts, ToySessionState> = {
  game: toyGame,
  factsFromEntry,
  entryForm,
  entryFromFacts,
  session,
  meta: toyMeta
};

type ToyGameView = ReturnType<typeof toyGame.view>;
