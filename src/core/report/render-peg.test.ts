import { describe, expect, it } from 'vitest';
import type { PegCheckin } from '../peg';
import { pegWeek } from '../test-support/peg';
import { reportData } from '../test-support/report';
import { fixtureEntries, fixturePatient } from '../test-support/report-fixture';
import { pegFigures, pegWeeksInPeriod } from './figures/peg';
import { markdownBlocks } from './markdown-blocks';
import { printableHtml } from './markdown-html';
import { reportPeriod } from './period';
import { renderProviderReport } from './render-provider';
import type { ReportSettings } from './settings';

// The report's "today" is Saturday 31 Jan 2026; the last month runs from Friday 2 Jan.
const CHECKINS = [
  pegWeek('2026-W05', '2026-01-26', 5, 4, 4), // 4.3, this week
  pegWeek('2025-W52', '2025-12-22', 9, 8, 7), // ends 28 Dec: before the period
  pegWeek('2026-W03', '2026-01-12', 6, 5, 6), // 5.7
  pegWeek('2026-W01', '2025-12-29', 7, 6, 6), // 6.3, ends Sunday 4 Jan: inside at its end
];

const headings = (text: string) => text.split('\n').filter((line) => /^#{1,3} /.test(line));

function provider(settings: Partial<ReportSettings> = {}, pegCheckins: PegCheckin[] = CHECKINS) {
  return renderProviderReport(
    reportData(fixtureEntries(), {
      pegCheckins,
      settings: { patientInfo: fixturePatient(), ...settings },
    }),
  );
}

/** The report's text from the PEG heading to the next section. */
function pegSection(text: string): string {
  const start = text.indexOf('## Weekly Check-in (PEG-3)');
  expect(start).toBeGreaterThan(-1);
  const end = text.indexOf('\n## ', start + 1);
  return text.slice(start, end === -1 ? undefined : end);
}

describe('the weeks of a report period', () => {
  it('keeps the weeks that overlap the period by at least one day, at either end', () => {
    const month = reportPeriod('2026-01-31', 30);
    expect(pegWeeksInPeriod(CHECKINS, month).map((checkin) => checkin.week)).toEqual([
      '2026-W05',
      '2026-W03',
      '2026-W01',
    ]);
    // 25 to 31 Jan: the week of 19 Jan ends on the 25th, the week of 12 Jan on the 18th.
    const sevenDays = reportPeriod('2026-01-31', 7);
    const weeks = [
      pegWeek('2026-W04', '2026-01-19', 1, 1, 1),
      pegWeek('2026-W03', '2026-01-12', 1, 1, 1),
    ];
    expect(pegWeeksInPeriod(weeks, sevenDays).map((checkin) => checkin.week)).toEqual(['2026-W04']);
    // A week that starts the day after the period ends is outside it.
    const future = pegWeek('2026-W06', '2026-02-01', 1, 1, 1);
    expect(pegWeeksInPeriod([{ ...future, weekStart: '2026-02-01' }], month)).toEqual([]);
  });

  it('orders the weeks and measures the change from the first to the latest', () => {
    const figures = pegFigures(CHECKINS.slice(0, 1).concat(CHECKINS.slice(2)));
    expect(figures.weeks.map((row) => [row.week, row.score])).toEqual([
      ['2026-W01', 6.3],
      ['2026-W03', 5.7],
      ['2026-W05', 4.3],
    ]);
    expect(figures.first?.week).toBe('2026-W01');
    expect(figures.latest?.week).toBe('2026-W05');
    expect(figures.change).toBe(-2);
    expect(pegFigures([CHECKINS[0]!]).change).toBeNull();
    expect(pegFigures([])).toEqual({ weeks: [], first: null, latest: null, change: null });
  });
});

describe('the weekly check-in in the provider report', () => {
  it('gives the table of weeks, the first and latest score and the change', () => {
    expect(pegSection(provider())).toBe(
      [
        '## Weekly Check-in (PEG-3)',
        '',
        'The PEG-3 asks about the past week: average pain, and how much pain interfered with ' +
          'enjoyment of life and with general activity, each from 0 to 10. The score is the mean ' +
          'of the three; lower is better.',
        '',
        '- **Weekly check-ins:** 3 in this period.',
        '- **First score:** 6.3/10 (week of 29 Dec 2025).',
        '- **Latest score:** 4.3/10 (week of 26 Jan 2026).',
        '- **Change:** -2.0 from the first to the latest.',
        '',
        '| Week starting | Pain | Enjoyment | Activity | Score |',
        '| --- | --- | --- | --- | --- |',
        '| 29 Dec 2025 | 7 | 6 | 6 | 6.3 |',
        '| 12 Jan 2026 | 6 | 5 | 6 | 5.7 |',
        '| 26 Jan 2026 | 5 | 4 | 4 | 4.3 |',
        '',
      ].join('\n'),
    );
  });

  it('follows the pain section in the comprehensive report', () => {
    expect(headings(provider()).slice(1, 6)).toEqual([
      '## Summary',
      '## Pain Trends',
      '### Pain over time',
      '### Pain locations',
      '## Weekly Check-in (PEG-3)',
    ]);
  });

  it('signs a rise, and with one check-in gives its score and what a change needs', () => {
    const rising = [
      pegWeek('2026-W02', '2026-01-05', 3, 3, 3),
      pegWeek('2026-W04', '2026-01-19', 5, 4, 4),
    ];
    expect(pegSection(provider({}, rising))).toContain(
      '- **Change:** +1.3 from the first to the latest.',
    );
    const one = pegSection(provider({}, [pegWeek('2026-W04', '2026-01-19', 5, 4, 4)]));
    expect(one).toContain('- **Weekly check-ins:** 1 in this period.');
    expect(one).toContain('- **Score:** 4.3/10 (week of 19 Jan 2026).');
    expect(one).toContain('- **Change:** needs a second weekly check-in.');
    expect(one).not.toContain('First score');
  });

  it('says so when there are no check-ins in the period', () => {
    const outside = [pegWeek('2025-W52', '2025-12-22', 9, 8, 7)];
    expect(pegSection(provider({}, outside))).toBe(
      '## Weekly Check-in (PEG-3)\n\nNo weekly check-ins in this period.\n',
    );
    expect(pegSection(provider({ reportType: 'summary' }, []))).toBe(
      '## Weekly Check-in (PEG-3)\n\nNo weekly check-ins in this period.\n',
    );
  });

  it('gives the figures without the table in the summary and trends reports', () => {
    for (const reportType of ['summary', 'trends'] as const) {
      const section = pegSection(provider({ reportType }));
      expect(section).toContain('- **Latest score:** 4.3/10 (week of 26 Jan 2026).');
      expect(section).toContain('- **Change:** -2.0 from the first to the latest.');
      expect(section).not.toContain('| Week starting |');
    }
  });

  it('leaves the section out when the check-ins were not part of the records', () => {
    const text = renderProviderReport(
      reportData(fixtureEntries(), { settings: { patientInfo: fixturePatient() } }),
    );
    expect(text).not.toContain('Weekly Check-in');
    expect(text).not.toContain('PEG');
  });

  it('prints as a table', () => {
    const text = provider();
    const table = markdownBlocks(text).find(
      (block) => block.type === 'table' && block.header[0] === 'Week starting',
    );
    expect(table?.type === 'table' && table.rows[2]).toEqual(['26 Jan 2026', '5', '4', '4', '4.3']);
    expect(printableHtml(text, 'Report')).toContain(
      '<th>Week starting</th><th>Pain</th><th>Enjoyment</th><th>Activity</th><th>Score</th>',
    );
  });
});
