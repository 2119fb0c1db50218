import { BODY_PARTS, bodyPartName, type BodyRegion } from '../../body-parts';
import type { ReportDay } from '../report-days';

export interface LocationCount {
  bodyPart: string;
  /** Display name ("Lower Back"); an unknown key is shown as it is. */
  name: string;
  region: BodyRegion | null;
  /** Days on which the part was marked on the body chart. */
  days: number;
  /** Mean of each day's highest intensity for the part (1 to 10). */
  averageIntensity: number;
}

const regions = new Map(BODY_PARTS.map((part) => [part.key, part.region]));

/**
 * Body chart parts by how many days they were marked, most first; ties by the higher average
 * intensity, then by name. Enough for a body-map summary (there are 26 parts).
 */
export function locationCounts(days: readonly ReportDay[]): LocationCount[] {
  const byPart = new Map<string, { days: number; total: number }>();
  for (const day of days) {
    for (const { bodyPart, intensity } of day.locations) {
      let found = byPart.get(bodyPart);
      if (found === undefined) {
        found = { days: 0, total: 0 };
        byPart.set(bodyPart, found);
      }
      found.days += 1;
      found.total += intensity;
    }
  }
  return [...byPart]
    .map(([bodyPart, { days: count, total }]) => ({
      bodyPart,
      name: bodyPartName(bodyPart),
      region: regions.get(bodyPart) ?? null,
      days: count,
      averageIntensity: total / count,
    }))
    .sort(
      (a, b) =>
        b.days - a.days ||
        b.averageIntensity - a.averageIntensity ||
        (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
    );
}
