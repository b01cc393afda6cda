// Whether product generation may call the model now: not while the circuit breaker is open, nor once the
// month's stored versions have used the monthly token budget. Products then wait as pending.
import type { Database } from "../db/database";
import { tokensUsedInMonth } from "../repos/token-usage-repo";
import { CircuitBreaker, type BreakerSettings, type ModelFault } from "./circuit-breaker";

export type GenerationPause =
  | { reason: "model_unavailable"; fault: ModelFault; until: Date }
  | { reason: "token_budget"; tokensUsed: number; tokenBudget: number; until: Date };

/** A budget's waiting products look again this often, so a budget raised by a restart is noticed. */
const BUDGET_RECHECK_MS = 10 * 60_000;

const monthStart = (at: Date, offset = 0) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + offset, 1));

export class GenerationGate {
  readonly breaker: CircuitBreaker;

  constructor(
    private readonly db: Database,
    private readonly settings: { monthlyTokenBudget?: number; breaker: BreakerSettings },
  ) {
    this.breaker = new CircuitBreaker(settings.breaker);
  }

  /** Why a model call must wait now, and when to try again; undefined when it may be made. */
  async closed(): Promise<{ pause: GenerationPause; retryAt: Date } | undefined> {
    const state = this.breaker.state();
    if (state && !this.breaker.permit()) {
      const until = this.breaker.resumesAt() ?? state.until;
      return { pause: { reason: "model_unavailable", fault: state.cause, until }, retryAt: until };
    }
    const budget = await this.budget();
    if (!budget) return undefined;
    return { pause: budget, retryAt: new Date(Math.min(budget.until.getTime(), Date.now() + BUDGET_RECHECK_MS)) };
  }

  /** What the system status names: also a model not heard from since its window ended. */
  async status(): Promise<GenerationPause | undefined> {
    const state = this.breaker.state();
    if (state) return { reason: "model_unavailable", fault: state.cause, until: state.until };
    return this.budget();
  }

  private async budget(): Promise<GenerationPause | undefined> {
    const { monthlyTokenBudget } = this.settings;
    if (monthlyTokenBudget === undefined) return undefined;
    const now = new Date();
    const tokensUsed = await tokensUsedInMonth(this.db, monthStart(now));
    if (tokensUsed < monthlyTokenBudget) return undefined;
    return { reason: "token_budget", tokensUsed, tokenBudget: monthlyTokenBudget, until: monthStart(now, 1) };
  }
}
