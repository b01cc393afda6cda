import { cardActions, hasErrors, isInProgress, matchesNicheStatus, statusKind } from "./status";

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

describe("matchesNicheStatus", () => {
  it("groups pending with processing and failed with error", () => {
    expect(matchesNicheStatus("processing", "pending")).toBe(true);
    expect(matchesNicheStatus("pending", "pending")).toBe(true);
    expect(matchesNicheStatus("generating", "pending")).toBe(false);
    expect(matchesNicheStatus("error", "failed")).toBe(true);
    expect(matchesNicheStatus("failed", "failed")).toBe(true);
  });
  it("matches other values exactly and 'all' always", () => {
    expect(matchesNicheStatus("pending", "processing")).toBe(false);
    expect(matchesNicheStatus("failed", "error")).toBe(false);
    expect(matchesNicheStatus("completed", "completed")).toBe(true);
    expect(matchesNicheStatus("generating", "all")).toBe(true);
  });
});
