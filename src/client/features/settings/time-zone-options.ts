import { canonicalTimeZone } from '@core/time-zone';

export interface TimeZoneOption {
  value: string;
  /** The place, readable: "New York", "Argentina / Buenos Aires". */
  label: string;
}

export interface TimeZoneGroup {
  /** The region: "America", "Europe"; "Other" for UTC and the like. */
  region: string;
  options: TimeZoneOption[];
}

/** The device's time zone, as the browser reports it. */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** "GMT+05:30" for `zone` at `now`. */
function offsetLabel(zone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    timeZoneName: 'longOffset',
  }).formatToParts(now);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/**
 * Every time zone the browser knows, grouped by region and sorted by place, each labelled with
 * its offset now. `include` adds zones the list may lack (the stored one, if the browser calls
 * it by another name; UTC, which Chromium leaves out).
 */
export function timeZoneGroups(include: readonly string[], now = new Date()): TimeZoneGroup[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = new Set<string>(known);
  for (const zone of ['UTC', ...include]) if (canonicalTimeZone(zone)) zones.add(zone);

  const groups = new Map<string, TimeZoneOption[]>();
  for (const zone of zones) {
    const slash = zone.indexOf('/');
    const hasRegion = slash > 0 && !zone.startsWith('Etc/');
    const region = hasRegion ? zone.slice(0, slash) : 'Other';
    const place = (hasRegion ? zone.slice(slash + 1) : zone)
      .replaceAll('_', ' ')
      .replaceAll('/', ' / ');
    const option = { value: zone, label: `${place} (${offsetLabel(zone, now)})` };
    const group = groups.get(region);
    if (group) group.push(option);
    else groups.set(region, [option]);
  }
  return [...groups.entries()]
    .map(([region, options]) => ({
      region,
      options: options.sort((a, b) => a.label.localeCompare(b.label)),
    }))
    .sort((a, b) => a.region.localeCompare(b.region));
}
