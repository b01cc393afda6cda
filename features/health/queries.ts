// The upstream's health as a query; it is asked again on a timer unless the upstream offers none.
import { query } from "@/lib/contract/query";
import { keyOf } from "@/lib/contract/query-key";
import { call } from "@/lib/http/call";
import type { healthContract } from "./contract";

const HEALTH_REFRESH_MS = 30_000;

/** Optional (a FastAPI upstream may have none): a missing one reads as null. */
export const healthQuery = query({
  key: keyOf<(typeof healthContract)["health"]>("health.health"),
  // The contract and its schema load on the first read: the first screen comes parsed from the server.
  read: async (request) => {
    const [{ healthContract: health }, { optionalEndpoint }] = await Promise.all([import("./contract"), import("@/lib/http/optional-endpoint")]);
    return optionalEndpoint(() => call(health.health, {}, request));
  },
  options: { refreshInterval: (latest) => (latest === null ? 0 : HEALTH_REFRESH_MS) },
});
