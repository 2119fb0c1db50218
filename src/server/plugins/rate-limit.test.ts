import { describe, expect, it } from 'vitest';
import { HttpError } from '../http-errors';
import { createRateLimiter } from './rate-limit';

describe('createRateLimiter', () => {
  it('allows exactly max hits per window, then 429 until the window ends', async () => {
    let now = 1_000;
    const limiter = createRateLimiter({ max: 2, windowMs: 60_000, now: () => now });
    await limiter.hit('k', 'slow down');
    await limiter.hit('k', 'slow down');
    expect(await limiter.isBlocked('k')).toBe(true);
    const thrown = await limiter.hit('k', 'slow down').then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(HttpError);
    expect((thrown as HttpError).statusCode).toBe(429);
    expect((thrown as HttpError).headers).toEqual({ 'retry-after': '60' });
    now += 60_000;
    expect(await limiter.isBlocked('k')).toBe(false);
    await expect(limiter.hit('k', 'slow down')).resolves.toBeUndefined();
  });

  it('keeps keys apart and forgets a key on reset', async () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000 });
    await limiter.hit('a', 'x');
    expect(await limiter.isBlocked('a')).toBe(true);
    expect(await limiter.isBlocked('b')).toBe(false);
    await limiter.reset('a');
    expect(await limiter.isBlocked('a')).toBe(false);
  });
});
