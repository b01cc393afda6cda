// The test hooks' token is checked on the route the router matched, whatever spelling of the path reached it.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { cleanup, startServer } from "./helpers";
import { testHooksPaths } from "../../lib/contract/test-hooks";

const TOKEN = "test-hooks-token-0123456789";

describe("test hooks behind a token", () => {
  let s: Awaited<ReturnType<typeof startServer>>;

  before(async () => {
    s = await startServer({ testHooks: true, testHooksToken: TOKEN });
  });
  after(async () => {
    await s.app.close();
    cleanup(s.dataDir);
  });

  const reset = (url: string, token?: string) =>
    s.app.inject({ method: "POST", url, headers: token === undefined ? {} : { "x-test-hooks-token": token } });

  it("refuses the hooks without the token, however the path is spelled", async () => {
    const spellings = [
      testHooksPaths.reset,
      "/%61pi/v1/__test__/reset",
      "/api/v1/%5F%5Ftest%5F%5F/reset",
      "/api/v1/__test__/%72eset",
      "/api/v1/__test__/reset/",
    ];
    for (const url of spellings) {
      const answer = await reset(url);
      assert.equal(answer.statusCode, 403, url);
      assert.deepEqual(answer.json(), { detail: "Token de pruebas no válido" }, url);
    }
  });

  it("refuses a wrong token of the same length and one that only starts alike", async () => {
    assert.equal((await reset("/%61pi/v1/__test__/reset", TOKEN.replace(/.$/, "x"))).statusCode, 403);
    assert.equal((await reset(testHooksPaths.reset, TOKEN.slice(0, 8))).statusCode, 403);
    assert.equal((await reset(testHooksPaths.reset, `${TOKEN}x`)).statusCode, 403);
  });

  it("lets the right token through on an encoded spelling too", async () => {
    const answer = await s.app.inject({
      method: "DELETE",
      url: "/api/v1/%5F%5Ftest%5F%5F/faults",
      headers: { "x-test-hooks-token": TOKEN },
    });
    assert.equal(answer.statusCode, 200);
  });
});
