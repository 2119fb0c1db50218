import { describe, expect, it } from 'vitest';
import { renderReport, type ReportKind } from '@core/report/kinds';
import { medication, reportData } from '@core/test-support/report';
import { fixtureEntries, fixturePatient } from '@core/test-support/report-fixture';
import { createReportPdf, footerText, type ReportPdfInput } from './render-pdf';
import { testFontFiles } from './test-font-files';
import { TEST_PHOTO_JPEG } from './test-photo';
import { embeddedFontNames, embeddedGlyphs, embeddedImageSizes, readPdf } from './test-read-pdf';
import { typicalReport } from './test-report';

function input(
  kind: ReportKind,
  patient = fixturePatient(),
  notes = 'Ask about my knee 🦵',
  journal = 'Rough day 😩, walked 20 min → better',
) {
  const entries = fixtureEntries();
  entries[0] = { ...entries[0], journalEntry: journal } as never;
  const data = reportData(entries, {
    settings: { patientInfo: { ...patient, notes } },
    medications: [medication({ name: 'Amitriptyline', dosage: '10 mg' })],
  });
  return { kind, data, text: renderReport(kind, data) };
}

const pdfOf = (report: ReportPdfInput) => createReportPdf(report, testFontFiles);

describe('createReportPdf', () => {
  it('writes a PDF with the patient, the figures and numbered pages', async () => {
    const pdf = await pdfOf(input('provider'));
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');
    const { pages, all, title } = await readPdf(pdf);
    expect(all).toContain(fixturePatient().name);
    expect(all).toContain('Amitriptyline');
    expect(all).toContain('Daily pain');
    expect(all).toContain('Average pain: 5.0/10 (Moderate)');
    pages.forEach((page, index) => expect(page).toContain(`Page ${index + 1} of ${pages.length}`));
    expect(title).toBe(`Healthcare Provider Report: ${fixturePatient().name}`);
  });

  it('prints names and notes in other scripts, and emoji, exactly as typed', async () => {
    const names = ['Zażółć gęślą jaźń, Łódź', 'Καλημέρα, Σπύρος', '😣 bad flare 🔥'];
    for (const name of names) {
      const report = input('insurance', { ...fixturePatient(), name }, `Note: ${name}`);
      const { all, title } = await readPdf(await pdfOf(report));
      expect(all).toContain(name);
      expect(all).toContain(`Note: ${name}`);
      expect(title).toBe(`Insurance Documentation: ${name}`);
    }
    const { all } = await readPdf(await pdfOf(input('provider')));
    expect(all).toContain('Rough day 😩, walked 20 min → better');
    expect(all).toContain('Ask about my knee 🦵');
    expect(all).not.toContain('?');
  });

  it('embeds subsets of the text face, regular and bold, and the emoji font only for emoji', async () => {
    const plain = input('provider', fixturePatient(), 'Łódź ≥ 7', 'Walked 20 min → better');
    expect(await embeddedFontNames(await pdfOf(plain))).toEqual([
      expect.stringMatching(/^DejaVuSansCondensed-\d+$/),
      expect.stringMatching(/^DejaVuSansCondensed-Bold-\d+$/),
    ]);
    expect(await embeddedFontNames(await pdfOf(input('provider')))).toEqual([
      expect.stringMatching(/^DejaVuSansCondensed-\d+$/),
      expect.stringMatching(/^DejaVuSansCondensed-Bold-\d+$/),
      expect.stringMatching(/^NotoEmoji-Regular-\d+$/),
    ]);
  });

  it('embeds a readable outline for every glyph, the emoji included', async () => {
    const fonts = await embeddedGlyphs(await pdfOf(input('provider')));
    expect(fonts.size).toBe(3);
    for (const glyphs of fonts.values()) expect(glyphs).not.toContain(null);
    const [, emoji] = [...fonts].find(([name]) => name.startsWith('NotoEmoji')) ?? [];
    // 😩 and 🦵 after the font's "missing" box, each with an outline to draw.
    expect(emoji).toHaveLength(3);
    expect(emoji?.every((outline) => (outline ?? 0) > 0)).toBe(true);
  });

  it('keeps a typical month’s report small', async () => {
    const pdf = await createReportPdf(
      typicalReport('Flare after the trip 😣🔥, Łódź'),
      testFontFiles,
    );
    expect((await readPdf(pdf)).pages.length).toBeGreaterThan(2);
    expect(pdf.length).toBeLessThan(300 * 1024);
  });

  it('draws the photos the patient chose, each with its caption, after the report', async () => {
    const report = input('provider');
    const photo = (caption: string) => ({ jpeg: TEST_PHOTO_JPEG, width: 64, height: 48, caption });
    const pdf = await pdfOf({
      ...report,
      photos: [photo('30 Jan 2026, photo 1 of 2'), photo('30 Jan 2026, photo 2 of 2')],
    });
    expect(await embeddedImageSizes(pdf)).toEqual([
      [64, 48],
      [64, 48],
    ]);
    const { all } = await readPdf(pdf);
    expect(all.indexOf('Average pain')).toBeLessThan(all.indexOf('30 Jan 2026, photo 1 of 2'));
    expect(all).toContain('30 Jan 2026, photo 2 of 2');
    expect(await embeddedImageSizes(await pdfOf(report))).toEqual([]);
  });

  it('names the report, the patient and the date in the footer', () => {
    const { data } = input('progress');
    expect(footerText('progress', data)).toBe(
      `Personal Progress Report · ${fixturePatient().name} · 31 Jan 2026`,
    );
  });
});
