import type { Action } from '../../engine/game';
import type { BotRequest } from '../../engine/bot';
import { ruleBid, ruleDouble } from './bot';
import { modelBid, shippedBidModel } from './model/bid-model';
import { modelDouble, shippedDoubleModel } from './model/double-model';
import type { DroggnView } from './view';

/**
 * What one step of a style's risk (bots/styles.ts) moves the rule bot's thresholds by, on the hand
 * value's 21-card scale: about one trump more or less for each bid, Schwacher and Retour.
 */
const RISK_HAND_VALUE = 2;

/**
 * A styled Droggn bot's bids and doubles (GameModule.styledChoice): the level's own way to judge
 * them (the learned model's bid at the levels that bid by it, the rule bot's thresholds otherwise) with the
 * style's risk; null for every other decision (the level's bot decides it).
 */
export function droggnStyledChoice(req: BotRequest<DroggnView>, risk: number, byModel: boolean): Action | null {
  const { view, legal } = req;
  if (legal.length < 2) return null;
  if (view.phase === 'bid') return byModel ? modelBid(shippedBidModel(), view, legal, risk) : ruleBid(view, legal, -risk * RISK_HAND_VALUE);
  if (view.phase === 'double') return byModel ? modelDouble(shippedDoubleModel(), view, legal, risk) : ruleDouble(view, legal, -risk * RISK_HAND_VALUE);
  return null;
}
