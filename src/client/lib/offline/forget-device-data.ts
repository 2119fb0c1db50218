import { forgetOutbox } from './outbox';
import { forgetQueryCache } from './persist-query-cache';

/**
 * Sign-out and account deletion: the cached answers and any unsent writes leave the device.
 * Awaited by callers, because leaving the page could abort the IndexedDB clear half-way.
 */
export async function forgetDeviceData(): Promise<void> {
  await Promise.all([forgetQueryCache(), forgetOutbox()]).catch((error: unknown) =>
    console.warn('Could not clear the offline data', error),
  );
}
