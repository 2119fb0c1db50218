import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import {
  createTestApp,
  registerUser,
  uniqueEmail,
  type TestApp,
} from '../../test-support/test-app';
import { RATE_LIMIT_MESSAGE } from './account-service';

describe('sign-in rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { authRateLimitPerIp: 1000 } });
  });
  afterAll(() => t.close());

  it('locks an email after 10 wrong passwords, even with the right one next', async () => {
    const { email, password } = await registerUser(t.app);
    for (let i = 0; i < 10; i += 1) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: 'wrong password' },
      });
      expect(r.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: RATE_LIMIT_MESSAGE });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.headers['set-cookie']).toBeUndefined();
  });

  it('limits repeated registrations for one email', async () => {
    const email = uniqueEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { email, password: 'long enough pw' },
      });
      statuses.push(r.statusCode);
    }
    expect(statuses).toEqual([201, 409, 409, 409, 409, 429]);
  });
});

describe('per-address limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { authRateLimitPerIp: 3 } });
  });
  afterAll(() => t.close());

  it('answers 429 once one address has used its attempts, and others still get in', async () => {
    const attempt = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: ip,
        payload: { email: uniqueEmail(), password: 'whatever pw' },
      });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await attempt('10.0.0.1')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await attempt('10.0.0.2')).statusCode).toBe(401);
  });
});

describe('two instances on one database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { authRateLimitPerIp: 3 } });
  });
  afterAll(() => t.close());

  it('share one allowance per address: N attempts in all, not N on each', async () => {
    const database = t.testDatabase.reopen();
    const second = await buildApp({ config: t.config, database, logger: false });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i += 1) {
        const app = i % 2 === 0 ? t.app : second;
        const response = await app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: '10.0.0.9',
          payload: { email: uniqueEmail(), password: 'whatever pw' },
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(response.json()).toEqual({ message: RATE_LIMIT_MESSAGE });
          expect(Number(response.headers['retry-after'])).toBeGreaterThan(890);
        }
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await second.close();
      await database.close();
    }
  });
});
