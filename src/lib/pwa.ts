import { writable, type Readable } from 'svelte/store';

/**
 * Registers the service worker with workbox-window (a classic script: no `type: 'module'`) and
 * reports a waiting new version. An update never interrupts a hand, in this tab or another:
 * - the table calls setHandInProgress(true) when a hand starts and false when it ends; meanwhile
 *   this tab holds the Web Lock HAND_LOCK in shared mode (every tab in a hand holds it);
 * - "Update" asks for that lock exclusively: granted only once no tab is in a hand, and only then
 *   is the new worker told to take over (SKIP_WAITING);
 * - a tab that is in a hand or on a hand's summary when the new worker takes over anyway (a hand
 *   begun in between, or a hand that just ended, which lets the lock go) reloads only once the
 *   person leaves the summary: the end of a hand is never cut short.
 * The app also checks for a new version when it comes to the foreground and every few hours.
 */
export interface UpdateState {
  /** A new version is installed and waiting. */
  available: boolean;
  /** A hand is being played: applying now would interrupt it, so the prompt waits. */
  handInProgress: boolean;
  /** "Update" was pressed while another tab is in a hand: it applies when that hand ends. */
  waitingForOtherTab: boolean;
  /** The player put the note away ("Later"); it comes back with the next new version. */
  dismissed: boolean;
}

/** Held (shared) by every tab with a hand in progress; an update takes it exclusively. */
const HAND_LOCK = 'trull-hand-in-progress';
/** How often an open app asks the server for a new version (and on every return to the foreground). */
const UPDATE_CHECK_MS = 3 * 60 * 60 * 1000;

const state = writable<UpdateState>({ available: false, handInProgress: false, waitingForOtherTab: false, dismissed: false });
export const updateState: Readable<UpdateState> = { subscribe: state.subscribe };

let wb: import('workbox-window').Workbox | null = null;
let registering: Promise<void> | null = null;

/** Call once in the browser (the layout's onMount). Does nothing in dev or without support. */
export function registerServiceWorker(url = '/service-worker.js'): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || import.meta.env.DEV) return Promise.resolve();
  registering ??= (async () => {
    const { Workbox } = await import('workbox-window');
    wb = new Workbox(url, { scope: '/' });
    wb.addEventListener('waiting', () => state.update((s) => ({ ...s, available: true, dismissed: false })));
    // Once the new worker controls the page, reload into the new version, after the hand if one is on.
    wb.addEventListener('controlling', (e) => {
      if (!e.isUpdate) return;
      if (current().handInProgress || (onSummary && !updatePressedHere)) reloadAfterHand = true;
      else location.reload();
    });
    const check = () => void checkForUpdate().catch(() => {});
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') check();
    });
    window.addEventListener('focus', check);
    setInterval(check, UPDATE_CHECK_MS);
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

let reloadAfterHand = false;
let releaseHandLock: (() => void) | null = null;
/** The table shows a finished hand's summary: an update from another tab waits until it is left. */
let onSummary = false;
/** "Update" was pressed in this tab: its own reload is what the person asked for. */
let updatePressedHere = false;

function current(): UpdateState {
  let s: UpdateState | null = null;
  state.subscribe((v) => (s = v))();
  return s!;
}

const locks = () => (typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined);

/**
 * What the table shows: a hand being played ('hand', the table or the hand-off), a finished hand's
 * summary ('summary') or no hand ('none', also when the table is left). A pending reload waits
 * while a hand is played and while its summary is shown; it happens when the person leaves the
 * summary (to the next hand, which is stored first and resumes exactly, or away from the table).
 */
export function setTableScreen(screen: 'hand' | 'summary' | 'none'): void {
  const leavingSummary = onSummary && screen !== 'summary';
  onSummary = screen === 'summary';
  const inProgress = screen === 'hand';
  if (current().handInProgress !== inProgress) {
    state.update((s) => ({ ...s, handInProgress: inProgress }));
    if (inProgress) {
      const held = new Promise<void>((release) => (releaseHandLock = release));
      void locks()?.request(HAND_LOCK, { mode: 'shared' }, () => held);
    } else {
      releaseHandLock?.();
      releaseHandLock = null;
    }
  }
  if (reloadAfterHand && (leavingSummary || screen === 'none')) location.reload();
}

/**
 * Applies a waiting update (the page reloads) once no tab has a hand in progress. Refuses while
 * this tab is in a hand; waits, saying so, while another tab is.
 */
export function applyUpdate(): boolean {
  const s = current();
  if (!s.available || s.handInProgress || !wb) return false;
  // The new version already took over (another tab's Update) and waits for this tab to leave a
  // hand's summary: "Update" here is the person leaving it.
  if (reloadAfterHand) {
    location.reload();
    return true;
  }
  const w = wb;
  updatePressedHere = true;
  const l = locks();
  if (!l) {
    w.messageSkipWaiting();
    return true;
  }
  void l.request(HAND_LOCK, { mode: 'exclusive', ifAvailable: true }, async (lock) => {
    if (lock) return w.messageSkipWaiting();
    state.update((v) => ({ ...v, waitingForOtherTab: true }));
    await l.request(HAND_LOCK, { mode: 'exclusive' }, async () => w.messageSkipWaiting());
  });
  return true;
}

/** Puts the update note away until the next new version. */
export function dismissUpdate(): void {
  state.update((s) => ({ ...s, dismissed: true }));
}

/** Looks for a new version now (e.g. when the app comes back to the foreground). */
async function checkForUpdate(): Promise<void> {
  await wb?.update();
}
