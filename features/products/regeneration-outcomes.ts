// What became of each product of a forced regeneration. The wrapper only accepts the request; the
// generation then runs on its own, and the product's status (its realtime product_update, or a read of
// the product) says when it has completed or failed.
import { DELETED_PRODUCT_STATUS } from "./events";

const RUNNING = new Set(["processing", "generating"]);
const FAILED = new Set(["failed", "error", DELETED_PRODUCT_STATUS]);
const COMPLETED = "completed";

/** Why a product was not regenerated: its call was refused, or its generation failed. */
export type RegenerationFailure = { id: number; refused: unknown } | { id: number; message: string | null };

export interface RegenerationReport {
  succeeded: number[];
  failed: RegenerationFailure[];
}

/** A product's status as an update or a read reports it. */
export interface ProductStatus {
  id: number;
  status: string;
  error_message?: string | null;
}

type Outcome = { ok: true } | { ok: false; failure: RegenerationFailure };

export class RegenerationOutcomes {
  private readonly accepted = new Set<number>();
  /** Products seen running since their call was sent: a status reported before that belongs to an earlier run. */
  private readonly running = new Set<number>();
  /** An end reported before the call's answer arrived, kept until it does. */
  private readonly early = new Map<number, Outcome>();
  private readonly outcomes = new Map<number, Outcome>();
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly ids: readonly number[],
    private readonly onChange: () => void = () => {},
  ) {}

  /** The call for `id` was refused: its generation never starts. */
  refused(id: number, error: unknown): void {
    this.settle(id, { ok: false, failure: { id, refused: error } });
  }

  /** The wrapper accepted the call for `id`: from now on its status is this run's. */
  accept(id: number): void {
    this.accepted.add(id);
    const early = this.early.get(id);
    if (early) this.settle(id, early);
  }

  /** A realtime product_update. */
  update(event: { product_id: number; status: string; error_message?: string | null }): void {
    this.apply({ id: event.product_id, status: event.status, error_message: event.error_message }, false);
  }

  /** A read of the product, only trusted once its call was accepted (the wrapper marks it running first). */
  read(product: ProductStatus): void {
    this.apply(product, true);
  }

  /** Accepted products whose end has not been reported. */
  get pending(): number[] {
    return [...this.accepted].filter((id) => !this.outcomes.has(id));
  }

  get finished(): number {
    return this.outcomes.size;
  }

  /** Resolves once every product has an outcome. */
  whenDone(): Promise<void> {
    if (this.done()) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  report(): RegenerationReport {
    const report: RegenerationReport = { succeeded: [], failed: [] };
    for (const id of this.ids) {
      const outcome = this.outcomes.get(id);
      if (outcome?.ok) report.succeeded.push(id);
      else if (outcome) report.failed.push(outcome.failure);
    }
    return report;
  }

  private apply({ id, status, error_message }: ProductStatus, fromRead: boolean): void {
    if (!this.ids.includes(id) || this.outcomes.has(id)) return;
    if (RUNNING.has(status)) {
      this.running.add(id);
      return;
    }
    const outcome: Outcome | null =
      status === COMPLETED ? { ok: true } : FAILED.has(status) ? { ok: false, failure: { id, message: error_message ?? null } } : null;
    if (!outcome) return;
    if (this.accepted.has(id)) this.settle(id, outcome);
    else if (this.running.has(id) && !fromRead) this.early.set(id, outcome);
  }

  private settle(id: number, outcome: Outcome): void {
    if (this.outcomes.has(id)) return;
    this.outcomes.set(id, outcome);
    this.early.delete(id);
    this.onChange();
    if (!this.done()) return;
    for (const resolve of this.waiting.splice(0)) resolve();
  }

  private done(): boolean {
    return this.ids.every((id) => this.outcomes.has(id));
  }
}
