import { describe, expect, it } from 'vitest';
import { syncStatusText } from './sync-status';

describe('syncStatusText', () => {
  it.each([
    [true, 0, null],
    [true, 1, '1 change waiting to sync.'],
    [true, 3, '3 changes waiting to sync.'],
    [
      false,
      0,
      'You are offline. What you save stays on this device and syncs when you are back online.',
    ],
    [false, 2, 'You are offline. 2 changes saved on this device - will sync.'],
  ] as const)('online %j with %j waiting -> %j', (online, waiting, expected) => {
    expect(syncStatusText(online, waiting)).toBe(expected);
  });
});
