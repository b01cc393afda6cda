import * as z from "zod/mini";
import { absent, withDefault } from "./received";

const schema = z.looseObject({
  id: z.number(),
  count: absent(z.number()),
  active: withDefault(z.boolean(), true),
});

describe("received-field reading rule", () => {
  it("reads null as absent and missing alike", () => {
    expect(z.parse(schema, { id: 1, count: null, active: null })).toEqual({ id: 1, count: undefined, active: true });
    expect(z.parse(schema, { id: 1 })).toEqual({ id: 1, active: true });
  });

  it("keeps real values and unknown fields", () => {
    expect(z.parse(schema, { id: 1, count: 3, active: false, extra: "x" })).toEqual({ id: 1, count: 3, active: false, extra: "x" });
  });

  it("still rejects a wrong type", () => {
    expect(z.safeParse(schema, { id: 1, count: "3" }).success).toBe(false);
  });
});
