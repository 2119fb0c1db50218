import { z } from 'zod';
import { normalizeEmail } from './auth';
import { SUPPORT_CATEGORIES, SUPPORT_LIMITS } from './support';

/** POST /api/support (spec document 2 sections 3 "Support request" and 5). */

/**
 * NUL and other control characters have no place in a ticket (PostgreSQL refuses NUL in text);
 * tabs and line breaks are allowed, single-line fields fold them into spaces first.
 */
function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return true;
  }
  return false;
}

/**
 * One line of text: runs of white space, line breaks included, become one space, so a name or
 * subject cannot add lines to an e-mail header or a log line.
 */
const singleLine = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .pipe(
      z
        .string()
        .min(1, { error: `${label} is required` })
        .max(max, { error: `${label} must be at most ${max} characters` })
        .refine((value) => !hasControlCharacter(value), {
          error: `${label} contains characters that are not allowed`,
        }),
    );

export const supportRequestSchema = z.object({
  name: singleLine('Name', SUPPORT_LIMITS.name),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, { error: 'Email is required' })
    .max(SUPPORT_LIMITS.email, {
      error: `Email must be at most ${SUPPORT_LIMITS.email} characters`,
    })
    .pipe(z.email({ error: 'Enter a valid email address' }))
    .transform(normalizeEmail),
  subject: singleLine('Subject', SUPPORT_LIMITS.subject),
  category: z.enum(SUPPORT_CATEGORIES, {
    error: `Category must be one of ${SUPPORT_CATEGORIES.join(', ')}`,
  }),
  message: z
    .string({ error: 'Message is required' })
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .min(1, { error: 'Message is required' })
        .max(SUPPORT_LIMITS.message, {
          error: `Message must be at most ${SUPPORT_LIMITS.message} characters`,
        })
        .refine((value) => !hasControlCharacter(value), {
          error: 'Message contains characters that are not allowed',
        }),
    ),
});

export type SupportRequest = z.output<typeof supportRequestSchema>;
export type SupportRequestPayload = z.input<typeof supportRequestSchema>;
