import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DAILY_CHECKIN_TITLE, PEG_TITLE, type PushPayload } from '@core/reminder-delivery';
import type { Database } from '../../db/connection';
import { createTestApp, registerUser, type TestApp } from '../../test-support/test-app';
import { api, type Who } from '../../test-support/api';
import type { PushOutcome, PushSender } from '../push/register';
import type { ReminderMailer, ReminderMailTarget } from './reminder-mail';
import { createReminderStore } from './reminder-store';
import { createReminderScheduler } from './scheduler';
import { tickLock } from './register';

let t: TestApp;
let call: ReturnType<typeof api>;
let pushed: Array<{ userId: string; payload: PushPayload }>;
let mailed: Array<{ to: ReminderMailTarget; kind: string }>;
let delivered: number;

const push: PushSender = {
  async sendToUser(userId, payload): Promise<PushOutcome> {
    pushed.push({ userId, payload });
    return { delivered, removed: 0, failed: delivered > 0 ? 0 : 1 };
  },
  hasDevices: async () => true,
};
const mail: ReminderMailer = {
  available: true,
  async send(to, kind) {
    mailed.push({ to, kind });
    return true;
  },
  close() {},
};

function schedulerOn(database: Database) {
  return createReminderScheduler({
    store: createReminderStore(database),
    push,
    mail,
    log: t.app.log,
    exclusive: tickLock(database),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(async () => t.close());
beforeEach(() => {
  pushed = [];
  mailed = [];
  delivered = 1;
});

/** Someone in `timeZone` with one device subscribed, and only the reminders a test turns on. */
async function person(timeZone: string, settings: Record<string, unknown> = {}) {
  const who = await registerUser(t.app, { timeZone, firstName: 'Robin' });
  await t.database.db
    .insertInto('push_subscriptions')
    .values({
      id: randomUUID(),
      user_id: who.user.id,
      endpoint: `https://push.example.test/${randomUUID()}`,
      p256dh: 'BPk',
      auth: 'aa',
      device_label: 'Chrome on Android',
      created_at: new Date().toISOString(),
    })
    .execute();
  const saved = await call(who, 'PUT', '/api/settings', {
    pegEnabled: false,
    doseReminders: false,
    ...settings,
  });
  expect(saved.statusCode).toBe(200);
  return who;
}

const sendsOf = (who: Who) => createReminderStore(t.database).sends(who.user.id);
const pushesTo = (who: Who) => pushed.filter((p) => p.userId === who.user.id);

describe('the reminder scheduler', () => {
  it("sends the daily check-in at 20:00 in the person's zone, once", async () => {
    const robin = await person('Europe/Berlin');
    const scheduler = schedulerOn(t.database);
    // 19:59 in Berlin (summer time) is 17:59 UTC.
    await scheduler.tick(new Date('2026-06-10T17:59:30Z'));
    expect(pushesTo(robin)).toEqual([]);

    await scheduler.tick(new Date('2026-06-10T18:00:30Z'));
    expect(pushesTo(robin).map((p) => p.payload)).toEqual([
      expect.objectContaining({
        title: DAILY_CHECKIN_TITLE,
        url: '/journal',
        userId: robin.user.id,
      }),
    ]);
    // The next minutes, and a restarted server looking back over the grace window, send nothing.
    await scheduler.tick(new Date('2026-06-10T18:01:30Z'));
    await schedulerOn(t.database).tick(new Date('2026-06-10T18:30:00Z'));
    expect(pushesTo(robin)).toHaveLength(1);
    expect(await sendsOf(robin)).toEqual([
      {
        kind: 'daily-checkin',
        ref: '',
        localDate: '2026-06-10',
        dueAt: '2026-06-10T18:00:00.000Z',
        status: 'sent',
        channels: ['push'],
      },
    ]);
  });

  it("sends nothing when the day's journal is already written, and records the skip", async () => {
    const robin = await person('UTC');
    const saved = await call(robin, 'POST', '/api/journal-entries', {
      date: '2026-06-11',
      painLevel: 4,
    });
    expect(saved.statusCode).toBe(201);
    await schedulerOn(t.database).tick(new Date('2026-06-11T20:00:10Z'));
    expect(pushesTo(robin)).toEqual([]);
    expect((await sendsOf(robin)).map((s) => s.status)).toEqual(['skipped']);
  });

  it('sends by e-mail too when chosen, but never a dose by e-mail', async () => {
    const robin = await person('UTC', { reminderEmail: true, doseReminders: true });
    const medication = await call(robin, 'POST', '/api/medications', {
      name: 'Naproxen',
      dosage: '500 mg',
      scheduleTimes: ['20:00'],
      startDate: '2026-06-01',
    });
    expect(medication.statusCode).toBe(201);
    await schedulerOn(t.database).tick(new Date('2026-06-12T20:00:10Z'));
    expect(mailed.filter((m) => m.to.userId === robin.user.id)).toEqual([
      {
        to: { userId: robin.user.id, email: robin.email, name: 'Robin' },
        kind: 'daily-checkin',
      },
    ]);
    expect(
      pushesTo(robin)
        .map((p) => p.payload.kind)
        .sort(),
    ).toEqual(['daily-checkin', 'dose']);
    const sends = await sendsOf(robin);
    expect(sends.find((s) => s.kind === 'daily-checkin')?.channels).toEqual(['push', 'email']);
    expect(sends.find((s) => s.kind === 'dose')?.channels).toEqual(['push']);
  });

  it('sends a dose reminder with what the Taken button needs, unless the dose is logged', async () => {
    const robin = await person('America/New_York', {
      remindersEnabled: false,
      doseReminders: true,
    });
    const created = await call(robin, 'POST', '/api/medications', {
      name: 'Naproxen',
      dosage: '500 mg',
      frequency: 'twice-daily',
      scheduleTimes: ['08:00', '20:00'],
      startDate: '2026-06-01',
    });
    const medicationId = (created.json() as { id: string }).id;
    // 08:00 in New York (summer time) is 12:00 UTC.
    await schedulerOn(t.database).tick(new Date('2026-06-15T12:00:05Z'));
    expect(pushesTo(robin).map((p) => p.payload)).toEqual([
      expect.objectContaining({
        kind: 'dose',
        title: 'Time for Naproxen 500 mg',
        dose: { medicationId, scheduledTime: '08:00', date: '2026-06-15' },
      }),
    ]);

    // The evening dose is taken early: its reminder is not sent.
    const logged = await call(robin, 'POST', '/api/medications/logs', {
      medicationId,
      takenAt: '2026-06-15T23:30:00Z',
      scheduledTime: '20:00',
    });
    expect(logged.statusCode).toBe(201);
    await schedulerOn(t.database).tick(new Date('2026-06-16T00:00:05Z'));
    expect(pushesTo(robin)).toHaveLength(1);
    expect((await sendsOf(robin)).map((s) => [s.localDate, s.status])).toEqual([
      ['2026-06-15', 'sent'],
      ['2026-06-15', 'skipped'],
    ]);
  });

  it('sends no dose reminder for a medication whose reminders are off', async () => {
    const robin = await person('UTC', { remindersEnabled: false, doseReminders: true });
    await call(robin, 'POST', '/api/medications', {
      name: 'Amitriptyline',
      dosage: '10 mg',
      scheduleTimes: ['22:00'],
      startDate: '2026-06-01',
      reminderEnabled: false,
    });
    await schedulerOn(t.database).tick(new Date('2026-06-16T22:00:05Z'));
    expect(pushesTo(robin)).toEqual([]);
    expect(await sendsOf(robin)).toEqual([]);
  });

  it('asks the weekly PEG questions on Sunday evening unless answered this week', async () => {
    const robin = await person('UTC', { remindersEnabled: false, pegEnabled: true });
    // Sunday 14 June 2026, 18:00.
    await schedulerOn(t.database).tick(new Date('2026-06-14T18:00:05Z'));
    expect(pushesTo(robin).map((p) => [p.payload.title, p.payload.url])).toEqual([
      [PEG_TITLE, '/weekly-check-in'],
    ]);
    const kim = await person('UTC', { remindersEnabled: false, pegEnabled: true });
    await t.database.db
      .insertInto('peg_checkins')
      .values({
        id: randomUUID(),
        user_id: kim.user.id,
        week: '2026-W24',
        pain: 5,
        enjoyment: 6,
        activity: 4,
        answered_at: '2026-06-13T10:00:00.000Z',
        created_at: '2026-06-13T10:00:00.000Z',
        updated_at: '2026-06-13T10:00:00.000Z',
      })
      .execute();
    await schedulerOn(t.database).tick(new Date('2026-06-14T18:00:05Z'));
    expect(pushesTo(kim)).toEqual([]);
    expect((await sendsOf(kim)).map((s) => s.status)).toEqual(['skipped']);
  });

  it('sends a reminder missed while down only within the grace window', async () => {
    const robin = await person('UTC');
    // The server was down from 19:50; back at 21:05, the 20:00 reminder is past the hour.
    await schedulerOn(t.database).tick(new Date('2026-06-17T21:05:00Z'));
    expect(pushesTo(robin)).toEqual([]);
    // The next day it is back at 20:40: the 20:00 reminder goes, late.
    await schedulerOn(t.database).tick(new Date('2026-06-18T20:40:00Z'));
    expect(pushesTo(robin).map((p) => p.payload.kind)).toEqual(['daily-checkin']);
  });

  it('records a send that reached no device as failed', async () => {
    const robin = await person('UTC');
    delivered = 0;
    await schedulerOn(t.database).tick(new Date('2026-06-19T20:00:05Z'));
    expect(await sendsOf(robin)).toMatchObject([{ status: 'failed', channels: [] }]);
  });

  it('sends each reminder once when two instances share the database', async () => {
    const robin = await person('Asia/Tokyo', { doseReminders: true });
    await call(robin, 'POST', '/api/medications', {
      name: 'Pregabalin',
      dosage: '75 mg',
      scheduleTimes: ['20:00'],
      startDate: '2026-06-01',
    });
    const second = t.testDatabase.reopen();
    try {
      const one = schedulerOn(t.database);
      const two = schedulerOn(second);
      // 20:00 in Tokyo is 11:00 UTC. Both instances look at the same minutes, at the same time.
      const minutes = [0, 1, 2].map((m) => new Date(Date.UTC(2026, 5, 20, 11, m, 5)));
      for (const now of minutes) await Promise.all([one.tick(now), two.tick(now)]);
      expect(
        pushesTo(robin)
          .map((p) => p.payload.kind)
          .sort(),
      ).toEqual(['daily-checkin', 'dose']);
      expect((await sendsOf(robin)).map((s) => s.status)).toEqual(['sent', 'sent']);
    } finally {
      await second.close();
    }
  });
});
