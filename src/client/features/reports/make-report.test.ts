import { describe, expect, it } from 'vitest';
import { defaultReportSettings } from '@core/report/settings';
import { medication, REPORT_TODAY, trigger } from '@core/test-support/report';
import { fixtureEntries, fixturePatient } from '@core/test-support/report-fixture';
import { entriesInPeriodText } from './entries-placeholder';
import { isOutdated, makeReport, pdfFileNameFor, type ReportRequest } from './make-report';

function request(overrides: Partial<ReportRequest> = {}): ReportRequest {
  const settings = defaultReportSettings();
  settings.patientInfo = fixturePatient();
  return { kind: 'provider', settings, today: REPORT_TODAY, timeZone: 'UTC', ...overrides };
}

const PHOTO = {
  id: '0b5c3f1e-6a0e-4c39-9a55-1d2f7c8e9a01',
  date: '2026-01-30',
  caption: '30 Jan 2026, photo',
};

const records = {
  entries: fixtureEntries(),
  medications: [medication({ name: 'Naproxen' })],
  triggers: [trigger()],
};

describe('makeReport', () => {
  it('makes the provider report with its preview and file names', () => {
    const report = makeReport(request(), records);
    expect(report.title).toBe('Healthcare Provider Report');
    expect(report.text.startsWith('# Healthcare Provider Report')).toBe(true);
    expect(report.text).toContain('Naproxen');
    expect(report.preview).toBe(report.text.slice(0, 1500));
    expect(report.fileName).toBe('healthcare-report-2026-01-31.md');
    expect(report.pdfFileName).toBe('healthcare-report-2026-01-31.pdf');
  });

  it('gives the provider report the weekly check-ins of its period only', () => {
    const checkin = (week: string, weekStart: string, score: number) => ({
      id: `peg-${week}`,
      week,
      weekStart,
      pain: 5,
      enjoyment: 5,
      activity: 5,
      score,
      answeredAt: `${weekStart}T18:00:00.000Z`,
    });
    const pegCheckins = [
      checkin('2025-W50', '2025-12-08', 8),
      checkin('2026-W02', '2026-01-05', 6.3),
      checkin('2026-W04', '2026-01-19', 5.7),
    ];
    const report = makeReport(request(), { ...records, pegCheckins });
    expect(report.data.peg?.weeks.map((week) => week.week)).toEqual(['2026-W02', '2026-W04']);
    expect(report.text).toContain('- **Weekly check-ins:** 2 in this period.');
    expect(report.text).toContain('- **Change:** -0.6 from the first to the latest.');
    expect(report.text).toContain('| 5 Jan 2026 | 5 | 5 | 5 | 6.3 |');
    expect(report.text).not.toContain('8 Dec 2025');
    expect(makeReport(request(), { ...records, pegCheckins: [] }).text).toContain(
      'No weekly check-ins in this period.',
    );
  });

  it('makes the other two reports under their own names', () => {
    const insurance = makeReport(request({ kind: 'insurance' }), records);
    expect(insurance.text.startsWith('# Insurance Documentation')).toBe(true);
    expect(insurance.fileName).toBe('insurance-documentation-2026-01-31.md');
    expect(pdfFileNameFor('progress', '2026-01-31')).toBe('progress-report-2026-01-31.pdf');
  });

  it('is outdated once the form differs from what it was made with', () => {
    const made = request();
    const report = makeReport(made, records);
    expect(isOutdated(report, request())).toBe(false);
    expect(isOutdated(report, request({ kind: 'progress' }))).toBe(true);
    const other = request();
    other.settings.dateRange = 7;
    expect(isOutdated(report, other)).toBe(true);
    const renamed = request();
    renamed.settings.patientInfo.name = 'Someone Else';
    expect(isOutdated(report, renamed)).toBe(true);
    expect(isOutdated(report, request({ today: '2026-02-01' }))).toBe(true);
    expect(isOutdated(report, request({ photos: [PHOTO] }))).toBe(true);
  });

  it('ends the provider report with the photos ticked for it, and no other report', () => {
    const report = makeReport(request({ photos: [PHOTO] }), records);
    expect(report.photos).toEqual([PHOTO]);
    expect(
      report.text
        .trimEnd()
        .endsWith(
          '## Photos\n\nOne photo chosen by the patient for this report, shown in the PDF and the printed report:\n\n- 30 Jan 2026, photo',
        ),
    ).toBe(true);
    expect(isOutdated(report, request({ photos: [PHOTO] }))).toBe(false);
    expect(isOutdated(report, request())).toBe(true);

    const progress = makeReport(request({ kind: 'progress', photos: [PHOTO] }), records);
    expect(progress.photos).toEqual([]);
    expect(progress.text).not.toContain('## Photos');
  });
});

describe('entriesInPeriodText', () => {
  it('counts the entries of the chosen period, today included', () => {
    const entries = [{ date: '2026-01-31' }, { date: '2026-01-25' }, { date: '2026-01-24' }];
    expect(entriesInPeriodText(entries, '2026-01-31', 7)).toBe(
      '2 journal entries in the last 7 days (25 Jan to 31 Jan 2026).',
    );
    expect(entriesInPeriodText(entries, '2026-01-31', 30)).toBe(
      '3 journal entries in the last month (2 Jan to 31 Jan 2026).',
    );
    expect(entriesInPeriodText([{ date: '2026-01-31' }], '2026-01-31', 14)).toBe(
      '1 journal entry in the last 2 weeks (18 Jan to 31 Jan 2026).',
    );
    expect(entriesInPeriodText([], '2026-01-31', 90)).toBe(
      '0 journal entries in the last 3 months (3 Nov 2025 to 31 Jan 2026).',
    );
  });
});
