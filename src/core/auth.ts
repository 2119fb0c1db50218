import { z } from 'zod';
import { isValidTimeZone } from './time-zone';

export const PASSWORD_MIN_LENGTH = 8;
/** Upper bound so a hostile client cannot make the server hash megabytes. */
export const PASSWORD_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;

/** Emails are compared case-insensitively: every stored and looked-up email goes through this. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Empty form fields arrive as "", which means "not given". */
const optionalText = (max: number, label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, { error: `${label} must be at most ${max} characters` })
      .optional(),
  );

const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .max(EMAIL_MAX_LENGTH, { error: `Email must be at most ${EMAIL_MAX_LENGTH} characters` })
  .pipe(z.email({ error: 'Enter a valid email address' }))
  .transform(normalizeEmail);

const timeZoneField = z
  .string()
  .max(64)
  .refine(isValidTimeZone, { error: 'Unknown time zone' })
  .optional()
  .catch(undefined);

export const registerSchema = z.object({
  email: emailField,
  password: z
    .string({ error: 'Password is required' })
    .min(PASSWORD_MIN_LENGTH, {
      error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    })
    .max(PASSWORD_MAX_LENGTH, {
      error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
    }),
  firstName: optionalText(NAME_MAX_LENGTH, 'First name'),
  lastName: optionalText(NAME_MAX_LENGTH, 'Last name'),
  timeZone: timeZoneField,
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailField,
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .max(PASSWORD_MAX_LENGTH, {
      error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
    }),
  // No time zone: the account keeps the one chosen at sign-up or in Settings.
});
export type LoginInput = z.infer<typeof loginSchema>;

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';

/** DELETE /api/account: the account's password, asked again before everything is removed. */
export const deleteAccountSchema = z.object({
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .max(PASSWORD_MAX_LENGTH, {
      error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
    }),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
export const WRONG_PASSWORD_MESSAGE = 'password: That password is not correct.';
