import { taintSecret, taintSecretValues } from "./taint-secrets";

jest.mock("server-only", () => ({}));

describe("taintSecretValues", () => {
  it("taints every credential in an answer, at any depth, and nothing else", () => {
    const taint = jest.fn();
    const answer = [
      { id: 1, name: "Cafeteras", client_id: "cid", client_secret: "s3cr3t", external_api_key: "ak-1", nested: { access_token: "tok" } },
      { id: 2, name: "Té", client_secret: null, external_api_key: "" },
    ];
    taintSecretValues(answer, answer, taint);
    expect(taint.mock.calls.map((call) => call[2]).sort()).toEqual(["ak-1", "s3cr3t", "tok"]);
    expect(taint.mock.calls.every((call) => call[1] === answer)).toBe(true);
  });

  it("knows a credential's name however it is spelt: a generated site's environment, its .env text, camelCase", () => {
    const taint = jest.fn();
    const config = {
      clientSecret: "cs-camel",
      apiKey: "ak-camel",
      envVars: { NEXT_PUBLIC_SITE_NAME: "Cafeteras", CLIENT_SECRET: "cs-env", API_CLIENT_SECRET: "acs-env", DASHBOARD_API_KEY: "ak-env" },
      envText: "CLIENT_SECRET=cs-env",
      "client-secret": "cs-kebab",
      client_id: "cid",
    };
    taintSecretValues(config, config, taint);
    expect(taint.mock.calls.map((call) => call[2]).sort()).toEqual(["CLIENT_SECRET=cs-env", "acs-env", "ak-camel", "ak-env", "cs-camel", "cs-env", "cs-kebab"]);
  });

  it("does nothing where React has no taint API (the stable build, unit tests)", () => {
    expect(() => taintSecretValues({ client_secret: "x" }, {}, undefined)).not.toThrow();
    expect(() => taintSecret("token", {}, undefined)).not.toThrow();
  });
});
