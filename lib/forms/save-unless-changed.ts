// A save made from one version of a record must not silently undo a save made since (another tab,
// another person). The version is the record's `updated_at`.
import { ApiError } from "@/lib/http/api-error";

/** The record was saved since the edit read it: `latest` is how it is now. Nothing was saved. */
export class EditConflict<T> extends Error {
  readonly latest: T;

  constructor(latest: T) {
    super("The record changed since it was read");
    this.name = "EditConflict";
    this.latest = latest;
  }
}

interface VersionedSave<T> {
  /** The version the edit started from; null when the record had none (never saved since it was created). */
  version: string | null;
  /** Reads the record as it is now, past any cache. */
  read(): Promise<T>;
  versionOf(record: T): string | null | undefined;
  /** Sends the edit; the version goes with it for an upstream that checks it itself. */
  send(version: string | null): Promise<void>;
}

/**
 * Saves unless the record changed since `version`: reads it first (an upstream that ignores the version
 * sent), and after a 409 reads it again, so a refusal because of a newer version is told from any other.
 * Throws `EditConflict` with the record as it is now.
 */
export async function saveUnlessChanged<T>({ version, read, versionOf, send }: VersionedSave<T>): Promise<void> {
  const before = await read();
  if ((versionOf(before) ?? null) !== version) throw new EditConflict(before);
  try {
    await send(version);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 409)) throw error;
    const now = await read().catch(() => null);
    if (now !== null && (versionOf(now) ?? null) !== version) throw new EditConflict(now);
    throw error;
  }
}
