import { request as httpRequest } from "node:http";
import { test, expect } from "./support/test";
import { io } from "socket.io-client";
import { adminToken, clearFaults, injectFault, onlyPath } from "./support/api";
import { API_KEYS_PATH, apiKeyPath, CURRENT_USER_PATH, LOGIN_PATH, NICHES_PATH, UPLOAD_PATH } from "@/tests/support/api-paths";

// The panel's default PROXY_MAX_BODY_BYTES (60 MB).
const MAX_BODY = 60 * 1024 * 1024;
const TOO_LARGE = { detail: "La petición supera el tamaño máximo permitido (60 MB)." };

/** Sends a multipart upload of `total` bytes with chunked transfer encoding (no Content-Length), as node:http does. */
function chunkedUpload(url: string, token: string, total: number): Promise<{ status: number; body: string }> {
  const boundary = "----e2e-proxy-limit";
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest(url, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    req.on("response", (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    // The panel may answer and close before the whole body is written: that is the point.
    req.on("error", (error) => (answered ? undefined : reject(error)));
    req.on("response", () => (answered = true));
    req.write(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`);
    const chunk = Buffer.alloc(1024 * 1024, 7);
    let sent = 0;
    const pump = () => {
      while (sent < total && !answered) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!answered) req.end(`\r\n--${boundary}--\r\n`);
    };
    pump();
  });
}

// The panel's backend-for-frontend: /api, /wrapper and /socket.io/ reach the embedded backend through the panel.
test.describe("proxy", () => {
  test("forwards /api calls with the bearer token and passes errors back as they are", async ({ request }) => {
    const token = await adminToken(request);
    const ok = await request.get(NICHES_PATH, { headers: { authorization: `Bearer ${token}` } });
    expect(ok.status()).toBe(200);
    expect(Array.isArray(await ok.json())).toBe(true);
    const me = await request.get(CURRENT_USER_PATH, { headers: { authorization: `Bearer ${token}` } });
    expect(me.headers()["cache-control"]).toBe("no-store");

    const anonymous = await request.get(NICHES_PATH);
    expect(anonymous.status()).toBe(401);
    expect(await anonymous.json()).toEqual({ detail: "Not authenticated" });

    const missing = await request.get("/api/v1/no-existe", { headers: { authorization: `Bearer ${token}` } });
    expect(missing.status()).toBe(404);
  });

  test("signing in through the panel sets the httpOnly session cookie and keeps form bodies intact", async ({ request }) => {
    const response = await request.post(LOGIN_PATH, { form: { username: "admin", password: "admin123" } });
    expect(response.status()).toBe(200);
    expect((await response.json()).access_token).toBeTruthy();
    const cookie = response.headers()["set-cookie"] ?? "";
    expect(cookie).toContain("afiliados_session=");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    // As long as the embedded backend's token lives (30 days), not longer.
    expect(cookie).toMatch(/; Max-Age=2592000(;|$)/);
    // The answer carries the token: no cache may keep it.
    expect(response.headers()["cache-control"]).toBe("no-store");
  });

  test("forwards /wrapper calls to the wrapper service", async ({ request }) => {
    const token = await adminToken(request);
    const headers = { authorization: `Bearer ${token}` };
    const created = await request.post(API_KEYS_PATH, { headers, data: { name: "Proxy", email: "proxy@example.com" } });
    expect(created.status()).toBeLessThan(300);
    const { key } = (await created.json()) as { key: string };
    expect(key).toBeTruthy();
    const fetched = await request.get(apiKeyPath(key), { headers });
    expect(fetched.status()).toBe(200);
    const invalid = await request.post(API_KEYS_PATH, { headers, data: { name: "" } });
    expect(invalid.status()).toBe(422);
  });

  test("streams multipart uploads through and serves the stored file back", async ({ request }) => {
    const token = await adminToken(request);
    // A 1×1 PNG.
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      "base64",
    );
    const upload = await request.post(UPLOAD_PATH, {
      headers: { authorization: `Bearer ${token}` },
      multipart: { files: { name: "pixel.png", mimeType: "image/png", buffer: png } },
    });
    expect(upload.status()).toBeLessThan(300);
    const body = (await upload.json()) as { files: { url: string }[] };
    const served = await request.get(body.files[0].url);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toContain("image/png");
    expect(Buffer.compare(await served.body(), png)).toBe(0);
  });

  test("refuses a body whose Content-Length passes the limit with a Spanish 413", async ({ request }) => {
    const token = await adminToken(request);
    const response = await request.post(UPLOAD_PATH, {
      headers: { authorization: `Bearer ${token}`, "content-type": "application/octet-stream" },
      data: Buffer.alloc(MAX_BODY + 1),
    });
    expect(response.status()).toBe(413);
    expect(await response.json()).toEqual(TOO_LARGE);
  });

  test("cuts off a chunked upload once it passes the limit with a Spanish 413", async ({ request, baseURL }) => {
    const token = await adminToken(request);
    const answer = await chunkedUpload(`${baseURL}${UPLOAD_PATH}`, token, MAX_BODY + 4 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual(TOO_LARGE);
  });

  test("never echoes an upstream stack trace, but keeps plain 5xx details", async ({ request }) => {
    const token = await adminToken(request);
    const headers = { authorization: `Bearer ${token}` };
    const traceback = 'Traceback (most recent call last):\n  File "/app/api/niches.py", line 12, in list_niches\nKeyError: "db"';
    await injectFault(request, { method: "GET", path: onlyPath(NICHES_PATH), status: 500, detail: traceback, times: 1 });
    try {
      const hidden = await request.get(NICHES_PATH, { headers });
      expect(hidden.status()).toBe(500);
      const text = await hidden.text();
      expect(text).not.toContain("niches.py");
      expect(JSON.parse(text)).toEqual({ detail: "Error en el servidor. Inténtalo de nuevo más tarde." });

      await injectFault(request, { method: "GET", path: onlyPath(NICHES_PATH), status: 500, detail: "Base de datos caída", times: 1 });
      const plain = await request.get(NICHES_PATH, { headers });
      expect(plain.status()).toBe(500);
      expect(await plain.json()).toEqual({ detail: "Base de datos caída" });
    } finally {
      await clearFaults(request);
    }
  });

  for (const path of ["/api/v1/..%2f..%2fetc/passwd", "/api/v1/niches%2f..%2fx", "/wrapper/auth%5c..%5cx", "/api/v1/%00"]) {
    test(`refuses the hostile path ${path}`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(400);
      expect(await response.json()).toEqual({ detail: "Ruta no permitida." });
    });
  }

  test("carries Socket.IO through /socket.io/ with a token and refuses it without one", async ({ request, baseURL }) => {
    const token = await adminToken(request);
    const withToken = io(baseURL!, { path: "/socket.io/", auth: { token }, transports: ["polling", "websocket"], reconnection: false });
    const status = await new Promise<{ status: string }>((resolve, reject) => {
      withToken.on("connection_status", resolve);
      withToken.on("connect_error", reject);
    });
    expect(status.status).toBe("connected");
    withToken.close();

    const anonymous = io(baseURL!, { path: "/socket.io/", transports: ["polling"], reconnection: false });
    const error = await new Promise<Error>((resolve) => anonymous.on("connect_error", resolve));
    expect(error.message).toBeTruthy();
    anonymous.close();
  });
});

test.describe("forwarded headers", () => {
  test("a client claiming another address on each attempt is still throttled at sign-in", async ({ playwright, baseURL }) => {
    // A fresh context: no session cookie, as an attacker would come.
    const anonymous = await playwright.request.newContext({ baseURL });
    const username = `throttle-${Date.now()}`;
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt++) {
      const response = await anonymous.post(LOGIN_PATH, {
        form: { username, password: "wrong" },
        headers: { "x-forwarded-for": `203.0.113.${attempt}`, "x-real-ip": `203.0.113.${attempt}` },
      });
      statuses.push(response.status());
    }
    // Five failures from the real address, then refused however the sixth names itself.
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    await anonymous.dispose();
  });
});
