import { cardActions, hasErrors, isInProgress, statusFilterOf, statusesOf, statusKind } from "./status";

describe("statusKind", () => {
  it.each([
    ["completed", "completed"],
    ["generating", "generating"],
    ["processing", "generating"],
    ["failed", "error"],
    ["error", "error"],
    ["pending", "pending"],
    ["whatever", "pending"],
    [null, "pending"],
  ])("%s reads as %s", (status, kind) => expect(statusKind(status)).toBe(kind));

  it("tags failures and in-progress states", () => {
    expect(hasErrors("failed")).toBe(true);
    expect(hasErrors("error")).toBe(true);
    expect(hasErrors("pending")).toBe(false);
    expect(isInProgress("processing")).toBe(true);
    expect(isInProgress("completed")).toBe(false);
  });
});

describe("cardActions", () => {
  it("completed: view content is primary, no generate", () => {
    expect(cardActions("completed")).toEqual({ viewContent: true, generate: false, primary: "viewContent" });
  });
  it("pending and failed: generate is primary", () => {
    for (const s of ["pending", "failed", "error"]) {
      expect(cardActions(s)).toEqual({ viewContent: false, generate: true, primary: "generate" });
    }
  });
  it("in progress: only regenerate", () => {
    for (const s of ["generating", "processing"]) {
      expect(cardActions(s)).toEqual({ viewContent: false, generate: false, primary: "regenerate" });
    }
  });
});

describe("statusFilterOf and statusesOf", () => {
  it.each([
    ["pending", "pending", ["pending"]],
    ["processing", "generating", ["processing", "generating"]],
    ["generating", "generating", ["processing", "generating"]],
    ["completed", "completed", ["completed"]],
    ["failed", "error", ["failed", "error"]],
    ["error", "error", ["failed", "error"]],
    ["all", "all", []],
    ["archivado", "all", []],
    [null, "all", []],
  ])("?status=%s filters by %s, the statuses %j", (value, filter, statuses) => {
    expect(statusFilterOf(value)).toBe(filter);
    expect(statusesOf(statusFilterOf(value))).toEqual(statuses);
  });
});
