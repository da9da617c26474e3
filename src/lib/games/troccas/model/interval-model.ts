import type { Action } from '../../../engine/game';
import type { Bot, BotRequest } from '../../../engine/bot';
import { forward, type Mlp } from '../../../learn/mlp';
import { bestLegalHead, loadValueModel, type ValueModelFile } from '../../../learn/value-model';
import { troccasBot } from '../bot';
import type { TroccasView } from '../view';
import { INTERVAL_FEATURE_COUNT, INTERVAL_HEAD_NAMES, intervalDecision, intervalFeatures, intervalHeadOf } from './features';
import weights from './weights.json' with { type: 'json' };

/**
 * Troccas's interval by a learned value model (issue 26, docs/bots.md): where the seat may go on
 * (veto a throw-in, TR-4-6) or not, the model predicts what each choice is worth to the seat over
 * the other (learned from self-play by `npm run train -- troccas`) and the bot takes the better
 * one. The words are the rule bot's wherever its choice agrees (its go-on phrase, its talk before
 * allowing); every other decision is the rule bot's.
 */
export const INTERVAL_MODEL_VERSION = 1;

const loadIntervalModel = (file: ValueModelFile): Mlp =>
  loadValueModel(file, {
    name: 'troccas interval model',
    version: INTERVAL_MODEL_VERSION,
    features: INTERVAL_FEATURE_COUNT,
    heads: INTERVAL_HEAD_NAMES.length
  });

let shipped: Mlp | undefined;
/** The shipped weights (model/weights.json), read once. */
export const shippedIntervalModel = (): Mlp => (shipped ??= loadIntervalModel(weights as ValueModelFile));

/** The model's choice at an interval decision, or null at any other; `rule` is the rule bot's choice there. */
export function modelInterval(model: Mlp, view: TroccasView, legal: readonly Action[], rule: Action): Action | null {
  if (!intervalDecision(view, legal)) return null;
  const k = bestLegalHead(forward(model, intervalFeatures(view)), [true, true]);
  return intervalHeadOf(rule) === k ? rule : legal.find((a) => intervalHeadOf(a) === k)!;
}

/** The rule bot with the model's interval. Without a model, the shipped weights, read at the first interval. */
export function intervalModelBot(model?: Mlp, fallback: Bot<TroccasView> = troccasBot): Bot<TroccasView> {
  return {
    id: `${fallback.id}+interval-model`,
    choose(req: BotRequest<TroccasView>, signal?: AbortSignal) {
      const rule = fallback.choose(req, signal);
      return modelInterval(model ?? shippedIntervalModel(), req.view, req.legal, rule) ?? rule;
    }
  };
}
