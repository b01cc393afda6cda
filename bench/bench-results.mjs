// Benchmarks report each figure here; `npm run bench` collects them into one budget table.
import { appendFileSync } from "node:fs";

/**
 * Records one measured figure against its budget.
 * @param {{ bench: string, name: string, value: number, unit: string, budget: string, ok: boolean }} figure
 */
export function recordFigure(figure) {
  const file = process.env.BENCH_RESULTS_FILE;
  if (file) appendFileSync(file, `${JSON.stringify(figure)}\n`);
}
