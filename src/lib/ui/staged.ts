import { flushSync } from 'svelte';

/**
 * Work the page shows in pieces instead of all at once: a card face is an SVG of a few dozen
 * elements, and a whole hand of them built, styled and laid out in one go blocked a mid-range
 * phone's main thread for 100 ms and more (issue 13, long tasks). Each piece runs with its
 * rendering (`flushSync`), pieces run while the slice lasts, and the next slice waits for the next
 * frame, so that frame's style and layout cover only what the slice built and input gets through
 * in between.
 */
const SLICE_MS = 8;

const queue: (() => void)[] = [];
let draining = false;

/** Run `show` in a later slice; the returned function takes it back (the component went away). */
export function staged(show: () => void): () => void {
  queue.push(show);
  if (!draining) void drain();
  return () => {
    const i = queue.indexOf(show);
    if (i >= 0) queue.splice(i, 1);
  };
}

async function drain(): Promise<void> {
  draining = true;
  // Said on the page while pieces wait: a browser test that holds the page's clock still lets it
  // run until the table is whole (tests/e2e/layout.spec.ts).
  const root = typeof document === 'undefined' ? undefined : document.documentElement;
  root?.toggleAttribute('data-staging', true);
  try {
    // The first slice right after the task that asked (a hand usually fits in one or two), the
    // next ones after a frame each.
    let first = true;
    while (queue.length) {
      await (first ? new Promise((go) => setTimeout(go, 0)) : nextFrame());
      first = false;
      const start = performance.now();
      // At least one piece per slice, however slow the device. The queue may have emptied while
      // this waited (the page left, its components took their pieces back), and a piece's
      // rendering may take others back: each is taken only while there is one.
      for (let show = queue.shift(); show; show = queue.length && performance.now() - start < SLICE_MS ? queue.shift() : undefined) {
        show();
        flushSync();
      }
    }
  } finally {
    draining = false;
    root?.removeAttribute('data-staging');
  }
}

/**
 * After the next frame has been drawn: a task queued from requestAnimationFrame runs after that
 * frame's rendering. A hidden page draws no frames, so a timer stands in after 100 ms.
 */
function nextFrame(): Promise<void> {
  return new Promise((go) => {
    let done = false;
    const once = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      go();
    };
    const timer = setTimeout(once, 100);
    requestAnimationFrame(() => setTimeout(once, 0));
  });
}
