// The scale-out topology of `npm run scale:demo` without the panel: PostgreSQL, two backend instances and
// haproxy with the generated configuration. Checks that the load balancer spreads the API over both
// instances and that a long-polling Socket.IO client stays on one instance (sticky cookie).
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { io as ioClient, type Socket } from "socket.io-client";
import { HEALTH_PATH, LOGIN_PATH } from "../support/api-paths";
import { nichesContract } from "../../features/niches/contract";
import { productsContract } from "../../features/products/contract";
import { SERVED_BY_HEADER } from "../../scripts/scale-demo/haproxy-config";
import { haproxyServers, missingPackages, startTopology, type Topology } from "../../scripts/scale-demo/topology";

const BASE_PORT = Number(process.env.SCALE_TEST_PORT ?? 8425);
const missing = missingPackages();
const skip = missing.length
  ? `falta ${missing.join(" y ")} en esta máquina (apt-get install -y ${missing.join(" ")}); en CI se instalan`
  : false;

describe("scale-out topology: two instances on one PostgreSQL behind haproxy", { skip }, () => {
  let topology: Topology;
  let workDir: string;
  let token: string;
  const auth = () => ({ authorization: `Bearer ${token}` });

  before(async () => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), "afiliados-scale-out-"));
    topology = await startTopology({
      name: "scale-out-test",
      pgPort: BASE_PORT,
      backendPorts: [BASE_PORT + 1, BASE_PORT + 2],
      lbPort: BASE_PORT + 3,
      workDir,
      seedDemo: true,
      env: { PIPELINE_STEP_MS: "30" },
    });
  });

  after(async () => {
    await topology?.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  test("signs in through haproxy", async () => {
    const response = await fetch(`${topology.lbUrl}${LOGIN_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "username=admin&password=admin123",
    });
    assert.equal(response.status, 200);
    token = ((await response.json()) as { access_token: string }).access_token;
    assert.ok(token);
  });

  test("haproxy checks every instance's health endpoint and finds it up", async () => {
    // A check that timed out once on a busy machine shows as `UP 1/2` until the next one passes.
    const deadline = Date.now() + 10_000;
    let servers = await haproxyServers(topology.lbUrl);
    while (Date.now() < deadline && !servers.every((server) => server.status === "UP" && server.check_status === "L7OK")) {
      await new Promise((r) => setTimeout(r, 250));
      servers = await haproxyServers(topology.lbUrl);
    }
    assert.equal(servers.length, 4, "both instances in the api and realtime backends");
    for (const server of servers) {
      assert.equal(server.status, "UP", `${server.pxname}/${server.svname}`);
      assert.equal(server.check_status, "L7OK", `${server.pxname}/${server.svname} passed the HTTP check`);
    }
  });

  test("API requests alternate between the instances and read the same niches", async (t) => {
    const served: string[] = [];
    const bodies = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const response = await fetch(`${topology.lbUrl}${nichesContract.list.path}`, { headers: auth() });
      assert.equal(response.status, 200);
      served.push(response.headers.get(SERVED_BY_HEADER) ?? "?");
      const niches = (await response.json()) as { id: number }[];
      assert.ok(niches.length > 0, "the demo niches are listed");
      bodies.add(JSON.stringify(niches.map((n) => n.id)));
    }
    t.diagnostic(`lista de nichos servida por: ${served.join(", ")}`);
    assert.deepEqual([...new Set(served)].sort(), ["b1", "b2"]);
    for (let i = 1; i < served.length; i++) assert.notEqual(served[i], served[i - 1], "round robin");
    assert.equal(bodies.size, 1, "both instances list the same niches");
  });

  test("a long-polling Socket.IO client stays on one instance and receives events", async (t) => {
    const socket = connect({ sticky: true });
    try {
      await connected(socket);
      assert.equal(socket.io.engine.transport.name, "polling");
      let disconnected = false;
      socket.on("disconnect", () => (disconnected = true));

      // One product created per instance (the API alternates): the client gets both events, the other
      // instance's through the realtime adapter.
      const nicheId = await firstNicheId();
      const created: number[] = [];
      const events = new Set<number>();
      socket.on("product_update", (payload: { product_id: number }) => events.add(payload.product_id));
      for (const asin of ["B0SCALE001", "B0SCALE002"]) {
        const response = await fetch(`${topology.lbUrl}${productsContract.create.url({ niche_id: nicheId })}`, {
          method: "POST",
          headers: { ...auth(), "content-type": "application/json" },
          body: JSON.stringify({ amazon_url: `https://www.amazon.es/dp/${asin}` }),
        });
        assert.equal(response.status, 201);
        created.push(((await response.json()) as { id: number }).id);
      }
      await until(() => created.every((id) => events.has(id)), 10_000, "both product_update events");
      assert.equal(disconnected, false, "the client stayed connected through its polls");

      // The instance holding the socket counts it; the other one does not.
      const clients = await Promise.all(topology.instances.map((instance) => connectedClients(instance.url)));
      t.diagnostic(`clientes Socket.IO por instancia: ${topology.instances.map((i, n) => `${i.name}=${clients[n]}`).join(", ")}`);
      assert.deepEqual([...clients].sort(), [0, 1]);
    } finally {
      socket.disconnect();
    }
  });

  test("without the sticky cookie long polling cannot stay on one instance", async () => {
    const socket = connect({ sticky: false });
    try {
      const outcome = await new Promise<string>((resolve) => {
        socket.once("connect_error", () => resolve("error"));
        socket.once("disconnect", () => resolve("error"));
        setTimeout(() => resolve("connected"), 5_000);
      });
      assert.equal(outcome, "error");
    } finally {
      socket.disconnect();
    }
  });

  function connect({ sticky }: { sticky: boolean }): Socket {
    return ioClient(topology.lbUrl, {
      path: "/socket.io/",
      transports: ["polling"],
      auth: { token },
      // In Node the client keeps cookies (haproxy's sticky one) only with credentials on.
      withCredentials: sticky,
      reconnection: false,
      forceNew: true,
    });
  }

  async function firstNicheId(): Promise<number> {
    const response = await fetch(`${topology.lbUrl}${nichesContract.list.path}`, { headers: auth() });
    const niches = (await response.json()) as { id: number }[];
    return niches[0].id;
  }

  async function connectedClients(url: string): Promise<number> {
    const response = await fetch(`${url}${HEALTH_PATH}`, { headers: auth() });
    const body = (await response.json()) as { realtime: { connected_clients: number } };
    return body.realtime.connected_clients;
  }
});

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", (error) => reject(error));
  });
}

async function until(check: () => boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`no ${what} within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
