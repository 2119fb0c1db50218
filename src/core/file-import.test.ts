import { describe, expect, it } from 'vitest';
import {
  fileImportSummary,
  importQuerySchema,
  previewSummary,
  skippedRowText,
  type ImportPreview,
} from './file-import';

const preview = (change: Partial<ImportPreview> = {}): ImportPreview => ({
  format: { id: 'bearable-csv', label: 'Bearable (CSV)' },
  needsMapping: false,
  entries: 212,
  firstDate: '2024-03-14',
  lastDate: '2026-11-20',
  medications: 3,
  doseLogs: 41,
  alreadyThere: 0,
  skipped: [],
  skippedCount: 0,
  conversions: [],
  ...change,
});

describe('previewSummary', () => {
  it('says what the file holds over which days', () => {
    expect(previewSummary(preview())).toBe(
      '212 entries from 14 Mar 2024 to 20 Nov 2026, 3 medications, 41 dose logs',
    );
    expect(
      previewSummary(preview({ entries: 1, lastDate: '2024-03-14', medications: 1, doseLogs: 1 })),
    ).toBe('1 entry on 14 Mar 2024, 1 medication, 1 dose log');
  });

  it('names the first three skipped rows and counts the rest', () => {
    const skipped = [
      { row: 17, reason: 'it has no date' },
      { row: 23, reason: 'Pain rating 14 is outside 0-10' },
      { row: 30, reason: 'the date 2025-02-30 is not a real date' },
      { row: 41, reason: 'it has no date' },
    ];
    expect(previewSummary(preview({ skipped, skippedCount: 5 }))).toBe(
      '212 entries from 14 Mar 2024 to 20 Nov 2026, 3 medications, 41 dose logs; 5 rows skipped: ' +
        'row 17 has no date, row 23: Pain rating 14 is outside 0-10, row 30: the date 2025-02-30 is not a real date, 2 more',
    );
    expect(skippedRowText({ row: 17, reason: 'it has no date' })).toBe('Row 17 has no date');
  });
});

describe('fileImportSummary', () => {
  it('says what was added, what was there already and what was skipped', () => {
    const counts = {
      entries: 2,
      medications: 1,
      doseLogs: 0,
      tags: 0,
      pegCheckins: 0,
      alreadyThere: 0,
      skippedRows: 0,
    };
    expect(fileImportSummary(counts)).toBe('Imported 2 entries, 1 medication and 0 dose logs.');
    expect(fileImportSummary({ ...counts, pegCheckins: 1, alreadyThere: 3, skippedRows: 1 })).toBe(
      'Imported 2 entries, 1 medication, 0 dose logs and 1 weekly check-in. 3 were already in your account. 1 row was skipped.',
    );
  });
});

describe('importQuerySchema', () => {
  it('reads the mapping from JSON text and checks it', () => {
    const mapping = { date: 'Day', dateOrder: 'dmy', painScale: '1-5', pain: 'Pain' };
    expect(importQuerySchema.parse({ mapping: JSON.stringify(mapping) })).toEqual({
      mapping,
      skipBadRows: false,
    });
    const wrong = importQuerySchema.safeParse({
      mapping: JSON.stringify({ ...mapping, painScale: '2-9' }),
    });
    expect(wrong.error?.issues[0]?.path).toEqual(['mapping', 'painScale']);
    expect(importQuerySchema.safeParse({ mapping: '{' }).error?.issues[0]?.message).toBe(
      'mapping must be JSON text',
    );
  });
});
