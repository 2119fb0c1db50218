import { describe, expect, it } from 'vitest';
import { reportData } from '../test-support/report';
import {
  fixtureEntries,
  fixtureMedications,
  fixturePatient,
  fixtureTriggers,
} from '../test-support/report-fixture';
import { renderInsuranceReport } from './render-insurance';

const headings = (text: string) => text.split('\n').filter((line) => /^#{1,3} /.test(line));

const insurance = (entries = fixtureEntries()) =>
  renderInsuranceReport(
    reportData(entries, {
      medications: fixtureMedications(),
      triggers: fixtureTriggers(),
      settings: { patientInfo: fixturePatient({ notes: '' }) },
    }),
  );

describe('renderInsuranceReport', () => {
  it('has the log, activity impact, compliance and limitations, and none of the others', () => {
    expect(headings(insurance())).toEqual([
      '# Insurance Documentation',
      '## Record Summary',
      '## Chronological Pain Log',
      '## Impact on Daily Activities',
      '## Treatment Compliance',
      '### Journal mentions of medication',
      '## Functional Limitations',
      '### Symptom frequency',
      '### Pain locations',
    ]);
  });

  it('identifies the person, period and source without the provider or appointment', () => {
    const text = insurance();
    expect(text).toContain('- **Patient:** Maria Silva\n- **Date of birth:** 12 Mar 1980');
    expect(text).toContain('- **Period covered:** Last month: 2 Jan to 31 Jan 2026 (30 days)');
    expect(text).toContain('- **Prepared on:** 31 Jan 2026');
    expect(text).toContain('- **Source:** Self-reported entries in the Cairn pain journal');
    expect(text).not.toContain('Dr. Okafor');
  });

  it('logs every day with entries in date order', () => {
    const rows = insurance()
      .split('\n')
      .filter((line) => /^\| \d+ Jan 2026 \|/.test(line));
    expect(rows.map((row) => row.split(' | ')[0])).toEqual(
      [22, 23, 24, 25, 26, 27, 28, 29, 30, 31].map((day) => `| ${day} Jan 2026`),
    );
    expect(rows[0]).toBe('| 22 Jan 2026 | 4.0 | Lower Back | 7 | 4 | — |');
    expect(rows[3]).toBe(
      '| 25 Jan 2026 | 8.5 (2 entries, highest 9.0) | Lower Back | 3 | 2 | Emergency log: pain 9/10. Action: Take Medication. |',
    );
  });

  it('gives adherence per medication from the real records, and the limitations in numbers', () => {
    const text = insurance();
    expect(text).toContain(
      '| Amitriptyline | 10 mg | Daily | Active | 96% | 7.5/10 | None listed |',
    );
    expect(text).toContain(
      '| Naproxen | 250 mg | Twice daily | Active | 55% | Not rated | Nausea |',
    );
    expect(text).toContain(
      '- Severe pain (7 or more) on 2 of 10 days with entries: 25 Jan 2026 and 31 Jan 2026.',
    );
    expect(text).toContain(
      '- Sleep quality under 5 on 3 of 10 nights rated (average quality 5.9/10). Average sleep ' +
        'duration 7.0 hours over 10 nights.',
    );
    expect(text).toContain('| Fatigue | 4 |');
    expect(text).toContain(
      'Energy level (0 to 10) was recorded on 10 days: average 5.1/10, ranging from 2 to 7.',
    );
  });

  it('stays neutral: no recommendations, no feelings, no exclamations', () => {
    const text = insurance();
    expect(text).not.toMatch(
      /!|discuss|recommend|consider|should|may help|great|progress|unfortunately|sadly|brave/i,
    );
    expect(text).not.toContain('Clinical Observations');
    expect(text).not.toContain('Achievements');
  });

  it('states plainly what was not recorded', () => {
    const text = renderInsuranceReport(reportData([]));
    for (const statement of [
      'No journal entries were recorded in this period.',
      'No activities were recorded in this period.',
      'No energy levels were recorded in this period.',
      'No medications are recorded in Cairn.',
      'No sleep data was recorded in this period.',
      'No symptoms were recorded in this period.',
    ]) {
      expect(text).toContain(statement);
    }
    expect(text).not.toContain('Patient:');
    expect(text).not.toMatch(/NaN|undefined|null/);
  });
});
