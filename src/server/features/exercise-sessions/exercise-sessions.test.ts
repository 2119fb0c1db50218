import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '@core/time-zone';
import { createTestApp, registerUser, type TestApp } from '../../test-support/test-app';

let t: TestApp;
type Person = Awaited<ReturnType<typeof registerUser>>;
let alice: Person;
let bob: Person;

beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t.app, { timeZone: 'UTC' });
  bob = await registerUser(t.app, { timeZone: 'America/Los_Angeles' });
});
afterAll(() => t.close());

const post = (who: Person | null, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/exercise-sessions',
    headers: who ? { cookie: who.cookie } : {},
    payload: payload as object,
  });
const list = async (who: Person) =>
  (await t.app.inject({ url: '/api/exercise-sessions', headers: { cookie: who.cookie } })).json();
const countRows = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('exercise_sessions')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('/api/exercise-sessions', () => {
  it('needs a session', async () => {
    expect((await post(null, { exerciseId: 'body-scan', durationSeconds: 60 })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ url: '/api/exercise-sessions' })).statusCode).toBe(401);
  });

  it('records a completed exercise on the user’s calendar day', async () => {
    const response = await post(bob, {
      exerciseId: 'box-breathing',
      durationSeconds: 300,
      completedAt: '2026-03-02T05:30:00.000Z',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      exerciseId: 'box-breathing',
      durationSeconds: 300,
      completedAt: '2026-03-02T05:30:00.000Z',
      // 05:30 UTC is the evening before in Los Angeles.
      date: '2026-03-01',
    });
    const now = await post(alice, { exerciseId: 'body-scan', durationSeconds: 900 });
    expect(now.json().date).toBe(localDate(new Date(), 'UTC'));
  });

  it('lists only the user’s own sessions, oldest first', async () => {
    const mine = await list(bob);
    expect(mine.map((s: { exerciseId: string }) => s.exerciseId)).toEqual(['box-breathing']);
    expect(
      (await list(alice)).every((s: { exerciseId: string }) => s.exerciseId !== 'box-breathing'),
    ).toBe(true);
  });

  it('takes the same id twice as one session, and refuses another user’s id', async () => {
    const id = randomUUID();
    const payload = { id, exerciseId: 'pain-acceptance', durationSeconds: 720 };
    expect((await post(alice, payload)).statusCode).toBe(201);
    const again = await post(alice, payload);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(id);
    expect((await list(alice)).filter((s: { id: string }) => s.id === id)).toHaveLength(1);

    const stolen = await post(bob, payload);
    expect(stolen.statusCode).toBe(409);
    expect((await list(bob)).some((s: { id: string }) => s.id === id)).toBe(false);
  });

  it.each([
    [{ durationSeconds: 60 }, 'exerciseId'],
    [{ exerciseId: 'juggling', durationSeconds: 60 }, 'exerciseId'],
    [{ exerciseId: 'body-scan' }, 'durationSeconds'],
    [{ exerciseId: 'body-scan', durationSeconds: -1 }, 'durationSeconds'],
    [{ exerciseId: 'body-scan', durationSeconds: 1.5 }, 'durationSeconds'],
    [{ exerciseId: 'body-scan', durationSeconds: 21601 }, 'durationSeconds'],
    [{ exerciseId: 'body-scan', durationSeconds: '60' }, 'durationSeconds'],
    [{ exerciseId: 'body-scan', durationSeconds: 60, completedAt: 'yesterday' }, 'completedAt'],
    [{ exerciseId: 'body-scan', durationSeconds: 60, id: 'not-a-uuid' }, 'id'],
  ])('refuses %j with a 400 naming %s and stores nothing', async (payload, field) => {
    const before = await countRows();
    const response = await post(alice, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(new RegExp(`^${field}: `));
    expect(await countRows()).toBe(before);
  });
});
