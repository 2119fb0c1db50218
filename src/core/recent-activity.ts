import { newestFirst, type StatsEntry } from './dashboard-stats';
import type { EntryKind } from './journal';

/**
 * The dashboard's Recent Activity (replaces the spec's three fixed placeholder items): the
 * user's latest entries, newest first, each described in plain words.
 */

export const RECENT_ACTIVITY_LIMIT = 5;
export const RECENT_ACTIVITY_EMPTY = 'No activity yet. Your logs will appear here.';

export interface ActivityItem {
  id: string;
  kind: EntryKind;
  painLevel: number;
  description: string;
  /** ISO timestamp; the client turns it into "2 hours ago" against its own clock. */
  createdAt: string;
}

/** "Logged pain level 6", "Quick pain log: 5/10", "Emergency log: 8/10". */
export function describeEntry(entry: Pick<StatsEntry, 'kind' | 'painLevel'>): string {
  switch (entry.kind) {
    case 'quick':
      return `Quick pain log: ${entry.painLevel}/10`;
    case 'emergency':
      return `Emergency log: ${entry.painLevel}/10`;
    default:
      return `Logged pain level ${entry.painLevel}`;
  }
}

export function recentActivity(
  entries: readonly (StatsEntry & { id: string })[],
  limit: number = RECENT_ACTIVITY_LIMIT,
): ActivityItem[] {
  return newestFirst(entries)
    .slice(0, Math.max(0, limit))
    .map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      painLevel: entry.painLevel,
      description: describeEntry(entry),
      createdAt: entry.createdAt,
    }));
}
