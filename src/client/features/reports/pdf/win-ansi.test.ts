import fc from 'fast-check';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { isWinAnsi, toWinAnsi } from './win-ansi';

describe('toWinAnsi', () => {
  it('keeps ASCII, Latin-1 letters and the typographic marks the reports use', () => {
    const text = 'Zoë, Søren & José — “quotes” ‘too’ … • 5.0/10 €';
    expect(toWinAnsi(text)).toBe(text);
  });

  it('turns emoji and other scripts into "?" and drops the joiners between them', () => {
    expect(toWinAnsi('Rough day 😩')).toBe('Rough day ?');
    expect(toWinAnsi('thumbs 👍🏽 family 👨‍👩‍👧')).toBe('thumbs ?? family ???');
    expect(toWinAnsi('痛み')).toBe('??');
    expect(toWinAnsi('❤️')).toBe('?');
  });

  it('keeps the letter of an accented character outside the set, and swaps look-alikes', () => {
    expect(toWinAnsi('Łódź Dvořák Erdős')).toBe('?ódz Dvorák Erdos');
    expect(toWinAnsi('pain ≥ 7 → call, −2')).toBe('pain >= 7 -> call, -2');
    // Combining marks typed separately are composed first.
    expect(toWinAnsi('Jose\u0301')).toBe('José');
  });

  it('makes every kind of whitespace a space and removes control characters', () => {
    expect(toWinAnsi('a\tb\nc\r\nd\u2003e')).toBe('a b c  d e');
    expect(toWinAnsi('a\u0000b\u0007c\u200bd')).toBe('abcd');
  });

  it('only ever gives characters Helvetica can encode (checked against pdf-lib)', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        const safe = toWinAnsi(text);
        for (const char of safe) expect(isWinAnsi(char.codePointAt(0) as number)).toBe(true);
        expect(() => font.encodeText(safe)).not.toThrow();
      }),
    );
    // Every code point the check accepts is one pdf-lib encodes.
    for (let code = 0; code < 0x3000; code += 1) {
      if (isWinAnsi(code)) expect(() => font.encodeText(String.fromCodePoint(code))).not.toThrow();
    }
  });
});
