// What a page hands its screen from the server; plain data, so server and client modules share it.
// Each record is under its query's key as SWR serializes it, the spelling SWRConfig's fallback reads.
import { unstable_serialize } from "swr";
import type { QueryKey } from "@/lib/contract/query-key";

export interface ServerData {
  fallback: Record<string, unknown>;
  errors: Record<string, { status: number; detail: string | null }>;
  /** Keys whose fallback is a long list's first rows only (in the screen's order), not the whole list. */
  partial: string[];
}

/** Nothing read on the server: the screen reads everything in the browser. */
export function noServerData(): ServerData {
  return { fallback: {}, errors: {}, partial: [] };
}

/** The spelling of a query's key in `ServerData`. */
export const serverDataKey = (key: QueryKey): string => unstable_serialize(key);

/** Hands the browser `answer` under a query's key, as its first screen. */
export function putAnswer(data: ServerData, key: QueryKey, answer: unknown): void {
  data.fallback[serverDataKey(key)] = answer;
}
