import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

/** @type {import('@sveltejs/kit').Config} */
const config = {
  preprocess: vitePreprocess(),
  kit: {
    adapter: adapter({ pages: 'build', assets: 'build', fallback: undefined, strict: true }),
    prerender: { entries: ['*'] },
    // Registered by workbox-window in the app (see src/lib/pwa), not by SvelteKit.
    serviceWorker: { register: false },
    // The type check (svelte-check in `npm run check`) also covers the browser benchmarks, the
    // TypeScript scripts and the Playwright configs, not only src/ and tests/.
    typescript: {
      config: (c) => {
        c.include.push('../bench/**/*.ts', '../scripts/**/*.ts', '../scripts/**/*.mts', '../playwright*.config.ts');
      }
    },
    // Stylesheets under 4 kB go into the page itself (a <style> the policy below allows by its hash):
    // each stylesheet is one more request, about a millisecond of the main thread on a slow phone.
    inlineStyleThreshold: 4096,
    // Content-Security-Policy, as a <meta> tag in every prerendered page. Hash mode: SvelteKit
    // adds the hash of its own inline bootstrap script; nothing else may run or load from
    // anywhere but the app's own origin (the bot worker and the service worker included).
    csp: {
      mode: 'hash',
      directives: {
        'default-src': ['self'],
        'script-src': ['self'],
        'style-src': ['self'],
        // The one inline style allowed: SvelteKit's own route announcer (a visually hidden live
        // region it adds after the first client-side navigation) carries a fixed style attribute.
        // Only that exact text, by its hash; tests/e2e/csp.spec.ts fails if SvelteKit changes it.
        'style-src-attr': ['unsafe-hashes', 'sha256-S8qMpvofolR8Mpjy4kQvEm7m1q8clzU4dfDH0AmvZjo='],
        'img-src': ['self'],
        'font-src': ['self'],
        'connect-src': ['self'],
        'worker-src': ['self'],
        'manifest-src': ['self'],
        'object-src': ['none'],
        'base-uri': ['self'],
        'form-action': ['self']
      }
    }
  }
};
export default config;
