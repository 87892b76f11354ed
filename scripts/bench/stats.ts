/** Order statistics for the benchmark samples (nearest-rank, rounded to 0.01). */

const round = (value: number): number => Math.round(value * 100) / 100;

/** The p-th percentile (0–100) by nearest rank; NaN for no samples. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return round(sorted[rank]);
}

export const median = (samples: readonly number[]): number => percentile(samples, 50);

export const max = (samples: readonly number[]): number =>
  samples.length === 0 ? Number.NaN : round(Math.max(...samples));

/** The median time of each named step over several runs, in order of those medians. */
export function medianSteps(runs: readonly Record<string, number>[]): Record<string, number> {
  const names = [...new Set(runs.flatMap((run) => Object.keys(run)))];
  const medians = names.map((name) => {
    const times = runs.flatMap((run) => (name in run ? [run[name] as number] : []));
    return [name, median(times)] as const;
  });
  return Object.fromEntries(medians.sort((a, b) => a[1] - b[1]));
}
