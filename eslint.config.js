// Lint: the recommended rules of ESLint, typescript-eslint and eslint-plugin-svelte (issue 24).
// A rule is turned off here only with the reason beside it; in code, an eslint-disable comment
// says why on the same line.
import js from '@eslint/js';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import ts from 'typescript-eslint';
import svelteConfig from './svelte.config.js';

export default ts.config(
  js.configs.recommended,
  ...ts.configs.recommended,
  ...svelte.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } }
  },
  {
    files: ['**/*.svelte', '**/*.svelte.ts', '**/*.svelte.js'],
    // No type information (projectService): no rule in use needs it, and building the TypeScript
    // program for every component took lint from 17 s to 32 s, the longest of `npm run check`.
    languageOptions: { parserOptions: { extraFileExtensions: ['.svelte'], parser: ts.parser, svelteConfig } },
    // The type check (svelte-check) already knows every name, the DOM's types included, as
    // typescript-eslint advises for TypeScript; without type information no-undef took the DOM's
    // ShareData for an undefined variable.
    rules: { 'no-undef': 'off' }
  },
  {
    rules: {
      // `_name` marks a parameter a contract requires but this implementation does not read.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // The app is served from the root of its origin (svelte.config.js sets no paths.base), so a
      // link such as "/rules/" is already the resolved path; resolve() would only add noise.
      'svelte/no-navigation-without-resolve': 'off',
      // {' '} keeps the space between two inline elements that sit on separate lines of a template
      // (Svelte drops a line break's white space there); it is the idiom, not a useless mustache.
      'svelte/no-useless-mustaches': 'off'
    }
  },
  {
    ignores: ['build/', '.svelte-kit/', 'node_modules/', 'screens/', 'test-results/', 'playwright-report/', 'static/']
  }
);
