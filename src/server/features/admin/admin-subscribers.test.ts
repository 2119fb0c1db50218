import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../../test-support/test-app';

const ADMIN_EMAIL = 'people@example.test';

let t: TestApp;
let admin: { cookie: string };
beforeAll(async () => {
  t = await createTestApp({ config: { adminEmails: new Set([ADMIN_EMAIL]) } });
  admin = await registerUser(t.app, { email: ADMIN_EMAIL });
});
afterAll(() => t.close());

async function insertUser(fields: {
  email: string;
  first_name?: string | null;
  last_name?: string | null;
  subscription_type?: string;
  created_at: string;
}) {
  const id = randomUUID();
  await t.database.db
    .insertInto('users')
    .values({
      id,
      first_name: null,
      last_name: null,
      profile_image_url: null,
      is_admin: false,
      password_hash: 'secret-hash',
      updated_at: fields.created_at,
      ...fields,
    })
    .execute();
  return id;
}

describe('GET /api/admin/subscribers', () => {
  it('lists every account newest first with a username, and nothing else about them', async () => {
    const ids = {
      full: await insertUser({
        email: 'maya@example.test',
        first_name: 'Maya',
        last_name: 'Lindqvist',
        subscription_type: 'premium',
        created_at: '2025-11-05T09:00:00.000Z',
      }),
      first: await insertUser({
        email: 'ana@example.test',
        first_name: ' Ana ',
        created_at: '2025-11-04T09:00:00.000Z',
      }),
      last: await insertUser({
        email: 'x@example.test',
        last_name: 'Okafor',
        created_at: '2025-11-03T09:00:00.000Z',
      }),
      blank: await insertUser({
        email: 'quiet.reader+cairn@example.test',
        first_name: '   ',
        last_name: '',
        created_at: '2025-11-02T09:00:00.000Z',
      }),
    };
    const response = await t.app.inject({
      url: '/api/admin/subscribers',
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(200);
    const list = response.json() as Array<{ id: string; username: string }>;
    // The admin signed up just now, so comes first.
    expect(list[0]).toMatchObject({ username: 'people', email: ADMIN_EMAIL });
    expect(list.slice(1)).toEqual([
      {
        id: ids.full,
        username: 'Maya Lindqvist',
        email: 'maya@example.test',
        subscriptionType: 'premium',
        createdAt: '2025-11-05T09:00:00.000Z',
      },
      {
        id: ids.first,
        username: 'Ana',
        email: 'ana@example.test',
        subscriptionType: 'free',
        createdAt: '2025-11-04T09:00:00.000Z',
      },
      {
        id: ids.last,
        username: 'Okafor',
        email: 'x@example.test',
        subscriptionType: 'free',
        createdAt: '2025-11-03T09:00:00.000Z',
      },
      {
        id: ids.blank,
        username: 'quiet.reader+cairn',
        email: 'quiet.reader+cairn@example.test',
        subscriptionType: 'free',
        createdAt: '2025-11-02T09:00:00.000Z',
      },
    ]);
    expect(response.body).not.toContain('secret-hash');
  });
});
