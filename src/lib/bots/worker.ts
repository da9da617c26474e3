/// <reference lib="webworker" />
import { botFor, hintOf, searchGameOf, searchSettingsFor } from './registry';
import type { AnalysisAsk, BotAnswer, BotAsk, StrongSeatAsk, WorkerAnswer, WorkerAsk } from './protocol';
import { isLevel } from './levels';
import { isStyle } from './styles';
import { loadModule } from '../games/loaders';
import { analyseRecord } from '../insight/run';
import type { HandAnalysis } from '../insight/analysis';
import type { StrongSeatStep } from '../insight/strong-seat';
import { playStrongSeat } from '../insight/strong-seat';

// The bots think here, off the page's thread, so the table never freezes. The game's rules load
// once, on the first question about that game.
const post = (answer: WorkerAnswer) => (self as unknown as Worker).postMessage(answer);

async function answerBot(ask: BotAsk): Promise<BotAnswer> {
  try {
    const mod = await loadModule(ask.game);
    if (!mod) throw new Error(`unknown game ${ask.game}`);
    const req = { view: ask.view, legal: ask.legal, seed: ask.seed, budgetMs: ask.budgetMs };
    const bot = botFor(mod, isLevel(ask.level) ? ask.level : undefined, ask.fixedWork, isStyle(ask.style) ? ask.style : undefined);
    if (ask.share && bot.decideShare && !ask.hint) {
      const d = bot.decideShare(req, ask.share);
      if ('judgement' in d)
        return d.judgement.means.length === ask.legal.length ? { id: ask.id, judgement: d.judgement } : { id: ask.id, error: 'judgement of another decision' };
      return ask.legal.includes(d.action) ? { id: ask.id, action: d.action } : { id: ask.id, error: `bot chose an illegal action ${d.action}` };
    }
    const { action, reason } = ask.hint ? hintOf(mod, req, undefined, ask.fixedWork) : { action: bot.choose(req), reason: undefined };
    return ask.legal.includes(action) ? { id: ask.id, action, reason } : { id: ask.id, error: `bot chose an illegal action ${action}` };
  } catch (err) {
    return { id: ask.id, error: String(err) };
  }
}

/**
 * Analyses asked to stop, by ask id: the next step of that analysis ends it. A stop may come
 * before the game's rules have loaded, so it is kept until the analysis looks.
 */
const stopped = new Set<number>();

async function analyse(ask: AnalysisAsk | StrongSeatAsk): Promise<void> {
  try {
    const mod = await loadModule(ask.game);
    if (!mod) throw new Error(`unknown game ${ask.game}`);
    const steps =
      ask.kind === 'analysis'
        ? analyseRecord(searchGameOf(mod), ask.record, ask.seat, searchSettingsFor(mod, 'strong', { fixedWork: true }))
        : playStrongSeat(mod, ask.record, ask.seat, ask.levels);
    const answer = (v: HandAnalysis | StrongSeatStep): WorkerAnswer => ('decisions' in v ? { id: ask.id, analysis: v } : { id: ask.id, strongSeat: v });
    // One step (a card of the analysis, a decision of the deal played again) per turn of the event
    // loop: a bot's question (the next hand) is answered between two steps instead of after all.
    const next = () => {
      if (stopped.delete(ask.id)) return;
      try {
        const r = steps.next();
        if (r.done) return;
        post(answer(r.value));
        if (!r.value.done) setTimeout(next, 0);
      } catch (err) {
        post({ id: ask.id, error: String(err) });
      }
    };
    next();
  } catch (err) {
    post({ id: ask.id, error: String(err) });
  }
}

self.onmessage = async (e: MessageEvent<WorkerAsk>) => {
  const ask = e.data;
  if (!('kind' in ask)) post(await answerBot(ask));
  else if (ask.kind === 'analysis' || ask.kind === 'strong-seat') await analyse(ask);
  else stopped.add(ask.id);
};
