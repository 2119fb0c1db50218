import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from './settings';
import { remindersDue, type DoseSlot, type ReminderPlan } from './reminder-schedule';

const MINUTE = 60_000;
const at = (iso: string) => new Date(iso);

const naproxen = (timeOfDay: string, days = [0, 1, 2, 3, 4, 5, 6]): DoseSlot => ({
  scheduleId: `s-${timeOfDay}`,
  medicationId: 'm1',
  name: 'Naproxen',
  dosage: '500 mg',
  timeOfDay,
  days,
  startDate: '2026-01-01',
  endDate: null,
});

/** The PEG check-in is off unless a test turns it on, so each test counts only its own kind. */
function plan(timeZone: string, doses: DoseSlot[] = [], settings = {}): ReminderPlan {
  return { timeZone, settings: { ...DEFAULT_SETTINGS, pegEnabled: false, ...settings }, doses };
}

/**
 * The scheduler's own loop, minute by minute from `start` to `end`: each tick looks back over
 * the grace window and claims by (kind, ref, local date), as the send records do.
 */
function simulate(p: ReminderPlan, start: Date, end: Date, graceMinutes = 60) {
  const claimed = new Map<string, Date>();
  for (let now = start.getTime(); now <= end.getTime(); now += MINUTE) {
    for (const due of remindersDue(p, new Date(now - graceMinutes * MINUTE), new Date(now))) {
      const key = `${due.kind}|${due.ref}|${due.localDate}`;
      if (!claimed.has(key)) claimed.set(key, new Date(now));
    }
  }
  return claimed;
}

describe('remindersDue', () => {
  it("finds the daily check-in at 20:00 in the person's own zone", () => {
    const berlin = plan('Europe/Berlin');
    // 20:00 in Berlin in June is 18:00 UTC.
    expect(remindersDue(berlin, at('2026-06-10T17:59:00Z'), at('2026-06-10T18:00:00Z'))).toEqual([
      {
        kind: 'daily-checkin',
        ref: '',
        localDate: '2026-06-10',
        dueAt: at('2026-06-10T18:00:00Z'),
      },
    ]);
    expect(remindersDue(berlin, at('2026-06-10T18:00:00Z'), at('2026-06-10T18:01:00Z'))).toEqual(
      [],
    );
    // The same wall-clock time in Los Angeles is 03:00 UTC the next day.
    const la = remindersDue(
      plan('America/Los_Angeles'),
      at('2026-06-11T02:30:00Z'),
      at('2026-06-11T03:30:00Z'),
    );
    expect(la.map((d) => [d.kind, d.localDate, d.dueAt.toISOString()])).toEqual([
      ['daily-checkin', '2026-06-10', '2026-06-11T03:00:00.000Z'],
    ]);
  });

  it('finds doses only on their days and between the start and end dates', () => {
    const mondays = naproxen('08:00', [1]);
    const later = { ...naproxen('09:00'), startDate: '2026-06-16', endDate: '2026-06-17' };
    const p = plan('UTC', [mondays, later], {
      remindersEnabled: false,
    });
    // 2026-06-15 is a Monday.
    const week = remindersDue(p, at('2026-06-14T00:00:00Z'), at('2026-06-18T23:59:00Z'));
    expect(week.map((d) => `${d.localDate} ${d.dose?.timeOfDay}`)).toEqual([
      '2026-06-15 08:00',
      '2026-06-16 09:00',
      '2026-06-17 09:00',
    ]);
    expect(week[0]).toMatchObject({ kind: 'dose', ref: 's-08:00', dose: { name: 'Naproxen' } });
  });

  it('honours the switches: no check-in, no doses, no PEG', () => {
    const p = plan('UTC', [naproxen('08:00')], {
      remindersEnabled: false,
      doseReminders: false,
      pegEnabled: false,
    });
    expect(remindersDue(p, at('2026-06-13T00:00:00Z'), at('2026-06-15T00:00:00Z'))).toEqual([]);
  });

  it('asks the PEG questions on the chosen weekday and time, Sunday 18:00 by default', () => {
    const p = plan('Australia/Sydney', [], { remindersEnabled: false, pegEnabled: true });
    const fortnight = remindersDue(p, at('2026-06-01T00:00:00Z'), at('2026-06-15T00:00:00Z'));
    // Sundays 7 and 14 June, 18:00 in Sydney (UTC+10) is 08:00 UTC.
    expect(fortnight.map((d) => [d.kind, d.localDate, d.dueAt.toISOString()])).toEqual([
      ['peg', '2026-06-07', '2026-06-07T08:00:00.000Z'],
      ['peg', '2026-06-14', '2026-06-14T08:00:00.000Z'],
    ]);
    const wednesdays = plan('UTC', [], {
      remindersEnabled: false,
      pegEnabled: true,
      pegDay: 3,
      pegTime: '09:30',
    });
    expect(
      remindersDue(wednesdays, at('2026-06-01T00:00:00Z'), at('2026-06-08T00:00:00Z')).map((d) =>
        d.dueAt.toISOString(),
      ),
    ).toEqual(['2026-06-03T09:30:00.000Z']);
  });

  it('sends a 02:30 dose once on the spring change, when 02:30 does not exist', () => {
    // Europe/Berlin skips from 02:00 to 03:00 on 29 March 2026.
    const p = plan('Europe/Berlin', [naproxen('02:30')], { remindersEnabled: false });
    const sent = simulate(p, at('2026-03-28T00:00:00Z'), at('2026-03-30T06:00:00Z'));
    expect([...sent.keys()]).toEqual([
      'dose|s-02:30|2026-03-28',
      'dose|s-02:30|2026-03-29',
      'dose|s-02:30|2026-03-30',
    ]);
    // On the day without 02:30 it goes at 03:30 summer time (01:30 UTC), an hour after the change.
    expect(sent.get('dose|s-02:30|2026-03-29')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('sends a 02:30 dose once on the autumn change, when 02:30 happens twice', () => {
    // Europe/Berlin goes back from 03:00 to 02:00 on 25 October 2026.
    const p = plan('Europe/Berlin', [naproxen('02:30')], { remindersEnabled: false });
    const sent = simulate(p, at('2026-10-24T00:00:00Z'), at('2026-10-26T06:00:00Z'));
    expect([...sent.keys()]).toEqual([
      'dose|s-02:30|2026-10-24',
      'dose|s-02:30|2026-10-25',
      'dose|s-02:30|2026-10-26',
    ]);
    // The second 02:30 (winter time, 01:30 UTC): the one that is 02:30 once the clocks settle.
    expect(sent.get('dose|s-02:30|2026-10-25')?.toISOString()).toBe('2026-10-25T01:30:00.000Z');
  });

  it('keeps every reminder once a day across a spring change in New York', () => {
    const p = plan('America/New_York', [naproxen('02:30'), naproxen('08:00')]);
    const sent = simulate(p, at('2026-03-07T00:00:00Z'), at('2026-03-10T00:00:00Z'));
    const perDay = new Map<string, number>();
    for (const key of sent.keys()) {
      const date = key.split('|')[2]!;
      perDay.set(date, (perDay.get(date) ?? 0) + 1);
    }
    // 8 March is the spring change in New York; every full day has its three reminders.
    expect(perDay.get('2026-03-07')).toBe(3);
    expect(perDay.get('2026-03-08')).toBe(3);
    expect(perDay.get('2026-03-09')).toBe(3);
  });

  it('sends a reminder missed while the server was down only within the grace window', () => {
    const p = plan('UTC');
    // Down from 19:50 to 20:40: the 20:00 reminder goes at 20:40, late but within the hour.
    expect(remindersDue(p, at('2026-06-10T19:40:00Z'), at('2026-06-10T20:40:00Z'))).toHaveLength(1);
    // Back at 21:05: the look back reaches 20:05 only, so the 20:00 reminder is skipped.
    expect(remindersDue(p, at('2026-06-10T20:05:00Z'), at('2026-06-10T21:05:00Z'))).toEqual([]);
  });
});
