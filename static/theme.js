// The theme before the first paint, so a dark phone never flashes white (see src/lib/prefs.svelte.ts).
// A file of its own, not an inline script: the Content-Security-Policy allows scripts from the app's
// origin only.
try {
  var t = localStorage.getItem('trull.theme');
  document.documentElement.dataset.theme = t === 'dark' || t === 'light' ? t : matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
} catch (e) {}
