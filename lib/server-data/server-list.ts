import "server-only";
// A list's first screen, read on the server through the same source as the screen's `useList`: its page
// where the upstream pages, else the whole list, of which the HTML carries the page the URL names.
import { countsBeside, listCountsQuery, listPageQuery, type ListAsk, type ListCounts, type ListSource } from "@/lib/contract/list";
import type { Requester } from "@/lib/http/requester";
import type { ServerData } from "@/lib/http/server-data-shape";
import { keepFirstRows, readAfter, serverAnswer, type ServerRead } from "./server-reads";

export interface ServerList<Row> {
  /** What `readOnServer` reads at once: the page and the counters. */
  reads: ServerRead[];
  /** Inside `readOnServer`'s `then`: the whole list where the upstream did not page; answers the rows shown. */
  rows(data: ServerData, request: Requester): Promise<Row[]>;
}

export function serverList<Row, F, K extends string = never>(source: ListSource<Row, F>, ask: ListAsk<F>, counts?: ListCounts<F, K>): ServerList<Row> {
  const page = serverAnswer(listPageQuery(source, ask));
  const beside = counts ? countsBeside(source, counts, ask) : {};
  return {
    reads: Object.keys(beside).length > 0 ? [page, listCountsQuery(source, beside as ListCounts<F, K>)] : [page],
    async rows(data, request) {
      if (page.answer !== null) return page.answer?.rows ?? [];
      const whole = serverAnswer(source.whole);
      await readAfter(data, [whole], request);
      const all = whole.answer ?? [];
      const shown = source.select(all, ask).slice((ask.page - 1) * ask.perPage, ask.page * ask.perPage);
      // A long list is sent as the page shown, marked partial: the browser counts once it has read it whole.
      keepFirstRows(data, whole, () => shown);
      return shown;
    },
  };
}
