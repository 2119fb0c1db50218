import { describe, expect, it } from 'vitest';
import { testFontFiles } from '@client/features/reports/pdf/test-font-files';
import { readPdf } from '@client/features/reports/pdf/test-read-pdf';
import { certificateFileName, titleSlug } from './certificate';
import { CERTIFICATE_TITLE, createCertificatePdf, type CertificateInput } from './certificate-pdf';

const certificate = (input: CertificateInput) => createCertificatePdf(input, testFontFiles);

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
    const bytes = await certificate(input());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const { pages, all: text, title } = await readPdf(bytes);
    expect(pages).toHaveLength(1);
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

  it('draws names in other scripts, with emoji, and long titles as typed', async () => {
    const long = `${'A very long study title about pain '.repeat(6)}end`;
    for (const name of ['Zażółć gęślą jaźń, Łódź', 'Καλημέρα, Σπύρος', 'Łucja 🌸 Kowalska']) {
      const { all } = await readPdf(await certificate(input({ name, studyTitle: long })));
      expect(all).toContain(name);
      expect(all).toContain('A very long study title');
      expect(all).not.toContain('?');
    }
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
