/**
 * Fisher's exact test, one-sided: the chance that, drawing `drawn` items from `population` of
 * which `successes` are marked, at least `observed` are marked. Here: of all the days whose
 * preceding days are looked at (flare onsets and ordinary days together), the onsets are the
 * draw, and a precursor "seen before" marks a day; a small p says the precursor came before
 * onsets more often than chance would put it there.
 */
export function hypergeometricUpperTail(
  population: number,
  successes: number,
  drawn: number,
  observed: number,
): number {
  if (observed <= 0) return 1;
  const most = Math.min(successes, drawn);
  if (observed > most) return 0;
  const logFactorial = logFactorials(population);
  const logChoose = (n: number, k: number) =>
    (logFactorial[n] as number) - (logFactorial[k] as number) - (logFactorial[n - k] as number);
  const logTotal = logChoose(population, drawn);
  let p = 0;
  for (let k = observed; k <= most; k += 1) {
    if (drawn - k > population - successes) continue;
    p += Math.exp(
      logChoose(successes, k) + logChoose(population - successes, drawn - k) - logTotal,
    );
  }
  return Math.min(1, p);
}

function logFactorials(n: number): Float64Array {
  const table = new Float64Array(n + 1);
  for (let i = 2; i <= n; i += 1) table[i] = (table[i - 1] as number) + Math.log(i);
  return table;
}
