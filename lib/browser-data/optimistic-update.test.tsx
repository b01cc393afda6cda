import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import useSWR, { SWRConfig } from "swr";
import { matchesKey } from "@/lib/contract/query-key";
import { useOptimisticUpdate, type OptimisticUpdate } from "./optimistic-update";

interface Row {
  id: number;
  on: boolean;
}
const KEY = ["rows.list"] as const;
const OTHER = ["others.list"] as const;
const setOn = (id: number, on: boolean) => (rows: Row[] | undefined) => rows?.map((r) => (r.id === id ? { ...r, on } : r));

/** A call the test settles by hand. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(server: Row[], { refetchAnswers = true } = {}) {
  const rows = jest.fn(async () => server.map((r) => ({ ...r })));
  // Keeps every refetch waiting, to see what the cache holds before the server's word arrives.
  if (!refetchAnswers) rows.mockImplementation(() => new Promise<Row[]>(() => {})).mockResolvedValueOnce(server);
  const other = jest.fn(async () => "other");
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, revalidateOnFocus: false }}>{children}</SWRConfig>
  );
  const { result } = renderHook(
    () => ({ rows: useSWR(KEY, rows).data, other: useSWR(OTHER, other).data, update: useOptimisticUpdate() }),
    { wrapper },
  );
  return { result, rows, other };
}

const toggle = (id: number, on: boolean, send: () => Promise<unknown>): OptimisticUpdate<Row[]> => ({
  key: KEY,
  patch: setOn(id, on),
  rollback: setOn(id, !on),
  send,
  refetch: (key) => matchesKey(key, "rows.list"),
});

it("shows the patch while the call is under way and refetches only the chosen keys once it succeeds", async () => {
  const server = [{ id: 1, on: true }];
  const { result, rows, other } = setup(server);
  await waitFor(() => expect(result.current.rows).toEqual([{ id: 1, on: true }]));
  await waitFor(() => expect(result.current.other).toBe("other"));
  const call = deferred();

  let done!: Promise<void>;
  act(() => {
    done = result.current.update(toggle(1, false, () => call.promise));
  });
  await waitFor(() => expect(result.current.rows).toEqual([{ id: 1, on: false }]));
  expect(rows).toHaveBeenCalledTimes(1);

  server[0].on = false;
  await act(async () => {
    call.resolve();
    await done;
  });
  await waitFor(() => expect(rows).toHaveBeenCalledTimes(2));
  expect(result.current.rows).toEqual([{ id: 1, on: false }]);
  expect(other).toHaveBeenCalledTimes(1);
});

it("rolls the patch back, rethrows the failure and still refetches", async () => {
  const { result, rows } = setup([{ id: 1, on: true }]);
  await waitFor(() => expect(result.current.rows).toBeDefined());
  const refused = new Error("refused");

  await act(async () => {
    await expect(result.current.update(toggle(1, false, () => Promise.reject(refused)))).rejects.toBe(refused);
  });
  expect(result.current.rows).toEqual([{ id: 1, on: true }]);
  await waitFor(() => expect(rows).toHaveBeenCalledTimes(2));
});

it("undoes only its own change when another one is still waiting for the server", async () => {
  const { result } = setup(
    [
      { id: 1, on: true },
      { id: 2, on: true },
    ],
    { refetchAnswers: false },
  );
  await waitFor(() => expect(result.current.rows).toBeDefined());
  const first = deferred();
  const second = deferred();

  let firstDone!: Promise<void>;
  let secondDone!: Promise<void>;
  act(() => {
    firstDone = result.current.update(toggle(1, false, () => first.promise));
  });
  act(() => {
    secondDone = result.current.update(toggle(2, false, () => second.promise));
  });
  await waitFor(() => expect(result.current.rows).toEqual([{ id: 1, on: false }, { id: 2, on: false }]));

  await act(async () => {
    first.reject(new Error("refused"));
    await expect(firstDone).rejects.toThrow("refused");
  });
  expect(result.current.rows).toEqual([{ id: 1, on: true }, { id: 2, on: false }]);

  await act(async () => {
    second.resolve();
    await secondDone;
  });
});
