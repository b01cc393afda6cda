import { endpoint, REQUIRED } from "./endpoint";
import * as z from "zod/mini";

const one = endpoint("things.get", { method: "GET", path: "/api/v1/things/{thing_id}/parts/{part}", summary: "A part", response: z.unknown(), need: REQUIRED });

describe("endpoint", () => {
  it("fills its path template, encoding each value so an id never names another path", () => {
    expect(one.url({ thing_id: 7, part: "a b/../c" })).toBe("/api/v1/things/7/parts/a%20b%2F..%2Fc");
  });

  it("adds a query when given", () => {
    expect(one.url({ thing_id: 1, part: "x" }, { days: 30, active: true })).toBe("/api/v1/things/1/parts/x?days=30&active=true");
  });

  it("spells the path as Fastify routes it", () => {
    expect(one.routePath).toBe("/api/v1/things/:thing_id/parts/:part");
  });
});
