// Two instances on one PostgreSQL survive what a database does in production: an administrator ending their
// connections, a restart, an outage. Neither process dies, the API answers again once the database does
// (503 while it is away, never 401: a sign-out would follow), and realtime events cross between the
// instances again, through more lost connections than the adapter's pool holds.
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { io as ioClient, type Socket } from "socket.io-client";
import { LOGIN_PATH } from "../support/api-paths";
import { nichesContract } from "../../features/niches/contract";
import { productsContract } from "../../features/products/contract";
import { missingPackages, startTopology, type BackendInstance, type Topology } from "../../scripts/scale-demo/topology";

const BASE_PORT = Number(process.env.SCALE_TEST_PORT ?? 8425) + 10;
const DATABASE = "afiliados_faults";
const missing = missingPackages();
const skip = missing.length
  ? `falta ${missing.join(" y ")} en esta máquina (apt-get install -y ${missing.join(" ")}); en CI se instalan`
  : false;

describe("scale-out: PostgreSQL faults are survived", { skip }, () => {
  let topology: Topology;
  let workDir: string;
  let token: string;
  let nicheId: number;
  const sockets: Socket[] = [];
  const heard = new Map<string, Set<number>>();
  const statuses = new Set<number>();
  const auth = () => ({ authorization: `Bearer ${token}` });

  before(async () => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), "afiliados-db-faults-"));
    topology = await startTopology({
      name: "scale-out-faults",
      pgPort: BASE_PORT,
      database: DATABASE,
      backendPorts: [BASE_PORT + 1, BASE_PORT + 2],
      lbPort: BASE_PORT + 3,
      workDir,
      seedDemo: true,
      env: { PIPELINE_STEP_MS: "30" },
    });
    const signIn = await fetch(`${topology.lbUrl}${LOGIN_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "username=admin&password=admin123",
    });
    token = ((await signIn.json()) as { access_token: string }).access_token;
    const niches = (await (await fetch(`${topology.lbUrl}${nichesContract.list.path}`, { headers: auth() })).json()) as { id: number }[];
    nicheId = niches[0].id;
    for (const instance of topology.instances) sockets.push(await listenTo(instance));
  });

  after(async () => {
    for (const socket of sockets) socket.disconnect();
    await topology?.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  test("events cross between the instances before any fault", async () => {
    await crossesBothWays();
  });

  test("connections ended four times in a row (more than the adapter's pool) are replaced", async (t) => {
    for (let round = 1; round <= 4; round++) {
      const ended = topology.pg.terminateConnections(DATABASE);
      t.diagnostic(`ronda ${round}: ${ended} conexiones terminadas`);
      assert.ok(ended > 0);
      await bothServe();
    }
    await crossesBothWays();
    await bothAlive();
  });

  test("a restart of PostgreSQL is survived", async () => {
    topology.pg.restart();
    await bothServe();
    await crossesBothWays();
    await bothAlive();
  });

  test("while PostgreSQL is down the API answers 503, and serves again once it is back", async () => {
    topology.pg.pause();
    try {
      for (const instance of topology.instances) {
        const response = await fetch(`${instance.url}${nichesContract.list.path}`, { headers: auth(), signal: AbortSignal.timeout(20_000) });
        assert.equal(response.status, 503, `${instance.name} during the outage`);
        const body = (await response.json()) as { detail: unknown };
        assert.equal(typeof body.detail, "string");
      }
      await bothAlive();
    } finally {
      topology.pg.resume();
    }
    await bothServe();
    await crossesBothWays();
    await bothAlive();
  });

  test("no request was ever answered 401", () => {
    assert.equal(statuses.has(401), false, `statuses seen: ${[...statuses].join(", ")}`);
  });

  async function listenTo(instance: BackendInstance): Promise<Socket> {
    const socket = ioClient(instance.url, { path: "/socket.io/", transports: ["websocket"], auth: { token }, forceNew: true });
    const ids = new Set<number>();
    heard.set(instance.name, ids);
    socket.on("product_update", (payload: { product_id: number }) => ids.add(payload.product_id));
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", () => resolve());
      socket.once("connect_error", reject);
    });
    return socket;
  }

  /** Both instances answer an authenticated read (a connection refused just after a fault is retried). */
  async function bothServe(): Promise<void> {
    for (const instance of topology.instances) {
      await until(`${instance.name} answers again`, 30_000, async () => {
        const response = await fetch(`${instance.url}${nichesContract.list.path}`, { headers: auth(), signal: AbortSignal.timeout(10_000) });
        statuses.add(response.status);
        return response.status === 200;
      });
    }
  }

  /**
   * A product created on each instance reaches the other's socket. The listener of an instance that lost its
   * connection is back within seconds; an event published before it is back is not replayed, so each try
   * creates a new product.
   */
  async function crossesBothWays(): Promise<void> {
    const [first, second] = topology.instances;
    for (const [from, to] of [
      [first, second],
      [second, first],
    ]) {
      await until(`an event from ${from.name} reaches ${to.name}`, 30_000, async () => {
        const id = await createProduct(from);
        return waitFor(() => heard.get(to.name)!.has(id), 3_000);
      });
    }
  }

  async function createProduct(instance: BackendInstance): Promise<number> {
    const asin = `B0F${Math.random().toString(36).slice(2, 9).toUpperCase().padEnd(7, "0")}`;
    const response = await fetch(`${instance.url}${productsContract.create.url({ niche_id: nicheId })}`, {
      method: "POST",
      headers: { ...auth(), "content-type": "application/json" },
      body: JSON.stringify({ amazon_url: `https://www.amazon.es/dp/${asin}` }),
    });
    statuses.add(response.status);
    assert.equal(response.status, 201, await response.clone().text());
    return ((await response.json()) as { id: number }).id;
  }

  async function bothAlive(): Promise<void> {
    for (const instance of topology.instances) {
      const exited = await Promise.race([instance.process.exited, Promise.resolve(undefined)]);
      assert.equal(exited, undefined, `${instance.name} exited (${exited}):\n${instance.process.tail()}`);
    }
  }
});

async function waitFor(check: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}

async function until(what: string, ms: number, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
