import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { addDays } from '@core/calendar';
import { zonedInstant, zoneOffsetAt } from '@core/time-zone';
import { vtimezone } from './vtimezone';

const NOW = new Date('2026-06-15T12:00:00Z');

/** The zone as a calendar app reads it: ical.js, from the block alone. */
function parsed(block: string): ICAL.Timezone {
  const calendar = new ICAL.Component(
    ICAL.parse(['BEGIN:VCALENDAR', 'VERSION:2.0', block, 'END:VCALENDAR'].join('\r\n')),
  );
  return new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!);
}

/** Offset in seconds at a wall-clock time, by ical.js and by the runtime's zone data. */
function offsets(zone: ICAL.Timezone, timeZone: string, date: string, time: string) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = ICAL.Time.fromData({ year, month, day, hour, minute, second: 0 });
  const instant = zonedInstant(date, time, timeZone).getTime();
  return { calendar: zone.utcOffset(wall), runtime: zoneOffsetAt(instant, timeZone) / 1000 };
}

describe('VTIMEZONE from the runtime zone data', () => {
  it('writes a zone with summer time as two yearly rules', () => {
    const block = vtimezone('Europe/Berlin', 2024, NOW);
    expect(block.split('\r\n')).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Europe/Berlin',
      'BEGIN:DAYLIGHT',
      'DTSTART:20230326T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0200',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'DTSTART:20231029T030000',
      'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0100',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
  });

  it('says the US rule as the second and first Sunday', () => {
    const block = vtimezone('America/New_York', 2025, NOW);
    expect(block).toContain('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU');
    expect(block).toContain('RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU');
    expect(block).toContain('TZOFFSETTO:-0400');
  });

  it('writes a zone without clock changes as one offset', () => {
    expect(vtimezone('Asia/Kolkata', 2024, NOW).split('\r\n')).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Asia/Kolkata',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:+0530',
      'TZOFFSETTO:+0530',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
  });

  it('lists the changes of a zone that stopped them, and keeps its last offset', () => {
    const block = vtimezone('America/Sao_Paulo', 2017, NOW);
    expect(block).not.toContain('RRULE');
    expect(block).toContain('DTSTART:20190217T000000');
    expect(block.split('\r\n').slice(-4)).toEqual([
      'TZOFFSETFROM:-0200',
      'TZOFFSETTO:-0300',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
  });

  it.each([
    ['Europe/Berlin', 2015],
    ['Europe/London', 2020],
    ['America/New_York', 2010],
    ['America/St_Johns', 2020],
    ['America/Sao_Paulo', 2016],
    ['Australia/Sydney', 2020],
    ['Australia/Lord_Howe', 2022],
    ['Pacific/Chatham', 2022],
    ['Asia/Jerusalem', 2022],
    ['Africa/Casablanca', 2022],
    ['Europe/Moscow', 2010],
    ['Asia/Tokyo', 2020],
    ['UTC', 2020],
  ])('reads in a calendar app as the runtime says, at noon every day: %s from %i', (zone, from) => {
    const calendarZone = parsed(vtimezone(zone, from, NOW));
    const mismatches: string[] = [];
    // Ten years past the current one: the yearly rules carry on where the scan stopped.
    for (let date = `${from}-01-01`; date < '2037-01-01'; date = addDays(date, 1)) {
      const { calendar, runtime } = offsets(calendarZone, zone, date, '12:00');
      if (calendar !== runtime) mismatches.push(`${date}: ${calendar} != ${runtime}`);
    }
    const explicitOnly = !vtimezone(zone, from, NOW).includes('RRULE');
    // A zone without a weekday rule is listed through EXPLICIT_YEARS_AHEAD (2031) only.
    const relevant = explicitOnly ? mismatches.filter((line) => line < '2032') : mismatches;
    expect(relevant).toEqual([]);
  });

  it('puts times on both sides of a change on the right side', () => {
    const zone = parsed(vtimezone('Europe/Berlin', 2026, NOW));
    const at = (date: string, time: string) => offsets(zone, 'Europe/Berlin', date, time);
    expect(at('2026-03-29', '01:30')).toEqual({ calendar: 3600, runtime: 3600 });
    expect(at('2026-03-29', '03:30')).toEqual({ calendar: 7200, runtime: 7200 });
    expect(at('2026-10-25', '03:30')).toEqual({ calendar: 3600, runtime: 3600 });
    expect(at('2030-03-31', '03:30')).toEqual({ calendar: 7200, runtime: 7200 });
  });
});
