// Status presentation and action rules of the product card.

/** What the card shows: one of four looks, whatever the raw status. */
export type StatusKind = "completed" | "generating" | "error" | "pending";

export function statusKind(status: string | null | undefined): StatusKind {
  switch (status) {
    case "completed":
      return "completed";
    case "generating":
    case "processing":
      return "generating";
    case "failed":
    case "error":
      return "error";
    default:
      return "pending";
  }
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

/** Filter options of both status selects, 'all' first. */
export const STATUS_FILTERS = ["all", "pending", "processing", "completed", "failed", "error"] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export function isStatusFilter(value: string | null | undefined): value is StatusFilter {
  return (STATUS_FILTERS as readonly string[]).includes(value ?? "");
}
