import { describe, expect, it } from 'vitest';
import { EXPORT_PROLOGUE } from './export-dtd';
import {
  appleHealthExportXml,
  escapeAttribute,
  syntheticAppleHealthRecords,
  type ExportBloodPressure,
  type ExportRecord,
} from './export-writer';
import { SLEEP_ANALYSIS } from './health-kit-types';
import { parseExport } from './test-fixture';

const START = Date.UTC(2024, 0, 5, 13, 31);
const WATCH_DEVICE =
  '<<HKDevice: 0x283c6c0a0>, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,1, software:10.1>';
const ODD_NAME = 'Jane’s & Sam’s <"Cuff">';

const RECORDS: (ExportRecord | ExportBloodPressure)[] = [
  {
    type: 'HKQuantityTypeIdentifierHeartRate',
    sourceName: 'Jane’s Apple Watch',
    device: WATCH_DEVICE,
    unit: 'count/min',
    value: '72',
    start: START,
    end: START,
    offsetMinutes: -300,
  },
  {
    type: SLEEP_ANALYSIS,
    sourceName: 'Jane’s Apple Watch',
    unit: '',
    value: 'HKCategoryValueSleepAnalysisAsleepDeep',
    start: START - 3_600_000,
    end: START - 1_800_000,
    offsetMinutes: 330,
  },
  {
    kind: 'bloodPressure',
    sourceName: ODD_NAME,
    systolic: 121,
    diastolic: 78,
    start: START,
    offsetMinutes: -300,
  },
];

const EXPORT_DATE = Date.UTC(2024, 5, 8, 18, 12, 17);
const xml = () => [...appleHealthExportXml(RECORDS, { exportDate: EXPORT_DATE })].join('');

describe('appleHealthExportXml', () => {
  it('writes the prologue, the export date at the first offset, Me, then the records', () => {
    const text = xml();
    expect(text.startsWith(`${EXPORT_PROLOGUE}<HealthData locale="en_US">\n`)).toBe(true);
    expect(text).toContain('\n <ExportDate value="2024-06-08 13:12:17 -0500"/>\n <Me ');
    expect(text).toContain(
      ' <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="Jane’s Apple Watch"' +
        ' sourceVersion="10.1" device="&lt;&lt;HKDevice: 0x283c6c0a0&gt;, name:Apple Watch,' +
        ' manufacturer:Apple Inc., model:Watch, hardware:Watch6,1, software:10.1&gt;"' +
        ' unit="count/min" creationDate="2024-01-05 08:31:00 -0500"' +
        ' startDate="2024-01-05 08:31:00 -0500" endDate="2024-01-05 08:31:00 -0500" value="72"/>\n',
    );
    // Category records carry no unit.
    expect(text).toContain(
      ' <Record type="HKCategoryTypeIdentifierSleepAnalysis" sourceName="Jane’s Apple Watch"' +
        ' creationDate="2024-01-05 18:31:00 +0530" startDate="2024-01-05 18:01:00 +0530"',
    );
    expect(text.endsWith('</HealthData>\n')).toBe(true);
  });

  it('writes a blood pressure as two top-level records and a Correlation holding both', () => {
    const text = xml();
    const name = 'Jane’s &amp; Sam’s &lt;&quot;Cuff&quot;&gt;';
    const half = (indent: string, type: string, value: number) =>
      `${indent}<Record type="HKQuantityTypeIdentifierBloodPressure${type}" sourceName="${name}"` +
      ' unit="mmHg" creationDate="2024-01-05 08:31:00 -0500" startDate="2024-01-05 08:31:00 -0500"' +
      ` endDate="2024-01-05 08:31:00 -0500" value="${value}"/>\n`;
    expect(text).toContain(
      half(' ', 'Systolic', 121) +
        half(' ', 'Diastolic', 78) +
        ` <Correlation type="HKCorrelationTypeIdentifierBloodPressure" sourceName="${name}"` +
        ' creationDate="2024-01-05 08:31:00 -0500" startDate="2024-01-05 08:31:00 -0500"' +
        ' endDate="2024-01-05 08:31:00 -0500">\n' +
        half('  ', 'Systolic', 121) +
        half('  ', 'Diastolic', 78) +
        ' </Correlation>\n',
    );
  });

  it('reads back through the parser as the same readings', () => {
    const parsed = parseExport(appleHealthExportXml(RECORDS, { exportDate: EXPORT_DATE }));
    expect(parsed.readings).toEqual([
      {
        type: 'heart_rate',
        start: START,
        end: null,
        value: 72,
        value2: null,
        context: '',
        quality: null,
        source: 'Jane’s Apple Watch',
      },
      {
        type: 'sleep',
        start: START - 3_600_000,
        end: START - 1_800_000,
        value: 30,
        value2: null,
        context: 'deep',
        quality: null,
        source: 'Jane’s Apple Watch',
      },
      {
        type: 'blood_pressure',
        start: START,
        end: null,
        value: 121,
        value2: 78,
        context: '',
        quality: null,
        source: ODD_NAME,
      },
    ]);
    expect(parsed.stats).toEqual({
      records: 5,
      readings: 3,
      ignored: 0,
      skipped: 0,
      exportDate: '2024-06-08T18:12:17.000Z',
    });
  });

  it('hands the text over in chunks of about 64 KB', () => {
    const many = [
      ...syntheticAppleHealthRecords({
        records: 2000,
        endDate: EXPORT_DATE,
        offsetMinutes: 60,
        seed: 3,
      }),
    ];
    const chunks = [...appleHealthExportXml(many, { exportDate: EXPORT_DATE, locale: 'de_DE' })];
    expect(chunks.length).toBeGreaterThan(5);
    for (const chunk of chunks.slice(0, -1)) {
      expect(chunk.length).toBeGreaterThanOrEqual(65_536);
      expect(chunk.length).toBeLessThan(65_536 + 2_000);
    }
    expect(chunks[0]).toContain('<HealthData locale="de_DE">');
  });

  it('writes an export with no records', () => {
    const parsed = parseExport(appleHealthExportXml([], { exportDate: EXPORT_DATE }));
    expect(parsed.stats).toEqual({
      records: 0,
      readings: 0,
      ignored: 0,
      skipped: 0,
      exportDate: '2024-06-08T18:12:17.000Z',
    });
  });
});

describe('escapeAttribute', () => {
  it('escapes markup, quotes and white space that attribute normalisation would change', () => {
    expect(escapeAttribute('Jane’s Watch')).toBe('Jane’s Watch');
    expect(escapeAttribute('a & b < c > "d"\n\te\r')).toBe(
      'a &amp; b &lt; c &gt; &quot;d&quot;&#10;&#9;e&#13;',
    );
  });
});
