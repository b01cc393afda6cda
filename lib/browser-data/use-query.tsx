"use client";
// What the server read for a page's first screen, handed to the browser's SWR hooks: answers as SWR
// fallback data (the hooks show them at once, then ask again and keep them fresh), failures as errors
// the same hooks report until the browser's own answer arrives, so the HTML already holds the error state.
import { createContext, useContext, useMemo, type ReactNode } from "react";
import useSWR, { SWRConfig, useSWRConfig, type SWRConfiguration, type SWRResponse } from "swr";
import type { Query } from "@/lib/contract/query";
import { ApiError } from "@/lib/http/api-error";
import { apiRequest } from "./client";
import { noServerData, serverDataKey, type ServerData } from "@/lib/http/server-data-shape";

const ServerDataContext = createContext<ServerData>(noServerData());

export function ServerDataProvider({ value, children }: { value: ServerData; children: ReactNode }) {
  const config = useMemo(() => ({ fallback: value.fallback }), [value.fallback]);
  return (
    <SWRConfig value={config}>
      <ServerDataContext.Provider value={value}>{children}</ServerDataContext.Provider>
    </SWRConfig>
  );
}

export type ApiRead<Data> = SWRResponse<Data> & {
  /** The data is a long list's first rows from the server: counts over the whole list must wait. */
  partial: boolean;
};

/**
 * A query as the screen reads it in the browser (`null` waits, until a route param is known, say):
 * the server's answer stands until the browser's own, and while the browser has neither data nor an
 * error for the query's key, the server's failure is the error. `config` adds what depends on the
 * screen's own state (a poll while a generation runs) to the query's options.
 */
export function useQuery<Data>(query: Query<Data> | null, config?: SWRConfiguration<Data>): ApiRead<Data> {
  const key = query ? serverDataKey(query.key) : null;
  const response = useSWR(query ? query.key : null, query ? () => query.read(apiRequest) : null, { ...query?.options, ...config });
  const server = useContext(ServerDataContext);
  const { cache } = useSWRConfig();
  const failure = key ? server.errors[key] : undefined;
  const serverError = useMemo(() => (failure ? new ApiError(failure.status, failure.detail) : undefined), [failure]);
  // Read on each render: the hook renders again when the browser's answer replaces the fallback.
  const fromServer = key !== null && cache.get(key)?.data === undefined;
  const fields: PropertyDescriptorMap = { partial: { value: fromServer && server.partial.includes(key), enumerable: true } };
  if (serverError && fromServer && response.data === undefined && response.error === undefined) {
    fields.error = { value: serverError, enumerable: true };
  }
  // A kept previous answer (a list's last page) is another key's: once this key fails it is not shown
  // as this one's, and the screen tells the failure instead.
  if (response.error !== undefined && fromServer && key !== null && !(key in server.fallback) && response.data !== undefined) {
    fields.data = { value: undefined, enumerable: true };
  }
  // SWR's answer tracks through getters which of its fields a screen reads: keep them, add ours.
  return Object.create(response, fields) as ApiRead<Data>;
}

/** What the browser's cache, or the page's server data, holds for a query, without asking for it. */
export function useKnownAnswer<Data>(query: Query<Data> | null): Data | undefined {
  return useSWR<Data>(query ? query.key : null, null).data;
}
