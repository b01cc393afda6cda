export { healthQuery } from "./queries";
export { healthCacheHandler } from "./realtime";
