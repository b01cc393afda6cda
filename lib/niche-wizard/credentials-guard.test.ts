import { credentialCombination, IDLE_GENERATION, shouldGenerateCredentials, type CredentialInputs } from "./credentials-guard";

const ready: CredentialInputs = { name: "Cafeteras", countryCode: "ES", affiliateTag: "cafe-21", tone: "casual", email: "admin@example.com" };

describe("credentialCombination", () => {
  it("is null until every input is there", () => {
    expect(credentialCombination(ready)).not.toBeNull();
    expect(credentialCombination({ ...ready, name: " ab " })).toBeNull();
    expect(credentialCombination({ ...ready, countryCode: null })).toBeNull();
    expect(credentialCombination({ ...ready, affiliateTag: "  " })).toBeNull();
    expect(credentialCombination({ ...ready, tone: "" })).toBeNull();
    expect(credentialCombination({ ...ready, tone: "alegre" })).toBeNull();
    expect(credentialCombination({ ...ready, email: undefined })).toBeNull();
  });

  it("ignores surrounding spaces and changes with any input", () => {
    expect(credentialCombination({ ...ready, name: " Cafeteras " })).toBe(credentialCombination(ready));
    expect(credentialCombination({ ...ready, tone: "formal" })).not.toBe(credentialCombination(ready));
    expect(credentialCombination({ ...ready, countryCode: "MX" })).not.toBe(credentialCombination(ready));
  });
});

describe("shouldGenerateCredentials", () => {
  const combo = credentialCombination(ready);

  it("generates once the inputs are complete", () => {
    expect(shouldGenerateCredentials(IDLE_GENERATION, combo)).toBe(true);
    expect(shouldGenerateCredentials(IDLE_GENERATION, null)).toBe(false);
  });

  it("never while a generation is running", () => {
    expect(shouldGenerateCredentials({ inProgress: true, attemptedFor: null }, combo)).toBe(false);
    expect(shouldGenerateCredentials({ inProgress: true, attemptedFor: "other" }, combo)).toBe(false);
  });

  it("never twice for the same combination, again for a new one", () => {
    expect(shouldGenerateCredentials({ inProgress: false, attemptedFor: combo }, combo)).toBe(false);
    const changed = credentialCombination({ ...ready, name: "Cafeteras Pro" });
    expect(shouldGenerateCredentials({ inProgress: false, attemptedFor: combo }, changed)).toBe(true);
  });
});
