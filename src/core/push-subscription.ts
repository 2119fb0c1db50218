import { z } from 'zod';

/** A device's Web Push subscription as the browser hands it over (issue 20). */

const base64url = (label: string, length: number) =>
  z
    .string({ error: `${label} must be text` })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: `${label} must be base64url` })
    .max(length, { error: `${label} is too long` });

/** POST /api/push/subscriptions: the browser's PushSubscription.toJSON(), and a device name. */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, error: 'endpoint must be an http(s) URL' })
    .max(2048, { error: 'endpoint must be at most 2048 characters' }),
  keys: z.object(
    {
      p256dh: base64url('keys.p256dh', 200),
      auth: base64url('keys.auth', 100),
    },
    { error: 'keys must hold p256dh and auth' },
  ),
  deviceLabel: z
    .string({ error: 'deviceLabel must be text' })
    .trim()
    .max(100, { error: 'deviceLabel must be at most 100 characters' })
    .optional(),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** A device that receives notifications, as its owner sees it. */
export interface PushDevice {
  id: string;
  endpoint: string;
  deviceLabel: string;
  createdAt: string;
  lastSentAt: string | null;
}
