import { describe, expect, it } from 'vitest';
import { timeZoneGroups } from './time-zone-options';

const JUNE = new Date('2026-06-10T12:00:00.000Z');
const find = (groups: ReturnType<typeof timeZoneGroups>, value: string) =>
  groups
    .flatMap((g) => g.options.map((o) => ({ region: g.region, ...o })))
    .find((o) => o.value === value);

describe('timeZoneGroups', () => {
  it('groups zones by region with the place and its offset now', () => {
    const groups = timeZoneGroups([], JUNE);
    expect(find(groups, 'America/New_York')).toEqual({
      region: 'America',
      value: 'America/New_York',
      label: 'New York (GMT-04:00)',
    });
    expect(find(groups, 'America/Argentina/Salta')?.label).toBe('Argentina / Salta (GMT-03:00)');
    expect(find(groups, 'Asia/Kolkata')?.label ?? find(groups, 'Asia/Calcutta')?.label).toMatch(
      /\(GMT\+05:30\)$/,
    );
  });

  it('always offers UTC, and any zone asked for that the list lacks', () => {
    const groups = timeZoneGroups(['US/Eastern', 'Mars/Olympus'], JUNE);
    expect(find(groups, 'UTC')).toEqual({
      region: 'Other',
      value: 'UTC',
      label: 'UTC (GMT+00:00)',
    });
    expect(find(groups, 'US/Eastern')).toMatchObject({ region: 'US' });
    expect(find(groups, 'Mars/Olympus')).toBeUndefined();
  });

  it('sorts regions and places alphabetically, each zone once', () => {
    const groups = timeZoneGroups(['Europe/Berlin'], JUNE);
    const regions = groups.map((g) => g.region);
    expect(regions).toEqual([...regions].sort((a, b) => a.localeCompare(b)));
    for (const group of groups) {
      const labels = group.options.map((o) => o.label);
      expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b)));
    }
    const values = groups.flatMap((g) => g.options.map((o) => o.value));
    expect(new Set(values).size).toBe(values.length);
    expect(values.filter((v) => v === 'Europe/Berlin')).toHaveLength(1);
  });
});
