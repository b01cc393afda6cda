// Signing out ends the session's open sockets too: a revoked token stops receiving events at once.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { api, cleanup, connectSocket, listen, login, startServer } from "./helpers";
import { authContract } from "../../features/auth/contract";

describe("sign-out and realtime", () => {
  let s: Awaited<ReturnType<typeof startServer>>;
  let port: number;

  before(async () => {
    s = await startServer();
    port = await listen(s.app);
  });
  after(async () => {
    await s.app.close();
    cleanup(s.dataDir);
  });

  it("drops the signed-out session's sockets and keeps the others", async () => {
    const leaving = await login(s.app);
    const staying = await login(s.app);
    const leavingSocket = await connectSocket(port, leaving);
    const stayingSocket = await connectSocket(port, staying);
    try {
      const dropped = new Promise<string>((resolve) => leavingSocket.socket.once("disconnect", resolve));
      const answer = await api(s.app, leaving).post(authContract.signOut.path);
      assert.equal(answer.status, 204);
      assert.equal(await dropped, "io server disconnect");

      s.ctx.realtime.notify("info", "después de cerrar sesión");
      await stayingSocket.waitFor((e) => e.name === "system_notification" && e.payload.message === "después de cerrar sesión");
      assert.equal(leavingSocket.events.some((e) => e.payload?.message === "después de cerrar sesión"), false);
      assert.equal(stayingSocket.socket.connected, true);

      // The revoked token cannot open a new one either.
      await assert.rejects(connectSocket(port, leaving), /unauthorized/);
    } finally {
      leavingSocket.close();
      stayingSocket.close();
    }
  });
});
