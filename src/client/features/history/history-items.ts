export type Trend = 'increased' | 'decreased' | 'same';

interface Sortable {
  date: string;
  createdAt: string;
  painLevel: number;
}

export interface HistoryItem<T extends Sortable> {
  entry: T;
  /** Pain compared with the next item in the list (the older entry); null for the oldest. */
  trend: Trend | null;
}

function time(createdAt: string): number {
  const value = Date.parse(createdAt);
  return Number.isNaN(value) ? Number.NEGATIVE_INFINITY : value;
}

/** Newest first: by date, then by when the entry was created. */
export function sortNewestFirst<T extends Sortable>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => {
    if (a.date !== b.date) return a.date < b.date ? 1 : -1;
    const at = time(a.createdAt);
    const bt = time(b.createdAt);
    return at === bt ? 0 : bt > at ? 1 : -1;
  });
}

export function trendBetween(current: number, previous: number): Trend {
  if (current > previous) return 'increased';
  if (current < previous) return 'decreased';
  return 'same';
}

/** The history list: entries newest first, each with its trend against the older neighbour. */
export function historyItems<T extends Sortable>(entries: readonly T[]): HistoryItem<T>[] {
  const sorted = sortNewestFirst(entries);
  return sorted.map((entry, index) => {
    const older = sorted[index + 1];
    return { entry, trend: older ? trendBetween(entry.painLevel, older.painLevel) : null };
  });
}
