import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { withEvenGlyphs } from './even-glyphs';
import { testFontFiles } from './test-font-files';

const glyphLengths = (bytes: Uint8Array) => {
  const offsets = (fontkit.create(bytes) as unknown as { loca: { offsets: number[] } }).loca
    .offsets;
  return offsets.slice(1).map((end, index) => end - (offsets[index] as number));
};

describe('withEvenGlyphs', () => {
  it('pads the odd glyphs of Noto Emoji and keeps every outline', async () => {
    const original = await testFontFiles.emoji();
    expect(glyphLengths(original).some((length) => length % 2 === 1)).toBe(true);
    const even = withEvenGlyphs(original);
    expect(glyphLengths(even).every((length) => length % 2 === 0)).toBe(true);

    const before = fontkit.create(original);
    const after = fontkit.create(even);
    expect(after.numGlyphs).toBe(before.numGlyphs);
    for (const text of ['😣', '🔥', '👍🏽', '❤️', '👩‍👩‍👧']) {
      const [was, is] = [before, after].map((font) => font.layout(text).glyphs[0]);
      expect(is?.id, text).toBe(was?.id);
      expect(is?.path.toSVG(), text).toBe(was?.path.toSVG());
      expect(is?.advanceWidth).toBe(was?.advanceWidth);
    }
  });

  it('leaves a font whose glyphs are already even as it is', async () => {
    const dejaVu = await testFontFiles.regular();
    expect(withEvenGlyphs(dejaVu)).toBe(dejaVu);
  });
});
