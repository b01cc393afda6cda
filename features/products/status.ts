// The one status vocabulary: which raw generation statuses each word stands for, on the cards, in the
// filters, in the counters and on the dashboard.
import type { GenerationStatus } from "./generation-status";

/** What the card shows and what a filter or counter groups: one of four, whatever the raw status. */
export type StatusKind = "completed" | "generating" | "error" | "pending";

/** The groups in the order every screen lists them. */
export const STATUS_KINDS = ["pending", "generating", "completed", "error"] as const satisfies readonly StatusKind[];

/** The raw statuses of each group; an unknown status is read as "pending" before it gets here. */
export const STATUSES_OF: Record<StatusKind, readonly GenerationStatus[]> = {
  pending: ["pending"],
  generating: ["processing", "generating"],
  completed: ["completed"],
  error: ["failed", "error"],
};

export function statusKind(status: string | null | undefined): StatusKind {
  return STATUS_KINDS.find((kind) => (STATUSES_OF[kind] as readonly string[]).includes(status ?? "")) ?? "pending";
}

export function hasErrors(status: string | null | undefined): boolean {
  return statusKind(status) === "error";
}

export function isInProgress(status: string | null | undefined): boolean {
  return statusKind(status) === "generating";
}

export interface CardActions {
  viewContent: boolean;
  generate: boolean;
  /** Regenerar, Editar and Eliminar are always there. */
  primary: "viewContent" | "generate" | "regenerate";
}

export function cardActions(status: string | null | undefined): CardActions {
  const kind = statusKind(status);
  const viewContent = kind === "completed";
  const generate = kind !== "completed" && kind !== "generating";
  return { viewContent, generate, primary: viewContent ? "viewContent" : generate ? "generate" : "regenerate" };
}

/** Filter options of both status selects, 'all' first, then the groups. */
export const STATUS_FILTERS = ["all", ...STATUS_KINDS] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/**
 * The filter a URL's `status` names: a group, or a raw status read as its group (an older link's
 * `?status=failed` shows every failure); anything else is no filter.
 */
export function statusFilterOf(value: string | null | undefined): StatusFilter {
  if (!value || value === "all") return "all";
  if ((STATUS_KINDS as readonly string[]).includes(value)) return value as StatusKind;
  return Object.values(STATUSES_OF).some((raw) => (raw as readonly string[]).includes(value)) ? statusKind(value) : "all";
}

/** The raw statuses a filter shows; empty: any. */
export function statusesOf(filter: StatusFilter): string[] {
  return filter === "all" ? [] : [...STATUSES_OF[filter]];
}
