// The resolver settings dependency-cruiser reads for Svelte components (.dependency-cruiser.cjs):
// SvelteKit's $lib alias, which the TypeScript files get from the tsconfig's paths.
import { fileURLToPath } from 'node:url';

export default { resolve: { alias: { $lib: fileURLToPath(new URL('../src/lib', import.meta.url)) } } };
