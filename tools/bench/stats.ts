// The benchmarks' one percentile rule (issue 13 item 8): the sample at index floor(q·n) of the sorted
// samples, capped at the last; no interpolation. Five of the six former copies used this rule.

export function percentile(samples: readonly number[], q: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

export interface Figure { name: string; runs: number; p50: number; p95: number; mean: number }

export function summarise(name: string, samples: readonly number[]): Figure {
  const mean = samples.reduce((s, v) => s + v, 0) / samples.length;
  return { name, runs: samples.length, p50: percentile(samples, 0.5), p95: percentile(samples, 0.95), mean };
}
