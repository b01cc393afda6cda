import { ApiError } from "@/lib/http/api-error";
import { EditConflict, saveUnlessChanged } from "./save-unless-changed";

interface Row {
  updated_at: string | null;
  name: string;
}

function upstream(stored: Row) {
  const sent: (string | null)[] = [];
  return {
    sent,
    save(send: (version: string | null) => Promise<void> = async (version) => void sent.push(version)) {
      return (version: string | null) =>
        saveUnlessChanged<Row>({ version, read: async () => ({ ...stored }), versionOf: (row) => row.updated_at, send });
    },
  };
}

describe("saveUnlessChanged", () => {
  it("sends the edit with the version it started from while the record is unchanged", async () => {
    const up = upstream({ updated_at: "2026-11-27T10:00:00.123456+00:00", name: "A" });
    await up.save()("2026-11-27T10:00:00.123456+00:00");
    expect(up.sent).toEqual(["2026-11-27T10:00:00.123456+00:00"]);
  });

  it("refuses, without sending, an edit from an older version: the upstream need not check it", async () => {
    const up = upstream({ updated_at: "2026-11-27T10:00:05", name: "B" });
    const saving = up.save()("2026-11-27T10:00:00");
    await expect(saving).rejects.toBeInstanceOf(EditConflict);
    await expect(saving).rejects.toMatchObject({ latest: { name: "B" } });
    expect(up.sent).toEqual([]);
  });

  it("tells a 409 for a version saved in between from any other 409", async () => {
    const row: Row = { updated_at: "v1", name: "A" };
    const up = upstream(row);
    const raced = up.save(async () => {
      Object.assign(row, { updated_at: "v2", name: "B" });
      throw new ApiError(409, "El nicho cambió");
    });
    await expect(raced("v1")).rejects.toMatchObject({ latest: { name: "B" } });

    const duplicate = upstream({ updated_at: "v1", name: "A" }).save(async () => {
      throw new ApiError(409, "Ya existe un nicho con este slug");
    });
    await expect(duplicate("v1")).rejects.toMatchObject({ status: 409, detail: "Ya existe un nicho con este slug" });
  });

  it("counts a first save as a change of a record that had no version", async () => {
    const never = upstream({ updated_at: null, name: "A" });
    await never.save()(null);
    expect(never.sent).toEqual([null]);
    await expect(upstream({ updated_at: "2026-11-27T10:00:00", name: "B" }).save()(null)).rejects.toBeInstanceOf(EditConflict);
  });
});
