import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@core/calendar';
import {
  PERMISSION_KEYS,
  PERMISSION_LABELS,
  type PermissionKey,
} from '@core/provider-portal/permissions';
import { CLINICIAN_ROUTE_PERMISSIONS } from '@core/provider-portal/types';
import { createTestApp, registerUser, type TestApp } from '../../test-support/test-app';
import {
  accessEvents,
  bearer,
  clinicianApp,
  countRows,
  createClinicianFixture,
} from './clinician-test-fixture';

/**
 * Every permission on and off against every route that needs one: a route answers only when its
 * own permission is on; otherwise 403 naming it, with nothing written but the refusal's log row.
 */

const TODAY = '2025-06-16';
type Route = keyof typeof CLINICIAN_ROUTE_PERMISSIONS;

const BODIES: Partial<Record<Route, object>> = {
  'POST /api/clinician/notes': { text: 'Sleep looks better this month.' },
  'POST /api/clinician/recommendations': {
    title: 'Gentle stretching',
    category: 'exercise',
    priority: 'high',
  },
  'POST /api/clinician/medication-changes': {
    medication: 'Naproxen',
    change: 'Take with food',
    description: 'Stomach upset',
  },
  'POST /api/clinician/follow-ups': { date: '2025-07-01', reason: 'Review in two weeks' },
};

const ACTIONS: Record<Route, string> = {
  'GET /api/clinician/pain': 'pain.viewed',
  'GET /api/clinician/medications': 'medications.viewed',
  'GET /api/clinician/symptoms': 'symptoms.viewed',
  'GET /api/clinician/analytics': 'analytics.viewed',
  'POST /api/clinician/notes': 'note.added',
  'POST /api/clinician/recommendations': 'recommendation.sent',
  'POST /api/clinician/medication-changes': 'medication-change.proposed',
  'POST /api/clinician/follow-ups': 'follow-up.proposed',
};

/** What an allowed answer must hold, from the seeded journal and medication. */
const EXPECT: Record<Route, (body: Record<string, unknown>) => void> = {
  'GET /api/clinician/pain': (body) => {
    expect(body).toMatchObject({
      start: addDays(TODAY, -89),
      end: TODAY,
      days: 90,
      daysWithEntries: 2,
      average: 5.5,
      daily: [
        { date: addDays(TODAY, -1), painLevel: 7 },
        { date: TODAY, painLevel: 4 },
      ],
      locations: [
        { name: 'Lower Back', days: 2 },
        { name: 'Neck', days: 1 },
      ],
    });
  },
  'GET /api/clinician/medications': (body) => {
    expect(body).toEqual([
      {
        name: 'Naproxen',
        dosage: '250 mg',
        frequency: 'daily',
        isActive: true,
        startDate: '2025-06-01',
        purposes: ['Back pain'],
        adherenceRate: expect.any(Number),
        avgEffectiveness: 7,
        sideEffects: [],
      },
    ]);
  },
  'GET /api/clinician/symptoms': (body) => {
    expect(body).toEqual({
      start: addDays(TODAY, -89),
      end: TODAY,
      days: 90,
      entries: 3,
      symptoms: [
        { symptom: 'Fatigue', count: 2 },
        { symptom: 'Nausea', count: 1 },
      ],
    });
  },
  'GET /api/clinician/analytics': (body) => {
    expect(body['period']).toBe('3months');
    expect(JSON.stringify(body)).toContain(TODAY);
  },
  'POST /api/clinician/notes': (body) => {
    expect(body).toMatchObject({
      providerName: 'Dr. Dana Kim',
      text: 'Sleep looks better this month.',
    });
  },
  'POST /api/clinician/recommendations': (body) => {
    expect(body).toMatchObject({
      title: 'Gentle stretching',
      category: 'exercise',
      priority: 'high',
      status: 'pending',
      medicationChange: null,
      followUpRequired: false,
    });
  },
  'POST /api/clinician/medication-changes': (body) => {
    expect(body).toMatchObject({
      title: 'Naproxen: Take with food',
      description: 'Stomach upset',
      category: 'medication',
      status: 'pending',
      medicationChange: { medication: 'Naproxen', change: 'Take with food' },
    });
  },
  'POST /api/clinician/follow-ups': (body) => {
    expect(body).toMatchObject({
      title: 'Review in two weeks',
      category: 'follow-up',
      status: 'pending',
      dueDate: '2025-07-01',
      followUpRequired: true,
    });
  },
};

let t: TestApp;
let app: FastifyInstance;
let patientId: string;

beforeAll(async () => {
  t = await createTestApp();
  app = await clinicianApp(t);
  const patient = await registerUser(t.app, { timeZone: 'UTC', firstName: 'Robin' });
  patientId = patient.user.id;
  const post = async (url: string, payload: object) => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: patient.cookie },
      payload,
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json();
  };
  const back = { bodyPart: 'lowerBack', intensity: 6 };
  await post('/api/journal-entries', {
    date: TODAY,
    painLevel: 4,
    symptoms: ['Fatigue'],
    painLocations: [back],
  });
  await post('/api/journal-entries', {
    date: addDays(TODAY, -1),
    painLevel: 6,
    symptoms: ['Fatigue', 'Nausea'],
    painLocations: [back, { bodyPart: 'neck', intensity: 3 }],
  });
  await post('/api/journal-entries', { date: addDays(TODAY, -1), kind: 'quick', painLevel: 8 });
  // Outside the 90-day window: counted nowhere.
  await post('/api/journal-entries', {
    date: addDays(TODAY, -90),
    painLevel: 10,
    symptoms: ['Nausea'],
  });
  const medication = await post('/api/medications', {
    name: 'Naproxen',
    dosage: '250 mg',
    frequency: 'daily',
    startDate: '2025-06-01',
    purposes: ['Back pain'],
  });
  await post('/api/medications/logs', {
    medicationId: medication.id,
    takenAt: '2025-06-15T08:00:00.000Z',
    effectiveness: 7,
  });
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

function send(route: Route, token: string): Promise<LightMyRequestResponse> {
  const [method, url] = route.split(' ') as ['GET' | 'POST', string];
  const body = BODIES[route];
  return app.inject({ method, url, headers: bearer(token), ...(body ? { payload: body } : {}) });
}

const writes = async () =>
  (await countRows(t.database.db, 'provider_notes')) +
  (await countRows(t.database.db, 'treatment_recommendations'));

const routes = Object.entries(CLINICIAN_ROUTE_PERMISSIONS) as [Route, PermissionKey][];

describe.each(PERMISSION_KEYS)('permission %s', (permission) => {
  const only = Object.fromEntries(PERMISSION_KEYS.map((key) => [key, key === permission]));
  const allBut = Object.fromEntries(PERMISSION_KEYS.map((key) => [key, key !== permission]));

  for (const [label, switches] of [
    ['alone on', only],
    ['alone off', allBut],
  ] as const) {
    it(`${label}: each route answers only when its own permission is on`, async () => {
      const fixture = await createClinicianFixture(t.database.db, {
        userId: patientId,
        verified: true,
        permissions: switches,
      });
      for (const [route, needs] of routes) {
        const before = await writes();
        const response = await send(route, fixture.token);
        const [event] = (await accessEvents(t.database.db, fixture.providerId)).slice(-1);
        if (switches[needs]) {
          expect({ route, status: response.statusCode }).toEqual({
            route,
            status: route.startsWith('POST') ? 201 : 200,
          });
          EXPECT[route](response.json());
          expect(event).toEqual({ action: ACTIONS[route], detail: null, via: 'Invitation link' });
          expect(await writes()).toBe(before + (route.startsWith('POST') ? 1 : 0));
        } else {
          const name = PERMISSION_LABELS[needs].label;
          expect({ route, status: response.statusCode }).toEqual({ route, status: 403 });
          expect(response.json()).toEqual({
            message: `Your patient has not given you permission to ${name.toLowerCase()}.`,
          });
          expect(event).toEqual({
            action: 'request.refused',
            detail: name,
            via: 'Invitation link',
          });
          expect(await writes()).toBe(before);
        }
      }
      const events = await accessEvents(t.database.db, fixture.providerId);
      expect(events).toHaveLength(routes.length);
    });
  }
});
