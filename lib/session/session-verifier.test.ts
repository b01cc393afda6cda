import { createSessionVerifier, sessionToken } from "./session-verifier";

describe("sessionToken", () => {
  it("reads the session cookie's token among others", () => {
    expect(sessionToken(new Headers({ cookie: "a=1; afiliados_session=abc.def%3D; b=2" }))).toBe("abc.def=");
    expect(sessionToken(new Headers({ cookie: "afiliados_session=" }))).toBeNull();
    expect(sessionToken(new Headers())).toBeNull();
  });
});

describe("createSessionVerifier", () => {
  it("accepts a token the upstream accepts, and asks again only after the cache expires", async () => {
    let clock = 0;
    const askUpstream = jest.fn(async () => 200);
    const verify = createSessionVerifier({ askUpstream, ttlMs: 1_000, now: () => clock });
    expect(await verify("t")).toBe("valid");
    expect(await verify("t")).toBe("valid");
    expect(askUpstream).toHaveBeenCalledTimes(1);
    clock = 1_001;
    expect(await verify("t")).toBe("valid");
    expect(askUpstream).toHaveBeenCalledTimes(2);
  });

  it("refuses a forged or revoked token (401 or 403) and remembers the refusal briefly", async () => {
    let clock = 0;
    const askUpstream = jest.fn(async (token: string) => (token === "x" ? 401 : 403));
    const verify = createSessionVerifier({ askUpstream, refusedTtlMs: 1_000, now: () => clock });
    expect(await verify("x")).toBe("refused");
    expect(await verify("y")).toBe("refused");
    expect(await verify("x")).toBe("refused");
    expect(await verify("x", { fresh: true })).toBe("refused");
    expect(askUpstream).toHaveBeenCalledTimes(2);
    expect(verify.known("x")).toBe("refused");
    clock = 1_001;
    expect(verify.known("x")).toBeNull();
    expect(await verify("x")).toBe("refused");
    expect(askUpstream).toHaveBeenCalledTimes(3);
  });

  it("asks again for a fresh verdict even when a yes is cached, and learns a revocation", async () => {
    let status = 200;
    const askUpstream = jest.fn(async () => status);
    const verify = createSessionVerifier({ askUpstream });
    expect(await verify("t")).toBe("valid");
    expect(verify.known("t")).toBe("valid");
    status = 401;
    expect(await verify("t")).toBe("valid");
    expect(await verify("t", { fresh: true })).toBe("refused");
    expect(verify.known("t")).toBe("refused");
    expect(askUpstream).toHaveBeenCalledTimes(2);
  });

  it("asks once for a token several reads check at the same time", async () => {
    let answer: (status: number) => void = () => {};
    const askUpstream = jest.fn(() => new Promise<number>((resolve) => (answer = resolve)));
    const verify = createSessionVerifier({ askUpstream });
    const both = Promise.all([verify("forjado"), verify("forjado")]);
    answer(401);
    expect(await both).toEqual(["refused", "refused"]);
    expect(askUpstream).toHaveBeenCalledTimes(1);
  });

  it("says the upstream is unavailable rather than accepting when it cannot ask", async () => {
    const verify = createSessionVerifier({ askUpstream: async () => null });
    expect(await verify("t")).toBe("unavailable");
    const failing = createSessionVerifier({ askUpstream: async () => 502 });
    expect(await failing("t")).toBe("unavailable");
  });

  it("keeps its cache bounded", async () => {
    const askUpstream = jest.fn(async () => 200);
    const verify = createSessionVerifier({ askUpstream, maxEntries: 2 });
    await verify("a");
    await verify("b");
    await verify("c");
    await verify("a");
    expect(askUpstream).toHaveBeenCalledTimes(4);
  });
});
