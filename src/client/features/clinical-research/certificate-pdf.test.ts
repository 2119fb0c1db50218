import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { certificateFileName, titleSlug } from './certificate';
import { CERTIFICATE_TITLE, createCertificatePdf, type CertificateInput } from './certificate-pdf';

/** The PDF read back with pdf.js, as a reader would: its text and its title. */
async function readPdf(bytes: Uint8Array) {
  const doc = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  const page = await doc.getPage(1);
  const content = await page.getTextContent();
  const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  const { info } = (await doc.getMetadata()) as { info: { Title?: string } };
  return { pages: doc.numPages, text, title: info.Title };
}

function input(overrides: Partial<CertificateInput> = {}): CertificateInput {
  return {
    name: 'Robin Smith',
    studyTitle: 'Sleep and flare frequency',
    institution: 'University of Leeds',
    principalInvestigator: 'Dr. Maya Patel',
    enrolled: '5 Jan 2026',
    completed: '1 Jul 2026',
    dataPoints: '1,234',
    ethicsApproval: 'LREC 24/YH/0123',
    ...overrides,
  };
}

describe('createCertificatePdf', () => {
  it('writes a one-page certificate with everything on it', async () => {
    const bytes = await createCertificatePdf(input());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const { pages, text, title } = await readPdf(bytes);
    expect(pages).toBe(1);
    for (const part of [
      CERTIFICATE_TITLE,
      'Robin Smith',
      'Sleep and flare frequency',
      'University of Leeds',
      'Principal investigator: Dr. Maya Patel',
      'Enrolled 5 Jan 2026 - Completed 1 Jul 2026',
      'Data points contributed: 1,234',
      'Ethics approval: LREC 24/YH/0123',
    ]) {
      expect(text).toContain(part);
    }
    expect(title).toBe('Certificate of Research Participation: Sleep and flare frequency');
  });

  it('draws names in other scripts and long titles without failing', async () => {
    const long = `${'A very long study title about pain '.repeat(6)}end`;
    const { text } = await readPdf(
      await createCertificatePdf(input({ name: 'Łucja 🌸 Kowalska', studyTitle: long })),
    );
    expect(text).toContain('?ucja ? Kowalska');
    expect(text).toContain('A very long study title');
  });
});

describe('certificate file name', () => {
  it('is made from the study title', () => {
    expect(certificateFileName('Sleep & Flare Frequency!')).toBe(
      'cairn-certificate-sleep-flare-frequency.pdf',
    );
    expect(titleSlug('Étude: douleur')).toBe('etude-douleur');
    expect(titleSlug('🌸')).toBe('study');
  });
});
