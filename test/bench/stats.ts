// Order statistics the bench sections report: one definition for all of them.

/** The value at quantile q (0 to 1) of the samples: the sorted sample at floor(q · n), the
 * largest for q = 1; 0 for no samples. quantile(v, 0.5) is the upper of two middle values. */
export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/** The median, the mean of the two middle values for an even count; 0 for no samples. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}
