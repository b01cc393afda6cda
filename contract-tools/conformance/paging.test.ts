/**
 * @jest-environment node
 */
import { pagingFinding } from "./paging";

const list = [{ id: 1 }, { id: 2 }, { id: 3 }];
const where = "GET /api/v1/niches/";

describe("pagingFinding", () => {
  it("accepts FastAPI's skip/limit", () => {
    expect(pagingFinding(where, list, [{ id: 1 }], [{ id: 2 }])).toBeUndefined();
  });

  it("only notes a list that ignores both", () => {
    expect(pagingFinding(where, list, list, list)?.level).toBe("note");
  });

  it("fails a list that honours limit but not skip: the panel would read the first page twice", () => {
    expect(pagingFinding(where, list, [{ id: 1 }], [{ id: 1 }])?.level).toBe("fail");
  });

  it("says nothing of a list too short to tell", () => {
    expect(pagingFinding(where, [{ id: 1 }], [], [])).toBeUndefined();
  });
});
