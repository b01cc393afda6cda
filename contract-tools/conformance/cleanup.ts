// What the write step created and has not deleted yet: each record's DELETE, run at the end even
// when a step failed or the deadline passed (on the cleanup's own, later deadline), newest first
// (a product before its niche).
import type { Client } from "./http";
import type { Probe } from "./probe";

/** What names every record the check creates, so an operator recognises a leftover. */
export const WRITE_PREFIX = "check-upstream";

export class Cleanup {
  private readonly pending = new Map<string, string>();
  private readonly client: Client;

  constructor(private readonly probe: Probe) {
    this.client = probe.client.forCleanup();
  }

  /** Remembers that `url` (its DELETE) removes `what`. */
  add(what: string, url: string): void {
    this.pending.set(url, what);
  }

  /** `url` was deleted by the step itself. */
  done(url: string): void {
    this.pending.delete(url);
  }

  /** Deletes what is left; resolves to what could not be deleted, for the operator to delete by hand. */
  async run(): Promise<string[]> {
    const left: string[] = [];
    for (const [url, what] of [...this.pending].reverse()) {
      const answer = await this.client.call("DELETE", url, { token: this.probe.token }).catch(() => undefined);
      if (!answer || answer.status >= 300) left.push(`${what} (${new URL(url).pathname})`);
    }
    this.pending.clear();
    return left;
  }
}
