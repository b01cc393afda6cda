// npm run check:upstream -- <url> [options]: checks a backend against the panel's contract (USAGE).
// Findings are printed as they come; the verdict, last. Exit status: 0 conforms, 1 does not, 2 could
// not check. A last-resort timer past the deadline, and SIGINT/SIGTERM, end the run with what it had.
import { performance } from "node:perf_hooks";
import { readRequest, USAGE, type Request } from "./args";
import { InputError } from "./input-error";
import { outcomeJson, outcomeText, type Outcome } from "./output";
import { printable } from "./printable";
import { Progress } from "./progress";
import { checkUpstream, CLEANUP_GRACE_MS } from "./run";
import { Secrets } from "./secrets";

const argv = process.argv.slice(2);
const json = argv.includes("--json");
const secrets = new Secrets();
// Every line printed passes here: the secrets masked (the JSON document's strings were, one by one)
// and the upstream's control characters shown by their codes.
const print = (stream: NodeJS.WriteStream, text: string) => stream.write(`${printable(text)}\n`);
// With --json the standard output holds the JSON document alone.
const log = (line: string) => print(json ? process.stderr : process.stdout, secrets.maskText(line));

function finish(outcome: Omit<Outcome, "elapsedMs">, verbose = false): never {
  const complete = { ...outcome, elapsedMs: performance.now() };
  if (json) print(process.stdout, outcomeJson(complete, secrets));
  else log(outcomeText(complete, verbose));
  // Socket.IO's sockets may keep the loop alive a moment: the verdict is known.
  process.exit(outcome.exitCode);
}

let request: Request | "help";
try {
  request = readRequest(argv, process.env);
} catch (error) {
  if (!(error instanceof InputError)) throw error;
  if (!json) log(USAGE);
  finish({ rows: [], exitCode: 2, reason: error.message, notes: [], leftovers: [] });
}
if (request === "help") {
  log(USAGE);
  process.exit(0);
}

const { check, verbose } = request;
const progress = new Progress(secrets, log, verbose);
const stop = (reason: string) => finish({ rows: progress.rows(), exitCode: 2, reason, notes: progress.notes, leftovers: progress.leftovers }, verbose);
process.once("SIGINT", () => stop("se interrumpió (SIGINT): lo comprobado hasta entonces está arriba."));
process.once("SIGTERM", () => stop("se interrumpió (SIGTERM): lo comprobado hasta entonces está arriba."));
// Every step has its own bound; this one holds even if a step forgot it, and keeps the process alive until then.
const lastResort = setTimeout(
  () => stop(`la comprobación siguió más allá de su plazo (${check.deadlineMs / 1000} s, --deadline) y se cortó: lo comprobado hasta entonces está arriba.`),
  check.deadlineMs + CLEANUP_GRACE_MS + 5_000,
);

for (const note of request.notes) progress.say(note);
try {
  const result = await checkUpstream(check, progress);
  clearTimeout(lastResort);
  finish({ ...result, notes: progress.notes, leftovers: progress.leftovers }, verbose);
} catch (error) {
  log(`Error inesperado de la comprobación: ${(error as Error).stack ?? String(error)}`);
  stop("error inesperado de la comprobación (arriba).");
}
