import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '@core/time-zone';
import { createTestApp, registerUser, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let alice: { cookie: string };
let bob: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t.app, { timeZone: 'UTC' });
  bob = await registerUser(t.app, { timeZone: 'Pacific/Auckland' });
});
afterAll(() => t.close());

type Who = { cookie: string };
const inject = (
  who: Who,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
const create = (who: Who, payload: object) => inject(who, 'POST', '/api/medications', payload);
// Answers are read loosely here; their shapes are what the assertions check.
const detailed = async (who: Who) =>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  (await inject(who, 'GET', '/api/medications/detailed')).json() as Array<Record<string, any>>;
const count = async (table: 'medications' | 'medication_schedules' | 'medication_logs') =>
  Number(
    (
      await t.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/medications', () => {
  it('creates with the proposed times and defaults, dropping unknown fields', async () => {
    const response = await create(alice, {
      name: ' Gabapentin ',
      dosage: '300 mg',
      frequency: 'three-times-daily',
      purposes: ['Nerve pain', ' '],
      extra: 'dropped',
    });
    expect(response.statusCode).toBe(201);
    const medication = response.json();
    expect(medication).toMatchObject({
      name: 'Gabapentin',
      dosage: '300 mg',
      type: 'prescription',
      frequency: 'three-times-daily',
      isActive: true,
      purposes: ['Nerve pain'],
      sideEffects: [],
      startDate: localDate(new Date(), 'UTC'),
      avgEffectiveness: null,
      recentLogs: [],
    });
    expect(medication).not.toHaveProperty('extra');
    expect(medication.schedule.map((s: { timeOfDay: string }) => s.timeOfDay)).toEqual([
      '08:00',
      '14:00',
      '20:00',
    ]);
    expect(medication.schedule[0].days).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('stores custom times and weekly and monthly days from the start date', async () => {
    const custom = (
      await create(alice, {
        name: 'Naproxen',
        dosage: '250 mg',
        frequency: 'twice-daily',
        scheduleTimes: ['21:30', '07:15'],
      })
    ).json();
    expect(custom.schedule.map((s: { timeOfDay: string }) => s.timeOfDay)).toEqual([
      '07:15',
      '21:30',
    ]);
    const weekly = (
      await create(alice, {
        name: 'B12',
        dosage: '1 shot',
        frequency: 'weekly',
        startDate: '2026-03-04',
      })
    ).json();
    expect(weekly.schedule).toMatchObject([{ timeOfDay: '08:00', days: [3] }]);
    const monthly = (
      await create(alice, {
        name: 'D3',
        dosage: '50000 IU',
        frequency: 'monthly',
        startDate: '2026-03-15',
      })
    ).json();
    expect(monthly.schedule).toMatchObject([{ timeOfDay: '08:00', days: [-15] }]);
    const asNeeded = (
      await create(alice, { name: 'Paracetamol', dosage: '1 g', frequency: 'as-needed' })
    ).json();
    expect(asNeeded.schedule).toEqual([]);
    expect(asNeeded.adherenceRate).toBeNull();
  });

  it('answers 400 for each invalid field and stores nothing', async () => {
    const before = [await count('medications'), await count('medication_schedules')];
    const bad = [
      {},
      { dosage: '1 mg' },
      { name: 'A', dosage: '' },
      { name: 'A'.repeat(101), dosage: '1' },
      { name: 'A', dosage: '1', type: 'herbal' },
      { name: 'A', dosage: '1', frequency: 'hourly' },
      { name: 'A', dosage: '1', startDate: '2026-02-30' },
      { name: 'A', dosage: '1', purposes: Array(21).fill('x') },
      { name: 'A', dosage: '1', sideEffects: ['x'.repeat(101)] },
      { name: 'A', dosage: '1', notes: 'x'.repeat(2001) },
      { name: 'A', dosage: '1', instructions: 'x'.repeat(2001) },
      { name: 'A', dosage: '1', scheduleTimes: ['8am'] },
      { name: 'A', dosage: '1', isActive: 'yes' },
    ];
    for (const payload of bad) {
      const response = await create(alice, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect([await count('medications'), await count('medication_schedules')]).toEqual(before);
  });
});

describe('dose logs, today and figures', () => {
  it('marks a slot taken and shows real figures', async () => {
    const medication = (
      await create(bob, { name: 'Pregabalin', dosage: '75 mg', frequency: 'daily' })
    ).json();
    const logged = await inject(bob, 'POST', '/api/medications/logs', {
      medicationId: medication.id,
      skipped: false,
    });
    expect(logged.statusCode).toBe(201);
    expect(logged.json()).toMatchObject({
      effectiveness: 7,
      skipped: false,
      medicationId: medication.id,
    });
    await inject(bob, 'POST', '/api/medications/logs', {
      medicationId: medication.id,
      takenAt: new Date(Date.now() - 60_000).toISOString(),
      effectiveness: 8,
      skipped: false,
    });
    await inject(bob, 'POST', '/api/medications/logs', {
      medicationId: medication.id,
      effectiveness: 1,
      skipped: true,
      skipReason: 'Felt sick',
    });

    const today = (await inject(bob, 'GET', '/api/medications/today-schedule')).json();
    expect(today).toEqual([
      {
        medication: { id: medication.id, name: 'Pregabalin', dosage: '75 mg' },
        dueTime: '08:00',
        taken: true,
        overdue: false,
      },
    ]);

    const [figures] = await detailed(bob);
    expect(figures?.adherenceRate).toBe(100);
    expect(figures?.avgEffectiveness).toBe(7.5);
    expect(figures?.recentLogs).toHaveLength(3);
    expect(figures?.recentLogs.find((l: { skipped: boolean }) => l.skipped)).toMatchObject({
      skipReason: 'Felt sick',
      effectiveness: null,
    });
  });

  it('gives a dose the slot the user chose, whatever its time', async () => {
    const who = await registerUser(t.app, { timeZone: 'UTC' });
    const medication = (
      await create(who, { name: 'Naproxen', dosage: '250 mg', frequency: 'three-times-daily' })
    ).json();
    const logged = await inject(who, 'POST', '/api/medications/logs', {
      medicationId: medication.id,
      skipped: false,
      scheduledTime: '20:00',
    });
    expect(logged.statusCode).toBe(201);
    const today = (await inject(who, 'GET', '/api/medications/today-schedule')).json() as Array<{
      dueTime: string;
      taken: boolean;
    }>;
    expect(today.map((item) => [item.dueTime, item.taken])).toEqual([
      ['08:00', false],
      ['14:00', false],
      ['20:00', true],
    ]);
    const bad = await inject(who, 'POST', '/api/medications/logs', {
      medicationId: medication.id,
      skipped: false,
      scheduledTime: '8 pm',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^scheduledTime: /);
  });

  it('rejects bad logs', async () => {
    const [medication] = await detailed(bob);
    for (const payload of [
      { medicationId: medication?.id, effectiveness: 0 },
      { medicationId: medication?.id, effectiveness: 11 },
      { medicationId: medication?.id, effectiveness: 6.5 },
      { medicationId: medication?.id, takenAt: 'soon' },
      { medicationId: medication?.id, skipped: 'no' },
      { effectiveness: 5 },
    ]) {
      expect((await inject(bob, 'POST', '/api/medications/logs', payload)).statusCode).toBe(400);
    }
  });
});

describe('across users', () => {
  it('answers 404 for another user’s medication', async () => {
    const [medication] = await detailed(bob);
    const id = medication?.id as string;
    expect((await detailed(alice)).some((m) => m.id === id)).toBe(false);
    expect(
      (await inject(alice, 'PATCH', `/api/medications/${id}`, { isActive: false })).statusCode,
    ).toBe(404);
    expect((await inject(alice, 'DELETE', `/api/medications/${id}`)).statusCode).toBe(404);
    expect(
      (await inject(alice, 'POST', '/api/medications/logs', { medicationId: id, skipped: false }))
        .statusCode,
    ).toBe(404);
    expect(
      (await inject(alice, 'PATCH', '/api/medications/not-a-uuid', { isActive: false })).statusCode,
    ).toBe(404);
    expect((await detailed(bob))[0]?.isActive).toBe(true);
  });
});

describe('PATCH and DELETE', () => {
  it('stops, restarts and edits', async () => {
    const medication = (await create(alice, { name: 'Tramadol', dosage: '50 mg' })).json();
    const stopped = await inject(alice, 'PATCH', `/api/medications/${medication.id}`, {
      isActive: false,
    });
    expect(stopped.json()).toMatchObject({ isActive: false });
    const today = (await inject(alice, 'GET', '/api/medications/today-schedule')).json();
    expect(
      today.some((i: { medication: { id: string } }) => i.medication.id === medication.id),
    ).toBe(false);
    const edited = await inject(alice, 'PATCH', `/api/medications/${medication.id}`, {
      isActive: true,
      dosage: '100 mg',
      frequency: 'twice-daily',
    });
    expect(edited.json()).toMatchObject({
      isActive: true,
      dosage: '100 mg',
      frequency: 'twice-daily',
    });
    expect(edited.json().schedule).toHaveLength(2);
    expect(
      (await inject(alice, 'PATCH', `/api/medications/${medication.id}`, { name: '' })).statusCode,
    ).toBe(400);
  });

  it('turns dose reminders off and on, and keeps the choice when the times change', async () => {
    const created = await create(alice, {
      name: 'Gabapentin',
      dosage: '300 mg',
      frequency: 'twice-daily',
      reminderEnabled: false,
    });
    const medication = created.json();
    expect(medication).toMatchObject({ reminderEnabled: false });
    const stored = () =>
      t.database.db
        .selectFrom('medication_schedules')
        .select('reminder_enabled')
        .where('medication_id', '=', medication.id)
        .execute()
        .then((rows) => rows.map((row) => Boolean(row.reminder_enabled)));
    expect(await stored()).toEqual([false, false]);

    const newTimes = await inject(alice, 'PATCH', `/api/medications/${medication.id}`, {
      scheduleTimes: ['07:30', '19:30'],
    });
    expect(newTimes.json()).toMatchObject({ reminderEnabled: false });
    expect(await stored()).toEqual([false, false]);

    const on = await inject(alice, 'PATCH', `/api/medications/${medication.id}`, {
      reminderEnabled: true,
    });
    expect(on.json()).toMatchObject({ reminderEnabled: true });
    expect(await stored()).toEqual([true, true]);

    const wrong = await inject(alice, 'PATCH', `/api/medications/${medication.id}`, {
      reminderEnabled: 'yes',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('reminderEnabled: reminderEnabled must be true or false');
    expect(await stored()).toEqual([true, true]);
  });

  it('deletes with its schedules and logs', async () => {
    const medication = (await create(alice, { name: 'Short-lived', dosage: '1' })).json();
    await inject(alice, 'POST', '/api/medications/logs', {
      medicationId: medication.id,
      skipped: false,
    });
    const before = [
      await count('medications'),
      await count('medication_schedules'),
      await count('medication_logs'),
    ];
    expect((await inject(alice, 'DELETE', `/api/medications/${medication.id}`)).statusCode).toBe(
      204,
    );
    expect([
      await count('medications'),
      await count('medication_schedules'),
      await count('medication_logs'),
    ]).toEqual([before[0]! - 1, before[1]! - 1, before[2]! - 1]);
    expect((await inject(alice, 'DELETE', `/api/medications/${medication.id}`)).statusCode).toBe(
      404,
    );
  });
});

describe('quick log', () => {
  it('logs a dose of an existing medication, whatever the case', async () => {
    const before = await count('medications');
    const response = await create(alice, {
      name: 'gabapentin',
      dosage: '',
      time: '09:15',
      entryId: 'quick-log',
    });
    expect(response.statusCode).toBe(201);
    const { medication, log } = response.json();
    expect(medication.name).toBe('Gabapentin');
    expect(log).toMatchObject({ skipped: false, effectiveness: 7 });
    expect(log.takenAt).toBe(`${localDate(new Date(), 'UTC')}T09:15:00.000Z`);
    expect(await count('medications')).toBe(before);
  });

  it('creates an as-needed medication for a new name, at now without a time', async () => {
    const started = Date.now();
    const { medication, log } = (
      await create(bob, { name: 'Ibuprofen', dosage: '400 mg', entryId: 'quick-log' })
    ).json();
    expect(medication).toMatchObject({
      name: 'Ibuprofen',
      dosage: '400 mg',
      type: 'prescription',
      frequency: 'as-needed',
    });
    expect(new Date(log.takenAt).getTime()).toBeGreaterThanOrEqual(started - 1000);
    const plain = (await create(bob, { name: 'Heat gel', entryId: 'quick-log', time: '' })).json();
    expect(plain.medication.dosage).toBe('As needed');
  });

  it('reads time in the user’s zone', async () => {
    const { log } = (
      await create(bob, { name: 'Ibuprofen', time: '08:00', entryId: 'quick-log' })
    ).json();
    const today = localDate(new Date(), 'Pacific/Auckland');
    expect(localDate(new Date(log.takenAt), 'Pacific/Auckland')).toBe(today);
    expect(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Pacific/Auckland',
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(log.takenAt)),
    ).toBe('08:00');
  });

  it('needs a name', async () => {
    const before = await count('medication_logs');
    for (const payload of [{ entryId: 'quick-log' }, { name: '  ', entryId: 'quick-log' }]) {
      const response = await create(alice, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Please enter a medication name.');
    }
    expect(await count('medication_logs')).toBe(before);
  });
});

describe('dose logs sent again (offline queue)', () => {
  const logCount = async (who: Who) =>
    ((await detailed(who))[0]?.recentLogs as unknown[] | undefined)?.length ?? 0;

  it('stores a client-chosen dose log id once and answers the stored log the second time', async () => {
    const who = await registerUser(t.app, { timeZone: 'UTC' });
    const medication = (await create(who, { name: 'Pregabalin', dosage: '75 mg' })).json();
    const log = {
      id: crypto.randomUUID(),
      medicationId: medication.id,
      takenAt: '2026-11-20T08:05:00.000Z',
      effectiveness: 6,
    };
    const first = await inject(who, 'POST', '/api/medications/logs', log);
    const again = await inject(who, 'POST', '/api/medications/logs', { ...log, effectiveness: 9 });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json()).toMatchObject({ id: log.id, effectiveness: 6, takenAt: log.takenAt });
    expect(await logCount(who)).toBe(1);
  });

  it("answers 409 for another user's dose log id, and 400 naming id for a malformed one", async () => {
    const [mine] = await detailed(alice);
    const [theirs] = await detailed(bob);
    const id = crypto.randomUUID();
    await inject(bob, 'POST', '/api/medications/logs', { id, medicationId: theirs?.id });
    const before = await count('medication_logs');
    const taken = await inject(alice, 'POST', '/api/medications/logs', {
      id,
      medicationId: mine?.id,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: 'This dose log id is already in use' });
    const bad = await inject(alice, 'POST', '/api/medications/logs', {
      id: 'dose-1',
      medicationId: mine?.id,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^id: /);
    expect(await count('medication_logs')).toBe(before);
  });

  it('stores a quick log sent twice once, at the time it was taken', async () => {
    const who = await registerUser(t.app, { timeZone: 'UTC' });
    const quick = {
      id: crypto.randomUUID(),
      name: 'Paracetamol',
      entryId: 'quick-log',
      takenAt: '2026-11-21T22:40:00.000Z',
    };
    const first = await create(who, quick);
    const again = await create(who, quick);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json().log).toMatchObject({ id: quick.id, takenAt: quick.takenAt });
    const [medication] = await detailed(who);
    expect(medication?.name).toBe('Paracetamol');
    expect(await logCount(who)).toBe(1);
  });
});
