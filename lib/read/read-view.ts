// What a screen shows of one read (an SWR answer), by the same rule on every list and detail screen.
import { isNotFound, isUnavailable } from "@/lib/http/api-error";

/** The part of a read (`useQuery`'s answer, or any SWR response) the screens' states look at. */
export interface ReadSource<Data> {
  data: Data | undefined;
  error?: unknown;
  isValidating?: boolean;
  /** The data is a long list's first rows from the server. */
  partial?: boolean;
  mutate(): Promise<unknown>;
}

export type ReadPhase = "loading" | "failed" | "ready";

/** Data on screen wins over a failure: a failed refresh keeps the last answer (the toast tells it). */
export function readPhase(read: Pick<ReadSource<unknown>, "data" | "error">): ReadPhase {
  if (read.data !== undefined) return "ready";
  return read.error ? "failed" : "loading";
}

/** The data when it is whole: counts over a list wait while the server has sent only its first rows. */
export function wholeData<Data>(read: Pick<ReadSource<Data>, "data" | "partial">): Data | undefined {
  return read.partial ? undefined : read.data;
}

/** Asks for the read again (a retry or refresh button): its key is revalidated, nothing is written. */
export function refreshRead(read: Pick<ReadSource<unknown>, "mutate">): void {
  void read.mutate();
}

/**
 * What a failure says: the record does not exist (asking again cannot help), the server is unavailable
 * (an outage, nothing to do with what was asked), or any other failure.
 */
export type FailureKind = "notFound" | "unavailable" | "other";

export function failureKind(error: unknown): FailureKind {
  if (isNotFound(error)) return "notFound";
  return isUnavailable(error) ? "unavailable" : "other";
}
