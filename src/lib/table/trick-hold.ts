/**
 * The table's pause timer: a finished trick held on the table until the pace's pause ends or the
 * player taps it, and the claimed hands shown face up the same way. One timer at a time: whatever
 * ends a hold (a tap, the pause, another tab) also stops a claim's pause that runs meanwhile.
 * Knows nothing of cards: the table keeps what is held and hears of the release through `onRelease`.
 */
export class TrickHold {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private waiting: (() => void)[] = [];
  private holding = false;

  constructor(private readonly onRelease: () => void = () => {}) {}

  /** A trick is on the table: play waits. */
  get held(): boolean {
    return this.holding;
  }

  /** Hold from now for `wait` milliseconds, or until `release` when `wait` is null. */
  hold(wait: number | null): void {
    this.holding = true;
    if (wait !== null) this.timer = setTimeout(() => this.release(), wait);
  }

  /** A pause without a held trick (a claim's hands shown): `go` after `wait`; `stop` or `release` cancels it. */
  pause(wait: number, go: () => void): void {
    this.timer = setTimeout(go, wait);
  }

  /** The trick leaves the table (a tap, the pause's end, play moving on): everyone waiting goes on. */
  release(): void {
    clearTimeout(this.timer);
    this.holding = false;
    this.onRelease();
    const waiting = this.waiting;
    this.waiting = [];
    for (const go of waiting) go();
  }

  /** Settles once no trick is held (at once when none is). */
  released(): Promise<void> {
    return this.holding ? new Promise((go) => this.waiting.push(go)) : Promise.resolve();
  }

  /** Stop the timer without releasing anything (the player tapped a claim's hands, the table closes). */
  stop(): void {
    clearTimeout(this.timer);
  }
}
