import type { Action, Text } from '../../engine/game';
import type { BotRequest } from '../../engine/bot';
import { forward } from '../../learn/mlp';
import { signed } from '../../engine/units';
import { describe } from './actions';
import type { TroccasView } from './view';
import { intervalDecision, intervalFeatures } from './model/features';
import { intervalModelBot, shippedIntervalModel } from './model/interval-model';
import weights from './model/weights.json' with { type: 'json' };

const bot = intervalModelBot();
/** The hands the shipped model learned from, as its file says. */
const HANDS = Number(weights.trainedOn.deals);

/**
 * A person's hint at Troccas's interval (GameModule.ownHint, issue 26): the strong level's vote
 * (the learned model's, in the rule bot's words where they agree) and what it rests on, the
 * model's estimate of what going on is worth to the seat's side against letting the hand be thrown
 * in, from the seat's view alone. Null at every other decision (the search's hint).
 */
export function troccasIntervalHint(req: BotRequest<TroccasView>): { action: Action; reason: Text } | null {
  if (!intervalDecision(req.view, req.legal)) return null;
  const action = bot.choose(req);
  // The heads are each choice's points for the side less the mean of the two (docs/bots.md).
  const [goOn, letGo] = forward(shippedIntervalModel(), intervalFeatures(req.view));
  const gain = goOn - letGo;
  const label = describe(action).label;
  const model = {
    en: `the strong bot's model of this vote, learned from ${HANDS.toLocaleString('en-GB')} hands, reckons`,
    de: `Das Modell des starken Bots für diese Wahl, gelernt aus ${HANDS.toLocaleString('de-DE')} Händen, schätzt,`
  };
  const size = (lang: 'en' | 'de') => signed(Math.abs(gain), lang).replace('+', '');
  const reason: Text =
    Math.abs(gain) < 0.05
      ? {
          en: `${label.en}: ${model.en} it hardly matters here: less than a tenth of a point a hand either way.`,
          de: `${label.de}: ${model.de} dass es hier kaum zählt: weniger als ein Zehntelpunkt je Hand, so oder so.`
        }
      : gain > 0
        ? {
            en: `${label.en}: ${model.en} going on brings your side about ${size('en')} points a hand more than letting it be thrown in.`,
            de: `${label.de}: ${model.de} dass Weiterspielen deiner Seite etwa ${size('de')} Punkte je Hand mehr bringt, als sie einwerfen zu lassen.`
          }
        : {
            en: `${label.en}: ${model.en} letting it be thrown in saves your side about ${size('en')} points a hand against going on.`,
            de: `${label.de}: ${model.de} dass Einwerfenlassen deiner Seite etwa ${size('de')} Punkte je Hand gegenüber dem Weiterspielen erspart.`
          };
  return { action, reason };
}
