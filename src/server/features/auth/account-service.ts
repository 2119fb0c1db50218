import {
  type DeleteAccountInput,
  EMAIL_TAKEN_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  type LoginInput,
  type RegisterInput,
  WRONG_PASSWORD_MESSAGE,
} from '@core/auth';
import { isUniqueViolation } from '../../db/codecs';
import type { UserRow } from '../../db/schema';
import { conflict, HttpError } from '../../http-errors';
import type { RateLimiterFactory } from '../../plugins/rate-limit';
import { decoyHash, hashPassword, verifyPassword } from './passwords';
import type { UserStore } from './user-store';

const WINDOW_MS = 15 * 60 * 1000;
/** Wrong passwords allowed per email in each window, from any address. */
const FAILURES_PER_EMAIL = 10;
/** Registration attempts per email in each window. */
const REGISTRATIONS_PER_EMAIL = 5;
export const RATE_LIMIT_MESSAGE =
  'Too many sign-in attempts. Please wait 15 minutes and try again.';

export function createAccountService(
  users: UserStore,
  options: {
    attemptsPerIp: number;
    /** Where the limits count: the database, so that every instance shares one allowance. */
    limiters: RateLimiterFactory;
    /** Work that must happen before the rows go (stopping imports, deleting uploaded files). */
    beforeDelete?: (userId: string) => Promise<void>;
  },
) {
  const { limiters } = options;
  const perIp = limiters('auth.ip', { max: options.attemptsPerIp, windowMs: WINDOW_MS });
  const loginFailuresPerEmail = limiters('auth.login-failures', {
    max: FAILURES_PER_EMAIL,
    windowMs: WINDOW_MS,
  });
  const registrationsPerEmail = limiters('auth.registrations', {
    max: REGISTRATIONS_PER_EMAIL,
    windowMs: WINDOW_MS,
  });

  return {
    /** Counts an attempt from this address; throws 429 past the allowance. */
    countAttempt(ip: string): Promise<void> {
      return perIp.hit(ip, RATE_LIMIT_MESSAGE);
    },

    async register(input: RegisterInput): Promise<UserRow> {
      await registrationsPerEmail.hit(input.email, RATE_LIMIT_MESSAGE);
      const passwordHash = await hashPassword(input.password);
      try {
        return await users.create({ ...input, passwordHash });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN_MESSAGE);
        throw error;
      }
    },

    async login(input: LoginInput): Promise<UserRow> {
      if (await loginFailuresPerEmail.isBlocked(input.email)) {
        await loginFailuresPerEmail.hit(input.email, RATE_LIMIT_MESSAGE);
      }
      const user = await users.findByEmail(input.email);
      const ok = user?.password_hash
        ? await verifyPassword(input.password, user.password_hash)
        : await verifyPassword(input.password, await decoyHash()).then(() => false);
      if (!user || !ok) {
        await loginFailuresPerEmail.hit(input.email, RATE_LIMIT_MESSAGE);
        throw new HttpError(401, INVALID_CREDENTIALS_MESSAGE);
      }
      await loginFailuresPerEmail.reset(input.email);
      // The time zone is set at sign-up and changed in Settings; a sign-in from a device set to
      // another zone does not silently move the user's "today".
      return user;
    },

    /**
     * Deletes the account with all its data once the password is confirmed. Wrong passwords
     * count against the same per-email allowance as sign-in, so a left-open session cannot be
     * used to guess the password.
     */
    async deleteAccount(userId: string, input: DeleteAccountInput): Promise<void> {
      const user = await users.findById(userId);
      if (!user) throw new HttpError(401, 'Unauthorized');
      if (await loginFailuresPerEmail.isBlocked(user.email)) {
        await loginFailuresPerEmail.hit(user.email, RATE_LIMIT_MESSAGE);
      }
      const ok = user.password_hash
        ? await verifyPassword(input.password, user.password_hash)
        : false;
      if (!ok) {
        await loginFailuresPerEmail.hit(user.email, RATE_LIMIT_MESSAGE);
        throw new HttpError(403, WRONG_PASSWORD_MESSAGE, [
          { path: 'password', message: 'That password is not correct.' },
        ]);
      }
      await options.beforeDelete?.(user.id);
      await users.deleteWithAllData(user.id);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
