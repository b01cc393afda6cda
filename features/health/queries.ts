// The upstream's health as a query; it is asked again on a timer unless the upstream offers none.
import { query } from "@/lib/contract/query";
import { HEALTH_PATH } from "./paths";

// The reads (and their schemas) load on the first call: the first screen comes parsed from the server.
const reads = () => import("./api");

const HEALTH_REFRESH_MS = 30_000;

export const healthQuery = query({
  key: HEALTH_PATH,
  read: async (request) => (await reads()).healthReads(request)(),
  options: { refreshInterval: (latest) => (latest === null ? 0 : HEALTH_REFRESH_MS) },
});
