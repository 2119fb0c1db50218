import { describe, expect, it } from 'vitest';
import { AppleHealthFormatError, createAppleHealthParser } from './apple-health-parser';
import { FIXTURE_EXPORT, parseExport } from './test-fixture';

function failure(chunks: string[]): AppleHealthFormatError {
  try {
    parseExport(chunks);
  } catch (error) {
    expect(error).toBeInstanceOf(AppleHealthFormatError);
    return error as AppleHealthFormatError;
  }
  throw new Error('the parser accepted the file');
}

describe('Apple Health parser errors', () => {
  it('says a file with another root element is not an export', () => {
    const error = failure(['<?xml version="1.0"?>\n<ClinicalDocument xmlns="urn:hl7-org:v3"/>']);
    expect(error.message).toBe(
      'This file is not an Apple Health export: it starts with <ClinicalDocument> where an ' +
        'export starts with <HealthData> (export_cda.xml holds clinical documents; Cairn reads ' +
        'export.xml beside it).',
    );
    expect(failure(['<svg></svg>']).message).toMatch(
      /^This file is not an Apple Health export: it starts with <svg> where an export starts with <HealthData>\./,
    );
  });

  it('says a file that is not XML is not an export', () => {
    expect(failure(['\uFEFF  ', 'PK\u0003\u0004 zip bytes']).message).toBe(
      'This file is not an Apple Health export: it is not an XML file. Upload the export.xml ' +
        'inside the export.zip the Health app makes.',
    );
    expect(failure(['date,weight\n2024-01-05,70\n']).message).toMatch(/is not an XML file/);
  });

  it('says an empty file or one with only a prologue holds no export', () => {
    const message =
      'This file is not an Apple Health export: it holds no <HealthData> element. Export your ' +
      'data again from the Health app and upload the new export.xml.';
    expect(failure([]).message).toBe(message);
    expect(failure(['<?xml version="1.0" encoding="UTF-8"?>\n']).message).toBe(message);
  });

  it('names the line where the XML is damaged', () => {
    const place = FIXTURE_EXPORT.indexOf('value="72">');
    const line = FIXTURE_EXPORT.slice(0, place).split('\n').length;
    expect(line).toBe(36);
    const broken = FIXTURE_EXPORT.replace('value="72">', 'value="72" value="73">');
    expect(failure([broken]).message).toBe(
      'The export is damaged at line 36: duplicate attribute: value. Export your data again ' +
        'from the Health app and upload the new export.xml.',
    );
    const unclosed = '<HealthData locale="en_US">\n <Record type="x"\n  value=72/>\n</HealthData>';
    expect(failure([unclosed]).message).toMatch(/^The export is damaged at line 3: /);
  });

  it('says an export that stops early was cut short', () => {
    const cut = FIXTURE_EXPORT.slice(0, FIXTURE_EXPORT.indexOf('<ActivitySummary'));
    const lines = cut.split('\n').length;
    expect(failure([cut]).message).toBe(
      `The export is damaged at line ${lines}: it ends before </HealthData>, so it was ` +
        'probably cut short. Export your data again from the Health app and upload the new ' +
        'export.xml.',
    );
  });

  it('keeps failing after an error instead of reading on', () => {
    const parser = createAppleHealthParser({ onReading: () => {}, onSource: () => {} });
    expect(() => parser.write('<Other/>')).toThrow(AppleHealthFormatError);
    expect(() => parser.write('<HealthData/>')).toThrow(/not an Apple Health export/);
    expect(() => parser.close()).toThrow(/not an Apple Health export/);
  });

  it('lets an error from a handler through unchanged', () => {
    const parser = createAppleHealthParser({
      onReading: () => {
        throw new RangeError('the database is full');
      },
      onSource: () => {},
    });
    expect(() => parser.write(FIXTURE_EXPORT)).toThrow(RangeError);
  });

  it('reads a file with stray control characters, as some exports have', () => {
    const withTab = FIXTURE_EXPORT.replace('Jane’s Apple Watch', 'Jane’s\u000b Apple Watch');
    expect(parseExport([withTab])).toEqual(parseExport([FIXTURE_EXPORT]));
  });
});
