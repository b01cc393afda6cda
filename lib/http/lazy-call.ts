// `call` as the queries use it: its code (and the paging it brings) loads with the first read, like the
// contract it is handed, so neither is part of a page's first load.
import type { call as callNow } from "./call";

export const call: typeof callNow = async (endpoint, input, request) => (await import("./call")).call(endpoint, input, request);
