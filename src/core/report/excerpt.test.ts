import { describe, expect, it } from 'vitest';
import { excerpt, excerptAround } from './excerpt';

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
