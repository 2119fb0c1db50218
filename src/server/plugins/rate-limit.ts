import { tooManyRequests } from '../http-errors';

export interface RateLimiter {
  /** Counts one attempt for `key`; throws 429 once the window's allowance is spent. */
  hit(key: string, message: string): void;
  /** Whether `key` has spent its allowance, without counting an attempt. */
  isBlocked(key: string): boolean;
  reset(key: string): void;
}

/**
 * A fixed-window counter kept in this process. With several instances each keeps its own
 * count, which still bounds guessing to (instances x max) per window.
 */
export function createRateLimiter(options: {
  max: number;
  windowMs: number;
  now?: () => number;
}): RateLimiter {
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
    hit(key, message) {
      const window = current(key);
      window.count += 1;
      if (window.count > options.max) {
        throw tooManyRequests(message, Math.max(1, Math.ceil((window.resetAt - now()) / 1000)));
      }
    },
    isBlocked(key) {
      return current(key).count >= options.max;
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
