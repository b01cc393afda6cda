import {
  canJumpTo,
  EMPTY_WIZARD_VALUES,
  startingWizardValues,
  furthestReachableStep,
  isStepValid,
  nameIssue,
  reachableStep,
  type WizardValues,
} from "./wizard-schema";
import { wizardSchema } from "./wizard-form-schema";

const complete: WizardValues = { marketId: "es", name: "Cafeteras", slug: "", affiliateTag: "cafe-21", tone: "casual", templateId: 3 };

describe("isStepValid", () => {
  it("step 1 needs a known market", () => {
    expect(isStepValid(1, EMPTY_WIZARD_VALUES)).toBe(false);
    expect(isStepValid(1, { ...EMPTY_WIZARD_VALUES, marketId: "zz" })).toBe(false);
    expect(isStepValid(1, { ...EMPTY_WIZARD_VALUES, marketId: "us" })).toBe(true);
  });

  it("step 2 needs a trimmed name of 3 characters and a non-empty slug", () => {
    expect(isStepValid(2, { ...complete, name: " ab  " })).toBe(false);
    expect(isStepValid(2, { ...complete, name: "abc" })).toBe(true);
    expect(isStepValid(2, { ...complete, name: "¡¿?!" })).toBe(false);
    expect(isStepValid(2, { ...complete, marketId: "" })).toBe(false);
  });

  it("step 2 takes names in any script, written in Latin letters for the slug", () => {
    expect(isStepValid(2, { ...complete, marketId: "sa", name: "متجر القهوة" })).toBe(true);
    expect(isStepValid(2, { ...complete, marketId: "jp", name: "カメラ" })).toBe(true);
    expect(isStepValid(2, { ...complete, marketId: "ae", name: "سوق" })).toBe(true);
  });

  it("step 2 refuses a name of only symbols or emoji, whatever its length", () => {
    expect(isStepValid(2, { ...complete, name: "😀😀😀" })).toBe(false);
    expect(isStepValid(2, { ...complete, name: "---" })).toBe(false);
    expect(isStepValid(2, { ...complete, name: "😀😀😀", slug: "emojis" })).toBe(false);
  });

  it("step 2 needs a typed slug when the name gives none, and takes it then", () => {
    const kanji = { ...complete, marketId: "jp", name: "日本酒" };
    expect(isStepValid(2, kanji)).toBe(false);
    expect(isStepValid(2, { ...kanji, slug: "日本" })).toBe(false);
    expect(isStepValid(2, { ...kanji, slug: "sake japones" })).toBe(true);
  });

  it("step 2 takes a name of up to 150 characters, the contract's limit", () => {
    expect(isStepValid(2, { ...complete, name: "C".repeat(150) })).toBe(true);
    expect(isStepValid(2, { ...complete, name: "C".repeat(151) })).toBe(false);
  });

  it("step 2 refuses the name or the slug of an existing niche", () => {
    const existing = [{ id: 1, name: "Cafeteras Espresso", slug: "es-cafeteras-espresso" }];
    expect(isStepValid(2, { ...complete, name: "Cafeteras Espresso" }, existing)).toBe(false);
    expect(isStepValid(2, { ...complete, marketId: "us", name: "cafeteras espresso" }, existing)).toBe(false);
    expect(isStepValid(2, { ...complete, name: "Cafeteras Espresso." }, existing)).toBe(false);
    expect(isStepValid(2, { ...complete, name: "Cafeteras Italianas" }, existing)).toBe(true);
    expect(furthestReachableStep({ ...complete, name: "Cafeteras Espresso" }, existing)).toBe(2);
    expect(canJumpTo(4, { current: 2, furthestCompleted: 4, values: { ...complete, name: "Cafeteras Espresso" }, existing })).toBe(false);
  });

  it("step 3 needs a tag in Amazon's format", () => {
    expect(isStepValid(3, { ...complete, affiliateTag: "   " })).toBe(false);
    expect(isStepValid(3, { ...complete, affiliateTag: "x-21" })).toBe(true);
    expect(isStepValid(3, { ...complete, affiliateTag: "mi tag con espacios!!" })).toBe(false);
  });

  it("step 4 needs one of the five tones", () => {
    expect(isStepValid(4, { ...complete, tone: "" })).toBe(false);
    expect(isStepValid(4, { ...complete, tone: "alegre" })).toBe(false);
    for (const tone of ["profesional", "casual", "informal", "formal", "técnico"]) {
      expect(isStepValid(4, { ...complete, tone })).toBe(true);
    }
  });

  it("step 5 needs a template", () => {
    expect(isStepValid(5, { ...complete, templateId: null })).toBe(false);
    expect(isStepValid(5, complete)).toBe(true);
  });

  it("rejects unknown steps", () => {
    expect(isStepValid(0, complete)).toBe(false);
    expect(isStepValid(6, complete)).toBe(false);
  });
});

describe("nameIssue", () => {
  it("says what is wrong with a name by itself", () => {
    expect(nameIssue(" ab ")).toBe("tooShort");
    expect(nameIssue("😀😀")).toBe("tooShort");
    expect(nameIssue("😀😀😀")).toBe("noLetters");
    expect(nameIssue("---")).toBe("noLetters");
    expect(nameIssue("C".repeat(151))).toBe("tooLong");
    expect(nameIssue("日本酒")).toBeNull();
    expect(nameIssue("Café ☕")).toBeNull();
  });
});

describe("wizardSchema", () => {
  it("accepts complete values and reports every failing step's key", () => {
    expect(wizardSchema.safeParse(complete).success).toBe(true);
    const result = wizardSchema.safeParse(EMPTY_WIZARD_VALUES);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(["market", "tooShort", "affiliateTag", "tone", "project"]);
  });
});

describe("furthestReachableStep", () => {
  it("stops at the first invalid step", () => {
    expect(furthestReachableStep(EMPTY_WIZARD_VALUES)).toBe(1);
    expect(furthestReachableStep({ ...EMPTY_WIZARD_VALUES, marketId: "us", name: "Gadgets" })).toBe(3);
    expect(furthestReachableStep(complete)).toBe(5);
  });
});

describe("reachableStep", () => {
  it("shows the step a URL names when the user can be there", () => {
    expect(reachableStep(3, { furthestCompleted: 2, values: complete })).toBe(3);
    expect(reachableStep(1, { furthestCompleted: 4, values: complete })).toBe(1);
  });

  it("sends a step the user cannot be at yet to the furthest reachable one", () => {
    expect(reachableStep(5, { furthestCompleted: 0, values: EMPTY_WIZARD_VALUES })).toBe(1);
    expect(reachableStep(5, { furthestCompleted: 2, values: complete })).toBe(3);
    expect(reachableStep(4, { furthestCompleted: 4, values: { ...complete, affiliateTag: "" } })).toBe(3);
    const existing = [{ id: 1, name: "Cafeteras", slug: "es-cafeteras" }];
    expect(reachableStep(5, { furthestCompleted: 4, values: complete, existing })).toBe(2);
  });

  it("reads nonsense as the first step", () => {
    expect(reachableStep(Number.NaN, { furthestCompleted: 4, values: complete })).toBe(1);
    expect(reachableStep(0, { furthestCompleted: 4, values: complete })).toBe(1);
    expect(reachableStep(2.5, { furthestCompleted: 4, values: complete })).toBe(1);
  });
});

describe("canJumpTo", () => {
  it("always allows going back to an earlier step or staying", () => {
    expect(canJumpTo(1, { current: 3, furthestCompleted: 2, values: complete })).toBe(true);
    expect(canJumpTo(3, { current: 3, furthestCompleted: 2, values: complete })).toBe(true);
  });

  it("allows forward only up to the furthest completed step", () => {
    expect(canJumpTo(2, { current: 1, furthestCompleted: 0, values: complete })).toBe(false);
    expect(canJumpTo(3, { current: 1, furthestCompleted: 3, values: complete })).toBe(true);
    expect(canJumpTo(4, { current: 1, furthestCompleted: 3, values: complete })).toBe(false);
  });

  it("refuses a forward jump over a step that became invalid", () => {
    expect(canJumpTo(4, { current: 2, furthestCompleted: 4, values: { ...complete, name: "ab" } })).toBe(false);
  });

  it("refuses steps outside 1..5", () => {
    expect(canJumpTo(0, { current: 3, furthestCompleted: 5, values: complete })).toBe(false);
    expect(canJumpTo(6, { current: 5, furthestCompleted: 5, values: complete })).toBe(false);
  });
});

describe("startingWizardValues", () => {
  it("starts on the market the address names, and on none for anything else", () => {
    expect(startingWizardValues("it")).toEqual({ ...EMPTY_WIZARD_VALUES, marketId: "it" });
    expect(startingWizardValues("zz")).toEqual(EMPTY_WIZARD_VALUES);
    expect(startingWizardValues(null)).toEqual(EMPTY_WIZARD_VALUES);
  });
});
