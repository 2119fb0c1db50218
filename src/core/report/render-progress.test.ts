import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar';
import { dailyEntries } from '../test-support/entries';
import { REPORT_TODAY, reportData } from '../test-support/report';
import { fixtureEntries, fixturePatient } from '../test-support/report-fixture';
import { renderProgressReport } from './render-progress';

const headings = (text: string) => text.split('\n').filter((line) => /^#{1,3} /.test(line));

/** Daily entries ending today (oldest first). */
const upToToday = (pains: number[]) =>
  dailyEntries(pains, {}, addDays(REPORT_TODAY, -(pains.length - 1)));

const progress = (entries: Parameters<typeof reportData>[0]) =>
  renderProgressReport(
    reportData(entries, { settings: { patientInfo: fixturePatient({ notes: '' }) } }),
  );

describe('renderProgressReport', () => {
  it('has progress, achievements, trends, goals and insights, and none of the others', () => {
    const text = progress(fixtureEntries());
    expect(headings(text)).toEqual([
      '# Personal Progress Report',
      '## Your Progress',
      '## Achievements',
      '## Trend Analysis',
      '## Goals',
      '## Insights',
    ]);
    expect(text).toContain('- **Prepared for:** Maria Silva');
    expect(text).not.toContain('Date of birth');
    expect(text).not.toContain('Dr. Okafor');
  });

  it('celebrates a real improvement', () => {
    const text = progress(upToToday([7, 7, 7, 7, 7, 7, 7, 4, 4, 4, 4, 4, 4, 4]));
    expect(text).toContain(
      '- Your last 7 days logged averaged 4.0, down from 7.0 over the 7 earlier days. That is real progress.',
    );
    expect(text).toContain('- **Streak:** 14 days in a row.');
    expect(text).toContain('- **Pain improving:** Your last 5 days averaged 4.0');
  });

  it('says a rise plainly, with the care team, never as progress', () => {
    const text = progress(upToToday([3, 3, 3, 3, 3, 3, 3, 6, 6, 6, 6, 6, 6, 6]));
    expect(text).toContain(
      '- Your last 7 days logged averaged 6.0, up from 3.0 over the 7 earlier days. If it keeps ' +
        'rising, it may help to talk it over with your care team.',
    );
    expect(text).not.toContain('real progress');
  });

  it('sets a consistency goal from the last 7 days', () => {
    const someDays = progress([
      ...dailyEntries([4], {}, addDays(REPORT_TODAY, -6)),
      ...dailyEntries([4, 4], {}, addDays(REPORT_TODAY, -1)),
    ]);
    expect(someDays).toContain(
      '- **Consistency:** log on at least 5 of the next 7 days (you logged on 3 of the last 7).',
    );
    expect(progress(upToToday([4, 4, 4, 4, 4, 4, 4]))).toContain(
      'keep it up: log every day for the next 7 days (you logged on all of the last 7).',
    );
    expect(progress(upToToday([4]))).toContain(
      '- **Sleep:** rate your sleep when you log (you did on 0 of 1 day), so you can see how ' +
        'sleep and pain go together.',
    );
  });

  it('speaks to the person when there is nothing yet', () => {
    const text = progress([]);
    expect(text).toContain('You did not log any entries in this period.');
    expect(text).toContain('Keep tracking to unlock achievements!');
    expect(text).toContain('No patterns detected yet.');
    expect(text).toContain(
      '- **Consistency:** log on at least 2 of the next 7 days (you have not logged in the last 7 days).',
    );
    expect(text).not.toMatch(/NaN|undefined|null/);
  });
});
