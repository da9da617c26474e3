import type { Page } from '@playwright/test';

/** A phone in portrait, as the issue measured it. */
export const PHONE = { width: 360, height: 740 };

export interface Target {
  what: string;
  x: number;
  y: number;
  w: number;
  h: number;
  /** In a sticky or fixed bar: the page scrolls under it, so its distance to the page's controls changes with scrolling. */
  pinned: boolean;
}

/**
 * Every touch target on screen: buttons, links, selects, text fields, summaries, and the labels that
 * wrap a checkbox or radio (the label is what a finger hits). Left out: links and marked game words
 * inside running text (WCAG's inline exception), and the cards of the hand, which overlap like a fan
 * of real cards.
 */
export async function touchTargets(page: Page): Promise<Target[]> {
  return page.evaluate(() => {
    const sel = 'a[href], button, select, input, textarea, summary, [role="button"]';
    const seen = new Set<Element>();
    const out: { what: string; x: number; y: number; w: number; h: number; pinned: boolean }[] = [];
    for (const raw of Array.from(document.querySelectorAll(sel))) {
      let el: Element = raw;
      if (raw instanceof HTMLInputElement && (raw.type === 'checkbox' || raw.type === 'radio' || raw.type === 'file')) el = raw.closest('label') ?? raw;
      // A game word in running text that opens its meaning (button.term, ui/terms) is an inline
      // target like a link in a sentence: at least 24 px tall, not a control of its own.
      if (seen.has(el) || el.closest('.hand') || (el.tagName === 'A' && el.closest('p')) || el.matches('button.term')) continue;
      seen.add(el);
      const r = el.getBoundingClientRect();
      const st = getComputedStyle(el);
      if (r.width === 0 || r.height === 0 || st.visibility === 'hidden' || (el as HTMLElement).closest('[hidden], [inert]')) continue;
      if (r.bottom <= 0 || r.top >= innerHeight || r.right <= 0 || r.left >= innerWidth) continue;
      // Wholly or partly under a sticky bar (the top navigation, the Deal bar) at this scroll
      // position: measured at another one, where it is in the clear.
      const cx = r.left + r.width / 2;
      const clear = [r.top + 2, r.top + r.height / 2, r.bottom - 2].every((y) => {
        if (y < 0 || y >= innerHeight) return false;
        const hit = document.elementFromPoint(cx, y);
        return !!hit && (el.contains(hit) || hit.contains(el));
      });
      if (!clear) continue;
      const name = (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '').trim().slice(0, 30) || el.tagName;
      let pinned = false;
      for (let p: Element | null = el; p && !pinned; p = p.parentElement) pinned = ['sticky', 'fixed'].includes(getComputedStyle(p).position);
      out.push({ what: `${el.tagName.toLowerCase()} "${name}"`, x: r.left, y: r.top, w: r.width, h: r.height, pinned });
    }
    return out;
  });
}

/** Targets under 44 px high (or wide). */
export function tooSmall(ts: Target[]): string[] {
  return ts.filter((t) => t.h < 43.5 || t.w < 43.5).map((t) => `${t.what}: ${t.w.toFixed(1)}×${t.h.toFixed(1)}`);
}

/** Pairs of targets closer than 8 px in both directions (side by side or one above the other). */
export function tooClose(ts: Target[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < ts.length; i++)
    for (let j = i + 1; j < ts.length; j++) {
      const a = ts[i];
      const b = ts[j];
      const inside = (p: Target, q: Target) => p.x >= q.x && p.y >= q.y && p.x + p.w <= q.x + q.w && p.y + p.h <= q.y + q.h;
      if (inside(a, b) || inside(b, a) || a.pinned !== b.pinned) continue;
      const dx = Math.max(a.x, b.x) - Math.min(a.x + a.w, b.x + b.w);
      const dy = Math.max(a.y, b.y) - Math.min(a.y + a.h, b.y + b.h);
      if (dx < 7.5 && dy < 7.5) out.push(`${a.what} / ${b.what}: ${Math.max(dx, dy).toFixed(1)} px`);
    }
  return out;
}
