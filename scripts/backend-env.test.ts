/** @jest-environment node */
import { embeddedBackendEnv } from "./backend-env.mjs";

describe("the embedded backend's environment", () => {
  it("is production under npm start", () => {
    expect(embeddedBackendEnv("start", "8000")).toEqual({ PORT: "8000", NODE_ENV: "production" });
  });

  it("keeps development's checks under npm run dev", () => {
    expect(embeddedBackendEnv("dev", "8000")).toEqual({ PORT: "8000" });
  });
});
