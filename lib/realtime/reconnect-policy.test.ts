import { classifyDisconnect, nextReconnect, RECONNECT, reconnectDelay, socketOptions } from "./reconnect-policy";

describe("reconnect policy", () => {
  it("waits 5000 ms times the attempt number, capped at 30000 ms", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].map(reconnectDelay)).toEqual([
      5_000, 10_000, 15_000, 20_000, 25_000, 30_000, 30_000, 30_000,
    ]);
    expect(reconnectDelay(0)).toBe(5_000);
  });

  it("stops after 10 attempts or when the client closed the connection", () => {
    expect(nextReconnect(10, false)).toBe(30_000);
    expect(nextReconnect(11, false)).toBeNull();
    expect(nextReconnect(1, true)).toBeNull();
  });

  it("tells client closes, transport drops and server-side drops apart", () => {
    expect(classifyDisconnect("io client disconnect")).toBe("client");
    expect(classifyDisconnect("transport close")).toBe("auto");
    expect(classifyDisconnect("ping timeout")).toBe("auto");
    expect(classifyDisconnect("io server disconnect")).toBe("manual-retry");
  });

  it("configures socket.io with the spec's timeout, backoff and transports", () => {
    const options = socketOptions("abc");
    expect(options).toMatchObject({
      path: "/socket.io/",
      transports: ["websocket", "polling"],
      tryAllTransports: true,
      auth: { token: "abc" },
      reconnectionAttempts: 10,
      reconnectionDelay: 1_000,
      reconnectionDelayMax: 5_000,
      timeout: 20_000,
    });
    expect(RECONNECT.maxAttempts).toBe(10);
  });
});
