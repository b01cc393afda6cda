import type { Database } from "../db/database";
import type { AutomationStatus } from "../../features/automation/schemas";

const TASK_JSON = `json_build_object('task_id', t.id, 'status', t.status, 'niche_slug', t.niche_slug, 'niche_name', t.niche_name,
  'step', t.step, 'total', t.total, 'message', t.message, 'error', t.error, 'results', t.results, 'niche_id', t.niche_id,
  'started_at', t.started_at, 'finished_at', t.finished_at)`;

export async function getTask(db: Database, id: string): Promise<AutomationStatus | undefined> {
  return db.json<AutomationStatus>(`SELECT ${TASK_JSON}::text AS j FROM automation_tasks t WHERE t.id = $1`, [id]);
}

export async function listRunningTasksJson(db: Database): Promise<string> {
  return (
    (await db.jsonText(
      `SELECT COALESCE(json_agg(${TASK_JSON} ORDER BY t.started_at), '[]')::text AS j FROM automation_tasks t WHERE t.status = 'running'`,
    )) ?? "[]"
  );
}

export async function insertTask(db: Database, t: { id: string; slug: string; name: string; request: unknown; message: string }) {
  await db.query(
    `INSERT INTO automation_tasks (id, niche_slug, niche_name, status, step, total, message, request) VALUES ($1, $2, $3, 'running', 0, 4, $4, $5)`,
    [t.id, t.slug, t.name, t.message, JSON.stringify(t.request)],
  );
}

export async function updateTask(
  db: Database,
  id: string,
  patch: { step?: number; message?: string; status?: string; error?: string | null; results?: unknown; niche_id?: number; finished?: boolean },
) {
  await db.query(
    `UPDATE automation_tasks SET
       step = COALESCE($2, step), message = COALESCE($3, message), status = COALESCE($4, status),
       error = CASE WHEN $5::boolean THEN $6 ELSE error END,
       results = COALESCE($7::jsonb, results), niche_id = COALESCE($8, niche_id),
       finished_at = CASE WHEN $9::boolean THEN now() ELSE finished_at END
     WHERE id = $1`,
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
}

export async function runningTaskForSlug(db: Database, slug: string): Promise<string | undefined> {
  return (await db.one<{ id: string }>("SELECT id FROM automation_tasks WHERE niche_slug = $1 AND status = 'running' LIMIT 1", [slug]))?.id;
}

/** Marks every running task failed with `message` (work a previous process left behind). */
export async function failRunningTasks(db: Database, message: string): Promise<void> {
  await db.query(`UPDATE automation_tasks SET status = 'failed', error = $1, message = $1, finished_at = now() WHERE status = 'running'`, [
    message,
  ]);
}
