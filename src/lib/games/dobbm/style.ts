import type { Action } from '../../engine/game';
import type { BotRequest } from '../../engine/bot';
import { ruleBid, ruleDouble } from './bot';
import { modelBid, shippedBidModel } from './model/bid-model';
import type { DobbmView } from './view';

/**
 * A styled Dobbm bot's bids and doubles (GameModule.styledChoice, as Droggn's): the level's own
 * way to judge them (the learned model's bid where the level bids by it, the rule bot's rule of
 * thumb otherwise) with the style's risk: the rule of thumb counts one heart more (bold) or fewer
 * (cautious) for each bid, Schwacher and Retour; null for every other decision.
 */
export function dobbmStyledChoice(req: BotRequest<DobbmView>, risk: number, byModel: boolean): Action | null {
  const { view, legal } = req;
  if (legal.length < 2) return null;
  if (view.phase === 'bid') return byModel ? modelBid(shippedBidModel(), view, legal, risk) : ruleBid(view, legal, risk);
  if (view.phase === 'double') return ruleDouble(view, legal, risk);
  return null;
}
