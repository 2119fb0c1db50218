import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { HttpError } from '../http-errors';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';
import { createDatabaseRateLimiter, purgeExpiredRateLimits } from './database-rate-limit';

const MINUTE = 60_000;
/** A fixed start, so each test's clock is its own and no real time passes. */
const T0 = Date.UTC(2026, 0, 5, 12, 0, 0);

let tdb: TestDatabase;
/** A second connection to the same data, as a second instance would have. */
let other: Database;
beforeAll(async () => {
  tdb = await createTestDatabase();
  await migrateToLatest(tdb.database);
  other = tdb.reopen();
});
afterAll(async () => {
  await other.close();
  await tdb.database.close();
  await tdb.dispose();
});

let names = 0;
/** The same limiter as two instances would make it, each on its own connection. */
function pair(max: number, now: () => number) {
  names += 1;
  const name = `test.limit-${names}`;
  return [
    createDatabaseRateLimiter(tdb.database.db, name, { max, windowMs: MINUTE, now }),
    createDatabaseRateLimiter(other.db, name, { max, windowMs: MINUTE, now }),
  ] as const;
}

async function refusal(attempt: Promise<void>): Promise<HttpError> {
  const error = await attempt.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof HttpError)) throw new Error('expected a 429');
  return error;
}

describe('createDatabaseRateLimiter', () => {
  it('gives two instances one allowance between them, with the same 429 and Retry-After', async () => {
    let now = T0;
    const [a, b] = pair(3, () => now);
    await a.hit('10.0.0.1', 'slow down');
    await b.hit('10.0.0.1', 'slow down');
    now += 1_500;
    await a.hit('10.0.0.1', 'slow down');
    expect(await b.isBlocked('10.0.0.1')).toBe(true);
    expect(await a.isBlocked('10.0.0.2')).toBe(false);
    const error = await refusal(b.hit('10.0.0.1', 'slow down'));
    expect(error.statusCode).toBe(429);
    expect(error.message).toBe('slow down');
    // 58.5 s of the window are left: rounded up, as the in-process limiter does.
    expect(error.headers).toEqual({ 'retry-after': '59' });
    // A refused hit still counts, so the other instance refuses too.
    expect((await refusal(a.hit('10.0.0.1', 'slow down'))).statusCode).toBe(429);
    await expect(a.hit('10.0.0.2', 'slow down')).resolves.toBeUndefined();
  });

  it('starts a new window once the old one has ended, on either instance', async () => {
    let now = T0;
    const [a, b] = pair(2, () => now);
    await a.hit('k', 'x');
    await a.hit('k', 'x');
    await refusal(b.hit('k', 'x'));
    now = T0 + MINUTE - 1;
    expect(await b.isBlocked('k')).toBe(true);
    expect((await refusal(b.hit('k', 'x'))).headers).toEqual({ 'retry-after': '1' });
    now = T0 + MINUTE;
    expect(await a.isBlocked('k')).toBe(false);
    await b.hit('k', 'x');
    await a.hit('k', 'x');
    const error = await refusal(b.hit('k', 'x'));
    expect(error.headers).toEqual({ 'retry-after': '60' });
  });

  it('counts hits that arrive at the same moment on both instances exactly', async () => {
    const [a, b] = pair(10, () => T0);
    const attempts = Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b).hit('burst', 'x'));
    const outcomes = await Promise.allSettled(attempts);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(10);
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(refused).toHaveLength(20);
    for (const o of refused) expect((o.reason as HttpError).statusCode).toBe(429);
    const rows = await tdb.database.db.selectFrom('rate_limits').selectAll().execute();
    const row = rows.find((r) => r.key_hash === sha256('burst'));
    expect(row?.count).toBe(30);
  });

  it('forgets a key on reset, on every instance', async () => {
    const [a, b] = pair(1, () => T0);
    await a.hit('someone@example.test', 'x');
    expect(await b.isBlocked('someone@example.test')).toBe(true);
    await b.reset('someone@example.test');
    expect(await a.isBlocked('someone@example.test')).toBe(false);
    await a.hit('someone@example.test', 'x');
  });

  it('keeps limiters of different names apart', async () => {
    const [a] = pair(1, () => T0);
    const [c] = pair(1, () => T0);
    await a.hit('same key', 'x');
    expect(await a.isBlocked('same key')).toBe(true);
    expect(await c.isBlocked('same key')).toBe(false);
  });

  it('stores only a hash of the key', async () => {
    const [a] = pair(5, () => T0);
    await a.hit('private.person@example.test', 'x');
    const rows = await tdb.database.db.selectFrom('rate_limits').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain('private.person');
    expect(rows.map((r) => r.key_hash)).toContain(sha256('private.person@example.test'));
  });
});

describe('purgeExpiredRateLimits', () => {
  it('removes the counters whose window has ended and keeps the others', async () => {
    await tdb.database.db.deleteFrom('rate_limits').execute();
    const [early] = pair(5, () => T0);
    const [late] = pair(5, () => T0 + MINUTE);
    await early.hit('k', 'x');
    await late.hit('k', 'x');
    expect(await purgeExpiredRateLimits(other.db, T0 + MINUTE)).toBe(1);
    const left = await tdb.database.db.selectFrom('rate_limits').select('window_end').execute();
    expect(left.map((r) => Number(r.window_end))).toEqual([T0 + 2 * MINUTE]);
  });
});

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
