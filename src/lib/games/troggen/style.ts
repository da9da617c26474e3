import type { Action } from '../../engine/game';
import type { BotRequest } from '../../engine/bot';
import { ruleBid } from './bot';
import { modelBid, shippedBidModel } from './model/bid-model';
import type { TroggenView } from './view';

/**
 * What one step of a style's risk moves the rule bot's hand strength by: about half the distance
 * between two of its bid levels (19, 22.5, 27, 31), a good trump more or less.
 */
const RISK_STRENGTH = 2;

/**
 * A styled Troggen bot's bids (GameModule.styledChoice, as Droggn's and Dobbm's): the level's own
 * way to judge them (the learned model's bid where the level bids by it, the rule bot's hand
 * strength otherwise) with the style's risk; null for every other decision (Troggen has no doubles:
 * the king call, the discard and the play stay the level's).
 */
export function troggenStyledChoice(req: BotRequest<TroggenView>, risk: number, byModel: boolean): Action | null {
  const { view, legal } = req;
  if (legal.length < 2 || view.phase !== 'bid') return null;
  return byModel ? modelBid(shippedBidModel(), view, legal, risk) : ruleBid(view, legal, risk * RISK_STRENGTH);
}
