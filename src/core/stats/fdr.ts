/**
 * Benjamini-Hochberg q-values: each p-value adjusted for the number of tests, so that calling
 * every q < 0.05 significant keeps the expected share of false findings among them under 5%.
 * q(i) = min over j >= i of p(j) * m / j, for p sorted ascending, capped at 1; returned in the
 * order the p-values came in.
 */
export function benjaminiHochberg(pValues: readonly number[]): number[] {
  const m = pValues.length;
  const order = pValues.map((p, index) => ({ p, index })).sort((a, b) => a.p - b.p);
  const q = new Array<number>(m);
  let running = 1;
  for (let rank = m; rank >= 1; rank -= 1) {
    const item = order[rank - 1] as { p: number; index: number };
    running = Math.min(running, (item.p * m) / rank);
    q[item.index] = Math.min(1, running);
  }
  return q;
}
