/**
 * Ranks 1..n of `values`, ties sharing the mean of the ranks they span (the "average" method
 * Spearman's rho needs so that tied pain levels, which are common on a 0-10 scale, count alike).
 * The values are sorted as a typed array (a native numeric sort) and each distinct value's rank
 * is looked up once: daily figures hold few distinct values, so this is far cheaper than
 * sorting indices with a comparator.
 */
export function averageRanks(values: readonly number[]): Float64Array {
  const n = values.length;
  const sorted = Float64Array.from(values).sort();
  const rankOf = new Map<number, number>();
  let start = 0;
  while (start < n) {
    const value = sorted[start] as number;
    let end = start;
    while (end + 1 < n && sorted[end + 1] === value) end += 1;
    rankOf.set(value, (start + end) / 2 + 1);
    start = end + 1;
  }
  const ranks = new Float64Array(n);
  for (let i = 0; i < n; i += 1) ranks[i] = rankOf.get(values[i] as number) as number;
  return ranks;
}
