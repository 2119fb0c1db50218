import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range';

describe('parseByteRange', () => {
  it.each([
    ['bytes=0-9', { kind: 'partial', start: 0, end: 9 }],
    ['bytes=10-19', { kind: 'partial', start: 10, end: 19 }],
    ['bytes=95-200', { kind: 'partial', start: 95, end: 99 }],
    ['bytes=40-', { kind: 'partial', start: 40, end: 99 }],
    ['bytes=-10', { kind: 'partial', start: 90, end: 99 }],
    ['bytes=-500', { kind: 'partial', start: 0, end: 99 }],
    ['bytes=99-99', { kind: 'partial', start: 99, end: 99 }],
    [' bytes=0-0 ', { kind: 'partial', start: 0, end: 0 }],
  ])('reads %s of a 100-byte file', (header, range) => {
    expect(parseByteRange(header, 100)).toEqual(range);
  });

  it.each(['bytes=100-', 'bytes=100-150', 'bytes=-0'])(
    'finds %s of a 100-byte file unsatisfiable',
    (header) => {
      expect(parseByteRange(header, 100)).toEqual({ kind: 'unsatisfiable' });
    },
  );

  it.each([
    undefined,
    '',
    'bytes=-',
    'bytes=9-3',
    'bytes=0-9,20-29',
    'items=0-9',
    'bytes=a-b',
    'bytes=1.5-3',
  ])('answers the whole file for %s', (header) => {
    expect(parseByteRange(header, 100)).toEqual({ kind: 'whole' });
  });
});
