// The upstream's health as a query; it is asked again on a timer unless the upstream offers none.
import { query } from "@/lib/contract/query";
import { healthReads } from "./api";
import { HEALTH_PATH } from "./paths";

const HEALTH_REFRESH_MS = 30_000;

export const healthQuery = query({
  key: HEALTH_PATH,
  read: (request) => healthReads(request)(),
  options: { refreshInterval: (latest) => (latest === null ? 0 : HEALTH_REFRESH_MS) },
});
