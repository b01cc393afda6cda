// Nothing in DATA_DIR (database files, JWT secret, uploads) may be read or written by other local users,
// whatever the umask the backend started with, and an install created before is made private on start.
import { after, describe, it } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { cleanup, login, multipart, startServer } from "./helpers";
import { UPLOAD_PATH } from "../../tests/support/api-paths";
import { placeholderPng } from "../seed/placeholder-png";
import { testEngine } from "./support/test-database";
import { openPrivateDataDir } from "../private-data-dir";

/** Every path under `dir` (itself included) that group or others may use, with its mode. */
function shared(dir: string): string[] {
  const found: string[] = [];
  const walk = (target: string) => {
    const stat = fs.lstatSync(target);
    if (stat.mode & 0o077) found.push(`${path.relative(dir, target) || "."} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(target)) walk(path.join(target, name));
  };
  walk(dir);
  return found;
}

/** What the backend wrote: the uploads folder, and on PGlite the database files, the JWT secret and the images. */
function written(dir: string): boolean {
  const uploads = fs.existsSync(path.join(dir, "uploads"));
  if (testEngine() === "postgres") return uploads;
  return uploads && fs.readdirSync(path.join(dir, "uploads")).length > 1 && fs.existsSync(path.join(dir, "jwt-secret")) && fs.existsSync(path.join(dir, "db", "PG_VERSION"));
}

/** Starts the backend (demo data: uploads on disk; no JWT_SECRET: its file), uploads an image and stops it. */
async function runBackend(dataDir: string) {
  const s = await startServer({ dataDir, seedDemo: true, jwtSecret: undefined });
  try {
    const token = await login(s.app);
    const png = placeholderPng(8, 8, [0, 0, 0], [255, 255, 255]);
    const body = multipart([{ name: "uno.png", data: png, type: "image/png" }]);
    const res = await s.app.inject({
      method: "POST",
      url: UPLOAD_PATH,
      headers: { authorization: `Bearer ${token}`, "content-type": body.contentType },
      payload: body.payload,
    });
    assert.equal(res.statusCode, 200, res.body);
  } finally {
    await s.app.close();
  }
}

describe("private data folder", () => {
  const started = process.umask();
  const parents: string[] = [];
  after(() => {
    process.umask(started);
    for (const dir of parents) cleanup(dir);
  });

  const freshPath = () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), "afiliados-private-"));
    parents.push(parent);
    return path.join(parent, "data");
  };

  for (const umask of [0o022, 0o000]) {
    it(`creates a new data folder that only its owner can use, under umask ${umask.toString(8).padStart(4, "0")}`, async () => {
      const dataDir = freshPath();
      process.umask(umask);
      await runBackend(dataDir);
      assert.ok(written(dataDir), "the backend wrote its files");
      assert.deepEqual(shared(dataDir), []);
    });
  }

  it("takes other users' access away from an existing data folder when it starts", async () => {
    const dataDir = freshPath();
    process.umask(0o022);
    await runBackend(dataDir);
    const open = (target: string) => {
      fs.chmodSync(target, fs.statSync(target).isDirectory() ? 0o777 : 0o666);
      if (fs.statSync(target).isDirectory()) for (const name of fs.readdirSync(target)) open(path.join(target, name));
    };
    open(dataDir);
    assert.notDeepEqual(shared(dataDir), []);
    process.umask(0o000);
    await runBackend(dataDir);
    assert.deepEqual(shared(dataDir), []);
  });

  it("does not walk the folder again once it is private, so a start does not grow with the uploads", () => {
    const dataDir = freshPath();
    process.umask(0o022);
    fs.mkdirSync(path.join(dataDir, "uploads"), { recursive: true });
    fs.writeFileSync(path.join(dataDir, "uploads", "a.png"), "x", { mode: 0o644 });
    openPrivateDataDir(dataDir);
    assert.deepEqual(shared(dataDir), []);
    // A file opened up after the folder was made private is not looked at again: nothing walks the tree.
    fs.chmodSync(path.join(dataDir, "uploads", "a.png"), 0o644);
    openPrivateDataDir(dataDir);
    assert.deepEqual(shared(dataDir), ["uploads/a.png 644"]);
    // Opening up the folder itself makes the next start walk it again.
    fs.chmodSync(dataDir, 0o755);
    openPrivateDataDir(dataDir);
    assert.deepEqual(shared(dataDir), []);
  });
});
