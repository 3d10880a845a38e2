/** Timing helpers for the benchmark scripts: run a scenario, report p50/p95 in milliseconds. */
export type Timing = { name: string; runs: number; p50: number; p95: number; mean: number };

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export async function measure(
  name: string,
  runs: number,
  fn: (run: number) => Promise<unknown>,
): Promise<Timing> {
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await fn(run);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return {
    name,
    runs,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    mean: samples.reduce((sum, value) => sum + value, 0) / samples.length,
  };
}

export const ms = (value: number) => `${value.toFixed(1).padStart(8)} ms`;
