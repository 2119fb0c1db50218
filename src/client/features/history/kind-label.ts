import type { EntryKind } from '@core/journal';

/** The tag shown on quick and emergency logs; the day's journal entry needs none. */
export function kindLabel(kind: EntryKind): string | null {
  if (kind === 'quick') return 'Quick log';
  if (kind === 'emergency') return 'Emergency';
  return null;
}
