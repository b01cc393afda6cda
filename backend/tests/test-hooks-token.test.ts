// The test hooks' token is checked on the route the router matched, whatever spelling of the path reached it.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { cleanup, startServer } from "./helpers";
import { testHooksPaths } from "../../lib/contract/test-hooks";

const TOKEN = "test-hooks-token-0123456789";
/** The same route with one letter of `api` percent-encoded, or the hooks' underscores: the router decodes both. */
const encodedApi = (path: string) => path.replace(/^\/api\//, "/%61pi/");
const encodedHooks = (path: string) => path.replace("__test__", "%5F%5Ftest%5F%5F");

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
      encodedApi(testHooksPaths.reset),
      encodedHooks(testHooksPaths.reset),
      testHooksPaths.reset.replace(/reset$/, "%72eset"),
      `${testHooksPaths.reset}/`,
    ];
    for (const url of spellings) {
      const answer = await reset(url);
      assert.equal(answer.statusCode, 403, url);
      assert.deepEqual(answer.json(), { detail: "Token de pruebas no válido" }, url);
    }
  });

  it("refuses a wrong token of the same length and one that only starts alike", async () => {
    assert.equal((await reset(encodedApi(testHooksPaths.reset), TOKEN.replace(/.$/, "x"))).statusCode, 403);
    assert.equal((await reset(testHooksPaths.reset, TOKEN.slice(0, 8))).statusCode, 403);
    assert.equal((await reset(testHooksPaths.reset, `${TOKEN}x`)).statusCode, 403);
  });

  it("lets the right token through on an encoded spelling too", async () => {
    const answer = await s.app.inject({
      method: "DELETE",
      url: encodedHooks(testHooksPaths.faults),
      headers: { "x-test-hooks-token": TOKEN },
    });
    assert.equal(answer.statusCode, 200);
  });
});
