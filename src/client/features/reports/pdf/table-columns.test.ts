import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { columnWidths } from './table-columns';

const total = (widths: number[]) => widths.reduce((a, b) => a + b, 0);

describe('columnWidths', () => {
  it('spreads columns that fit on one line across the whole width, in proportion', () => {
    expect(
      columnWidths(
        [
          { natural: 100, minimum: 40 },
          { natural: 50, minimum: 20 },
        ],
        300,
      ),
    ).toEqual([200, 100]);
  });

  it('keeps short columns on one line and gives the rest to the long one', () => {
    const widths = columnWidths(
      [
        { natural: 60, minimum: 30 }, // a date
        { natural: 20, minimum: 20 }, // a number
        { natural: 900, minimum: 50 }, // notes
      ],
      400,
    );
    expect(widths).toEqual([60, 20, 320]);
  });

  it('shares out by how much each column wants beyond its longest word', () => {
    const widths = columnWidths(
      [
        { natural: 300, minimum: 50 },
        { natural: 600, minimum: 50 },
      ],
      400,
    );
    // 300 left over after the minimums, split 250 : 550.
    expect(widths[0]).toBeCloseTo(50 + (300 * 250) / 800);
    expect(widths[1]).toBeCloseTo(50 + (300 * 550) / 800);
  });

  it('scales the minimums down when even the longest words do not fit', () => {
    expect(
      columnWidths(
        [
          { natural: 400, minimum: 300 },
          { natural: 400, minimum: 100 },
        ],
        200,
      ),
    ).toEqual([150, 50]);
  });

  it('always adds up to the width, with no column below zero', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc
            .tuple(fc.integer({ min: 0, max: 600 }), fc.integer({ min: 0, max: 600 }))
            .map(([a, b]) => ({ natural: Math.max(a, b), minimum: Math.min(a, b) })),
          { minLength: 1, maxLength: 8 },
        ),
        fc.integer({ min: 50, max: 600 }),
        (needs, width) => {
          const widths = columnWidths(needs, width);
          expect(widths).toHaveLength(needs.length);
          expect(total(widths)).toBeCloseTo(width, 6);
          for (const value of widths) expect(value).toBeGreaterThanOrEqual(0);
        },
      ),
    );
    expect(columnWidths([], 100)).toEqual([]);
  });
});
