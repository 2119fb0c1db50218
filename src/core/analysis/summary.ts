import { capitalize } from '../report/words';
import { format1 } from '../stats/numbers';
import { countOf, isSignificantPrecursor, type PrecursorEvidence } from './patterns';
import type { FlareSummary } from './types';

/**
 * The headline: "You had 7 flares in the last 3 months, about 2.3 a month, lasting 2.1 days on
 * average at 8.1/10. 5 of 7 began within a day of a night under 6 hours of sleep."
 * The second sentence names the built-in precursor (sleep, stress, pressure) that came before
 * the most flares, when it came before them more often than chance would have it (patterns.ts).
 */

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function headline(
  flares: FlareSummary,
  evidence: readonly PrecursorEvidence[],
  phrase: string,
): string | null {
  if (flares.days === 0) return null;
  if (flares.count === 0) {
    return `No flares (days at or above ${format1(flares.threshold)}/10) in ${phrase}, across ${plural(flares.days, 'day', 'days')} of entries.`;
  }
  const rate = flares.perMonth === null ? '' : `, about ${format1(flares.perMonth)} a month`;
  const lasting =
    flares.count === 1
      ? `, lasting ${plural(flares.meanDurationDays ?? 0, 'day', 'days')} at ${format1(flares.meanIntensity ?? 0)}/10`
      : `, lasting ${format1(flares.meanDurationDays ?? 0)} days on average at ${format1(flares.meanIntensity ?? 0)}/10`;
  const first = `You had ${plural(flares.count, 'flare', 'flares')} in ${phrase}${rate}${lasting}.`;
  const lead = evidence
    .filter((item) => item.precursor.listAs === null && isSignificantPrecursor(item))
    .sort((a, b) => b.episodes.length - a.episodes.length || b.lift - a.lift)[0];
  if (!lead || flares.count < 2) return first;
  return `${first} ${capitalize(countOf(lead.episodes.length, flares.count))} ${lead.precursor.relation}.`;
}
