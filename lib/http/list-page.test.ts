import * as z from "zod/mini";
import { readListPage, totalOf } from "./list-page";
import type { Requester } from "./requester";

const rowSchema = z.array(z.object({ id: z.number(), status: z.string() }));

/** A requester answering `rows`, with `headers` told as the browser's and the server's requesters tell them. */
function upstream(rows: unknown[], headers: Record<string, string> = {}): { request: Requester; asked: string[] } {
  const asked: string[] = [];
  const request = (async (path: string, schema: z.ZodMiniType, options?: { onHeaders?: (h: Headers) => void }) => {
    asked.push(path);
    options?.onHeaders?.(new Headers(headers));
    return z.parse(schema, rows);
  }) as Requester;
  return { request, asked };
}

const done = (status: string) => (row: { status: string }) => row.status === status;

describe("readListPage", () => {
  it("answers the page and the filtered total an upstream that pages says", async () => {
    const { request, asked } = upstream([{ id: 9, status: "done" }], { "X-Total-Count": "41" });
    await expect(readListPage("/api/v1/things?status=done&skip=40&limit=20", rowSchema, 20, request, done("done"))).resolves.toEqual({
      rows: [{ id: 9, status: "done" }],
      total: 41,
    });
    expect(asked).toEqual(["/api/v1/things?status=done&skip=40&limit=20"]);
  });

  it("answers null when the upstream did not page or filter as asked", async () => {
    const url = "/api/v1/things?status=done&limit=2";
    // No total: FastAPI answering the parameters it declares and ignoring the rest.
    await expect(readListPage(url, rowSchema, 2, upstream([{ id: 1, status: "done" }]).request, done("done"))).resolves.toBeNull();
    // A total, but a row the filter should have left out.
    const unfiltered = upstream([{ id: 1, status: "done" }, { id: 2, status: "new" }], { "x-total-count": "2" });
    await expect(readListPage(url, rowSchema, 2, unfiltered.request, done("done"))).resolves.toBeNull();
    // More rows than the page holds: `limit` was ignored.
    const whole = upstream([1, 2, 3].map((id) => ({ id, status: "done" })), { "x-total-count": "3" });
    await expect(readListPage(url, rowSchema, 2, whole.request, done("done"))).resolves.toBeNull();
  });

  it("reads only a whole number as a total", () => {
    expect(["12", " 7 ", "", "-1", "3.5", "1e3", "9999999999999"].map((value) => totalOf(new Headers({ "x-total-count": value })))).toEqual([
      12,
      7,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(totalOf(new Headers())).toBeNull();
  });
});
