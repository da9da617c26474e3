/** The part of the Web Locks API the table uses (navigator.locks, or a test's fake). */
export interface Locks {
  request(name: string, granted: () => Promise<void>): Promise<unknown>;
}

const browserLocks = (): Locks | undefined => (typeof navigator !== 'undefined' ? navigator.locks : undefined);

/**
 * Whether this tab plays the bots of the hand. With the same hand open in two tabs only one does
 * (the one holding the hand's Web Lock, `trull-bots:<hand id>`); the other follows through the
 * store's news, and takes over when the first closes (`onGranted`). Without Web Locks (tests, old
 * browsers) every tab does.
 */
export class BotLock {
  /** This tab plays the bots now. */
  driving = true;
  private hand = '';
  private stopDriving: (() => void) | null = null;

  constructor(
    /** Called when the lock is granted for the hand still asked for: a bot may be waiting for its move. */
    private readonly onGranted: () => void,
    /** Read at every claim (the browser's, where it has them). */
    private readonly locks: () => Locks | undefined = browserLocks
  ) {}

  /** Ask for the right to play this hand's bots; until it is granted this tab only follows. */
  claim(handId: string): void {
    const locks = this.locks();
    if (!locks || this.hand === handId) return;
    this.stopDriving?.();
    this.hand = handId;
    this.driving = false;
    const done = new Promise<void>((release) => (this.stopDriving = release));
    void locks.request(`trull-bots:${handId}`, async () => {
      if (this.hand !== handId) return;
      this.driving = true;
      this.onGranted();
      await done;
    });
  }

  /** Give the lock back (the table closes): another tab on the hand takes over. */
  release(): void {
    this.stopDriving?.();
    this.stopDriving = null;
    this.hand = '';
  }
}
