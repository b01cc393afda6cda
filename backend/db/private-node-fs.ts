// PGlite's node filesystem gives each file it creates the mode Postgres asks for, under the wasm runtime's
// own umask (0022), with an explicit chmod: the process umask alone leaves its files readable (or, for a
// fresh database unpacked from initdb's archive, writable) by everyone.
import { NodeFS } from "@electric-sql/pglite/nodefs";

type Init = NodeFS["init"];

/** A NodeFS whose files and folders keep no permission for group or others. */
export class PrivateNodeFS extends NodeFS {
  async init(...[pg, opts]: Parameters<Init>): ReturnType<Init> {
    const { emscriptenOpts } = await super.init(pg, opts);
    const ownerOnly: NonNullable<typeof emscriptenOpts.preRun>[number] = (mod) => {
      const { chmod, fchmod } = mod.FS as { chmod: (path: unknown, mode: number, dontFollow?: boolean) => void; fchmod: (fd: number, mode: number) => void };
      // Every chmod of the runtime (open's, fchmod's, the archive's) goes through these two.
      mod.FS.chmod = (path: unknown, mode: number, dontFollow?: boolean) => chmod(path, mode & ~0o077, dontFollow);
      mod.FS.fchmod = (fd: number, mode: number) => fchmod(fd, mode & ~0o077);
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), ownerOnly] } };
  }
}
