// What a page hands its screen from the server; plain data, so server and client modules share it.
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
