/**
 * Column widths for a PDF table. Short columns (a date, a number) get their whole text on one
 * line first, as long as each takes no more than an even share of the room left; the rest share
 * what remains, each at least its longest word, the extra going to the columns that want more.
 * The widths always add up to `total`.
 */

export interface ColumnNeed {
  /** The width of the column's longest cell on one line (padding included). */
  natural: number;
  /** The width of its longest word (padding included): narrower would cut words. */
  minimum: number;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** Each column its minimum, the rest shared in proportion to how much wider each wants to be. */
function share(needs: readonly ColumnNeed[], total: number): number[] {
  const minimum = needs.map((need) => Math.min(need.minimum, need.natural));
  const minimumSum = sum(minimum);
  if (minimumSum >= total) {
    // Even the longest words do not fit: scale down, and the wrapper cuts the words.
    return minimumSum === 0
      ? needs.map(() => total / needs.length)
      : minimum.map((width) => (width * total) / minimumSum);
  }
  const wants = needs.map((need, index) => need.natural - (minimum[index] as number));
  const wantSum = sum(wants);
  if (wantSum === 0) return minimum.map((width) => width + (total - minimumSum) / needs.length);
  return minimum.map(
    (width, index) => width + ((total - minimumSum) * (wants[index] as number)) / wantSum,
  );
}

export function columnWidths(raw: readonly ColumnNeed[], total: number): number[] {
  if (raw.length === 0) return [];
  const needs = raw.map((need) => ({
    natural: Math.max(need.natural, 0),
    minimum: Math.max(need.minimum, 0),
  }));
  const naturalSum = sum(needs.map((need) => need.natural));
  if (naturalSum <= total) {
    // Everything fits on one line: share the spare room out so the table spans the page.
    if (naturalSum === 0) return needs.map(() => total / needs.length);
    return needs.map((need) => need.natural + ((total - naturalSum) * need.natural) / naturalSum);
  }

  const widths: (number | null)[] = needs.map(() => null);
  let remaining = total;
  for (;;) {
    const pending = needs.flatMap((need, index) => (widths[index] === null ? [index] : []));
    const fair = remaining / pending.length;
    const fits = pending.filter((index) => (needs[index] as ColumnNeed).natural <= fair);
    if (fits.length === 0 || fits.length === pending.length) break;
    for (const index of fits) {
      widths[index] = (needs[index] as ColumnNeed).natural;
      remaining -= (needs[index] as ColumnNeed).natural;
    }
  }
  const pending = needs.flatMap((need, index) => (widths[index] === null ? [index] : []));
  const pendingNeeds = pending.map((index) => needs[index] as ColumnNeed);
  if (sum(pendingNeeds.map((need) => Math.min(need.minimum, need.natural))) > remaining) {
    // The short columns took too much for the long ones' words: share everything instead.
    return share(needs, total);
  }
  const rest = share(pendingNeeds, remaining);
  pending.forEach((index, position) => {
    widths[index] = rest[position] as number;
  });
  return widths as number[];
}
