import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../../test-support/test-app';
import {
  api,
  invite,
  SAMPLE_ID,
  seedNote,
  seedRecommendation,
  type Who,
} from './providers-fixtures';

let t: TestApp;
let alice: Who;
let bob: Who;
let call: ReturnType<typeof api>;
let providerId: string;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  alice = await registerUser(t.app);
  bob = await registerUser(t.app);
  providerId = (await invite(t, alice)).provider.id;
});
afterAll(() => t.close());

const statusOf = async (id: string) =>
  (
    await t.database.db
      .selectFrom('treatment_recommendations')
      .select(['status', 'responded_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).status;

const answer = (who: Who | null, id: string, payload: unknown) =>
  call(who, 'PATCH', `/api/treatment-recommendations/${id}`, payload);

describe('GET /api/treatment-recommendations', () => {
  it('lists the patient’s own recommendations, newest first, in the API shape', async () => {
    const dave = await registerUser(t.app);
    const older = await seedRecommendation(t, dave.user.id, null, {
      title: 'Older',
      createdAt: '2026-01-01T09:00:00.000Z',
    });
    const newer = await seedRecommendation(t, dave.user.id, null, {
      title: 'Newer',
      createdAt: '2026-01-02T09:00:00.000Z',
    });
    await seedRecommendation(t, bob.user.id, null, { title: 'Bob’s' });
    const response = await call(dave, 'GET', '/api/treatment-recommendations');
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((r: { id: string }) => r.id)).toEqual([newer, older]);
    expect(list[1]).toEqual({
      id: older,
      providerId: null,
      providerName: 'Dr. Ana Ruiz',
      title: 'Older',
      description: 'Ten minutes each morning.',
      category: 'exercise',
      priority: 'medium',
      status: 'pending',
      createdAt: '2026-01-01T09:00:00.000Z',
      dueDate: null,
      followUpRequired: false,
      notes: '',
      medicationChange: null,
      respondedAt: null,
    });
    expect((await call(null, 'GET', '/api/treatment-recommendations')).statusCode).toBe(401);
  });
});

describe('PATCH /api/treatment-recommendations/:id', () => {
  it.each([
    ['pending', 'accepted'],
    ['pending', 'declined'],
    ['accepted', 'completed'],
  ])('moves %s to %s and notes when', async (from, to) => {
    const id = await seedRecommendation(t, alice.user.id, providerId, { status: from });
    const before = Date.now();
    const response = await answer(alice, id, { status: to });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, status: to, providerId });
    expect(Date.parse(response.json().respondedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(await statusOf(id)).toBe(to);
  });

  it.each([
    ['pending', 'completed'],
    ['accepted', 'declined'],
    ['accepted', 'accepted'],
    ['declined', 'accepted'],
    ['declined', 'completed'],
    ['completed', 'accepted'],
  ])('refuses %s -> %s with a 409 naming the current status', async (from, to) => {
    const id = await seedRecommendation(t, alice.user.id, providerId, { status: from });
    const response = await answer(alice, id, { status: to });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      `This recommendation is ${from}: it cannot be marked ${to}`,
    );
    expect(await statusOf(id)).toBe(from);
  });

  it.each([
    [{}, 'status'],
    [{ status: 'pending' }, 'status'],
    [{ status: 'accepted', note: 'x' }, 'body'],
  ])('refuses %j with a 400 naming %s and changes nothing', async (payload, field) => {
    const id = await seedRecommendation(t, alice.user.id, providerId);
    const response = await answer(alice, id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(new RegExp(`^${field}`));
    expect(await statusOf(id)).toBe('pending');
  });

  it('answers 404 for another patient’s recommendation or a malformed id, 401 signed out', async () => {
    const id = await seedRecommendation(t, alice.user.id, providerId);
    for (const target of [id, SAMPLE_ID, 'nope']) {
      const response = await answer(bob, target, { status: 'accepted' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Recommendation not found' });
    }
    expect((await answer(null, id, { status: 'accepted' })).statusCode).toBe(401);
    expect(await statusOf(id)).toBe('pending');
  });
});

describe('GET /api/provider-notes', () => {
  it('lists the patient’s own notes newest first', async () => {
    const erin = await registerUser(t.app);
    const older = await seedNote(t, erin.user.id, null, 'First', '2026-02-01T08:00:00.000Z');
    const newer = await seedNote(t, erin.user.id, null, 'Second', '2026-02-03T08:00:00.000Z');
    await seedNote(t, bob.user.id, null, 'Bob’s');
    const response = await call(erin, 'GET', '/api/provider-notes');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: newer,
        providerId: null,
        providerName: 'Dr. Ana Ruiz',
        text: 'Second',
        createdAt: '2026-02-03T08:00:00.000Z',
      },
      expect.objectContaining({ id: older, text: 'First' }),
    ]);
    expect((await call(null, 'GET', '/api/provider-notes')).statusCode).toBe(401);
  });
});
