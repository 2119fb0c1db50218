import { describe, expect, it } from 'vitest';
import { HttpError } from '../http-errors';
import { createRateLimiter } from './rate-limit';

describe('createRateLimiter', () => {
  it('allows exactly max hits per window, then 429 until the window ends', () => {
    let now = 1_000;
    const limiter = createRateLimiter({ max: 2, windowMs: 60_000, now: () => now });
    limiter.hit('k', 'slow down');
    limiter.hit('k', 'slow down');
    expect(limiter.isBlocked('k')).toBe(true);
    let thrown: unknown;
    try {
      limiter.hit('k', 'slow down');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(HttpError);
    expect((thrown as HttpError).statusCode).toBe(429);
    expect((thrown as HttpError).headers).toEqual({ 'retry-after': '60' });
    now += 60_000;
    expect(limiter.isBlocked('k')).toBe(false);
    expect(() => limiter.hit('k', 'slow down')).not.toThrow();
  });

  it('keeps keys apart and forgets a key on reset', () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000 });
    limiter.hit('a', 'x');
    expect(limiter.isBlocked('a')).toBe(true);
    expect(limiter.isBlocked('b')).toBe(false);
    limiter.reset('a');
    expect(limiter.isBlocked('a')).toBe(false);
  });
});
