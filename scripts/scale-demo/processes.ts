// Child processes of the scale-out topology: started in their own process group, their output passed
// line by line to a sink, stopped with SIGTERM then SIGKILL.
import { spawn, type ChildProcess } from "node:child_process";

export type LineSink = (line: string) => void;

export interface Managed {
  name: string;
  child: ChildProcess;
  /** The last lines it printed (for an error message). */
  tail(): string;
  /** Resolves with the exit code or signal once it has exited. */
  exited: Promise<string>;
  stop(): Promise<void>;
}

export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; sink?: LineSink },
): Managed {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  const lines: string[] = [];
  let partial = "";
  const take = (chunk: Buffer) => {
    const parts = (partial + chunk.toString("utf8")).split("\n");
    partial = parts.pop() ?? "";
    for (const line of parts) {
      lines.push(line);
      if (lines.length > 40) lines.shift();
      options.sink?.(line);
    }
  };
  child.stdout?.on("data", take);
  child.stderr?.on("data", take);
  const exited = new Promise<string>((resolve) => {
    child.on("exit", (code, signal) => resolve(signal ?? `código ${code}`));
    child.on("error", (error) => resolve(error.message));
  });
  const signal = (sig: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, sig);
    } catch {
      // Already gone.
    }
  };
  return {
    name,
    child,
    tail: () => [...lines, partial].filter(Boolean).slice(-15).join("\n"),
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      signal("SIGTERM");
      const timer = setTimeout(() => signal("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Polls `check` until it holds; fails early when `process` exits, naming its last output. */
export async function waitUntil(what: string, check: () => Promise<boolean>, options: { timeoutMs: number; process?: Managed }): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  let exited: string | undefined;
  void options.process?.exited.then((how) => (exited = how));
  while (Date.now() < deadline) {
    if (exited !== undefined) throw new Error(`${what}: el proceso ${options.process!.name} terminó (${exited})\n${options.process!.tail()}`);
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what}: sin respuesta en ${options.timeoutMs / 1000} s${options.process ? `\n${options.process.tail()}` : ""}`);
}
