// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { REPORT_TODAY } from '@core/test-support/report';
import { fixtureEntries, fixturePatient } from '@core/test-support/report-fixture';
import { defaultReportSettings } from '@core/report/settings';
import { makeReport } from './make-report';
import { printReport } from './report-output';

function report() {
  const settings = defaultReportSettings();
  settings.patientInfo = { ...fixturePatient(), name: 'Maria <b>Silva</b>' };
  return makeReport(
    { kind: 'provider', settings, today: REPORT_TODAY, timeZone: 'UTC' },
    { entries: fixtureEntries(), medications: [], triggers: [] },
  );
}

describe('printReport', () => {
  it('writes the report as HTML into a new window and prints it', () => {
    const written: string[] = [];
    const popup = {
      document: {
        open: vi.fn(),
        write: (html: string) => written.push(html),
        close: vi.fn(),
      },
      focus: vi.fn(),
      print: vi.fn(),
    };
    const open = vi.fn(() => popup as unknown as Window);
    expect(printReport(report(), open)).toBe(true);
    expect(open).toHaveBeenCalledWith('');
    const html = written.join('');
    expect(html).toContain(
      '<title>Healthcare Provider Report: Maria &lt;b&gt;Silva&lt;/b&gt;</title>',
    );
    expect(html).toContain('<h1>Healthcare Provider Report</h1>');
    expect(html).toContain('<h2>Summary</h2>');
    expect(popup.document.close).toHaveBeenCalled();
    expect(popup.print).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the pop-up is blocked', () => {
    expect(printReport(report(), () => null)).toBe(false);
  });
});
