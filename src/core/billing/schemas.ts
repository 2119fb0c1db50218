import { z } from 'zod';
import { PLAN_IDS } from './plans';

/**
 * `POST /api/create-checkout-session`. The spec sends no body (the monthly plan); the pricing
 * page names the plan it was asked for.
 */
export const checkoutRequestSchema = z
  .strictObject({
    plan: z.enum(PLAN_IDS, { error: 'plan must be monthly or annual' }).default('monthly'),
  })
  .default({ plan: 'monthly' });
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

export const MOBILE_PLATFORMS = ['ios', 'android'] as const;

/**
 * `POST /api/user/subscription/sync-mobile` (spec section 7). Validated so bad input gets a clear
 * answer, then believed in nothing: the server asks the verification service instead.
 */
export const mobileSyncSchema = z.strictObject({
  isActive: z.boolean({ error: 'isActive must be true or false' }),
  productIdentifier: z
    .string({ error: 'productIdentifier must be text' })
    .max(200, { error: 'productIdentifier must be at most 200 characters' })
    .nullable()
    .optional(),
  expirationDate: z
    .string({ error: 'expirationDate must be a date' })
    .max(40, { error: 'expirationDate must be a date' })
    .nullable()
    .optional(),
  platform: z.enum(MOBILE_PLATFORMS, { error: 'platform must be ios or android' }),
});
export type MobileSyncRequest = z.input<typeof mobileSyncSchema>;
