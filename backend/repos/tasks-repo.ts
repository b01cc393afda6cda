import { Database } from "../db/database";
import type { AutomationStatus } from "../../features/automation/schemas";

/**
 * The task's request without the credentials it carried (the new client's secret, the external API key):
 * the run needs them until it creates the niche; once the task ends, only their ids and hints stay.
 */
const SCRUBBED_REQUEST = "request #- '{apiClient,credentialsGenerated,clientSecret}' #- '{apiKey,key}'";

const TASK_JSON = `json_build_object('task_id', t.id, 'status', t.status, 'niche_slug', t.niche_slug, 'niche_name', t.niche_name,
  'step', t.step, 'total', t.total, 'message', t.message, 'error', t.error, 'results', t.results, 'niche_id', t.niche_id,
  'started_at', t.started_at, 'finished_at', t.finished_at)`;

export async function getTask(db: Database, id: string): Promise<AutomationStatus | undefined> {
  return db.json<AutomationStatus>(`SELECT ${TASK_JSON}::text AS j FROM automation_tasks t WHERE t.id = $1`, [id]);
}

/** The running tasks; with `nicheId`, only those that have created that niche. */
export async function listRunningTasksJson(db: Database, nicheId?: number): Promise<string> {
  return (
    (await db.jsonText(
      `SELECT COALESCE(json_agg(${TASK_JSON} ORDER BY t.started_at), '[]')::text AS j FROM automation_tasks t
       WHERE t.status = 'running' AND ($1::int IS NULL OR t.niche_id = $1)`,
      [nicheId ?? null],
    )) ?? "[]"
  );
}

export async function insertTask(db: Database, t: { id: string; slug: string; name: string; request: unknown; message: string }) {
  await db.query(
    `INSERT INTO automation_tasks (id, niche_slug, niche_name, status, step, total, message, request) VALUES ($1, $2, $3, 'running', 0, 4, $4, $5)`,
    [t.id, t.slug, t.name, t.message, JSON.stringify(t.request)],
  );
}

/** Changes a running task; false when it is no longer running (cancelled, or finished by another attempt). */
export async function updateTask(
  db: Database,
  id: string,
  patch: { step?: number; message?: string; status?: string; error?: string | null; results?: unknown; niche_id?: number; finished?: boolean },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE automation_tasks SET
       step = COALESCE($2, step), message = COALESCE($3, message), status = COALESCE($4, status),
       error = CASE WHEN $5::boolean THEN $6 ELSE error END,
       results = COALESCE($7::jsonb, results), niche_id = COALESCE($8, niche_id),
       finished_at = CASE WHEN $9::boolean THEN now() ELSE finished_at END,
       request = CASE WHEN $9::boolean THEN ${SCRUBBED_REQUEST} ELSE request END
     WHERE id = $1 AND status = 'running' RETURNING id`,
    [
      id,
      patch.step ?? null,
      patch.message ?? null,
      patch.status ?? null,
      patch.error !== undefined,
      patch.error ?? null,
      patch.results === undefined ? null : JSON.stringify(patch.results),
      patch.niche_id ?? null,
      !!patch.finished,
    ],
  );
  return rows.length > 0;
}

export interface TaskRun {
  status: string;
  request: unknown;
  results: Record<string, unknown>;
  niche_id: number | null;
}

/** What a worker needs to run (or resume) a task. */
export async function getTaskRun(db: Database, id: string): Promise<TaskRun | undefined> {
  return db.one<TaskRun>("SELECT status, request, results, niche_id FROM automation_tasks WHERE id = $1", [id]);
}

/**
 * Runs `fn` in one transaction with the task's row locked, when the task is still running; `fn` gets a
 * handle on the transaction. Undefined when the task is no longer running.
 */
export async function whileTaskRunning<T>(
  db: Database,
  id: string,
  fn: (tx: Database, task: { niche_id: number | null }) => Promise<T>,
): Promise<T | undefined> {
  const result = await db.driver.transaction(async (tx) => {
    const [task] = await tx.query<{ status: string; niche_id: number | null }>(
      "SELECT status, niche_id FROM automation_tasks WHERE id = $1 FOR UPDATE",
      [id],
    );
    if (task?.status !== "running") return undefined;
    return { value: await fn(new Database({ ...db.driver, query: tx.query, exec: tx.exec, transaction: (inner) => inner(tx) }), task) };
  });
  // Writes through the transaction's handle are writes to this database too (its list cache must see them).
  db.listVersion++;
  return result?.value;
}

/** Marks a running task cancelled; false when it had already ended. */
export async function cancelRunningTask(db: Database, id: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE automation_tasks SET status = 'cancelled', message = 'Automatización cancelada', finished_at = now(),
       request = ${SCRUBBED_REQUEST}
     WHERE id = $1 AND status = 'running' RETURNING id`,
    [id],
  );
  return rows.length > 0;
}

/** Ids of the running tasks. */
export async function listRunningTaskIds(db: Database): Promise<string[]> {
  return (await db.query<{ id: string }>("SELECT id FROM automation_tasks WHERE status = 'running'")).map((r) => r.id);
}

export async function runningTaskForSlug(db: Database, slug: string): Promise<string | undefined> {
  return (await db.one<{ id: string }>("SELECT id FROM automation_tasks WHERE niche_slug = $1 AND status = 'running' LIMIT 1", [slug]))?.id;
}

/** Marks the running tasks failed with `message`, except those in `keep` (work a queue job will still take up). */
export async function failRunningTasks(db: Database, message: string, keep: string[] = []): Promise<void> {
  await db.query(
    `UPDATE automation_tasks SET status = 'failed', error = $1, message = $1, finished_at = now(), request = ${SCRUBBED_REQUEST}
     WHERE status = 'running' AND id <> ALL($2::text[])`,
    [message, keep],
  );
}
