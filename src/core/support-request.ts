import { z } from 'zod';
import { normalizeEmail } from './auth';
import { SUPPORT_CATEGORIES, SUPPORT_LIMITS } from './support';
import { multiLine, singleLine } from './text-fields';

/** POST /api/support (spec document 2 sections 3 "Support request" and 5). */

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
  message: multiLine('Message', SUPPORT_LIMITS.message),
});

export type SupportRequest = z.output<typeof supportRequestSchema>;
export type SupportRequestPayload = z.input<typeof supportRequestSchema>;
