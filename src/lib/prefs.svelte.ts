/**
 * How the app looks and takes taps on this device: the theme (following the system unless chosen),
 * the four-colour deck and select-then-confirm play. UI preferences, not game data: kept in localStorage like the language.
 */
export type Theme = 'system' | 'light' | 'dark';

const get = (key: string): string | null => (typeof localStorage === 'undefined' ? null : localStorage.getItem(key));
const put = (key: string, value: string) => {
  if (typeof localStorage !== 'undefined') localStorage.setItem(key, value);
};
const saved = get('trull.theme');

export const prefs = $state({
  theme: (saved === 'light' || saved === 'dark' ? saved : 'system') as Theme,
  fourColor: get('trull.fourColor') === 'true',
  /** Select-then-confirm play: the first tap raises a card, the second plays it. */
  confirmPlay: get('trull.confirmPlay') === 'true',
  /** Play a person's only legal card for them after the pace's pause (issue 29); off by default. */
  autoForced: get('trull.autoForced') === 'true',
  /** The play checker (issue 30 item 3): a mistake marked right after it is played; off by default. */
  playChecker: get('trull.playChecker') === 'true'
});

/** The theme in force: the chosen one, or the system's. */
function resolvedTheme(theme: Theme = prefs.theme): 'light' | 'dark' {
  if (theme !== 'system') return theme;
  return typeof matchMedia !== 'undefined' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Puts the theme on <html data-theme>, where the colour variables of global.css follow it. */
export function applyTheme(): void {
  if (typeof document !== 'undefined') document.documentElement.dataset.theme = resolvedTheme();
}

export function setTheme(theme: Theme): void {
  prefs.theme = theme;
  put('trull.theme', theme);
  applyTheme();
}

export function setConfirmPlay(on: boolean): void {
  prefs.confirmPlay = on;
  put('trull.confirmPlay', String(on));
}

export function setFourColor(on: boolean): void {
  prefs.fourColor = on;
  put('trull.fourColor', String(on));
}

export function setAutoForced(on: boolean): void {
  prefs.autoForced = on;
  put('trull.autoForced', String(on));
}

export function setPlayChecker(on: boolean): void {
  prefs.playChecker = on;
  put('trull.playChecker', String(on));
}
