// Databases keep the migrations they have applied and never run them again: an applied migration
// whose SQL changes leaves those databases with a schema the code no longer describes.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { migrations } from "../db/migrations";
import recorded from "../db/migration-hashes.json";

const HASHES_FILE = "backend/db/migration-hashes.json";
const sha256 = (sql: string) => createHash("sha256").update(sql).digest("hex");
const hashes: Record<string, string> = recorded;

describe("applied migrations are frozen", () => {
  it("keeps the SQL of every recorded migration", () => {
    for (const [id, hash] of Object.entries(hashes)) {
      const migration = migrations.find((m) => String(m.id) === id);
      assert.ok(migration, `Migration ${id} has been applied and is gone: keep it, and add a new migration to undo what it did.`);
      assert.equal(
        sha256(migration.sql),
        hash,
        `Migration ${id} ("${migration.name}") has been applied and its SQL changed: revert the edit and add a new migration ` +
          `instead of editing an applied one (nor any helper its SQL is built from).`,
      );
    }
  });

  it("records the SHA-256 of every migration", () => {
    for (const m of migrations) {
      assert.ok(String(m.id) in hashes, `Migration ${m.id} is new: record "${m.id}": "${sha256(m.sql)}" in ${HASHES_FILE}.`);
    }
  });

  it("numbers the migrations 1, 2, 3… in the order they are listed", () => {
    assert.deepEqual(
      migrations.map((m) => m.id),
      migrations.map((_, i) => i + 1),
    );
  });
});
