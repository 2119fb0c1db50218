import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { addDays } from '@core/calendar';
import { createAuth } from '../../plugins/auth';
import { registerErrorHandler } from '../../plugins/errors';
import { createSessionStore } from '../../plugins/session-store';
import type { registerUser, TestApp } from '../../test-support/test-app';
import { analysisRoutes } from './routes';
import { createAnalysisStore } from './store';

export type Person = Awaited<ReturnType<typeof registerUser>>;

/** The fixed clock: 06:00 UTC on 16 June 2025, still 15 June (23:00) in Los Angeles. */
export const NOW = new Date('2025-06-16T06:00:00.000Z');
export const TODAY_UTC = '2025-06-16';
export const TODAY_LA = '2025-06-15';
export const utcDay = (offset: number) => addDays(TODAY_UTC, offset);
export const laDay = (offset: number) => addDays(TODAY_LA, offset);

/**
 * The analysis routes on the test app's database and sessions, with the clock fixed at NOW:
 * the same cookies sign in, and the window no longer moves with the day the tests run.
 */
export async function fixedClockApp(t: TestApp): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  await app.register(cookie, { secret: t.config.sessionSecret });
  const auth = createAuth(app, createSessionStore(t.database.db), t.config.adminEmails);
  analysisRoutes(app, { auth, store: createAnalysisStore(t.database.db), clock: () => NOW });
  await app.ready();
  return app;
}

/** Writes through the real API, as a browser would. */
export function writer(app: FastifyInstance) {
  async function send(method: 'POST' | 'PUT' | 'DELETE', who: Person, url: string, body?: object) {
    const response = await app.inject({
      method,
      url,
      headers: { cookie: who.cookie },
      ...(body ? { payload: body } : {}),
    });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.body ? response.json() : null;
  }
  return {
    entry: (who: Person, body: object) => send('POST', who, '/api/journal-entries', body),
    editEntry: (who: Person, id: string, body: object) =>
      send('PUT', who, `/api/journal-entries/${id}`, body),
    deleteEntry: (who: Person, id: string) => send('DELETE', who, `/api/journal-entries/${id}`),
    medication: (who: Person, body: object) => send('POST', who, '/api/medications', body),
    dose: (who: Person, body: object) => send('POST', who, '/api/medications/logs', body),
    trigger: (who: Person, body: object) => send('POST', who, '/api/triggers', body),
    settings: (who: Person, body: object) => send('PUT', who, '/api/settings', body),
  };
}

/**
 * Alice (UTC) around NOW. In the 3-month window (utcDay(-89) to today): 7 entries on 4 days,
 * 3 dose logs. Before it: entries at -90 and -150 (the previous period) and -185 (beyond the
 * history the analysis loads), dose logs at -90 (late evening) and -200.
 */
export async function seedAlice(w: ReturnType<typeof writer>, alice: Person) {
  await w.entry(alice, {
    date: utcDay(0),
    painLevel: 4,
    sleepHours: 7,
    stressLevel: 3,
    customTags: ['=cmd|calc'],
    notes: '=HYPERLINK("http://evil.test","click")',
  });
  await w.entry(alice, { date: utcDay(0), kind: 'quick', painLevel: 8 });
  await w.entry(alice, { date: utcDay(-1), painLevel: 5 });
  await w.entry(alice, { date: utcDay(-1), kind: 'quick', painLevel: 6 });
  await w.entry(alice, { date: utcDay(-1), kind: 'emergency', painLevel: 9 });
  await w.entry(alice, {
    date: utcDay(-10),
    painLevel: 3,
    moodLevel: 2,
    sleepHours: 5.5,
    stressLevel: 8,
    energyLevel: 2,
    pressure: 1002,
  });
  await w.entry(alice, { date: utcDay(-89), painLevel: 2 });
  await w.entry(alice, { date: utcDay(-90), painLevel: 9 });
  await w.entry(alice, { date: utcDay(-150), painLevel: 7 });
  await w.entry(alice, { date: utcDay(-185), painLevel: 1 });

  const medication = await w.medication(alice, {
    name: 'Naproxen',
    dosage: '250 mg',
    frequency: 'daily',
    startDate: '2025-01-01',
  });
  const dose = (takenAt: string, effectiveness?: number) =>
    w.dose(alice, { medicationId: medication.id, takenAt, effectiveness });
  await dose(`${utcDay(0)}T05:00:00.000Z`, 7);
  await dose(`${utcDay(-1)}T20:00:00.000Z`, 6);
  await dose(`${utcDay(-89)}T00:30:00.000Z`);
  await dose(`${utcDay(-90)}T23:30:00.000Z`);
  await dose(`${utcDay(-200)}T12:00:00.000Z`);

  await w.trigger(alice, { name: 'Weather change', category: 'weather' });
  return { medicationId: medication.id as string };
}
