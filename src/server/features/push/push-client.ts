import type { RequestDetails } from 'web-push';
import type { PushConfig } from '../../config';

/**
 * The one client of the browsers' push services (Web Push protocol, RFC 8030/8291/8292).
 * web-push encrypts the payload and signs the VAPID token; the request itself goes through fetch
 * so that it has a deadline for the whole exchange (web-push's own `timeout` only watches an
 * idle socket) and works against the local fake push service, which speaks plain HTTP.
 * One more try after a network error or a 5xx; never after a time-out, when the service may
 * well have taken the message. Results carry reasons, never the endpoint or a key.
 */

export const PUSH_TIMEOUT_MS = 10_000;

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushMessage {
  /** The payload, encrypted for the device. */
  body: string;
  /** How long the push service keeps trying a device that is off or offline. */
  ttlSeconds: number;
}

export type Delivery =
  | { result: 'delivered' }
  /** The push service no longer knows the subscription (404, 410): it will never work again. */
  | { result: 'gone' }
  /** 'timeout', 'network', 'encryption' or 'HTTP {status}'. */
  | { result: 'failed'; reason: string; retry?: boolean };

export interface PushClient {
  deliver(target: PushTarget, message: PushMessage): Promise<Delivery>;
}

export function createPushClient(
  vapid: PushConfig,
  options: { timeoutMs?: number; signal?: AbortSignal } = {},
): PushClient {
  const timeoutMs = options.timeoutMs ?? PUSH_TIMEOUT_MS;
  const vapidDetails = {
    subject: vapid.subject,
    publicKey: vapid.publicKey,
    privateKey: vapid.privateKey,
  };

  async function once(target: PushTarget, message: PushMessage): Promise<Delivery> {
    // Loaded with the first message rather than at start-up (decision 0004); kept by the module
    // cache after that.
    const { default: webpush } = await import('web-push');
    let request: RequestDetails & { body: Buffer };
    try {
      request = webpush.generateRequestDetails(target, message.body, {
        vapidDetails,
        TTL: message.ttlSeconds,
        // A reminder is worth waking a phone that saves its battery.
        urgency: 'high',
        contentEncoding: 'aes128gcm',
      });
    } catch {
      // Keys that cannot encrypt (a point not on the curve): the device cannot be reached.
      return { result: 'failed', reason: 'encryption' };
    }
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
    let status: number;
    try {
      const response = await fetch(request.endpoint, {
        method: 'POST',
        headers,
        body: new Uint8Array(request.body),
        signal,
        // A push service answers; it does not send the message elsewhere.
        redirect: 'manual',
      });
      status = response.status;
      await response.body?.cancel();
    } catch {
      if (timeout.aborted) return { result: 'failed', reason: 'timeout' };
      if (options.signal?.aborted) return { result: 'failed', reason: 'cancelled' };
      return { result: 'failed', reason: 'network', retry: true };
    }
    if (status >= 200 && status < 300) return { result: 'delivered' };
    if (status === 404 || status === 410) return { result: 'gone' };
    return { result: 'failed', reason: `HTTP ${status}`, retry: status >= 500 };
  }

  return {
    async deliver(target, message) {
      const first = await once(target, message);
      if (first.result !== 'failed' || !first.retry) return first;
      const second = await once(target, message);
      return second.result === 'failed' ? { result: 'failed', reason: second.reason } : second;
    },
  };
}
