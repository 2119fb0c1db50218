import { describe, expect, it } from 'vitest';
import { REPORT_TITLES, reportFileNameFor } from './kinds';
import { previewOf, reportFileName } from './preview';

describe('preview and file names', () => {
  it('previews the first 1500 characters', () => {
    const text = 'x'.repeat(1499) + 'yz';
    expect(previewOf(text)).toBe('x'.repeat(1499) + 'y');
    expect(previewOf('short')).toBe('short');
    expect(previewOf('')).toBe('');
  });

  it('does not end a preview on half an emoji', () => {
    expect(previewOf('x'.repeat(1499) + '😀')).toBe('x'.repeat(1499));
    expect(previewOf('x'.repeat(1498) + '😀')).toBe('x'.repeat(1498) + '😀');
  });

  it('names the downloads by date', () => {
    expect(reportFileName('2026-01-31')).toBe('healthcare-report-2026-01-31.md');
    expect(reportFileNameFor('provider', '2026-01-31')).toBe('healthcare-report-2026-01-31.md');
    expect(reportFileNameFor('insurance', '2026-01-31')).toBe(
      'insurance-documentation-2026-01-31.md',
    );
    expect(reportFileNameFor('progress', '2026-01-31')).toBe('progress-report-2026-01-31.md');
    expect(REPORT_TITLES).toEqual({
      provider: 'Healthcare Provider Report',
      insurance: 'Insurance Documentation',
      progress: 'Personal Progress Report',
    });
  });
});
