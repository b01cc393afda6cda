// One read of the panel, spelled once: its SWR key (its contract endpoint's id and params,
// `lib/contract/query-key.ts`), the read through either requester, the SWR options every screen reads it with,
// and what a server component may hand the browser of its answer. A page reads its first screen with
// the same object the screen's hook then reads in the browser, so key, read and type cannot drift apart.
import type { SWRConfiguration } from "swr";
import type { Requester } from "@/lib/http/requester";
import type { QueryKey } from "./query-key";

export interface Query<Data> {
  /** The SWR key: the endpoint's id and params (realtime handlers and mutations match it by them). */
  readonly key: QueryKey;
  /** The read through `request`: the browser's client, or the server's requester. */
  readonly read: (request: Requester) => Promise<Data>;
  /**
   * The read as a page hands it to the browser. What a server component sends is public (it is in
   * the HTML), so a query whose screens show less than the answer cuts it here.
   */
  readonly firstScreen: (request: Requester) => Promise<Data>;
  /** SWR options of every screen that reads it. */
  readonly options?: SWRConfiguration<Data>;
}

export interface QuerySpec<Answer extends Data, Data> {
  key: QueryKey;
  read: (request: Requester) => Promise<Answer>;
  /** What of the answer the first screen shows, when less than the answer (a list's row fields, say). */
  firstScreen?: (answer: Answer) => Data;
  options?: SWRConfiguration<Data>;
}

/** `Data` is what screens may count on: the first screen's view when there is one, else the answer. */
export function query<Answer extends Data, Data = Answer>(spec: QuerySpec<Answer, Data>): Query<Data> {
  const { key, read, firstScreen, options } = spec;
  return { key, read, options, firstScreen: firstScreen ? async (request) => firstScreen(await read(request)) : read };
}
