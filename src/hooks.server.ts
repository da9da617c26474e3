import type { Handle } from '@sveltejs/kit';

/**
 * Runs only while the pages are prerendered (the app is static): it decides which of a page's
 * JavaScript modules its HTML names in `<link rel="modulepreload">` tags.
 *
 * The table's page names none. Under the Content-Security-Policy `<meta>` tag, Chromium's parser
 * requests every linked file itself, in the one task that parses the page, at about 1 ms each on
 * a mid-range phone (CPU slowed 4×): the table's 32 module links and 11 stylesheets made a reload
 * mid-hand block the page for 43–65 ms (issue 13 item 15, docs/benchmarks.md "Long tasks"). Without
 * the links, the browser fetches the same modules as it meets their imports, each import's batch
 * in a task of its own. The table is opened by a tap on Deal (its code is fetched beforehand by
 * `preloadCode`) or by reloading it mid-hand, when the service worker serves every module from
 * its cache; the other pages keep their links for a first visit over the network.
 */
export const handle: Handle = ({ event, resolve }) =>
  resolve(event, { preload: ({ type }) => type !== 'js' || !isTable(event.url.pathname) });

const isTable = (path: string) => /\/play\/table\/?$/.test(path);
