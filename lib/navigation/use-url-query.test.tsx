import { act, renderHook } from "@testing-library/react";
import { setRoute } from "@/tests/support/next-navigation";
import { useUrlQuery, type UrlQueryCodec } from "./use-url-query";

jest.mock("next/navigation", () => jest.requireActual("@/tests/support/next-navigation"));

interface Query {
  q: string;
  status: string;
}
const codec: UrlQueryCodec<Query> = {
  parse: (params) => ({ q: params.get("q") ?? "", status: params.get("status") ?? "all" }),
  serialize: ({ q, status }) => {
    const params = new URLSearchParams();
    if (q) params.set("q", q);
    if (status !== "all") params.set("status", status);
    const text = params.toString();
    return text ? `?${text}` : "";
  },
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test("reads the filters from the URL", () => {
  setRoute({ pathname: "/list", search: "q=sol&status=active" });
  const { result } = renderHook(() => useUrlQuery(codec));
  expect(result.current.query).toEqual({ q: "sol", status: "active" });
});

test("typing answers at once and reaches the URL after a pause as one history entry, however long the typing", () => {
  setRoute({ pathname: "/list", search: "status=active" });
  const { result } = renderHook(() => useUrlQuery(codec));
  const entries = window.history.length;
  act(() => result.current.setSearch("cam"));
  expect(result.current.query.q).toBe("cam");
  expect(window.location.search).toBe("?status=active");
  act(() => jest.advanceTimersByTime(300));
  expect(window.location.search).toBe("?q=cam&status=active");
  expect(window.history.length).toBe(entries + 1);
  // Typing on stays within the search's own entry.
  act(() => result.current.setSearch("camp"));
  act(() => jest.advanceTimersByTime(300));
  act(() => result.current.setSearch("campo"));
  act(() => jest.advanceTimersByTime(300));
  expect(window.location.search).toBe("?q=campo&status=active");
  expect(window.history.length).toBe(entries + 1);
});

test("a search after a choice is an entry of its own", () => {
  setRoute({ pathname: "/list" });
  const { result } = renderHook(() => useUrlQuery(codec));
  const entries = window.history.length;
  act(() => result.current.setSearch("cam"));
  act(() => jest.advanceTimersByTime(300));
  act(() => result.current.update({ status: "inactive" }));
  act(() => result.current.setSearch("sol"));
  act(() => jest.advanceTimersByTime(300));
  expect(window.location.search).toBe("?q=sol&status=inactive");
  expect(window.history.length).toBe(entries + 3);
});

test("the paused search is what a server is asked, from its first page, before Next follows the URL", () => {
  interface Paged extends Query {
    page: number;
  }
  const paged: UrlQueryCodec<Paged> = {
    parse: (params) => ({ ...codec.parse(params), page: Number(params.get("page") ?? 1) }),
    serialize: (query) => codec.serialize(query) + (query.page > 1 ? `&page=${query.page}` : ""),
    restart: { page: 1 },
  };
  setRoute({ pathname: "/list", search: "status=active&page=3" });
  const { result } = renderHook(() => useUrlQuery(paged));
  act(() => result.current.setSearch("cam"));
  // While typing, the server keeps being asked what the URL holds.
  expect(result.current.settled).toEqual({ q: "", status: "active", page: 3 });
  act(() => jest.advanceTimersByTime(300));
  expect(result.current.settled).toEqual({ q: "cam", status: "active", page: 1 });
});

test("a choice is a history entry that keeps the typed text", () => {
  setRoute({ pathname: "/list" });
  const { result } = renderHook(() => useUrlQuery(codec));
  const entries = window.history.length;
  act(() => result.current.setSearch("cam"));
  act(() => result.current.update({ status: "inactive" }));
  expect(window.location.pathname + window.location.search).toBe("/list?q=cam&status=inactive");
  expect(window.history.length).toBe(entries + 1);
});

test("a URL changed from outside (Back, a link) resets the search box", () => {
  setRoute({ pathname: "/list", search: "q=old" });
  const { result, rerender } = renderHook(() => useUrlQuery(codec));
  act(() => setRoute({ pathname: "/list", search: "q=new" }));
  rerender();
  expect(result.current.query.q).toBe("new");
});

test("a paged list goes back to its first page on a new search or filter, and keeps its filters when a page turns", () => {
  interface Paged extends Query {
    page: number;
  }
  const paged: UrlQueryCodec<Paged> = {
    parse: (params) => ({ ...codec.parse(params), page: Number(params.get("page") ?? 1) }),
    serialize: (query) => {
      const params = new URLSearchParams(codec.serialize(query).slice(1));
      if (query.page > 1) params.set("page", String(query.page));
      const text = params.toString();
      return text ? `?${text}` : "";
    },
    restart: { page: 1 },
  };
  setRoute({ pathname: "/list", search: "status=active&page=3" });
  const { result } = renderHook(() => useUrlQuery(paged));
  act(() => result.current.update({ page: 4 }));
  expect(window.location.search).toBe("?status=active&page=4");
  act(() => result.current.update({ status: "inactive" }));
  expect(window.location.search).toBe("?status=inactive");
  setRoute({ pathname: "/list", search: "page=2" });
  const typed = renderHook(() => useUrlQuery(paged)).result;
  act(() => typed.current.setSearch("cam"));
  act(() => jest.advanceTimersByTime(300));
  expect(window.location.search).toBe("?q=cam");
});

test("a choice made before the router has caught up with it is not undone by the search text's pending write", () => {
  setRoute({ pathname: "/list", search: "status=active" });
  const { result, rerender } = renderHook(() => useUrlQuery(codec));
  act(() => result.current.setSearch("cam"));
  act(() => jest.advanceTimersByTime(300));
  // The router follows the typed text...
  act(() => setRoute({ pathname: "/list", search: "q=cam&status=active" }));
  rerender();
  // ...but not yet the filters cleared right after.
  act(() => result.current.update({ q: "", status: "all" }));
  act(() => jest.advanceTimersByTime(300));
  expect(window.location.pathname + window.location.search).toBe("/list");
});
