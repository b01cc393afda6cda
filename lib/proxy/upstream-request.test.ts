/**
 * @jest-environment node
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { sendUpstream } from "./upstream-request";

jest.mock("server-only", () => ({}));

let server: Server;
let seen: { headers?: IncomingHttpHeaders; body?: string } = {};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      seen = { headers: req.headers, body };
      if (req.url === "/gzip") {
        res.writeHead(200, { "content-type": "text/plain", "content-encoding": "gzip" });
        res.end(gzipSync("descomprimido"));
      } else if (req.url === "/redirect") {
        res.writeHead(302, { location: "/elsewhere" });
        res.end();
      } else if (req.url === "/slow") {
        res.writeHead(200);
        res.write("a");
      } else {
        res.writeHead(200, { "set-cookie": ["a=1", "b=2"] });
        res.end("ok");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const at = (path: string) => new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
const init = (extra: Partial<Parameters<typeof sendUpstream>[1]> = {}) => ({
  method: "GET",
  headers: new Headers({ "accept-encoding": "gzip, br" }),
  signal: new AbortController().signal,
  ...extra,
});

describe("sendUpstream", () => {
  it("streams the body up, asks for plain bytes and keeps every set-cookie", async () => {
    const body = new Blob(["Café"]).stream();
    const response = await sendUpstream(at("/"), init({ method: "POST", body }));
    expect(await response.text()).toBe("ok");
    expect(response.headers.getSetCookie()).toEqual(["a=1", "b=2"]);
    expect(seen.body).toBe("Café");
    expect(seen.headers?.["accept-encoding"]).toBe("identity");
  });

  it("decodes a body the upstream compressed anyway", async () => {
    const response = await sendUpstream(at("/gzip"), init());
    expect(await response.text()).toBe("descomprimido");
  });

  it("hands redirects back instead of following them", async () => {
    const response = await sendUpstream(at("/redirect"), init());
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/elsewhere");
  });

  it("aborts a streaming response when the signal fires", async () => {
    const controller = new AbortController();
    const response = await sendUpstream(at("/slow"), init({ signal: controller.signal }));
    const reading = response.text();
    controller.abort();
    await expect(reading).rejects.toThrow();
  });

  it("rejects when the upstream is down", async () => {
    await expect(sendUpstream(new URL("http://127.0.0.1:9/"), init())).rejects.toThrow();
  });
});
