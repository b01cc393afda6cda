// The upstream's health as a query; it is asked again on a timer unless the upstream offers none.
import { query } from "@/lib/contract/query";
import { keyFor } from "@/lib/contract/query-key";
import { call } from "@/lib/http/call";
import { optionalEndpoint } from "@/lib/http/optional-endpoint";
import { healthContract } from "./contract";

const HEALTH_REFRESH_MS = 30_000;

/** Optional (a FastAPI upstream may have none): a missing one reads as null. */
export const healthQuery = query({
  key: keyFor(healthContract.health),
  read: (request) => optionalEndpoint(() => call(healthContract.health, {}, request)),
  options: { refreshInterval: (latest) => (latest === null ? 0 : HEALTH_REFRESH_MS) },
});
