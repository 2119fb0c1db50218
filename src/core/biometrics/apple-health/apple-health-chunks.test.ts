import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chunksOf, FIXTURE_EXPORT, parseExport } from './test-fixture';

/** `text` cut at the given places (sorted, deduplicated, inside the text). */
function cutAt(text: string, places: number[]): string[] {
  const cuts = [...new Set(places)].sort((a, b) => a - b);
  const pieces: string[] = [];
  let from = 0;
  for (const cut of cuts) {
    pieces.push(text.slice(from, cut));
    from = cut;
  }
  pieces.push(text.slice(from));
  return pieces;
}

describe('Apple Health parser on chunks', () => {
  const whole = parseExport([FIXTURE_EXPORT]);

  it('gives the same readings, sources and counts for chunks of 1, 7 and 4096 characters', () => {
    expect(whole.readings.length).toBeGreaterThan(10);
    for (const size of [1, 7, 4096]) {
      expect(parseExport(chunksOf(FIXTURE_EXPORT, size))).toEqual(whole);
    }
  });

  it('gives the same result wherever the chunks are cut', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: FIXTURE_EXPORT.length }), { maxLength: 60 }),
        (places) => {
          expect(parseExport(cutAt(FIXTURE_EXPORT, places))).toEqual(whole);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('gives the same result when CRLF line ends are cut between CR and LF', () => {
    const crlf = FIXTURE_EXPORT.replaceAll('\n', '\r\n');
    const expected = parseExport([crlf]);
    expect(expected.readings).toEqual(whole.readings);
    const afterCr = [...crlf.matchAll(/\r/g)].map((match) => (match.index ?? 0) + 1);
    expect(parseExport(cutAt(crlf, afterCr))).toEqual(expected);
  });
});
