import { describe, expect, it } from 'vitest';
import { CsvFormatError } from './parser';
import { parseCsv } from './test-support';

const ACCEPTED =
  "It reads Cairn's own readings CSV (timestamp, type, value, unit) and Withings' weight.csv and bp.csv exports.";

function failure(text: string): string {
  try {
    parseCsv(text);
  } catch (error) {
    expect(error).toBeInstanceOf(CsvFormatError);
    return (error as Error).message;
  }
  throw new Error('the parser accepted the file');
}

describe('CSV layout detection', () => {
  it('refuses a header it does not know, saying what Cairn reads and what the file starts with', () => {
    expect(failure('Date,Steps,Calories\n2024-06-08,5000,2100\n')).toBe(
      `Cairn could not recognise this CSV file. ${ACCEPTED} Its first line is: Date,Steps,Calories`,
    );
  });

  it('says when a file separates its columns with semicolons', () => {
    expect(failure('timestamp;type;value\n')).toBe(
      `Cairn could not recognise this CSV file. ${ACCEPTED} This file separates its columns with semicolons; save it with commas instead.`,
    );
  });

  it("names the one column missing from Cairn's layout", () => {
    expect(failure('timestamp,type,amount\n')).toBe(
      "This CSV file has no value column. Cairn's readings CSV needs the columns timestamp, type and value (unit, end_timestamp, diastolic, stage and quality are optional).",
    );
    expect(failure('date,type,value\n')).toMatch(/^This CSV file has no timestamp column\./);
  });

  it('refuses an empty file', () => {
    expect(failure('')).toBe(`This CSV file is empty. ${ACCEPTED}`);
    expect(failure('\uFEFF\r\n\r\n')).toBe(`This CSV file is empty. ${ACCEPTED}`);
  });

  it('reads a file with a header and no rows as no readings', () => {
    const parsed = parseCsv('Date,"Heart rate","Systolic","Diastolic",Comments\r\n');
    expect(parsed).toEqual({
      readings: [],
      errors: [],
      layout: 'withings_bp',
      stats: { rows: 0, readings: 0, badRows: 0 },
    });
  });
});
