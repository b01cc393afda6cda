// Stops calling a model that fails every call for the same reason (a rejected key, a missing model, an
// exhausted quota, a server nobody answers): after `failures` such failures in a row, calls wait a window
// that doubles each time it opens again, up to `maxPauseMs`; after it, one call tries (the others wait), and
// its failure opens it again at once. One success closes it. Per instance, in memory.

/** Why the model server cannot be used, as far as another call would tell the same. */
export type ModelFault = "key_rejected" | "access_denied" | "model_not_found" | "quota_exhausted" | "unreachable";

export interface BreakerSettings {
  /** Failures of one kind in a row that open it. */
  failures: number;
  /** The first window; each reopening doubles it. */
  pauseMs: number;
  maxPauseMs: number;
}

export interface BreakerState {
  cause: ModelFault;
  /** When calls may be made again (past once the window ended and the next call decides). */
  until: Date;
}

export class CircuitBreaker {
  private cause: ModelFault | undefined;
  private streak = 0;
  private opened = 0;
  private until = 0;
  private probing = false;

  constructor(
    private readonly settings: BreakerSettings,
    private readonly now: () => number = Date.now,
  ) {}

  /** Open: when calls may be made again. Undefined while they may be made now. */
  resumesAt(): Date | undefined {
    return this.until > this.now() ? new Date(this.until) : undefined;
  }

  /**
   * Whether a call may be made now. After a window, the first caller probes and the others wait: for its
   * outcome, or a first window's length if it never reports one.
   */
  permit(): boolean {
    if (this.resumesAt()) return false;
    if (this.opened > 0) {
      this.probing = true;
      this.until = this.now() + this.settings.pauseMs;
    }
    return true;
  }

  /** The fault that opened it, from opening until the first success (the window may have ended). */
  state(): BreakerState | undefined {
    return this.opened > 0 && this.cause ? { cause: this.cause, until: new Date(this.until) } : undefined;
  }

  failure(cause: ModelFault): void {
    // Calls that were under way when it opened add nothing; a failed probe opens it again at once.
    if (this.resumesAt() && !this.probing) return;
    this.probing = false;
    this.streak = cause === this.cause ? this.streak + 1 : 1;
    this.cause = cause;
    if (this.opened === 0 && this.streak < this.settings.failures) return;
    const window = Math.min(this.settings.pauseMs * 2 ** Math.min(this.opened, 20), Math.max(this.settings.maxPauseMs, this.settings.pauseMs));
    this.opened++;
    this.until = this.now() + window;
  }

  /** An answer, even a wrong one: the server is there and takes the key. */
  success(): void {
    this.cause = undefined;
    this.streak = 0;
    this.opened = 0;
    this.until = 0;
    this.probing = false;
  }
}
