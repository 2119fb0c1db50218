import { pushSubscriptionSchema } from '@core/push-subscription';
import { isP256PublicKey } from './vapid-keys';

/**
 * The browser's subscription, with its keys checked as keys: the shared schema sees base64url
 * text, this sees what encryption needs (RFC 8291), so a device that could never be reached is
 * refused when it subscribes rather than failing at every reminder.
 */
export const subscriptionInputSchema = pushSubscriptionSchema.superRefine((input, context) => {
  const p256dh = Buffer.from(input.keys.p256dh, 'base64url');
  if (!isP256PublicKey(p256dh)) {
    context.addIssue({
      code: 'custom',
      path: ['keys', 'p256dh'],
      message: 'keys.p256dh must be a P-256 public key (65 bytes)',
    });
  }
  if (Buffer.from(input.keys.auth, 'base64url').length !== 16) {
    context.addIssue({
      code: 'custom',
      path: ['keys', 'auth'],
      message: 'keys.auth must be a 16-byte secret',
    });
  }
});
