import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-support/test-app';

/**
 * Every API route must refuse a visitor who is not signed in, unless it is listed here on
 * purpose. A new endpoint that forgets authentication fails this test.
 */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/login',
  'GET /api/login/styles.css',
  'GET /api/login/time-zone.js',
  'POST /api/login',
  'POST /api/register',
  'POST /api/logout',
  'GET /api/logout',
  // The support form works signed out too (spec document 2 section 2).
  'POST /api/support',
  'GET /api/support/contact',
  // Payment services call these with their own proof: a signature or an authorization secret.
  'POST /api/billing/stripe-webhook',
  'POST /api/billing/revenuecat-webhook',
  // Reminder e-mails' one-click unsubscribe (RFC 8058): the signed token in the link is the
  // proof, checked on its own below.
  'POST /api/reminders/unsubscribe',
  // Calendar apps fetch the private feed with the token in its address and no session.
  'GET /api/calendar/:file',
]);

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';

/**
 * The clinician's routes have no session: each request carries the link token of the invitation
 * the patient sent (Authorization: Bearer). They are checked on their own below.
 */
const CLINICIAN_PREFIX = '/api/clinician/';
/** A device sends readings with its own token, never a session (features/biometrics). */
const DEVICE_TOKEN_ROUTES = new Set(['POST /api/biometric-readings']);
const INVALID_LINK = 'This link is not valid. Ask your patient to send a new one.';

const sampleUrl = (url: string) =>
  url.replace(/:[A-Za-z]+/g, (param) => (param === ':date' ? '2026-01-01' : SAMPLE_ID));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('authentication on every API route', () => {
  it('has routes to check', () => {
    expect(t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/')).length).toBeGreaterThan(
      5,
    );
  });

  it('answers 401 to a visitor on every route that is not public', async () => {
    const protectedRoutes = t.app.registeredRoutes.filter(
      (r) =>
        r.url.startsWith('/api/') &&
        r.method !== 'HEAD' &&
        !r.url.startsWith(CLINICIAN_PREFIX) &&
        !DEVICE_TOKEN_ROUTES.has(`${r.method} ${r.url}`) &&
        !PUBLIC_ROUTES.has(`${r.method} ${r.url}`),
    );
    const checked = protectedRoutes.map((r) => `${r.method} ${r.url}`);
    expect(checked).toContain('GET /api/auth/user');
    // The upload takes any body type in its own scope; it still asks for a session first.
    expect(checked).toEqual(
      expect.arrayContaining([
        'PUT /api/media/:id',
        'GET /api/media/:id',
        'DELETE /api/media/:id',
        'GET /api/media',
        'GET /api/media/usage',
      ]),
    );
    for (const route of protectedRoutes) {
      const url = sampleUrl(route.url);
      const response = await t.app.inject({
        method: route.method as 'GET',
        url,
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
      });
      expect(response.json()).toEqual({ message: 'Unauthorized' });
    }
  });

  it('answers 401 to a clinician request without a valid link token on every clinician route', async () => {
    const clinicianRoutes = t.app.registeredRoutes.filter(
      (r) => r.url.startsWith(CLINICIAN_PREFIX) && r.method !== 'HEAD',
    );
    expect(clinicianRoutes.map((r) => `${r.method} ${r.url}`)).toContain(
      'GET /api/clinician/session',
    );
    const noToken = {};
    const unknownToken = { authorization: `Bearer ${'A'.repeat(43)}` };
    const malformed = { authorization: 'Bearer not-a-token' };
    for (const route of clinicianRoutes) {
      for (const headers of [noToken, unknownToken, malformed]) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: sampleUrl(route.url),
          headers,
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
          route: `${route.method} ${route.url}`,
          status: 401,
        });
        expect(response.json()).toEqual({ message: INVALID_LINK });
      }
    }
  });

  it('answers the public token routes only with a valid token', async () => {
    const feed = await t.app.inject({ method: 'GET', url: `/api/calendar/${'A'.repeat(43)}.ics` });
    expect(feed.statusCode).toBe(404);
    const unsubscribe = await t.app.inject({
      method: 'POST',
      url: `/api/reminders/unsubscribe?token=${'A'.repeat(48)}.${'A'.repeat(43)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribe.statusCode).toBe(400);
  });

  it('answers 401 to a device push without a valid device token', async () => {
    for (const key of DEVICE_TOKEN_ROUTES) {
      const [method, url] = key.split(' ') as [string, string];
      expect(t.app.registeredRoutes).toContainEqual({ method, url });
      for (const authorization of [undefined, `Bearer ${'A'.repeat(43)}`, 'Bearer not-a-token']) {
        const response = await t.app.inject({
          method: method as 'POST',
          url,
          headers: authorization ? { authorization } : {},
          payload: { batteryLevel: 50 },
        });
        expect({ key, status: response.statusCode }).toEqual({ key, status: 401 });
      }
    }
  });
});
