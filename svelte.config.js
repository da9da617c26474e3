import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

/** @type {import('@sveltejs/kit').Config} */
const config = {
  preprocess: vitePreprocess(),
  kit: {
    adapter: adapter({ pages: 'build', assets: 'build', fallback: undefined, strict: true }),
    prerender: { entries: ['*'] },
    // Registered by workbox-window in the app (see src/lib/pwa), not by SvelteKit.
    serviceWorker: { register: false }
  }
};
export default config;
