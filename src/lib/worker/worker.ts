/// <reference lib="webworker" />
import { botFor, hintOf, searchGameOf } from '../bots/registry';
import type { AnalysisAsk, BotAnswer, BotAsk, CheckAsk, StrongSeatAsk, WorkerAnswer, WorkerAsk } from './protocol';
import { isLevel } from '../bots/levels';
import { isStyle } from '../bots/styles';
import { loadModule } from '../games/loaders';
import { analyseRecord } from '../insight/run';
import type { HandAnalysis } from '../insight/analysis';
import type { StrongSeatStep } from '../insight/strong-seat';
import { playStrongSeat } from '../insight/strong-seat';
import { checkCardSteps, judgeInference, JudgedCards } from '../insight/check-card';
import { DEFAULT_ANALYSIS } from '../insight/analysis';

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
 * Work asked to stop (an analysis, a deal played again, a card's check), by ask id: its next turn
 * ends it. A stop may come before the game's rules have loaded, so it is kept until the work looks.
 */
const stopped = new Set<number>();

/**
 * Every card of a person's judged here, for the analysis after the hand (insight/check-card.ts):
 * the table asks for each while the hand is played, so the analysis finds them done.
 */
const kept = new JudgedCards();

/** Checks under way, by ask id: an analysis waits for them rather than judging their cards a second time. */
const checking = new Set<number>();

/**
 * Work in turns of the event loop: `step` does a piece and says whether more is to come. A bot's
 * question (the next decision at the table) is answered between two pieces instead of after all;
 * a stop ends the work at the next turn; an error is posted as the answer. `end` is called once
 * the work has ended, however it ended.
 */
function inTurns(id: number, step: () => boolean, end?: () => void): void {
  const next = () => {
    if (stopped.delete(id)) return end?.();
    try {
      if (step()) return void setTimeout(next, 0);
    } catch (err) {
      post({ id, error: String(err) });
    }
    end?.();
  };
  next();
}

async function analyse(ask: AnalysisAsk | StrongSeatAsk): Promise<void> {
  try {
    const mod = await loadModule(ask.game);
    if (!mod) throw new Error(`unknown game ${ask.game}`);
    // The analysis's judgement of each card is the play checker's (insight/check-card.ts), and the
    // cards the checker has judged are taken as they are.
    const steps =
      ask.kind === 'analysis'
        ? analyseRecord(searchGameOf(mod), ask.record, ask.seat, judgeInference(mod), { ...DEFAULT_ANALYSIS, kept })
        : playStrongSeat(mod, ask.record, ask.seat, ask.levels);
    const answer = (v: HandAnalysis | StrongSeatStep): WorkerAnswer => ('decisions' in v ? { id: ask.id, analysis: v } : { id: ask.id, strongSeat: v });
    // One step (a card of the analysis, a decision of the deal played again) per turn; an analysis
    // starts once the checks under way (the hand's last cards) are done, to find their verdicts.
    let started = ask.kind !== 'analysis';
    inTurns(ask.id, () => {
      if (!started && checking.size > 0) return true;
      started = true;
      const r = steps.next();
      if (r.done) return false;
      post(answer(r.value));
      return !r.value.done;
    });
  } catch (err) {
    post({ id: ask.id, error: String(err) });
  }
}

/**
 * The play checker's slice of work in one turn, ms: a world of the judgement takes from a fraction
 * of a millisecond to a few on a phone, so a bot's question waits at most about this long.
 */
const CHECK_SLICE_MS = 8;

/**
 * A card a person just played, judged as the analysis will judge it (insight/check-card.ts): the
 * worlds in slices of `CHECK_SLICE_MS`, so the bots' questions are answered between them, and the
 * verdict posted once at the end. The slices change nothing of the result.
 */
async function check(ask: CheckAsk): Promise<void> {
  // Under way from its ask on, before the rules have loaded: an analysis asked next waits for it.
  checking.add(ask.id);
  const end = () => checking.delete(ask.id);
  try {
    const mod = await loadModule(ask.game);
    if (!mod) throw new Error(`unknown game ${ask.game}`);
    const steps = checkCardSteps(mod, ask, kept);
    inTurns(
      ask.id,
      () => {
        const start = performance.now();
        do {
          const r = steps.next();
          if (r.done) {
            post({ id: ask.id, check: r.value.cost });
            return false;
          }
        } while (performance.now() - start < CHECK_SLICE_MS);
        return true;
      },
      end
    );
  } catch (err) {
    end();
    post({ id: ask.id, error: String(err) });
  }
}

self.onmessage = async (e: MessageEvent<WorkerAsk>) => {
  const ask = e.data;
  if (!('kind' in ask)) post(await answerBot(ask));
  else if (ask.kind === 'analysis' || ask.kind === 'strong-seat') await analyse(ask);
  else if (ask.kind === 'check') await check(ask);
  else stopped.add(ask.id);
};
