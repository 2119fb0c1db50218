import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDate } from '../time-zone';
import { createLocalDater } from './local-dates';

describe('createLocalDater', () => {
  it('agrees with localDate around midnight and clock changes in zones with odd offsets', () => {
    const zones = ['Europe/Madrid', 'Asia/Kathmandu', 'America/St_Johns', 'Australia/Eucla', 'UTC'];
    for (const zone of zones) {
      const dater = createLocalDater(zone);
      // 2026-03-29 is the European spring change; minutes either side of every quarter hour.
      const start = Date.UTC(2026, 2, 28, 0, 0);
      for (let t = start; t < start + 3 * 86_400_000; t += 7 * 60_000 + 13_000) {
        expect(dater(t)).toBe(localDate(new Date(t), zone));
      }
    }
  });

  it('agrees with localDate for any instant', () => {
    const dater = createLocalDater('America/New_York');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (t) => {
        expect(dater(t)).toBe(localDate(new Date(t), 'America/New_York'));
      }),
    );
  });
});
