import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { io as ioClient } from "socket.io-client";
import { api, assertSchema, cleanup, connectSocket, listen, login, startServer, waitUntil } from "./helpers";
import { connectionStatusEventSchema } from "../../lib/contract/realtime-events";
import { INTERRUPTED } from "../app";
import { CATALOG_PATH, HEALTH_PATH, nichePath, NICHES_PATH, productsPaths, SIGN_OUT_PATH } from "../../tests/support/api-paths";
import { automationContract } from "../../features/automation/contract";

describe("realtime handshake and restart persistence", () => {
  it("refuses sockets without a valid token and greets authenticated ones", async () => {
    const s = await startServer();
    try {
      const token = await login(s.app);
      const port = await listen(s.app);
      for (const auth of [{}, { token: "bad-token" }]) {
        const err = await new Promise<Error>((resolve, reject) => {
          const sock = ioClient(`http://127.0.0.1:${port}`, { path: "/socket.io/", transports: ["websocket"], auth, reconnection: false });
          sock.on("connect", () => {
            sock.close();
            reject(new Error("connected without a valid token"));
          });
          sock.on("connect_error", (e) => {
            sock.close();
            resolve(e);
          });
        });
        assert.equal(err.message, "unauthorized");
      }
      const log = await connectSocket(port, token);
      const hello = await log.waitFor((e) => e.name === "connection_status");
      const ev = assertSchema(connectionStatusEventSchema, hello.payload);
      assert.equal(ev.status, "connected");
      assert.ok(ev.timestamp);
      const health = (await api(s.app, token).get(HEALTH_PATH)).body;
      assert.equal(health.realtime.connected_clients, 1);
      // Polling transport works too (what a proxy without websockets falls back to).
      const polling = ioClient(`http://127.0.0.1:${port}`, { path: "/socket.io/", transports: ["polling"], auth: { token }, reconnection: false });
      await new Promise<void>((resolve, reject) => {
        polling.on("connection_status", () => resolve());
        polling.on("connect_error", reject);
      });
      polling.close();
      log.close();
      // Credentialed CORS for no foreign site, `null` included: the panel reaches Socket.IO on its own origin.
      for (const origin of ["https://evil.example", "null"]) {
        const res = await fetch(`http://127.0.0.1:${port}/socket.io/?EIO=4&transport=polling`, { headers: { origin } });
        await res.text();
        assert.equal(res.headers.get("access-control-allow-origin"), null, origin);
        assert.equal(res.headers.get("access-control-allow-credentials"), null, origin);
      }
      // A token ended by signing out opens no socket any more.
      const ended = await login(s.app);
      assert.equal((await api(s.app, ended).post(SIGN_OUT_PATH, {})).status, 204);
      const refusal = await new Promise<Error>((resolve, reject) => {
        const sock = ioClient(`http://127.0.0.1:${port}`, { path: "/socket.io/", transports: ["websocket"], auth: { token: ended }, reconnection: false });
        sock.on("connect", () => {
          sock.close();
          reject(new Error("connected with a signed-out token"));
        });
        sock.on("connect_error", (e) => {
          sock.close();
          resolve(e);
        });
      });
      assert.equal(refusal.message, "unauthorized");
    } finally {
      await s.app.close();
      cleanup(s.dataDir);
    }
  });

  it("keeps saved data across a restart; interrupted work resumes where a queue job holds it, else is marked failed", async () => {
    const first = await startServer();
    const dataDir = first.dataDir;
    let nicheId: number;
    let productId: number;
    let taskId: string;
    try {
      const a = api(first.app, await login(first.app));
      const tpl = (await a.post(CATALOG_PATH, { name: "T", images: ["/x.png"], github_url: "https://github.com/o/t" })).body;
      nicheId = (await a.post(NICHES_PATH, { name: "Persistente", affiliate_tag: "p-21", mercado: "de" })).body.id;
      productId = (await a.post(productsPaths.ofNiche(nicheId), { amazon_url: "https://www.amazon.de/dp/B0PERSIST1" })).body.id;
      first.ctx.config.pipelineStepMs = 60_000;
      assert.equal((await a.post(productsPaths.triggerGeneration(productId))).status, 202);
      taskId = (
        await a.post(automationContract.start.path, {
          market: { countryCode: "DE" },
          name: "Interrumpido",
          slug: "de-interrumpido",
          affiliateTag: "i-21",
          tone: "formal",
          project: { selectedProject: tpl.id },
        })
      ).body.task_id;
      await waitUntil(async () => (await a.get(automationContract.status.url({ task_id: taskId }))).body.step >= 1);
    } finally {
      await first.app.close();
    }

    const second = await startServer({ dataDir });
    try {
      const a = api(second.app, await login(second.app));
      const niche = (await a.get(nichePath(nicheId!))).body;
      assert.equal(niche.name, "Persistente");
      assert.equal(niche.mercado, "Alemania");
      assert.equal((await a.get(CATALOG_PATH)).body.length, 1);
      if (second.ctx.db.kind === "pglite") {
        // The in-process queue ended with the first process: its work is marked interrupted.
        const product = (await a.get(productsPaths.one(productId!))).body;
        assert.equal(product.generation_status, "failed");
        assert.equal(product.error_message, INTERRUPTED);
        const task = (await a.get(automationContract.status.url({ task_id: taskId! }))).body;
        assert.equal(task.status, "failed");
        assert.equal(task.error, INTERRUPTED);
      } else {
        // On PostgreSQL the jobs outlive the process: the second one finishes the work, once.
        await waitUntil(async () => (await a.get(automationContract.status.url({ task_id: taskId! }))).body.status === "completed", 30_000);
        await waitUntil(async () => (await a.get(productsPaths.one(productId!))).body.generation_status === "completed", 30_000);
        assert.equal((await a.get(productsPaths.content(productId!))).body.length, 1);
      }
      assert.deepEqual((await a.get(automationContract.running.path)).body, []);
      // The product can be generated again after the restart.
      assert.equal((await a.post(productsPaths.triggerGeneration(productId!))).status, 202);
      await second.ctx.generation.whenIdle();
      assert.equal((await a.get(productsPaths.one(productId!))).body.generation_status, "completed");
    } finally {
      await second.app.close();
      cleanup(dataDir);
    }
  });
});
