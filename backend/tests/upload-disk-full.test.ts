// An upload on a full disk is the server's fault, as a database that cannot answer is: 503 with a text
// the admin can act on, and no part of any file left behind (on PGlite the bytes stream to the data folder).
import { after, before, describe, it, type TestContext } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { Writable } from "node:stream";
import { cleanup, login, multipart, startServer } from "./helpers";
import { testEngine } from "./support/test-database";
import { UPLOAD_PATH } from "../../tests/support/api-paths";

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64 * 1024, 7)]);

/** The uploads' files as written on a disk with `room` bytes left: what fits, then the system's `code`. */
function diskWithRoom(t: TestContext, room: number, code: string): void {
  let used = 0;
  t.mock.method(fs, "createWriteStream", (file: string) => {
    return new Writable({
      write(chunk: Buffer, _encoding, done) {
        const fits = chunk.subarray(0, Math.max(0, room - used));
        fs.appendFileSync(file, fits);
        used += fits.length;
        done(fits.length < chunk.length ? Object.assign(new Error(`${code}: write failed`), { code, syscall: "write" }) : null);
      },
    });
  });
}

describe("an upload on a full disk", { skip: testEngine() === "postgres" ? "on PostgreSQL the bytes never touch the disk" : false }, () => {
  let s: Awaited<ReturnType<typeof startServer>>;
  let token: string;
  const stored = () => fs.readdirSync(path.join(s.dataDir, "uploads"));
  const upload = (names: string[]) => {
    const m = multipart(names.map((name) => ({ name, data: PNG, type: "image/png" })));
    return s.app.inject({ method: "POST", url: UPLOAD_PATH, headers: { "content-type": m.contentType, authorization: `Bearer ${token}` }, payload: m.payload });
  };

  before(async () => {
    s = await startServer();
    token = await login(s.app);
  });
  after(async () => {
    await s.app.close();
    cleanup(s.dataDir);
  });

  for (const code of ["ENOSPC", "EDQUOT"]) {
    it(`answers 503 and keeps no file when the disk fills (${code})`, async (t) => {
      // The first image fits; the disk fills halfway through the second.
      diskWithRoom(t, PNG.length + PNG.length / 2, code);
      const res = await upload(["primera.png", "segunda.png"]);
      assert.equal(res.statusCode, 503, res.body);
      assert.deepEqual(res.json(), {
        detail: "No queda espacio en el disco del servidor para guardar la imagen. Libera espacio en el servidor e inténtalo de nuevo.",
      });
      assert.deepEqual(stored(), []);
    });
  }

  it("stores the next upload once there is room again", async () => {
    const res = await upload(["tercera.png"]);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(stored().length, 1);
  });
});
