/**
 * A hand record in a link's fragment: JSON, compressed with the browser's own CompressionStream
 * ('deflate-raw'), in base64url. The fragment never leaves the phone (browsers do not send it),
 * so a shared hand goes to no server. docs/formats.md describes the link.
 */

/** The part of the fragment that holds the hand: `#h=…`. */
const LINK_KEY = 'h';
/** Longer fragments are refused before any decoding: a Droggn hand needs about 600 characters. */
export const MAX_FRAGMENT = 8000;
/** The most bytes a link may inflate to: a guard against a small link that unpacks to megabytes. */
const MAX_JSON_BYTES = 32_000;

export type LinkProblem = 'too-long' | 'not-base64' | 'not-deflate' | 'too-big' | 'not-json' | 'no-hand';

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream, limit: number): Promise<Uint8Array | null> {
  const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(stream).getReader();
  const parts: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > limit) {
      await reader.cancel();
      return null;
    }
    parts.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

export function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

/** The fragment (without '#') for a value, usually a hand record with action codes as text. */
export async function encodeFragment(value: unknown): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(value));
  const packed = await pipe(json, new CompressionStream('deflate-raw'), Infinity);
  return `${LINK_KEY}=${toBase64Url(packed!)}`;
}

/** The parsed JSON a fragment holds, or what is wrong with it. Never throws. */
export async function decodeFragment(fragment: string): Promise<{ ok: true; value: unknown } | { ok: false; problem: LinkProblem }> {
  const raw = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  if (raw.length > MAX_FRAGMENT) return { ok: false, problem: 'too-long' };
  const data = new URLSearchParams(raw).get(LINK_KEY);
  if (!data) return { ok: false, problem: 'no-hand' };
  const bytes = fromBase64Url(data);
  if (!bytes) return { ok: false, problem: 'not-base64' };
  let json: Uint8Array | null;
  try {
    json = await pipe(bytes, new DecompressionStream('deflate-raw'), MAX_JSON_BYTES);
  } catch {
    return { ok: false, problem: 'not-deflate' };
  }
  if (!json) return { ok: false, problem: 'too-big' };
  try {
    return { ok: true, value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(json)) };
  } catch {
    return { ok: false, problem: 'not-json' };
  }
}
