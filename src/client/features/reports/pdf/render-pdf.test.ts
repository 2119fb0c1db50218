import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { renderReport, type ReportKind } from '@core/report/kinds';
import { medication, reportData } from '@core/test-support/report';
import { fixtureEntries, fixturePatient } from '@core/test-support/report-fixture';
import { createReportPdf, footerText } from './render-pdf';

/** The PDF read back with pdf.js, as a reader would: its pages' text and its title. */
async function readPdf(bytes: Uint8Array) {
  const doc = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= doc.numPages; number += 1) {
    const content = await (await doc.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const { info } = (await doc.getMetadata()) as { info: { Title?: string } };
  return { pages, title: info.Title };
}

function input(kind: ReportKind, patient = fixturePatient()) {
  const entries = fixtureEntries();
  entries[0] = { ...entries[0], journalEntry: 'Rough day 😩, walked 20 min → better' } as never;
  const data = reportData(entries, {
    settings: { patientInfo: { ...patient, notes: 'Ask about my knee 🦵' } },
    medications: [medication({ name: 'Amitriptyline', dosage: '10 mg' })],
  });
  return { kind, data, text: renderReport(kind, data) };
}

describe('createReportPdf', () => {
  it('writes a PDF with the patient, the figures and numbered pages', async () => {
    const pdf = await createReportPdf(input('provider'));
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');
    const { pages, title } = await readPdf(pdf);
    const all = pages.join('\n');
    expect(all).toContain(fixturePatient().name);
    expect(all).toContain('Amitriptyline');
    expect(all).toContain('Daily pain');
    expect(all).toContain('Where it hurts');
    pages.forEach((page, index) => expect(page).toContain(`Page ${index + 1} of ${pages.length}`));
    expect(title).toBe(`Healthcare Provider Report: ${fixturePatient().name}`);
  });

  it('does not fail on emoji or other scripts in what the person typed', async () => {
    const { pages } = await readPdf(
      await createReportPdf(input('insurance', { ...fixturePatient(), name: 'Łucja 🌸 Kowalska' })),
    );
    const all = pages.join('\n');
    expect(all).toContain('?ucja ? Kowalska');
    expect(all).toContain('Ask about my knee ?');
    expect(all).toContain('walked 20 min -> better');
  });

  it('names the report, the patient and the date in the footer', () => {
    const { data } = input('progress');
    expect(footerText('progress', data)).toBe(
      `Personal Progress Report · ${fixturePatient().name} · 31 Jan 2026`,
    );
  });
});
