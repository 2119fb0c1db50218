import { describe, expect, it } from 'vitest';
import { MILD_PAIN_MAX, PAIN_BANDS, painBand, SEVERE_PAIN_MIN } from '../pain-scale';
import { dailyEntries, dailyRows } from '../test-support/entries';
import { reportData } from '../test-support/report';
import { renderReport, type ReportKind } from './kinds';
import { renderProviderReport } from './render-provider';
import type { ReportSettings } from './settings';

/**
 * The reports speak one pain scale: the word after an average, "Severe pain (7 or more)", the
 * severe days counted and the stress comparison's groups all come from the bands of
 * `src/core/pain-scale.ts`, so no two places can disagree.
 */

const SEVERE_LABELS = PAIN_BANDS.filter((band) => band.severity === 'severe').map(
  (band) => band.label,
);

function summary(painLevels: number[], settings: Partial<ReportSettings> = {}) {
  const text = renderProviderReport(reportData(dailyEntries(painLevels), { settings }));
  const average = /\*\*Average pain:\*\* (\d+\.\d)\/10 \(([^)]+)\)/.exec(text);
  const severe = /\*\*Severe pain \((\d+) or more\):\*\* (.*)/.exec(text);
  if (!average || !severe) throw new Error(`no summary in:\n${text}`);
  return {
    text,
    average: Number(average[1]),
    word: average[2] as string,
    severeFrom: Number(severe[1]),
    severeDays: severe[2] as string,
  };
}

describe('the reports’ pain words', () => {
  it('call a 5.6 average Moderate beside "Severe pain (7 or more)"', () => {
    const found = summary([5, 6, 5, 6, 6]);
    expect(found).toMatchObject({ average: 5.6, word: 'Moderate', severeFrom: 7 });
    expect(found.severeDays).toBe('no day of the 5 days logged.');
  });

  it.each([
    [[3, 3, 3, 3, 3], 3.0],
    [[3, 3, 3, 4, 3], 3.2],
    [[6, 6, 6, 6, 7], 6.2],
    [[7, 7, 7, 7, 7, 7, 7, 7, 7, 6], 6.9],
    [[7, 7], 7.0],
    [[7, 8], 7.5],
    [[10, 9], 9.5],
    [[10], 10],
  ])(
    'give the average of %j (%f) the word of its band, severe only from the severe threshold',
    (levels, expected) => {
      const found = summary(levels);
      expect(found.average).toBe(expected);
      expect(found.word).toBe(painBand(expected).label);
      expect(found.severeFrom).toBe(SEVERE_PAIN_MIN);
      expect(SEVERE_LABELS.includes(found.word)).toBe(found.average >= found.severeFrom);
    },
  );

  it('count as severe the days the scale calls severe', () => {
    const levels = [6, 7, 8, 3, 10, 5];
    const { severeDays } = summary(levels);
    const severe = levels.filter((level) => painBand(level).severity === 'severe').length;
    expect(severeDays).toBe(`${severe} of ${levels.length} days logged.`);
  });

  it('give one threshold for severe pain and one for mild pain in every report', () => {
    const entries = dailyRows([
      { painLevel: 8, stressLevel: 9 },
      { painLevel: 2, stressLevel: 2 },
      { painLevel: 7, stressLevel: 8 },
      { painLevel: 3, stressLevel: 3 },
    ]);
    const kinds: ReportKind[] = ['provider', 'insurance', 'progress'];
    const texts = kinds.flatMap((kind) =>
      (['comprehensive', 'summary', 'trends'] as const).map((reportType) =>
        renderReport(kind, reportData(entries, { settings: { reportType } })),
      ),
    );
    const all = texts.join('\n');
    const severeNumbers = [...all.matchAll(/severe[ -]pain(?: days)? \((\d+) or/gi)].map(
      (match) => match[1],
    );
    const mildNumbers = [...all.matchAll(/mild[ -]pain(?: days)? \((\d+) or/gi)].map(
      (match) => match[1],
    );
    expect(severeNumbers.length).toBeGreaterThan(3);
    expect(new Set(severeNumbers)).toEqual(new Set([String(SEVERE_PAIN_MIN)]));
    expect(new Set(mildNumbers)).toEqual(new Set([String(MILD_PAIN_MAX)]));
    expect(all).toContain('on mild-pain days (3 or less, 2 days)');
    expect(all).not.toMatch(/low-pain/);
  });
});
