import { describe, expect, it } from 'vitest';
import {
  drawableText,
  fontRuns,
  graphemes,
  needsMoreFonts,
  wantsEmoji,
  type FontCoverage,
} from './font-runs';

/** Stand-in fonts: one for Latin and Greek, one for emoji, each with the characters listed. */
function font(name: string, characters: string, emoji = false): FontCoverage & { name: string } {
  const set = new Set(Array.from(characters, (char) => char.codePointAt(0) as number));
  return { name, emoji, has: (code) => set.has(code) };
}

const LATIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ ,.:!?-0123456789';
const text = font('text', `${LATIN}łŁżźńśćęąóΚαλημέρΣπύος☺\uFFFD`);
const emoji = font('emoji', ' 😣🔥☺👍🏽❤\uFE0F\u200D👩👧', true);

const runs = (value: string, fonts: [typeof text, ...(typeof text)[]] = [text, emoji]) =>
  fontRuns(value, fonts).map((run) => [run.font.name, run.text]);

describe('fontRuns', () => {
  it('keeps text a font has in one run', () => {
    expect(runs('Zażółć gęślą, Łódź')).toEqual([['text', 'Zażółć gęślą, Łódź']]);
    expect(runs('Καλημέρα, Σπύρος')).toEqual([['text', 'Καλημέρα, Σπύρος']]);
  });

  it('draws emoji with the emoji font and the words and spaces around them with the text face', () => {
    expect(runs('😣 bad flare 🔥')).toEqual([
      ['emoji', '😣'],
      ['text', ' bad flare '],
      ['emoji', '🔥'],
    ]);
  });

  it('keeps a sequence (skin tone, family, heart with U+FE0F) whole in one font', () => {
    expect(runs('ok 👍🏽')).toEqual([
      ['text', 'ok '],
      ['emoji', '👍🏽'],
    ]);
    expect(runs('👩‍👩‍👧')).toEqual([['emoji', '👩‍👩‍👧']]);
    expect(runs('❤️')).toEqual([['emoji', '❤️']]);
  });

  it('prefers the emoji font for emoji even when the text face has a glyph', () => {
    expect(runs('☺')).toEqual([['text', '☺']]);
    expect(runs('☺\uFE0F')).toEqual([['emoji', '☺\uFE0F']]);
  });

  it('drops invisible characters a font lacks rather than drawing boxes', () => {
    expect(runs('a\u200Bb')).toEqual([['text', 'ab']]);
    expect(runs('❤\uFE0F', [text])).toEqual([['text', '\uFFFD']]);
  });

  it('draws a character no font has as the replacement character', () => {
    expect(runs('痛い pain')).toEqual([['text', '\uFFFD\uFFFD pain']]);
    const noReplacement = font('bare', LATIN);
    expect(runs('痛 x', [noReplacement])).toEqual([['bare', '? x']]);
  });
});

describe('drawableText', () => {
  it('composes accents and makes any whitespace a space, without control characters', () => {
    expect(drawableText('Jose\u0301')).toBe('José');
    expect(drawableText('a\tb\nc\u00a0d\u2003e')).toBe('a b c d e');
    expect(drawableText('a\u0000b\u0007c')).toBe('abc');
  });
});

describe('graphemes and wantsEmoji', () => {
  it('count a family or a flag as one character', () => {
    expect(graphemes('a👩‍👩‍👧🇵🇱é')).toEqual(['a', '👩‍👩‍👧', '🇵🇱', 'é']);
  });

  it('tell emoji from symbols that only look like them when asked', () => {
    expect(['😣', '🔥', '❤️', '👍🏽'].map(wantsEmoji)).toEqual([true, true, true, true]);
    expect(['❤', '©', '→', 'a', '7'].map(wantsEmoji)).toEqual([false, false, false, false, false]);
  });
});

describe('needsMoreFonts', () => {
  it('asks for another font only for emoji or characters the fonts lack', () => {
    expect(needsMoreFonts('Zażółć, Καλημέρα', [text])).toBe(false);
    expect(needsMoreFonts('bad flare 🔥', [text])).toBe(true);
    expect(needsMoreFonts('痛', [text])).toBe(true);
  });
});
