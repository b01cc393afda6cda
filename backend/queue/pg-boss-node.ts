// pg-boss, the queue on PostgreSQL, declares Node.js 22.12 or newer; the default path (PGlite, the in-process
// queue) runs on Node.js 20, so only DATABASE_URL asks for it.
const PG_BOSS_NODE = { major: 22, minor: 12 };

/** Why this Node.js cannot run the PostgreSQL path, in Spanish and English, or null when it can. */
export function pgBossNodeProblem(version: string = process.versions.node): string | null {
  const [major, minor] = version.split(".").map(Number);
  if (major > PG_BOSS_NODE.major || (major === PG_BOSS_NODE.major && minor >= PG_BOSS_NODE.minor)) return null;
  const needed = `${PG_BOSS_NODE.major}.${PG_BOSS_NODE.minor}`;
  return (
    `DATABASE_URL (PostgreSQL y su cola, pg-boss) necesita Node.js ${needed} o posterior; este es ${version}. Sin DATABASE_URL (PGlite) basta Node.js 20. ` +
    `/ DATABASE_URL (PostgreSQL and its pg-boss queue) needs Node.js ${needed} or newer; this is ${version}. Without it (PGlite) Node.js 20 is enough.`
  );
}
