import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { embedPdfFonts } from './pdf-fonts';
import { testFontFiles } from './test-font-files';

async function fontsFor(text: string) {
  const doc = await PDFDocument.create();
  return embedPdfFonts(doc, testFontFiles, text);
}

describe('embedPdfFonts', () => {
  it('measures bold text in the bold face, wider than the regular one', async () => {
    const text = await fontsFor('Average pain');
    expect(text.measure('Average pain', 10, true)).toBeGreaterThan(
      text.measure('Average pain', 10, false),
    );
  });

  it('measures text of several fonts as the sum of its parts', async () => {
    const text = await fontsFor('😣 bad flare 🔥');
    const whole = text.measure('😣 bad flare 🔥', 10, false);
    const parts =
      text.measure('😣', 10, false) +
      text.measure(' bad flare ', 10, false) +
      text.measure('🔥', 10, false);
    expect(whole).toBeCloseTo(parts, 6);
    // An emoji is about as wide as it is tall, never the zero width of a missing glyph.
    expect(text.measure('🔥', 10, false)).toBeGreaterThan(8);
  });

  it('reads the emoji font only when the text needs it', async () => {
    let emojiReads = 0;
    const files = {
      ...testFontFiles,
      emoji: () => {
        emojiReads += 1;
        return testFontFiles.emoji();
      },
    };
    await embedPdfFonts(await PDFDocument.create(), files, 'Zażółć gęślą jaźń, Καλημέρα → ≥ 7');
    expect(emojiReads).toBe(0);
    await embedPdfFonts(await PDFDocument.create(), files, 'bad flare 🔥');
    expect(emojiReads).toBe(1);
  });
});
