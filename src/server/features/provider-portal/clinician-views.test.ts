import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@core/calendar';
import { createTestApp, registerUser, type TestApp } from '../../test-support/test-app';
import { fixedClockApp, seedAlice, writer } from '../analysis/test-fixture';
import { bearer, clinicianApp, createClinicianFixture, NOW } from './clinician-test-fixture';
import { painView } from './clinician-views';

describe('painView', () => {
  const window = { start: '2025-06-01', end: '2025-06-03', days: 3 };
  const entry = (date: string, painLevel: number, parts: string[] = []) => ({
    date,
    painLevel,
    symptoms: [],
    painLocations: parts.map((bodyPart) => ({ bodyPart, intensity: 5 })),
  });

  it('averages the day means, so a day with many logs weighs once', () => {
    const view = painView(
      [
        entry('2025-05-31', 10, ['head']),
        entry('2025-06-01', 2, ['head', 'head']),
        entry('2025-06-03', 5, ['neck']),
        entry('2025-06-03', 6),
        entry('2025-06-03', 7, ['head']),
      ],
      window,
    );
    expect(view).toEqual({
      ...window,
      daysWithEntries: 2,
      // (2 + 6) / 2: the three logs of the 3rd count as their mean.
      average: 4,
      daily: [
        { date: '2025-06-01', painLevel: 2 },
        { date: '2025-06-03', painLevel: 6 },
      ],
      locations: [
        { name: 'Head', days: 2 },
        { name: 'Neck', days: 1 },
      ],
    });
  });

  it('has no average without entries', () => {
    expect(painView([], window)).toEqual({
      ...window,
      daysWithEntries: 0,
      average: null,
      daily: [],
      locations: [],
    });
  });
});

describe('live views through a link', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let analysisApp: FastifyInstance;
  let alice: Awaited<ReturnType<typeof registerUser>>;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    app = await clinicianApp(t);
    analysisApp = await fixedClockApp(t);
    alice = await registerUser(t.app, { timeZone: 'UTC' });
    await seedAlice(writer(t.app), alice);
    ({ token } = await createClinicianFixture(t.database.db, {
      userId: alice.user.id,
      verified: true,
    }));
  });
  afterAll(async () => {
    await app?.close();
    await analysisApp?.close();
    await t?.close();
  });

  it('analytics is the patient’s own 3-month AI Pain Analysis', async () => {
    const own = await analysisApp.inject({
      url: '/api/analysis?period=3months',
      headers: { cookie: alice.cookie },
    });
    expect(own.statusCode).toBe(200);
    const clinician = await app.inject({ url: '/api/clinician/analytics', headers: bearer(token) });
    expect(clinician.statusCode).toBe(200);
    expect(clinician.json()).toEqual(own.json());
  });

  it("the window ends on the patient's own today", async () => {
    const la = await registerUser(t.app, { timeZone: 'America/Los_Angeles' });
    const w = writer(t.app);
    // 06:00 UTC on the 16th is still the 15th in Los Angeles: the 16th is not in the window yet.
    await w.entry(la, { date: '2025-06-15', painLevel: 3, symptoms: ['Fatigue'] });
    await w.entry(la, { date: addDays('2025-06-15', -89), painLevel: 5 });
    await w.entry(la, { date: addDays('2025-06-15', -90), painLevel: 9, symptoms: ['Fatigue'] });
    const f = await createClinicianFixture(t.database.db, { userId: la.user.id, verified: true });
    const pain = (
      await app.inject({ url: '/api/clinician/pain', headers: bearer(f.token) })
    ).json();
    expect(pain).toMatchObject({
      start: addDays('2025-06-15', -89),
      end: '2025-06-15',
      daysWithEntries: 2,
      average: 4,
    });
    const symptoms = await app.inject({ url: '/api/clinician/symptoms', headers: bearer(f.token) });
    expect(symptoms.json()).toMatchObject({
      end: '2025-06-15',
      entries: 2,
      symptoms: [{ symptom: 'Fatigue', count: 1 }],
    });
    expect(NOW.toISOString()).toBe('2025-06-16T06:00:00.000Z');
  });
});
