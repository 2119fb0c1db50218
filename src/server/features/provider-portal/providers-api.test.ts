import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_DAYS, CODE_ATTEMPTS, MAX_PROVIDERS } from '@core/provider-portal/constants';
import { presetPermissions } from '@core/provider-portal/permissions';
import type { HealthcareProvider } from '@core/provider-portal/types';
import { createTestApp, registerUser, type TestApp } from '../../test-support/test-app';
import {
  api,
  connect,
  invite,
  providerPayload,
  rowCount,
  SAMPLE_ID,
  type Who,
} from './providers-fixtures';
import { hashCode, hashToken } from './secrets';

let t: TestApp;
let alice: Who;
let bob: Who;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  alice = await registerUser(t.app, { firstName: 'Alice', lastName: 'Moss' });
  bob = await registerUser(t.app);
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const tokenOf = (link: string) => link.slice(link.indexOf('#') + 1);

const providerRow = (id: string) =>
  t.database.db
    .selectFrom('healthcare_providers')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const linksOf = (providerId: string) =>
  t.database.db
    .selectFrom('provider_links')
    .selectAll()
    .where('provider_id', '=', providerId)
    .orderBy('created_at')
    .execute();

describe('POST /api/healthcare-providers/invite', () => {
  it('stores the provider with the preset, a hashed link and code, and hands them over without SMTP', async () => {
    const before = Date.now();
    const result = await invite(t, alice, {
      email: '  Ana.Ruiz@Clinic.TEST ',
      accessLevel: 'collaborative',
      licenseNumber: 'LIC-42',
    });
    expect(result.delivery).toBe('manual');
    if (result.delivery !== 'manual') return;
    expect(result.link).toMatch(/^http:\/\/localhost(:80)?\/clinician#[A-Za-z0-9_-]{43}$/);
    expect(result.code).toMatch(/^\d{6}$/);
    expect(result.provider).toMatchObject({
      name: 'Dr. Ana Ruiz',
      title: 'MD',
      specialization: 'Pain medicine',
      organization: 'Riverside Clinic',
      email: 'ana.ruiz@clinic.test',
      phone: '',
      address: '',
      licenseNumber: 'LIC-42',
      isVerified: false,
      status: 'pending',
      connectedAt: null,
      lastAccessed: null,
      accessRevokedAt: null,
      codeAttemptsLeft: CODE_ATTEMPTS,
      accessLevel: 'collaborative',
      permissions: presetPermissions('collaborative'),
      sharedReports: [],
    });
    const expires = Date.parse(result.provider.accessExpiresAt);
    expect(expires).toBeGreaterThanOrEqual(before + ACCESS_DAYS * DAY_MS);
    expect(expires).toBeLessThanOrEqual(Date.now() + ACCESS_DAYS * DAY_MS);

    const row = await providerRow(result.provider.id);
    expect(row.user_id).toBe(alice.user.id);
    expect(row.access_level).toBe('collaborative');
    expect(row.code_hash).toBe(hashCode(result.provider.id, result.code!));
    const links = await linksOf(result.provider.id);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({
      user_id: alice.user.id,
      shared_report_id: null,
      token_hash: hashToken(tokenOf(result.link)),
      revoked_at: null,
    });
    expect(JSON.stringify(row)).not.toContain(tokenOf(result.link));
  });

  it('works the level out from the switches when they are given', async () => {
    const permissions = { ...presetPermissions('read-only'), modifyMedications: true };
    const { provider } = await invite(t, alice, { accessLevel: 'read-only', permissions });
    expect(provider.accessLevel).toBe('full-access');
    expect(provider.permissions).toEqual(permissions);
    expect((await providerRow(provider.id)).access_level).toBe('full-access');
  });

  it('defaults to read-only', async () => {
    const { provider } = await invite(t, alice);
    expect(provider.accessLevel).toBe('read-only');
    expect(provider.permissions).toEqual(presetPermissions('read-only'));
  });

  it('refuses the same e-mail twice for one patient, but not for another', async () => {
    await invite(t, alice, { email: 'twice@clinic.test' });
    const again = await call(alice, 'POST', '/api/healthcare-providers/invite', {
      ...providerPayload({ email: 'TWICE@clinic.test' }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This provider is already in your list' });
    await invite(t, bob, { email: 'twice@clinic.test' });
  });

  it(`refuses more than ${MAX_PROVIDERS} providers`, async () => {
    const carol = await registerUser(t.app);
    const now = new Date().toISOString();
    await t.database.db
      .insertInto('healthcare_providers')
      .values(
        Array.from({ length: MAX_PROVIDERS }, (_, i) => ({
          id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
          user_id: carol.user.id,
          name: `Dr. ${i}`,
          title: '',
          specialization: 'GP',
          organization: '',
          email: `dr${i}@clinic.test`,
          phone: '',
          address: '',
          license_number: '',
          access_level: 'read-only',
          permissions: JSON.stringify(presetPermissions('read-only')),
          invited_at: now,
          access_expires_at: now,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    const response = await call(carol, 'POST', '/api/healthcare-providers/invite', {
      ...providerPayload(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(`at most ${MAX_PROVIDERS}`);
    expect(await rowCount(t, 'healthcare_providers', carol.user.id)).toBe(MAX_PROVIDERS);
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ email: 'not-an-email' }, 'email'],
    [{ specialization: undefined }, 'specialization'],
    [{ accessLevel: 'admin' }, 'accessLevel'],
    [{ phone: 'call me' }, 'phone'],
    [{ permissions: { viewPainData: true } }, 'permissions'],
    [{ unknownField: 1 }, 'body'],
  ])('refuses %j with a 400 naming %s and stores nothing', async (change, field) => {
    const before = await rowCount(t, 'healthcare_providers', alice.user.id);
    const links = await rowCount(t, 'provider_links', alice.user.id);
    const response = await call(alice, 'POST', '/api/healthcare-providers/invite', {
      ...providerPayload(),
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(new RegExp(`^${field}`));
    expect(await rowCount(t, 'healthcare_providers', alice.user.id)).toBe(before);
    expect(await rowCount(t, 'provider_links', alice.user.id)).toBe(links);
  });
});

describe('GET /api/healthcare-providers', () => {
  it('lists only the patient’s own providers, newest first', async () => {
    const dave = await registerUser(t.app);
    const first = await invite(t, dave, { name: 'Dr. First' });
    const second = await invite(t, dave, { name: 'Dr. Second' });
    await invite(t, bob, { name: 'Dr. Bob’s' });
    const response = await call(dave, 'GET', '/api/healthcare-providers');
    expect(response.statusCode).toBe(200);
    const list = response.json() as HealthcareProvider[];
    expect(list.map((p) => p.id)).toEqual([second.provider.id, first.provider.id]);
  });
});

describe('PATCH /api/healthcare-providers/:id', () => {
  it('changes details, and the level through its preset or the switches', async () => {
    const { provider } = await invite(t, alice);
    const url = `/api/healthcare-providers/${provider.id}`;
    const details = await call(alice, 'PATCH', url, {
      title: 'DO',
      phone: '+1 555 0100',
      licenseNumber: 'X-9',
    });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({
      title: 'DO',
      phone: '+1 555 0100',
      licenseNumber: 'X-9',
      name: 'Dr. Ana Ruiz',
      accessLevel: 'read-only',
    });

    const level = await call(alice, 'PATCH', url, { accessLevel: 'full-access' });
    expect(level.json()).toMatchObject({
      accessLevel: 'full-access',
      permissions: presetPermissions('full-access'),
    });

    const switches = { ...presetPermissions('read-only'), addNotes: true };
    const custom = await call(alice, 'PATCH', url, { permissions: switches });
    expect(custom.json()).toMatchObject({ accessLevel: 'collaborative', permissions: switches });
    expect((await providerRow(provider.id)).access_level).toBe('collaborative');
  });

  it.each([
    [{}, 'body'],
    [{ email: 'new@clinic.test' }, 'body'],
    [{ name: '' }, 'name'],
    [{ accessLevel: 'owner' }, 'accessLevel'],
  ])('refuses %j with a 400 naming %s and changes nothing', async (payload, field) => {
    const { provider } = await invite(t, alice);
    const before = await providerRow(provider.id);
    const response = await call(
      alice,
      'PATCH',
      `/api/healthcare-providers/${provider.id}`,
      payload,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(new RegExp(`^${field}`));
    expect(await providerRow(provider.id)).toEqual(before);
  });
});

describe('resend, renew and revoke', () => {
  it('resends a pending invitation with a new link and code, the old link revoked', async () => {
    const first = await invite(t, alice);
    const id = first.provider.id;
    await t.database.db
      .updateTable('healthcare_providers')
      .set({ code_attempts: CODE_ATTEMPTS })
      .where('id', '=', id)
      .execute();
    const locked = await call(alice, 'GET', '/api/healthcare-providers');
    expect((locked.json() as HealthcareProvider[]).find((p) => p.id === id)?.status).toBe('locked');

    const response = await call(alice, 'POST', `/api/healthcare-providers/${id}/resend`);
    expect(response.statusCode).toBe(200);
    const again = response.json();
    expect(again.delivery).toBe('manual');
    expect(again.link).not.toBe(first.delivery === 'manual' ? first.link : '');
    expect(again.provider).toMatchObject({ status: 'pending', codeAttemptsLeft: CODE_ATTEMPTS });
    const row = await providerRow(id);
    expect(row.code_hash).toBe(hashCode(id, again.code));
    expect(row.code_attempts).toBe(0);
    const links = await linksOf(id);
    expect(links).toHaveLength(2);
    expect(links.filter((link) => link.revoked_at === null).map((l) => l.token_hash)).toEqual([
      hashToken(tokenOf(again.link)),
    ]);
  });

  it('refuses to resend to a connected provider, and renews one', async () => {
    const { provider } = await invite(t, alice);
    await connect(t, provider.id);
    const url = `/api/healthcare-providers/${provider.id}`;
    const resend = await call(alice, 'POST', `${url}/resend`);
    expect(resend.statusCode).toBe(409);
    expect(resend.json().message).toBe('This provider is already connected');

    const soon = new Date(Date.now() + DAY_MS).toISOString();
    await t.database.db
      .updateTable('healthcare_providers')
      .set({ access_expires_at: soon })
      .where('id', '=', provider.id)
      .execute();
    const before = Date.now();
    const renew = await call(alice, 'POST', `${url}/renew`);
    expect(renew.statusCode).toBe(200);
    expect(renew.json().status).toBe('connected');
    expect(Date.parse(renew.json().accessExpiresAt)).toBeGreaterThanOrEqual(
      before + ACCESS_DAYS * DAY_MS,
    );
  });

  it('renews an expired connected provider but will not resend to it', async () => {
    const { provider } = await invite(t, alice);
    await connect(t, provider.id);
    await t.database.db
      .updateTable('healthcare_providers')
      .set({ access_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', provider.id)
      .execute();
    const url = `/api/healthcare-providers/${provider.id}`;
    const list = (await call(alice, 'GET', '/api/healthcare-providers')).json();
    expect(list.find((p: HealthcareProvider) => p.id === provider.id).status).toBe('expired');
    expect((await call(alice, 'POST', `${url}/resend`)).statusCode).toBe(409);
    const renew = await call(alice, 'POST', `${url}/renew`);
    expect(renew.json().status).toBe('connected');
  });

  it('resends an invitation that expired before the code was entered', async () => {
    const { provider } = await invite(t, alice);
    await t.database.db
      .updateTable('healthcare_providers')
      .set({ access_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', provider.id)
      .execute();
    const resend = await call(alice, 'POST', `/api/healthcare-providers/${provider.id}/resend`);
    expect(resend.statusCode).toBe(200);
    expect(resend.json().provider.status).toBe('pending');
    expect(Date.parse(resend.json().provider.accessExpiresAt)).toBeGreaterThan(
      Date.now() + (ACCESS_DAYS - 1) * DAY_MS,
    );
  });

  it('refuses to renew a pending provider', async () => {
    const { provider } = await invite(t, alice);
    const renew = await call(alice, 'POST', `/api/healthcare-providers/${provider.id}/renew`);
    expect(renew.statusCode).toBe(409);
    expect(renew.json().message).toMatch(/not entered the invitation code/);
  });

  it('revokes access and every link; a new invitation restores it, unverified', async () => {
    const invited = await invite(t, alice);
    const { provider } = invited;
    await connect(t, provider.id);
    const session = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/clinician/session',
        headers: { authorization: `Bearer ${token}` },
      });
    const firstToken = tokenOf(invited.delivery === 'manual' ? invited.link : '');
    const url = `/api/healthcare-providers/${provider.id}`;
    const revoke = await call(alice, 'POST', `${url}/revoke`);
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json()).toMatchObject({ status: 'revoked', isVerified: true });
    expect(revoke.json().accessRevokedAt).toEqual(expect.any(String));
    expect((await linksOf(provider.id)).every((link) => link.revoked_at !== null)).toBe(true);
    // The clinician is told why, not just that the link is invalid.
    const refused = await session(firstToken);
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toEqual({ message: 'Your access has been revoked by the patient.' });

    const renew = await call(alice, 'POST', `${url}/renew`);
    expect(renew.statusCode).toBe(409);
    expect(renew.json().message).toMatch(/revoked/);

    const resend = await call(alice, 'POST', `${url}/resend`);
    expect(resend.statusCode).toBe(200);
    expect(resend.json().provider).toMatchObject({
      status: 'pending',
      isVerified: false,
      accessRevokedAt: null,
      connectedAt: null,
    });
    // The old link stays dead; the new one asks for its code.
    expect((await session(firstToken)).statusCode).toBe(401);
    const fresh = await session(tokenOf(resend.json().link));
    expect(fresh.json()).toEqual({ codeRequired: true, codeAttemptsLeft: 5 });
  });
});

describe('DELETE /api/healthcare-providers/:id', () => {
  it('removes the provider with its links, reports and log, and keeps its advice', async () => {
    const erin = await registerUser(t.app);
    const { provider } = await invite(t, erin);
    await connect(t, provider.id);
    const now = new Date().toISOString();
    await t.database.db
      .insertInto('provider_access_events')
      .values({
        id: crypto.randomUUID(),
        user_id: erin.user.id,
        provider_id: provider.id,
        action: 'portal.viewed',
        detail: null,
        via: 'Invitation link',
        at: now,
      })
      .execute();
    await t.database.db
      .insertInto('provider_notes')
      .values({
        id: crypto.randomUUID(),
        user_id: erin.user.id,
        provider_id: provider.id,
        provider_name: provider.name,
        text: 'Keep it up',
        created_at: now,
      })
      .execute();

    const response = await call(erin, 'DELETE', `/api/healthcare-providers/${provider.id}`);
    expect(response.statusCode).toBe(204);
    expect(await rowCount(t, 'healthcare_providers', erin.user.id)).toBe(0);
    expect(await rowCount(t, 'provider_links', erin.user.id)).toBe(0);
    expect(await rowCount(t, 'provider_access_events', erin.user.id)).toBe(0);
    const notes = (await call(erin, 'GET', '/api/provider-notes')).json();
    expect(notes).toEqual([expect.objectContaining({ providerId: null, text: 'Keep it up' })]);
  });
});

describe('GET /api/healthcare-providers/:id/access-log', () => {
  it('lists that provider’s events, newest first', async () => {
    const { provider } = await invite(t, alice);
    const other = await invite(t, alice);
    const events = [
      ['link.opened', '2026-01-01T10:00:00.000Z'],
      ['code.confirmed', '2026-01-01T10:01:00.000Z'],
      ['report.viewed', '2026-01-02T09:00:00.000Z'],
    ] as const;
    for (const [action, at] of events) {
      await t.database.db
        .insertInto('provider_access_events')
        .values({
          id: crypto.randomUUID(),
          user_id: alice.user.id,
          provider_id: provider.id,
          action,
          detail: action === 'report.viewed' ? 'Last month, summary' : null,
          via: 'Invitation link',
          at,
        })
        .execute();
    }
    const response = await call(
      alice,
      'GET',
      `/api/healthcare-providers/${provider.id}/access-log`,
    );
    expect(response.statusCode).toBe(200);
    const log = response.json();
    expect(log.map((e: { action: string }) => e.action)).toEqual([
      'report.viewed',
      'code.confirmed',
      'link.opened',
    ]);
    expect(log[0]).toEqual({
      id: expect.any(String),
      providerId: provider.id,
      at: '2026-01-02T09:00:00.000Z',
      action: 'report.viewed',
      detail: 'Last month, summary',
      via: 'Invitation link',
    });
    const empty = await call(
      alice,
      'GET',
      `/api/healthcare-providers/${other.provider.id}/access-log`,
    );
    expect(empty.json()).toEqual([]);
  });
});

describe('every provider route', () => {
  const routes = [
    ['GET', '/api/healthcare-providers', undefined],
    ['POST', '/api/healthcare-providers/invite', providerPayload()],
    ['PATCH', '/api/healthcare-providers/:id', { title: 'DO' }],
    ['DELETE', '/api/healthcare-providers/:id', undefined],
    ['POST', '/api/healthcare-providers/:id/resend', undefined],
    ['POST', '/api/healthcare-providers/:id/renew', undefined],
    ['POST', '/api/healthcare-providers/:id/revoke', undefined],
    ['GET', '/api/healthcare-providers/:id/access-log', undefined],
  ] as const;

  it.each(routes)('%s %s answers 401 signed out', async (method, url, payload) => {
    const response = await call(null, method, url.replace(':id', SAMPLE_ID), payload);
    expect(response.statusCode).toBe(401);
  });

  it.each(routes.filter(([, url]) => url.includes(':id')))(
    '%s %s answers 404 for another patient’s provider, a missing and a malformed id',
    async (method, url, payload) => {
      const { provider } = await invite(t, alice);
      const before = await providerRow(provider.id);
      for (const id of [provider.id, SAMPLE_ID, 'not-a-uuid']) {
        const response = await call(bob, method, url.replace(':id', id), payload);
        expect(response.statusCode, id).toBe(404);
        expect(response.json()).toEqual({ message: 'Provider not found' });
      }
      expect(await providerRow(provider.id)).toEqual(before);
      expect(await linksOf(provider.id)).toHaveLength(1);
    },
  );
});
