/**
 * Leaving a page without its last style pass: once the browser unloads the page (a reload mid-hand),
 * its content is hidden from the style engine (`content-visibility: hidden` under `html.leaving`,
 * global.css) before the handlers that run after `pagehide` read the layout.
 *
 * Why: on unloading, Chromium marks the whole page's style as changed as it hides the page, and
 * SvelteKit's `visibilitychange` handler then reads the scroll position to save it, which
 * recomputes the style of every element first: 12–18 ms of the task that reloads the table on a
 * mid-range phone (CPU slowed 4×; docs/benchmarks.md, "Long tasks"). Hidden, the table's
 * elements are skipped. Only when the page is not scrolled (the position saved is the same 0);
 * a page kept in the back-forward cache shows its content again when it comes back.
 */
export function hideOnLeave(): () => void {
  const root = document.documentElement;
  // Where the page is scrolled, kept as it scrolls: by `pagehide` the style is already marked as
  // changed, and reading the position there would be the very style pass this saves.
  let scrolled = window.scrollX !== 0 || window.scrollY !== 0;
  const scroll = () => (scrolled = window.scrollX !== 0 || window.scrollY !== 0);
  const hide = () => {
    if (!scrolled) root.classList.add('leaving');
  };
  const show = () => root.classList.remove('leaving');
  window.addEventListener('scroll', scroll, { passive: true });
  window.addEventListener('pagehide', hide);
  window.addEventListener('pageshow', show);
  return () => {
    window.removeEventListener('scroll', scroll);
    window.removeEventListener('pagehide', hide);
    window.removeEventListener('pageshow', show);
    show();
  };
}
