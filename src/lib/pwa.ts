import { writable, type Readable } from 'svelte/store';

/**
 * Registers the service worker with workbox-window (a classic script: no `type: 'module'`) and
 * reports a waiting new version. The update is applied only when the app says no hand is in
 * progress: the table calls setHandInProgress(true) when a hand starts and false when it ends.
 */
export interface UpdateState {
  /** A new version is installed and waiting. */
  available: boolean;
  /** A hand is being played: applying now would interrupt it, so the prompt waits. */
  handInProgress: boolean;
}

const state = writable<UpdateState>({ available: false, handInProgress: false });
export const updateState: Readable<UpdateState> = { subscribe: state.subscribe };

let wb: import('workbox-window').Workbox | null = null;
let registering: Promise<void> | null = null;

/** Call once in the browser (the layout's onMount). Does nothing in dev or without support. */
export function registerServiceWorker(url = '/service-worker.js'): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || import.meta.env.DEV) return Promise.resolve();
  registering ??= (async () => {
    const { Workbox } = await import('workbox-window');
    wb = new Workbox(url, { scope: '/' });
    wb.addEventListener('waiting', () => state.update((s) => ({ ...s, available: true })));
    // Once the new worker controls the page, reload into the new version.
    wb.addEventListener('controlling', (e) => {
      if (e.isUpdate) location.reload();
    });
    try {
      await wb.register();
    } catch (e) {
      // Blocked by the browser (a setting, private mode, a test harness): the app still works,
      // only not offline. A warning, not an error: nothing the player did went wrong.
      console.warn('trull: no service worker, so no offline copy', e);
    }
  })();
  return registering;
}

export function setHandInProgress(inProgress: boolean): void {
  state.update((s) => ({ ...s, handInProgress: inProgress }));
}

/** Applies a waiting update (the page reloads). Refuses while a hand is in progress. */
export function applyUpdate(): boolean {
  let s: UpdateState = { available: false, handInProgress: false };
  state.subscribe((v) => (s = v))();
  if (!s.available || s.handInProgress || !wb) return false;
  wb.messageSkipWaiting();
  return true;
}
