import { describe, expect, it } from 'vitest';
import { buildFhirBundle } from '../fhir';
import { FULL_JOURNAL, sequentialIds, TEST_USER } from '../fhir/test-support';
import crisisCoreFhir from './fixtures/crisiscore-fhir.json?raw';
import crisisCoreJson from './fixtures/crisiscore.json?raw';
import { detectJsonFormat, JSON_FORMATS } from './json-formats';

const cairnBundle = buildFhirBundle({
  bundleId: 'b0000000-0000-4000-8000-000000000000',
  user: TEST_USER,
  entries: [FULL_JOURNAL],
  pegCheckins: [],
  medications: [],
  doses: [],
  includeNotes: false,
  generatedAt: new Date('2026-11-30T08:00:00.000Z'),
  newId: sequentialIds(),
});

describe('detectJsonFormat', () => {
  it('tells each file by its own shape', () => {
    expect(detectJsonFormat(JSON.parse(JSON.stringify(cairnBundle)))?.id).toBe('cairn-fhir');
    expect(detectJsonFormat(JSON.parse(crisisCoreFhir))?.id).toBe('crisiscore-fhir');
    expect(detectJsonFormat(JSON.parse(crisisCoreJson))?.id).toBe('crisiscore-json');
  });

  it('claims each file for one format only', () => {
    for (const document of [cairnBundle, JSON.parse(crisisCoreFhir), JSON.parse(crisisCoreJson)]) {
      expect(JSON_FORMATS.filter((format) => format.matches(document))).toHaveLength(1);
    }
  });

  it('reads no Cairn export and nothing unknown', () => {
    expect(detectJsonFormat({ format: 'cairn-export', version: 1 })).toBeNull();
    expect(detectJsonFormat({ resourceType: 'Bundle', entry: [] })).toBeNull();
    expect(detectJsonFormat([1, 2, 3])).toBeNull();
    expect(detectJsonFormat('text')).toBeNull();
    expect(detectJsonFormat(null)).toBeNull();
  });

  it('has a distinct id and label for each format', () => {
    expect(JSON_FORMATS.map((format) => format.id)).toEqual([
      'cairn-fhir',
      'crisiscore-fhir',
      'crisiscore-json',
    ]);
    expect(new Set(JSON_FORMATS.map((format) => format.label)).size).toBe(JSON_FORMATS.length);
  });
});
