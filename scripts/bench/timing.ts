// Timing helpers for the benchmark: percentiles over repeated runs.

export type Timing = { p50: number; p95: number; runs: number };

export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const position = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[position] ?? Number.NaN;
}

export function summarize(samples: readonly number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), runs: sorted.length };
}

export function median(samples: readonly number[]): number {
  return percentile(
    [...samples].sort((a, b) => a - b),
    0.5,
  );
}

/**
 * Runs `task` `warmup` times untimed, then up to `runs` times timed, stopping early (after at least
 * `minRuns`) once `budgetMs` of timed work has passed, so slow contenders keep the bench short.
 */
export async function time(
  task: () => unknown,
  options: { warmup: number; runs: number; minRuns?: number; budgetMs?: number },
): Promise<Timing> {
  for (let run = 0; run < options.warmup; run += 1) await task();
  const samples: number[] = [];
  let spent = 0;
  for (let run = 0; run < options.runs; run += 1) {
    const started = performance.now();
    await task();
    const took = performance.now() - started;
    samples.push(took);
    spent += took;
    if (options.budgetMs !== undefined && spent > options.budgetMs && samples.length >= (options.minRuns ?? 1)) break;
  }
  return summarize(samples);
}

/** `time` for synchronous work, without an await between runs. */
export function timeSync(task: () => unknown, options: { warmup: number; runs: number }): Timing {
  for (let run = 0; run < options.warmup; run += 1) task();
  const samples: number[] = [];
  for (let run = 0; run < options.runs; run += 1) {
    const started = performance.now();
    task();
    samples.push(performance.now() - started);
  }
  return summarize(samples);
}
