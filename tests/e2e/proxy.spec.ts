import { test, expect } from "@playwright/test";
import { io } from "socket.io-client";
import { adminToken } from "./support/api";

// The panel's backend-for-frontend: /api, /wrapper and /socket.io/ reach the embedded backend through the panel.
test.describe("proxy", () => {
  test("forwards /api calls with the bearer token and passes errors back as they are", async ({ request }) => {
    const token = await adminToken(request);
    const ok = await request.get("/api/v1/niches/", { headers: { authorization: `Bearer ${token}` } });
    expect(ok.status()).toBe(200);
    expect(Array.isArray(await ok.json())).toBe(true);

    const anonymous = await request.get("/api/v1/niches/");
    expect(anonymous.status()).toBe(401);
    expect(await anonymous.json()).toEqual({ detail: "Not authenticated" });

    const missing = await request.get("/api/v1/no-existe", { headers: { authorization: `Bearer ${token}` } });
    expect(missing.status()).toBe(404);
  });

  test("signing in through the panel sets the httpOnly session cookie and keeps form bodies intact", async ({ request }) => {
    const response = await request.post("/api/v1/login/access-token", { form: { username: "admin", password: "admin123" } });
    expect(response.status()).toBe(200);
    expect((await response.json()).access_token).toBeTruthy();
    const cookie = response.headers()["set-cookie"] ?? "";
    expect(cookie).toContain("afiliados_session=");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
  });

  test("forwards /wrapper calls to the wrapper service", async ({ request }) => {
    const token = await adminToken(request);
    const headers = { authorization: `Bearer ${token}` };
    const created = await request.post("/wrapper/auth/api-keys", { headers, data: { name: "Proxy", email: "proxy@example.com" } });
    expect(created.status()).toBeLessThan(300);
    const { key } = (await created.json()) as { key: string };
    expect(key).toBeTruthy();
    const fetched = await request.get(`/wrapper/auth/api-keys/${key}`, { headers });
    expect(fetched.status()).toBe(200);
    const invalid = await request.post("/wrapper/auth/api-keys", { headers, data: { name: "" } });
    expect(invalid.status()).toBe(422);
  });

  test("streams multipart uploads through and serves the stored file back", async ({ request }) => {
    const token = await adminToken(request);
    // A 1×1 PNG.
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      "base64",
    );
    const upload = await request.post("/api/v1/upload/upload-images", {
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
