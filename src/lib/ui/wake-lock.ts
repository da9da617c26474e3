type WakeLockSentinel = { release(): Promise<void> };
type WithWakeLock = Navigator & { wakeLock?: { request(type: 'screen'): Promise<WakeLockSentinel> } };

/**
 * Keeps the phone's screen on while a score sheet lies on the table (the Screen Wake Lock API,
 * where the browser has it). The browser drops the lock whenever the page is hidden, so it is asked
 * for again each time the page comes back. Returns the function that lets the screen sleep again.
 */
export function keepScreenOn(): () => void {
  let lock: WakeLockSentinel | null = null;
  const request = async () => {
    const wl = (navigator as WithWakeLock).wakeLock;
    if (!wl || document.visibilityState !== 'visible') return;
    try {
      lock = await wl.request('screen');
    } catch {
      lock = null;
    }
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') void request();
  };
  void request();
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    document.removeEventListener('visibilitychange', onVisible);
    void lock?.release().catch(() => {});
  };
}
