import { describe, expect, it } from 'vitest';
import { ENTRIES_CSV_HEADER } from '../journal-csv';
import { readCsvRecords } from './csv-reader';
import { CSV_FORMATS, csvFormatById, detectCsvFormat, GENERIC_CSV } from './csv-formats';
import bearable from './fixtures/bearable.csv?raw';
import cairn from './fixtures/cairn.csv?raw';
import crisiscore from './fixtures/crisiscore.csv?raw';
import flaredown from './fixtures/flaredown.csv?raw';
import genericDiary from './fixtures/generic-diary.csv?raw';

const headerOf = (text: string) => readCsvRecords(text)[0]?.cells ?? [];

describe('detectCsvFormat', () => {
  it("tells each fixture's format by its header", () => {
    expect(detectCsvFormat(headerOf(cairn))?.id).toBe('cairn-csv');
    expect(detectCsvFormat(headerOf(crisiscore))?.id).toBe('crisiscore-csv');
    expect(detectCsvFormat(headerOf(bearable))?.id).toBe('bearable-csv');
    expect(detectCsvFormat(headerOf(flaredown))?.id).toBe('flaredown-csv');
    expect(detectCsvFormat(headerOf(genericDiary))).toBeNull();
  });

  it('ignores case, surrounding spaces and a byte order mark', () => {
    const shouted = ENTRIES_CSV_HEADER.map(
      (name, i) => `${i === 0 ? '\uFEFF' : ''}  ${name.toUpperCase()} `,
    );
    expect(detectCsvFormat(shouted)?.id).toBe('cairn-csv');
    expect(
      detectCsvFormat([
        '\uFEFFDATE',
        'time',
        'pain level',
        'LOCATIONS',
        'Symptoms',
        'limited activities',
        'Sleep Quality',
        'Mood Impact',
        'Missed Work Days',
        ' Notes ',
      ])?.id,
    ).toBe('crisiscore-csv');
    expect(detectCsvFormat(['\uFEFFDate ', ' Fatigue', 'TAGS', 'foods'])?.id).toBe('flaredown-csv');
  });

  it('answers null for a CSV it does not know, which the generic reader takes with a mapping', () => {
    expect(detectCsvFormat(['Date', 'Pain', 'Notes'])).toBeNull();
    expect(detectCsvFormat([])).toBeNull();
    expect(CSV_FORMATS).not.toContain(GENERIC_CSV);
  });

  it('finds a format by its id, the generic one included', () => {
    expect(csvFormatById('bearable-csv')?.label).toBe('Bearable (CSV)');
    expect(csvFormatById('generic-csv')).toBe(GENERIC_CSV);
    expect(csvFormatById('cairn-json')).toBeNull();
  });
});
