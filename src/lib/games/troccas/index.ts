import type { GameModule } from '../../engine/game';
import { troccasMeta } from './meta';
import { entryForm, entryFromFacts, factsFromEntry } from './entry';
import { troccasGame } from './game';
import type { TroccasFacts } from './score';
import { troccasSession, type TroccasSession } from './session';
import type { TroccasState } from './state';
import type { TroccasView } from './view';

export const troccasModule: GameModule<TroccasState, TroccasView, TroccasFacts, TroccasSession> = {
  game: troccasGame,
  factsFromEntry,
  entryForm,
  entryFromFacts,
  session: troccasSession,
  meta: troccasMeta
};

export { troccasGame };
export type { TroccasState, TroccasView, TroccasFacts, TroccasSession };
