import { describe, expect, it } from 'vitest';
import { parseCsvTimestamp } from './csv-timestamps';

const BERLIN = 'Europe/Berlin';

describe('parseCsvTimestamp', () => {
  it('reads ISO 8601 with an offset as that instant, whatever the zone', () => {
    const cases: [string, number][] = [
      ['2024-06-08T14:12:00Z', Date.UTC(2024, 5, 8, 14, 12)],
      ['2024-06-08T14:12:00.250Z', Date.UTC(2024, 5, 8, 14, 12, 0, 250)],
      ['2024-06-08T14:12:00.1234567Z', Date.UTC(2024, 5, 8, 14, 12, 0, 123)],
      ['2024-06-08T16:12:30+02:00', Date.UTC(2024, 5, 8, 14, 12, 30)],
      ['2024-06-08T08:42-0530', Date.UTC(2024, 5, 8, 14, 12)],
      ['2024-06-08 19:12:00+05', Date.UTC(2024, 5, 8, 14, 12)],
      ['2024-01-01T01:00:00+14:00', Date.UTC(2023, 11, 31, 11)],
    ];
    for (const [text, instant] of cases)
      expect(parseCsvTimestamp(text, BERLIN), text).toBe(instant);
  });

  it('reads a wall time without an offset in the time zone, summer and winter', () => {
    expect(parseCsvTimestamp('2024-06-08 14:12', BERLIN)).toBe(Date.UTC(2024, 5, 8, 12, 12));
    expect(parseCsvTimestamp('2024-01-08T14:12:30', BERLIN)).toBe(Date.UTC(2024, 0, 8, 13, 12, 30));
    expect(parseCsvTimestamp(' 2026-09-17 10:00:00 ', 'America/New_York')).toBe(
      Date.UTC(2026, 8, 17, 14),
    );
    expect(parseCsvTimestamp('2024-06-08 9:05', 'UTC')).toBe(Date.UTC(2024, 5, 8, 9, 5));
  });

  it('reads the 12-hour clock of older Withings exports', () => {
    expect(parseCsvTimestamp('2016-05-31 6:36 AM', 'UTC')).toBe(Date.UTC(2016, 4, 31, 6, 36));
    expect(parseCsvTimestamp('2016-05-31 6:36 pm', 'UTC')).toBe(Date.UTC(2016, 4, 31, 18, 36));
    expect(parseCsvTimestamp('2016-05-31 12:05 AM', 'UTC')).toBe(Date.UTC(2016, 4, 31, 0, 5));
    expect(parseCsvTimestamp('2016-05-31 12:05 PM', 'UTC')).toBe(Date.UTC(2016, 4, 31, 12, 5));
  });

  it('refuses other forms and times that do not exist', () => {
    for (const text of [
      '',
      '2024-06-08',
      '08/06/2024 14:12',
      '2024-06-08T14:12:00 GMT',
      '2024-02-30 10:00',
      '2024-06-08 24:00',
      '2024-06-08 14:60',
      '2024-06-08 14:12:60',
      '2024-06-08 13:00 PM',
      '2024-06-08 0:30 AM',
      '2024-06-08 6:30 AM+02:00',
      '2024-06-08T14:12:00+15:00',
      '2024-06-08T14:12:00+02:60',
      '1714572000',
    ]) {
      expect(parseCsvTimestamp(text, BERLIN), text).toBeNull();
    }
  });
});
