// An upload the browser abandons midway leaves no file behind (on PGlite the bytes stream to the data folder).
import { after, before, describe, it } from "node:test";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { cleanup, listen, login, startServer, waitUntil } from "./helpers";
import { testEngine } from "./support/test-database";
import { catalogContract } from "../../features/niche-catalog/contract";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe("an abandoned upload", { skip: testEngine() === "postgres" ? "on PostgreSQL the bytes never touch the disk" : false }, () => {
  let s: Awaited<ReturnType<typeof startServer>>;
  let port: number;
  let token: string;
  const uploads = () => path.join(s.dataDir, "uploads");
  const stored = () => (fs.existsSync(uploads()) ? fs.readdirSync(uploads()) : []);

  before(async () => {
    s = await startServer();
    port = await listen(s.app);
    token = await login(s.app);
  });
  after(async () => {
    await s.app.close();
    cleanup(s.dataDir);
  });

  it("removes the part already written when the connection drops", async () => {
    const boundary = "----abandoned";
    const head = [
      `POST ${catalogContract.uploadImages.path} HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      `Authorization: Bearer ${token}`,
      `Content-Type: multipart/form-data; boundary=${boundary}`,
      `Content-Length: ${4 * 1024 * 1024}`,
      "",
      `--${boundary}`,
      'Content-Disposition: form-data; name="files"; filename="grande.png"',
      "Content-Type: image/png",
      "",
      "",
    ].join("\r\n");
    const socket = net.connect(port, "127.0.0.1");
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    socket.write(head);
    socket.write(Buffer.concat([PNG_SIGNATURE, Buffer.alloc(256 * 1024, 7)]));
    await waitUntil(async () => stored().length === 1);
    socket.destroy();
    await waitUntil(async () => stored().length === 0);
  });
});
