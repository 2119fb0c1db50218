import { describe, expect, it } from 'vitest';
import { reportData } from '../test-support/report';
import {
  fixtureEntries,
  fixtureMedications,
  fixturePatient,
  fixtureTriggers,
} from '../test-support/report-fixture';
import { renderProviderReport } from './render-provider';
import type { ReportSettings } from './settings';

const headings = (text: string) => text.split('\n').filter((line) => /^#{1,3} /.test(line));

function provider(settings: Partial<ReportSettings> = {}, entries = fixtureEntries()) {
  return renderProviderReport(
    reportData(entries, {
      medications: fixtureMedications(),
      triggers: fixtureTriggers(),
      settings: { patientInfo: fixturePatient(), ...settings },
    }),
  );
}

describe('renderProviderReport', () => {
  it('starts with the patient, provider, appointment, period and type', () => {
    expect(provider().split('\n\n').slice(0, 2)).toEqual([
      '# Healthcare Provider Report',
      [
        '- **Patient:** Maria Silva',
        '- **Date of birth:** 12 Mar 1980',
        '- **Healthcare provider:** Dr. Okafor',
        '- **Appointment date:** 10 Feb 2026',
        '- **Report period:** Last month: 2 Jan to 31 Jan 2026 (30 days)',
        '- **Report type:** Comprehensive',
      ].join('\n'),
    ]);
  });

  it('leaves out details that were not given instead of printing them blank', () => {
    const text = provider({
      patientInfo: fixturePatient({ dob: '', providerName: ' ', appointmentDate: '', notes: '' }),
    });
    expect(text).not.toContain('Date of birth');
    expect(text).not.toContain('Healthcare provider:');
    expect(text).not.toContain('Appointment date');
    expect(text).not.toContain('Additional Notes');
  });

  it('puts the key figures in a summary up top', () => {
    expect(provider()).toContain(
      [
        '## Summary',
        '',
        '- **Entries:** 12 entries on 10 of 30 days (33% of days).',
        '- **Average pain:** 5.0/10 (Moderate); lowest day 3.0, highest 8.5.',
        '- **Severe pain (7 or more):** 2 of 10 days logged.',
        '- **Recent trend:** the last 7 days logged averaged 5.4 vs 4.0 over the 3 earlier days (worsening).',
      ].join('\n'),
    );
  });

  it('gives every chosen section in full when comprehensive, weather only when chosen', () => {
    expect(headings(provider())).toEqual([
      '# Healthcare Provider Report',
      '## Summary',
      '## Pain Trends',
      '### Pain over time',
      '### Pain locations',
      '## Medications',
      '### Journal mentions of medication',
      '## Symptoms',
      '## Triggers',
      '## Activities',
      '## Sleep',
      '## Mood and Stress',
      '## Clinical Observations',
      '## Topics to Discuss',
      "## From the Patient's Journal",
      '## Additional Notes from the Patient',
    ]);
    const chosen = provider({
      includeSections: {
        painTrends: false,
        medications: true,
        symptoms: false,
        triggers: false,
        activities: false,
        sleep: false,
        mood: false,
        weather: true,
      },
    });
    expect(headings(chosen)).toContain('## Weather');
    expect(headings(chosen)).not.toContain('## Pain Trends');
    expect(headings(chosen)).not.toContain('## Sleep');
    expect(chosen).toContain('No weather data was recorded in this period.');
  });

  it('shows the figures as tables', () => {
    const text = provider();
    expect(text).toContain('| Severe pain days (7 or more) | 2 of 10 days logged |');
    expect(text).toContain('| 25 Jan to 31 Jan 2026 | 7 of 7 | 5.4 | 8.5 |');
    expect(text).toContain('| 2 Jan to 3 Jan 2026 | 0 of 2 | No entries | — |');
    expect(text).toContain('| Lower Back | 10 | 4.9/10 |');
    expect(text).toContain(
      '| Naproxen | 250 mg | Twice daily | Active | 55% | Not rated | Nausea |',
    );
    expect(text).toContain('| Tramadol | 50 mg | As needed | Stopped | No scheduled doses |');
    expect(text).toContain('| Fatigue | 4 |');
    expect(text).toContain('| Long drives | Activity | Inactive |');
    expect(text).toContain('| Walking | 3 | 3.5 |');
    expect(text).toContain('- **25 Jan 2026:** Emergency log: pain 9/10. Action: Take Medication.');
  });

  it('gives each body part and its figures once, in the table', () => {
    const entries = fixtureEntries().map((entry, index) => ({
      ...entry,
      painLocations: [
        { bodyPart: 'lowerBack', intensity: 6 },
        ...(index % 2 === 0 ? [{ bodyPart: 'neck', intensity: 4 }] : []),
        ...(index % 3 === 0 ? [{ bodyPart: 'leftKnee', intensity: 7 }] : []),
      ],
    }));
    const count = (text: string, part: string) => text.split(part).length - 1;
    const comprehensive = provider({}, entries);
    const summary = provider({ reportType: 'summary' }, entries);
    for (const part of ['Lower Back', 'Neck', 'Left Knee']) {
      expect(count(comprehensive, part), part).toBe(1);
    }
    expect(comprehensive).toContain('| Lower Back | 10 | 6.0/10 |');
    expect(count(summary, 'Lower Back')).toBe(1);
  });

  it('states observations as facts and topics only for discussion', () => {
    const text = provider();
    expect(text).toContain('- Severe pain (7 or more) on 2 of 10 days logged.');
    expect(text).toContain(
      '- Pain averaged 7.2 after poor sleep (quality under 5, 3 nights), 3.5 points higher than ' +
        'after good sleep (7 or more, 5 nights: 3.7).',
    );
    expect(text).toContain(
      '- Stress averaged 8.5/10 on severe-pain days (7 or more, 2 days) and 2.0/10 on mild-pain ' +
        'days (3 or less, 2 days).',
    );
    expect(text).toContain('- Recorded adherence under 70% over the last 30 days: Naproxen (55%).');
    expect(text).toContain(
      '- Entries on 10 of 30 days (33%). With under half the days logged, the figures may not ' +
        'represent the whole period.',
    );
    expect(text).toContain('Drawn from the recorded data, for discussion with the patient:');
    expect(text).toContain('- The rise in pain over the last 7 days logged (4.0 to 5.4).');
    expect(text).not.toMatch(/diagnos|prescribe|you should|increase the dose/i);
  });

  it('keeps a summary short: key figures per section, no tables', () => {
    const text = provider({ reportType: 'summary' });
    expect(headings(text)).toEqual([
      '# Healthcare Provider Report',
      '## Summary',
      '## Pain Trends',
      '## Medications',
      '## Symptoms',
      '## Triggers',
      '## Activities',
      '## Sleep',
      '## Mood and Stress',
      '## Clinical Observations',
      '## Topics to Discuss',
      '## Additional Notes from the Patient',
    ]);
    expect(text).not.toContain('| --- |');
    expect(text).toContain('- **Report type:** Summary');
    expect(text).toContain(
      '- Naproxen 250 mg, twice daily: adherence 55%; no effectiveness ratings.',
    );
    expect(text).toContain('Most frequent (entries): Fatigue (4), Headache (1), Stiffness (1).');
    expect(text).toContain(
      'Average quality 5.9/10 over 10 nights: 5 good (7 or more), 3 poor (under 5).',
    );
  });

  it('keeps trends only to the trend, the relationships and a narrative', () => {
    const text = provider({ reportType: 'trends' });
    expect(headings(text)).toEqual([
      '# Healthcare Provider Report',
      '## Summary',
      '## Pain Trend',
      '### Pain over time',
      '## Sleep and Pain',
      '## Stress and Pain',
      '## Trend Narrative',
      '## Additional Notes from the Patient',
    ]);
    expect(text).toContain(
      'Over the 30 days of the period, pain was logged on 10 days and averaged 5.0/10. Pain over ' +
        'the last 7 days logged averaged 5.4, 1.4 points higher than the 3 earlier days (4.0).',
    );
    expect(text).not.toContain('Naproxen');
    expect(text).not.toContain('Cold weather');
  });

  it("escapes the patient's words and ends with where the figures come from", () => {
    const text = provider();
    expect(text).toContain('Gardening \\<script\\>alert(1)\\</script\\> went fine');
    expect(text).not.toContain('<script>');
    expect(text).toContain('\\<img src=x onerror=alert(1)\\>');
    expect(text.trimEnd().split('\n').slice(-1)[0]).toBe(
      "Generated by Cairn from self-reported data on 31 Jan 2026. The figures are the patient's " +
        'own entries, not a clinical assessment.',
    );
  });

  it('says plainly what was not recorded, for every section', () => {
    const text = renderProviderReport(
      reportData([], {
        settings: {
          patientInfo: fixturePatient({ notes: '' }),
          includeSections: { weather: true } as never,
        },
      }),
    );
    for (const statement of [
      'No journal entries were recorded in this period.',
      'No pain entries were recorded in this period.',
      'No pain locations were marked on the body chart in this period.',
      'No medications are recorded in Cairn.',
      'No journal entries in this period mention medication.',
      'No symptoms were recorded in this period.',
      'No pain triggers are recorded in Cairn.',
      'No activities were recorded in this period.',
      'No sleep data was recorded in this period.',
      'No mood ratings were recorded in this period.',
      'No stress levels were recorded in this period.',
      'No weather data was recorded in this period.',
      'Nothing in the recorded data stands out for discussion.',
      'The patient wrote no journal notes in this period.',
    ]) {
      expect(text).toContain(statement);
    }
    expect(text).not.toMatch(/\b0 of 30 days\b|0\.0|NaN|undefined|null/);
  });
});
