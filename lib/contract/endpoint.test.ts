import { endpoint, REQUIRED } from "./endpoint";
import * as z from "zod/mini";

const one = endpoint("things.get", {
  method: "GET",
  path: "/api/v1/things/{thing_id}/parts/{part}",
  summary: "A part",
  query: z.object({ days: z.optional(z.number()), active: z.optional(z.boolean()) }),
  response: z.unknown(),
  need: REQUIRED,
});

describe("endpoint", () => {
  it("fills its path template, encoding each value so an id never names another path", () => {
    expect(one.url({ thing_id: 7, part: "a b/../c" })).toBe("/api/v1/things/7/parts/a%20b%2F..%2Fc");
  });

  it("adds a query when given, leaving out what is not", () => {
    expect(one.url({ thing_id: 1, part: "x" }, { days: 30, active: true })).toBe("/api/v1/things/1/parts/x?days=30&active=true");
    expect(one.url({ thing_id: 1, part: "x" }, { days: undefined })).toBe("/api/v1/things/1/parts/x");
  });

  it("spells the path as Fastify routes it", () => {
    expect(one.routePath).toBe("/api/v1/things/:thing_id/parts/:part");
  });
});
