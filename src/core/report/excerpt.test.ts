import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collapseSpaces, excerpt, excerptAround } from './excerpt';

describe('excerpt', () => {
  it('keeps short text, joining lines and spaces', () => {
    expect(excerpt('  One\n\ntwo   three ', 50)).toBe('One two three');
  });

  it('cuts at a word boundary with an ellipsis, within the limit', () => {
    const text = 'The quick brown fox jumps over the lazy dog';
    expect(excerpt(text, 20)).toBe('The quick brown fox…');
    expect(excerpt(text, 20).length).toBeLessThanOrEqual(20);
    expect(excerpt('x'.repeat(30), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(excerpt('abcdefghij', 10)).toBe('abcdefghij');
  });

  it('never leaves half an emoji', () => {
    const text = `${'a'.repeat(8)}😀😀😀`;
    expect(excerpt(text, 10)).toBe(`${'a'.repeat(8)}…`);
  });

  it('starts near a match that would not fit from the start', () => {
    const text = `${'word '.repeat(40)}MATCH and the rest`;
    const result = excerptAround(text, text.indexOf('MATCH'), 60);
    expect(result.startsWith('…word')).toBe(true);
    expect(result).toContain('MATCH and the rest');
    expect(excerptAround('MATCH at once', 0, 60)).toBe('MATCH at once');
  });
});

describe('collapseSpaces', () => {
  // The replacement it always made; it now skips it when there is nothing to change.
  const reference = (text: string) => text.replace(/\s+/g, ' ').trim();

  it('gives what the replacement gives, on any text with spaces of every kind', () => {
    const piece = fc.constantFrom(
      'a',
      'Zz',
      '😀',
      ' ',
      '  ',
      '\n',
      '\t',
      '\u00a0',
      '\u2003',
      '\ufeff',
      '\r\n',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const text = pieces.join('');
        expect(collapseSpaces(text)).toBe(reference(text));
      }),
      { numRuns: 2000 },
    );
    expect(collapseSpaces('One two three')).toBe('One two three');
    expect(collapseSpaces(' One')).toBe('One');
    expect(collapseSpaces('One\u00a0two')).toBe('One two');
  });
});
