import type { Text } from './engine/game';

/**
 * The app's language: the device's by default, switchable, remembered in localStorage (a UI
 * preference, not game data). Game texts come as { en, de } pairs from the rules modules.
 */
export type Lang = 'en' | 'de';

function initial(): Lang {
  if (typeof localStorage !== 'undefined') {
    const saved = localStorage.getItem('trull.lang');
    if (saved === 'en' || saved === 'de') return saved;
  }
  if (typeof navigator !== 'undefined' && navigator.language?.toLowerCase().startsWith('de')) return 'de';
  return 'en';
}

export const i18n = $state({ lang: initial() as Lang });

export function setLang(lang: Lang): void {
  i18n.lang = lang;
  if (typeof localStorage !== 'undefined') localStorage.setItem('trull.lang', lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

/** Pick the current language's side of a text pair. */
export function t(text: Text | undefined): string {
  if (!text) return '';
  return text[i18n.lang] || text.en;
}

/** A UI string given inline in both languages. */
export const tt = (en: string, de: string): string => (i18n.lang === 'de' ? de : en);
