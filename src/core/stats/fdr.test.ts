import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { benjaminiHochberg } from './fdr';

describe('benjaminiHochberg', () => {
  it('matches q-values worked out by hand, in the order given', () => {
    // Sorted: 0.01 x 4/1 = 0.04; 0.02 x 4/2 = 0.04; 0.03 x 4/3 = 0.04; 0.5 x 4/4 = 0.5.
    expect(benjaminiHochberg([0.5, 0.03, 0.01, 0.02])).toEqual(
      [0.5, 0.04, 0.04, 0.04].map((q) => expect.closeTo(q, 12)),
    );
    // The running minimum from the top: 0.04 x 2/1 = 0.08 is lowered to 0.06 x 2/2 = 0.06.
    expect(benjaminiHochberg([0.04, 0.06])).toEqual([
      expect.closeTo(0.06, 12),
      expect.closeTo(0.06, 12),
    ]);
    expect(benjaminiHochberg([0.9, 0.95])).toEqual([0.95, 0.95]);
    expect(benjaminiHochberg([])).toEqual([]);
  });

  it('never lowers a p-value, never exceeds 1, and keeps their order', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 40 }), (ps) => {
        const qs = benjaminiHochberg(ps);
        ps.forEach((p, i) => {
          expect(qs[i]).toBeGreaterThanOrEqual(p - 1e-15);
          expect(qs[i]).toBeLessThanOrEqual(1);
          ps.forEach((other, j) => {
            if (p < other) expect(qs[i]).toBeLessThanOrEqual(qs[j] as number);
          });
        });
      }),
    );
  });
});
