import { describe, expect, it } from 'vitest';
import { toyModule } from '../games/toy/index';
import type { CardCost, WorkerAnswer, WorkerAsk } from './protocol';
import { BotClient } from './client';

// The page's side of the play checker (issue 30 item 3): what the client sends a worker for a card
// just played, and what it does with the answer.
function fakeWorkers() {
  const workers: { asked: WorkerAsk[]; answer: (a: WorkerAnswer) => void }[] = [];
  const factory = () => {
    const w = {
      onmessage: null as ((e: { data: WorkerAnswer }) => void) | null,
      asked: [] as WorkerAsk[],
      postMessage(ask: WorkerAsk) {
        w.asked.push(ask);
      },
      terminate() {}
    };
    workers.push({ asked: w.asked, answer: (a) => w.onmessage?.({ data: a }) });
    return w as unknown as Worker;
  };
  return { workers, factory };
}

const game = toyModule.game;
const state = game.setup({ players: 3, dealer: 0, settings: game.defaultSettings(3) }, 7);
const seat = game.toAct(state)!;
const card = { view: game.view(state, seat), legal: game.legal(state), chosen: game.legal(state)[0], handSeed: 7, step: 0 };
const cost: CardCost = { best: card.legal[1], cost: 5, verdict: 'mistake', worlds: 200 };

describe('the bot client checks a card', () => {
  it('sends the view (no state), the legal cards, the card and the seed’s inputs to a worker, and hands on its verdict', () => {
    const fake = fakeWorkers();
    const client = new BotClient(fake.factory);
    const got: (CardCost | null)[] = [];
    expect(client.check(toyModule, card, (c) => got.push(c))).not.toBeNull();
    const ask = fake.workers[0].asked[0];
    expect(ask).toEqual({ kind: 'check', id: expect.any(Number), game: 'toy', ...card });
    expect(Object.keys(ask).sort()).toEqual(['chosen', 'game', 'handSeed', 'id', 'kind', 'legal', 'step', 'view']);
    fake.workers[0].answer({ id: ask.id, check: cost });
    // Once only: a second answer with that id is nobody's.
    fake.workers[0].answer({ id: ask.id, check: cost });
    expect(got).toEqual([cost]);
  });

  it('a check dropped (the person played on) is stopped in the worker and its answer ignored', () => {
    const fake = fakeWorkers();
    const client = new BotClient(fake.factory);
    const got: (CardCost | null)[] = [];
    const drop = client.check(toyModule, card, (c) => got.push(c))!;
    const id = fake.workers[0].asked[0].id;
    drop();
    drop();
    expect(fake.workers[0].asked.slice(1)).toEqual([{ kind: 'stop', id }]);
    fake.workers[0].answer({ id, check: cost });
    expect(got).toEqual([]);
  });

  it('a failed check says null; without a worker nothing is started', () => {
    const fake = fakeWorkers();
    const client = new BotClient(fake.factory);
    const got: (CardCost | null)[] = [];
    client.check(toyModule, card, (c) => got.push(c));
    const warn = console.warn;
    console.warn = () => {};
    try {
      fake.workers[0].answer({ id: fake.workers[0].asked[0].id, error: 'boom' });
    } finally {
      console.warn = warn;
    }
    expect(got).toEqual([null]);
    expect(new BotClient().check(toyModule, card, () => {})).toBeNull();
  });
});
