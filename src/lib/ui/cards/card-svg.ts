import type { Card } from '$lib/engine/cards';
import type { Lang, Pack } from '$lib/engine/packs';
import { ART, VIEW_H, VIEW_W, cardArt, fit, type CardArt, type Court } from './card-art';
import { SYMBOLS, type SymbolId, type SymbolPart } from './suit-symbols';

/**
 * The inside of a card face's <svg> as markup, drawn from `cardArt`. CardFace.svelte sets it in
 * one piece: built as Svelte blocks, each path, pip and snippet of a card was a reactive effect of
 * its own, and a hand of them blocked a mid-range phone for 100 ms and more (issue 13, long
 * tasks); as markup the browser parses a card in a fraction of that. Markup is cached per card,
 * language and colours.
 *
 * The suit signs are drawn as plain paths moved into place (`placed`), all the pips of one size
 * in one path per part of the sign, not as a `<symbol>` with a `<use>` per pip: every `<use>` is a
 * copy of the sign's elements in the page, so a nine of acorns was 70 elements that the browser
 * styled, laid out, painted and tore down at every change of the table (issue 13, long tasks).
 * The pips of a card never overlap, so painting them part by part draws the same picture.
 */
const DARK = '#1a1a1a';
const SKIN = '#f6d7b0';
const GOLD = '#f2c12e';
// Court figure, drawn in a 100×200 box placed in the art area.
const FIG = { x: ART.x + 4, y: 42, s: 1.08 };
const badgeAt = (court: Court): [number, number] => (court === 'O' ? [50, 24] : court === 'U' ? [50, 164] : [50, 150]);

const cache = new Map<string, { label: string; inner: string }>();

export function cardSvg(pack: Pack, card: Card, lang: Lang, fourColor: boolean): { label: string; inner: string } {
  const key = `${pack.id}|${card}|${lang}|${fourColor ? 1 : 0}`;
  let hit = cache.get(key);
  if (!hit) {
    const art = cardArt(pack, card, { lang, fourColor });
    hit = { label: art.label, inner: draw(art) };
    cache.set(key, hit);
  }
  return hit;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Attributes, leaving out the undefined ones (as Svelte does). */
function attrs(a: Record<string, string | number | undefined>): string {
  let out = '';
  for (const k in a) if (a[k] !== undefined) out += ` ${k}="${esc(String(a[k]))}"`;
  return out;
}

const parts = (list: readonly SymbolPart[]) =>
  list.map((p) => `<path${attrs({ d: p.d, fill: p.fill ?? 'none', stroke: p.stroke, 'stroke-width': p.sw })}/>`).join('');

const place = (id: SymbolId, x: number, y: number, size: number) => `<g transform="translate(${x} ${y}) scale(${size / 100})">${parts(SYMBOLS[id])}</g>`;

/** One sign placed on the card: its 100×100 box drawn `size` wide, centred on (x, y), maybe turned by 180°. */
interface Placement {
  x: number;
  y: number;
  size: number;
  flip?: boolean;
}

const num = (n: number) => String(+n.toFixed(3));

/**
 * Path data of the 100×100 box moved to a placement, as the `<use>` of the sign drew it: scaled by
 * size/100 from the box's corner at (x − size/2, y − size/2), then turned by 180° about (x, y).
 * Handles the commands the signs use (absolute M L C H V, relative m l c h v and arcs a, and Z).
 */
export function placed(d: string, at: Placement): string {
  const k = at.size / 100;
  const x0 = at.x - at.size / 2;
  const y0 = at.y - at.size / 2;
  const turn = at.flip ? -1 : 1;
  const ax = (v: number) => num(at.flip ? 2 * at.x - (x0 + k * v) : x0 + k * v);
  const ay = (v: number) => num(at.flip ? 2 * at.y - (y0 + k * v) : y0 + k * v);
  const rel = (v: number) => num(turn * k * v);
  let out = '';
  for (const [, cmd, args] of d.matchAll(/([A-Za-z])([^A-Za-z]*)/g)) {
    const n = (args.match(/-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? []).map(Number);
    let moved: string[];
    switch (cmd) {
      case 'M':
      case 'L':
      case 'C':
        moved = n.map((v, i) => (i % 2 ? ay(v) : ax(v)));
        break;
      case 'H':
        moved = n.map(ax);
        break;
      case 'V':
        moved = n.map(ay);
        break;
      case 'm':
      case 'l':
      case 'c':
      case 'h':
      case 'v':
        moved = n.map(rel);
        break;
      case 'a':
        // rx ry x-axis-rotation large-arc sweep dx dy: the radii scale, a half turn keeps the flags.
        moved = n.map((v, i) => (i % 7 < 2 ? num(k * v) : i % 7 < 5 ? String(v) : rel(v)));
        break;
      case 'Z':
      case 'z':
        moved = [];
        break;
      default:
        throw new Error(`card-svg: path command ${cmd} is not handled`);
    }
    out += cmd + moved.join(' ');
  }
  return out;
}

/**
 * Signs drawn so far may be joined with the next one when none of them comes near it: the box the
 * sign is drawn in, grown by a fifth on every side for the parts that reach out of it (a sword's
 * tip). Signs that touch or cross (the middle swords of a ten) keep their order, one after another.
 */
const apart = (a: Placement, b: Placement) => Math.abs(a.x - b.x) >= 0.7 * (a.size + b.size) || Math.abs(a.y - b.y) >= 0.7 * (a.size + b.size);

/**
 * The sign's parts at every placement, in the order given: runs of signs of one size that stay
 * apart, one path per part and run (drawn part after part, which paints what sign after sign did).
 */
function signs(list: readonly SymbolPart[], at: readonly Placement[]): string {
  let out = '';
  for (let i = 0; i < at.length;) {
    const run = [at[i++]];
    while (i < at.length && at[i].size === run[0].size && run.every((p) => apart(p, at[i]))) run.push(at[i++]);
    const size = run[0].size;
    for (const part of list)
      out += `<path${attrs({
        d: run.map((p) => placed(part.d, p)).join(''),
        fill: part.fill ?? 'none',
        stroke: part.stroke,
        // Unset, a stroke is 1 unit of the sign's box wide, scaled as the sign is.
        'stroke-width': part.sw === undefined && part.stroke === undefined ? undefined : num(((part.sw ?? 1) * size) / 100)
      })}/>`;
  }
  return out;
}

function court(art: CardArt, c: Court): string {
  const [bx, by] = badgeAt(c);
  let fig = '';
  if (c === 'R') {
    // Rider / Cavalier: a horse's head.
    fig =
      '<path d="M20 198L28 132C20 118 16 100 22 86L40 54C44 44 56 40 64 46L92 80C96 88 90 96 82 94L66 88C64 112 72 150 82 198Z" fill="#8d5a2b"/>' +
      '<path d="M40 52C28 70 20 92 24 124" fill="none" stroke="#3a2400" stroke-width="7"/>' +
      `<path d="M64 86L48 70L66 50" fill="none" stroke="${art.ink}" stroke-width="4"/>` +
      `<circle cx="58" cy="60" r="3.5" fill="${DARK}" stroke="none"/>` +
      `<path d="M50 44C46 30 52 18 64 10C62 22 62 32 58 44Z" fill="${art.ink}"/>`;
  } else {
    if (c === 'Q')
      fig +=
        '<path d="M30 84C28 62 38 56 50 56C62 56 72 62 70 84L72 108L28 108Z" fill="#7a4a1e"/>' +
        `<path d="M6 198L30 104C36 92 64 92 70 104L94 198Z" fill="${art.ink}"/>`;
    else fig += `<path d="M16 198L26 104C32 90 68 90 74 104L84 198Z" fill="${art.ink}"/>`;
    fig +=
      '<path d="M36 96L50 112L64 96" fill="none" stroke="#fff" stroke-width="4"/>' +
      `<circle cx="50" cy="76" r="16" fill="${SKIN}"/>` +
      `<circle cx="44" cy="75" r="2" fill="${DARK}" stroke="none"/>` +
      `<circle cx="56" cy="75" r="2" fill="${DARK}" stroke="none"/>`;
    if (c === 'K') fig += `<path d="M32 64L29 36L41 49L50 30L59 49L71 36L68 64Z" fill="${GOLD}"/><path d="M50 118L50 196" stroke="${GOLD}" stroke-width="5"/>`;
    else if (c === 'Q')
      fig +=
        `<path d="M34 64C34 52 40 46 50 46C60 46 66 52 66 64Z" fill="${GOLD}"/>` +
        `<circle cx="38" cy="48" r="4" fill="${GOLD}"/><circle cx="50" cy="41" r="4.5" fill="${GOLD}"/><circle cx="62" cy="48" r="4" fill="${GOLD}"/>`;
    // Jack, Valet, Ober, Unter: a feathered cap.
    else
      fig += `<path d="M29 66C29 52 39 46 51 46C63 46 72 52 75 62Z" fill="${art.ink}"/><path d="M60 50C68 32 80 24 93 17C87 32 77 44 67 54Z" fill="${GOLD}"/>`;
  }
  fig += `<circle cx="${bx}" cy="${by}" r="21" fill="#fff" stroke="${art.ink}"/>`;
  return (
    `<rect${attrs({ x: ART.x, y: ART.y, width: ART.w, height: ART.h, rx: 10, fill: art.ink, 'fill-opacity': 0.08, stroke: art.ink, 'stroke-width': 2.5 })}/>` +
    `<g transform="translate(${FIG.x} ${FIG.y}) scale(${FIG.s})" stroke="${DARK}" stroke-width="2.5">${fig}</g>` +
    signs(art.parts, [{ x: FIG.x + bx * FIG.s, y: FIG.y + by * FIG.s, size: 30 }])
  );
}

function draw(art: CardArt): string {
  let out = `<rect x="1.5" y="1.5" width="${VIEW_W - 3}" height="${VIEW_H - 3}" rx="14" fill="#fff" stroke="#9d978a" stroke-width="3"/>`;

  // Index: rank over suit sign, in the left column.
  if (art.kind === 'excuse') out += signs(art.parts, [{ x: 40, y: 42, size: 72 }]);
  else {
    const trump = art.kind === 'trump';
    out += `<text${attrs({
      class: 'index',
      x: 9,
      y: trump ? 44 : 50,
      'font-size': art.keySize,
      'font-weight': 700,
      fill: art.ink,
      textLength: art.keyLength,
      lengthAdjust: 'spacingAndGlyphs',
      'letter-spacing': trump ? 0.5 : -1
    })}>${esc(art.key)}</text>`;
    out += signs(art.parts, [trump ? { x: 27, y: 74, size: 34 } : { x: 34, y: 84, size: 46 }]);
  }

  // Art.
  if (art.kind === 'pip' || art.kind === 'ace') {
    if (art.kind === 'ace') out += `<rect${attrs({ x: ART.x, y: ART.y, width: ART.w, height: ART.h, rx: 10, fill: art.ink, 'fill-opacity': 0.06 })}/>`;
    out += signs(art.parts, art.pips);
    if (art.decoration) out += place(art.decoration, ART.x + ART.w / 2 - 34, 200, 68);
  } else if (art.kind === 'court' && art.court) out += court(art, art.court);
  else if (art.kind === 'trump') {
    const n = art.key;
    const a = art.accent;
    if (art.decoration) out += place(art.decoration, 104, 10, 84);
    out +=
      `<rect x="12" y="108" width="176" height="180" rx="12" fill="${a}" fill-opacity="0.07" stroke="${a}" stroke-width="3"/>` +
      `<rect x="20" y="116" width="160" height="164" rx="8" fill="none" stroke="${a}" stroke-width="1.5"/>` +
      `<path d="M44 152H156M44 250H156" stroke="${a}" stroke-width="2.5"/>` +
      `<path d="M100 143L109 152L100 161L91 152ZM100 241L109 250L100 259L91 250Z" fill="${a}"/>` +
      `<text${attrs({ x: 100, y: 225, 'text-anchor': 'middle', 'font-size': 64, 'font-weight': 800, fill: DARK, textLength: fit(n, 64, 148), lengthAdjust: 'spacingAndGlyphs', 'letter-spacing': 1 })}>${esc(n)}</text>`;
  } else if (art.kind === 'excuse') {
    out +=
      `<rect x="12" y="84" width="176" height="204" rx="12" fill="${art.accent}" fill-opacity="0.07" stroke="${art.accent}" stroke-width="3"/>` +
      signs(art.parts, [{ x: 100, y: 170, size: 116 }]) +
      `<text${attrs({ x: 100, y: 268, 'text-anchor': 'middle', 'font-size': 28, 'font-weight': 700, fill: art.ink, textLength: fit(art.label, 28, 160), lengthAdjust: 'spacingAndGlyphs' })}>${esc(art.label)}</text>`;
  }
  return out;
}
