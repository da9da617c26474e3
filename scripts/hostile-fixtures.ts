// npx tsx scripts/hostile-fixtures.ts: writes tests/fixtures/hostile/, one import file per way a
// stranger's file can be wrong (issue 15). base.json is a good export the hostile ones start from.
import { mkdirSync, writeFileSync } from 'node:fs';
import { moduleFor } from '../src/lib/games/modules';
import { newRecord, replay } from '../src/lib/engine/record';

const DIR = 'tests/fixtures/hostile';
const droggn = moduleFor('droggn')!;
const game = droggn.game;
const players = [
  { name: 'Adolf', bot: false },
  { name: 'Rudolf', bot: true },
  { name: 'Remigius', bot: true }
];

// One Droggn hand played to the end: the first bid, then the first legal choice each time.
const ctx = droggn.session.nextHand(droggn.session.start(3, 0, {}))!;
const rec = newRecord(
  game,
  { ...ctx, settings: { ...ctx.settings } },
  2026,
  players.map((p) => p.name)
);
for (let s = replay(game, rec).state; game.toAct(s) !== null && rec.actions.length < 200; s = replay(game, rec).state)
  rec.actions.push(game.legal(s)[rec.actions.length === 0 ? 1 : 0]);
const facts = game.facts(replay(game, rec).state);
const score = game.score(facts, rec.context.settings);
const t = 1_767_000_000_000;

const base = {
  format: 'trull-export',
  version: 1,
  exportedAt: t,
  sessions: [
    {
      id: 'hostile-play',
      kind: 'play',
      game: 'droggn',
      players,
      settings: {},
      firstDealer: 0,
      entries: [],
      handIds: ['hostile-hand'],
      createdAt: t,
      updatedAt: t,
      hands: [{ handId: 'hostile-hand', facts, score, dealer: rec.context.dealer }]
    },
    {
      id: 'hostile-score',
      kind: 'score',
      game: 'troccas',
      players: [{ name: 'Gion' }, { name: 'Mena' }, { name: 'Flurin' }, { name: 'Ursina' }],
      settings: {},
      firstDealer: 1,
      entries: [{ id: 'hostile-entry', createdAt: t, entry: { v: 1, op: 'hand', values: { thrownIn: false, dealerSidePoints: 40 } } }],
      handIds: [],
      createdAt: t,
      updatedAt: t
    }
  ],
  hands: [{ id: 'hostile-hand', sessionId: 'hostile-play', record: rec, status: 'finished', createdAt: t, updatedAt: t }],
  gameSettings: [{ game: 'troccas', settings: { talk: false }, updatedAt: t }]
};
type File = typeof base & Record<string, unknown>;
const copy = (): File => JSON.parse(JSON.stringify(base)) as File;
const out: Record<string, string> = { base: JSON.stringify(base, null, 1) };
const make = (name: string, change: (f: File) => void) => {
  const f = copy();
  change(f);
  out[name] = JSON.stringify(f, null, 1);
};

make('game-constructor', (f) => {
  f.sessions[0].game = 'constructor';
  f.hands[0].record.game = 'constructor';
});
make('game-tostring', (f) => {
  f.sessions[0].game = 'toString';
  f.hands[0].record.game = 'toString';
});
make('illegal-action', (f) => {
  const a = f.hands[0].record.actions;
  a[a.length - 1] = a[0];
});
make('forged-score', (f) => {
  f.sessions[0].hands![0].score.deltas[0] += 100;
});
make('forged-dealer', (f) => {
  f.hands[0].record.context.dealer = 1;
});
make('settings-wrong-value', (f) => {
  f.gameSettings[0].settings = { talk: 'yes' } as never;
});
make('too-many-players', (f) => {
  f.sessions[1].players.push(...([{ name: 'Men' }, { name: 'Curdin' }, { name: 'Ladina' }] as never[]));
});
make('overlong-name', (f) => {
  f.sessions[1].players[0].name = 'G'.repeat(493);
});
make('long-field', (f) => {
  (f.sessions[1].entries[0].entry.values as Record<string, unknown>)['dealerSidePoints'] = '9'.repeat(50_000);
});
make('version-string', (f) => {
  (f as Record<string, unknown>).version = '1';
});
// JSON.parse keeps "__proto__" as an own key: written as text, since an object literal cannot hold it.
out['proto-settings'] = out.base.replace('"settings": {}', '"settings": {"__proto__": {"polluted": true}, "threshold": "high"}');

mkdirSync(DIR, { recursive: true });
for (const [name, text] of Object.entries(out)) writeFileSync(`${DIR}/${name}.json`, text + '\n');
console.log(Object.keys(out).join(' '));
