// DATA_DIR holds the database (the admin's password hash included), the JWT secret and the uploads: only
// the user the backend runs as may read or write anything in it.
import fs from "node:fs";
import path from "node:path";

/** Group and others get nothing on what this process creates (0600 files, 0700 folders). */
const PRIVATE_UMASK = 0o077;

/**
 * Written once the whole folder has been made private: later starts skip the walk (which grows with the
 * uploads) unless the folder itself was opened up again since.
 */
export const PRIVATE_MARKER = ".private";

/**
 * Creates the data folder, private, and takes group and others' permissions away from what it already holds
 * (an install created under a looser umask). The umask is set for the whole process, whatever it started
 * with, because PGlite creates its files itself, with no mode to pass. Symbolic links inside are not followed.
 */
export function openPrivateDataDir(dataDir: string): void {
  process.umask(PRIVATE_UMASK);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const stat = fs.statSync(dataDir);
  const marker = path.join(dataDir, PRIVATE_MARKER);
  if ((stat.mode & 0o077) === 0 && fs.existsSync(marker)) return;
  makePrivate(dataDir, stat);
  fs.writeFileSync(marker, "", { mode: 0o600 });
}

function makePrivate(target: string, stat: fs.Stats): void {
  if ((stat.mode & 0o077) !== 0) {
    try {
      fs.chmodSync(target, stat.mode & 0o700);
    } catch (err) {
      throw new Error(`No se pudo quitar el acceso de otros usuarios a ${target}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  if (!stat.isDirectory()) return;
  for (const name of fs.readdirSync(target)) {
    const child = path.join(target, name);
    const childStat = fs.lstatSync(child);
    if (!childStat.isSymbolicLink()) makePrivate(child, childStat);
  }
}
