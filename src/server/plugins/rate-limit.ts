import { tooManyRequests } from '../http-errors';

export interface RateLimiter {
  /** Counts one attempt for `key`; rejects with 429 once the window's allowance is spent. */
  hit(key: string, message: string): Promise<void>;
  /** Whether `key` has spent its allowance, without counting an attempt. */
  isBlocked(key: string): Promise<boolean>;
  reset(key: string): Promise<void>;
}

export interface RateLimitOptions {
  /** Attempts allowed in each window. */
  max: number;
  windowMs: number;
  /** The clock, in milliseconds since the epoch (tests inject their own). */
  now?: () => number;
}

/** Makes the limiter called `name`; limiters of one name share their counts. */
export type RateLimiterFactory = (
  name: string,
  options: Omit<RateLimitOptions, 'now'>,
) => RateLimiter;

/** The 429 of a spent allowance, with Retry-After in whole seconds (at least one). */
export function rateLimited(message: string, windowEnd: number, now: number) {
  return tooManyRequests(message, Math.max(1, Math.ceil((windowEnd - now) / 1000)));
}

/**
 * A fixed-window counter kept in this process. With several instances each keeps its own
 * count, so it is only for throttles where that is fine (an instance's own load on an outside
 * service, a per-device push rate); the security limits count in the database
 * (database-rate-limit.ts), shared by every instance.
 */
export function createRateLimiter(options: RateLimitOptions): RateLimiter {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { count: number; resetAt: number }>();

  function current(key: string) {
    const t = now();
    let window = windows.get(key);
    if (!window || window.resetAt <= t) {
      if (windows.size > 50_000) sweep(t);
      window = { count: 0, resetAt: t + options.windowMs };
      windows.set(key, window);
    }
    return window;
  }

  function sweep(t: number) {
    for (const [key, window] of windows) if (window.resetAt <= t) windows.delete(key);
  }

  return {
    async hit(key, message) {
      const window = current(key);
      window.count += 1;
      if (window.count > options.max) throw rateLimited(message, window.resetAt, now());
    },
    async isBlocked(key) {
      return current(key).count >= options.max;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}
