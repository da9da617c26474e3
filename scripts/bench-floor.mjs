// node scripts/bench-floor.mjs: the floor under issue 10's Droggn speed goal (docs/benchmarks.md,
// "How far the 500,000 is from the floor"). NOT the rules: a bare card play of the same size (66
// cards, three hands of 21, follow suit else trump else anything, the highest trump or led card
// wins, the winner leads) with the engine's generator and draws, three random bids, the cards won
// counted at the end, and none of the rest (the talon and discard, the buy, announcements and
// doubles, the Gstieß and Pagat rules, the records a view and the score read, the game contract's
// calls). Whatever the real hand costs beyond this is the rules themselves; the goal's 2.0 µs a
// hand is measured against it. One core: run it with `taskset -c 0`. The generator and the bit
// look-ups are copies of engine/rng.ts's and engine/card-set.ts's on purpose: plain node, one file,
// as the bundled bench runs (the same code from the sources through tsx costs 15–18 % more).
const BYTE_COUNT = new Uint8Array(256);
const BYTE_SELECT = new Uint8Array(2048);
for (let b = 0; b < 256; b++) {
  let k = 0;
  for (let bit = 0; bit < 8; bit++) if (b & (1 << bit)) BYTE_SELECT[(b << 3) | k++] = bit;
  BYTE_COUNT[b] = k;
}
function popcount(x) {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
function nthRank(w, index) {
  let shift = 0;
  let b = w & 255;
  while (index >= BYTE_COUNT[b]) {
    index -= BYTE_COUNT[b];
    shift += 8;
    b = (w >>> shift) & 255;
  }
  return shift + BYTE_SELECT[(b << 3) | index];
}
// sfc32 seeded by splitmix32, as engine/rng.ts.
const R = [0, 0, 0, 0];
function u32() {
  const s1 = R[1],
    s2 = R[2],
    s3 = R[3];
  const t = (R[0] + s1 + s3) | 0;
  R[3] = (s3 + 1) | 0;
  R[0] = s1 ^ (s1 >>> 9);
  R[1] = (s2 + (s2 << 3)) | 0;
  R[2] = (((s2 << 21) | (s2 >>> 11)) + t) | 0;
  return t >>> 0;
}
function seed(x) {
  x >>>= 0;
  for (let i = 0; i < 4; i++) {
    x = (x + 0x9e3779b9) >>> 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    R[i] = (z ^ (z >>> 16)) | 0;
  }
  for (let i = 0; i < 12; i++) u32();
}
const nextInt = (n) => {
  const u = u32();
  return ((u >>> 16) * n + (((u & 0xffff) * n) >>> 16)) >>> 16;
};
// Four suits of 11, 21 trumps (slot 4), the excuse (slot 5): card = slot << 5 | rank.
const PACK = new Uint8Array(66);
{
  let k = 0;
  for (let s = 0; s < 4; s++) for (let r = 0; r < 11; r++) PACK[k++] = (s << 5) | r;
  for (let r = 1; r < 22; r++) PACK[k++] = (4 << 5) | r;
  PACK[k] = 5 << 5;
}
const VALUE = new Int8Array(192).fill(1);
const deck = new Uint8Array(66);
const MINUS63 = new Array(63).fill(-1);
const MINUS21 = new Array(21).fill(-1);

function draw(h, b) {
  const n0 = popcount(h[b]),
    n1 = popcount(h[b + 1]),
    n2 = popcount(h[b + 2]),
    n3 = popcount(h[b + 3]),
    n4 = popcount(h[b + 4]);
  let r = nextInt(n0 + n1 + n2 + n3 + n4 + (h[b + 5] !== 0 ? 1 : 0));
  if (r < n0) return nthRank(h[b], r);
  if ((r -= n0) < n1) return 32 | nthRank(h[b + 1], r);
  if ((r -= n1) < n2) return 64 | nthRank(h[b + 2], r);
  if ((r -= n2) < n3) return 96 | nthRank(h[b + 3], r);
  if ((r -= n3) < n4) return 128 | nthRank(h[b + 4], r);
  return 160;
}

function hand(sd) {
  const s = {
    hands: new Array(18).fill(0),
    cur: [-1, -1, -1],
    played: MINUS63.slice(),
    leaders: MINUS21.slice(),
    winners: MINUS21.slice(),
    pileDecl: [0, 0, 0, 0, 0, 0],
    pileDef: [0, 0, 0, 0, 0, 0],
    leader: 0
  };
  seed(sd);
  deck.set(PACK);
  for (let i = 65; i > 0; i--) {
    const j = nextInt(i + 1);
    const x = deck[i];
    deck[i] = deck[j];
    deck[j] = x;
  }
  const h = s.hands;
  for (let i = 0; i < 63; i++) h[(i % 3) * 6 + (deck[i] >> 5)] |= 1 << (deck[i] & 31);
  let best = 0;
  let decl = -1;
  for (let p = 0; p < 3; p++) {
    const b = nextInt(5 - best);
    if (b > 0) {
      best += b;
      decl = p;
    }
  }
  if (decl < 0) return 0;
  s.leader = decl;
  for (let t = 0; t < 21; t++) {
    let p = s.leader;
    let led = -1;
    let bestI = 0;
    let bestC = -1;
    for (let i = 0; i < 3; i++) {
      const b = p * 6;
      let c;
      if (led >= 0 && led < 5 && h[b + led] !== 0) c = (led << 5) | nthRank(h[b + led], nextInt(popcount(h[b + led])));
      else if (led >= 0 && h[b + 4] !== 0) c = 128 | nthRank(h[b + 4], nextInt(popcount(h[b + 4])));
      else c = draw(h, b);
      h[b + (c >> 5)] &= ~(1 << (c & 31));
      s.cur[i] = c;
      s.played[t * 3 + i] = c;
      if (i === 0) {
        led = c >> 5;
        bestC = c;
      } else if (c >> 5 === 4 ? bestC >> 5 !== 4 || c > bestC : c >> 5 === bestC >> 5 && c > bestC) {
        bestC = c;
        bestI = i;
      }
      p = p === 2 ? 0 : p + 1;
    }
    let winner = s.leader + bestI;
    if (winner > 2) winner -= 3;
    const pile = winner === decl ? s.pileDecl : s.pileDef;
    for (let i = 0; i < 3; i++) pile[s.cur[i] >> 5] |= 1 << (s.cur[i] & 31);
    s.leaders[t] = s.leader;
    s.winners[t] = winner;
    s.leader = winner;
    if (best === 4 && winner !== decl) break; // a Mord lost at its first lost trick
  }
  let sum = 0;
  let n = 0;
  for (let slot = 0; slot < 6; slot++) {
    let w = s.pileDecl[slot];
    n += popcount(w);
    while (w !== 0) {
      const low = w & -w;
      sum += VALUE[(slot << 5) | (31 - Math.clz32(low))];
      w ^= low;
    }
  }
  return sum - 2 * Math.floor(n / 3);
}

let acc = 0;
for (let i = 0; i < 50_000; i++) acc += hand(i);
const N = 200_000;
const rounds = [];
for (let round = 0; round < 5; round++) {
  const c0 = process.cpuUsage();
  for (let i = 0; i < N; i++) acc += hand(50_000 + round * N + i);
  const c = process.cpuUsage(c0);
  rounds.push((c.user + c.system) / N);
}
rounds.sort((a, b) => a - b);
console.log(
  `bare card play: ${rounds[0].toFixed(2)} µs a hand at best (median ${rounds[2].toFixed(2)}), ${Math.round(1e6 / rounds[0]).toLocaleString('en-US')} hands per CPU second (checksum ${acc})`
);
