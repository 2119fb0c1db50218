import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BODY_PART_KEYS } from '../body-parts';
import { addDays, weekdayIndex } from '../calendar';
import { FREQUENCIES, MEDICATION_TYPES } from '../medications';
import { isoWeek, pegScore } from '../peg';
import { entriesArbitrary } from '../test-support/arbitraries';
import { shuffled } from '../test-support/entries';
import { medication, trigger } from '../test-support/report';
import { buildReportData } from './build';
import { REPORT_KINDS, renderReport } from './kinds';
import { markdownToHtml } from './markdown-html';
import { previewOf } from './preview';
import { REPORT_PERIODS, REPORT_SECTIONS, REPORT_TYPES } from './settings';

/**
 * Whatever the data, every report reads as finished text: no NaN, undefined, null, Infinity or
 * "[object Object]" leaking from a missing figure, no heading without content under it, and its
 * HTML holds only the converter's own tags.
 */

const TODAY = '2026-02-20';
/** What people type, including markdown and HTML; never the words the test looks for. */
const USER_TEXT = [
  '',
  'Maria',
  '<script>alert(1)</script>',
  '# heading',
  '| a | b |',
  '*x* _y_',
  '😀',
  'one\ntwo',
];

const reportEntries = entriesArbitrary(40).chain((entries) =>
  fc
    .tuple(
      ...entries.map(() =>
        fc.record({
          moodLevel: fc.option(fc.integer({ min: 1, max: 5 })),
          energyLevel: fc.option(fc.integer({ min: 0, max: 10 })),
          sleepHours: fc.option(fc.double({ min: 0, max: 24, noNaN: true })),
          painLocations: fc.subarray(BODY_PART_KEYS.slice(0, 6)).chain((parts) =>
            fc.tuple(
              ...parts.map((bodyPart) =>
                fc.record({
                  bodyPart: fc.constant(bodyPart),
                  intensity: fc.integer({ min: 1, max: 10 }),
                }),
              ),
            ),
          ),
          journalEntry: fc.option(fc.constantFrom(...USER_TEXT, 'Took my medication')),
        }),
      ),
    )
    .map((extras) => entries.map((entry, index) => ({ ...entry, ...extras[index] }))),
);

const medications = fc.array(
  fc.record({
    name: fc.constantFrom('Naproxen', '<b>Pill</b>', 'a|b'),
    type: fc.constantFrom(...MEDICATION_TYPES),
    frequency: fc.constantFrom(...FREQUENCIES),
    isActive: fc.boolean(),
    adherenceRate: fc.option(fc.integer({ min: 0, max: 100 })),
    avgEffectiveness: fc.option(fc.integer({ min: 10, max: 100 }).map((n) => n / 10)),
    sideEffects: fc.subarray(['Nausea', '<i>Dizzy</i>']),
  }),
  { maxLength: 4 },
);

const triggers = fc.array(
  fc.record({
    name: fc.constantFrom('Cold', '# Stairs', 'Wine'),
    category: fc.constantFrom('weather', 'food', null, 'drink'),
    isActive: fc.boolean(),
  }),
  { maxLength: 4 },
);

const settings = fc.record({
  dateRange: fc.constantFrom(...REPORT_PERIODS.map((period) => period.days)),
  reportType: fc.constantFrom(...REPORT_TYPES.map((type) => type.value)),
  includeSections: fc.record(
    Object.fromEntries(REPORT_SECTIONS.map((section) => [section.key, fc.boolean()])) as Record<
      (typeof REPORT_SECTIONS)[number]['key'],
      fc.Arbitrary<boolean>
    >,
  ),
  patientInfo: fc.record({
    name: fc.constantFrom(...USER_TEXT),
    dob: fc.constantFrom('', '1980-03-12', 'not a date'),
    providerName: fc.constantFrom(...USER_TEXT),
    appointmentDate: fc.constantFrom('', '2026-03-01'),
    notes: fc.constantFrom(...USER_TEXT),
  }),
});

/** Monday of TODAY's week. */
const THIS_MONDAY = addDays(TODAY, -((weekdayIndex(TODAY) + 6) % 7));
const answer = fc.integer({ min: 0, max: 10 });

/** Weekly check-ins over the last 20 weeks (one a week at most), or none loaded at all. */
const pegCheckins = fc.option(
  fc
    .uniqueArray(
      fc.record({
        weeksAgo: fc.integer({ min: 0, max: 20 }),
        pain: answer,
        enjoyment: answer,
        activity: answer,
      }),
      {
        selector: (row) => row.weeksAgo,
        maxLength: 8,
      },
    )
    .map((rows) =>
      rows.map(({ weeksAgo, ...answers }) => {
        const weekStart = addDays(THIS_MONDAY, -7 * weeksAgo);
        return { week: isoWeek(weekStart), weekStart, ...answers, score: pegScore(answers) };
      }),
    ),
  { nil: undefined },
);

const input = fc.record({ entries: reportEntries, medications, triggers, settings, pegCheckins });

type Input = typeof input extends fc.Arbitrary<infer T> ? T : never;

function build(value: Input) {
  return buildReportData({
    entries: value.entries,
    medications: value.medications.map((fields) => medication(fields)),
    triggers: value.triggers.map((fields) => trigger(fields)),
    settings: value.settings,
    today: TODAY,
    pegCheckins: value.pegCheckins,
  });
}

const ALLOWED_TAGS = new Set([
  'h1',
  'h2',
  'h3',
  'p',
  'ul',
  'li',
  'strong',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'hr',
]);

function checkText(text: string) {
  expect(text).not.toMatch(/NaN|undefined|null|Infinity|\[object/);
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    if (!/^#{1,6} /.test(line)) return;
    const next = lines.slice(index + 1).find((candidate) => candidate.trim() !== '');
    expect(next, `"${line}" has content`).toBeDefined();
    expect(next, `"${line}" is not followed by another heading`).not.toMatch(/^#{1,6} /);
  });
  const html = markdownToHtml(text);
  for (const [, tag] of html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)/g)) {
    expect(ALLOWED_TAGS.has(tag as string), `tag ${tag}`).toBe(true);
  }
  expect(previewOf(text).length).toBeLessThanOrEqual(1500);
}

describe('every report, whatever the data', () => {
  it('never prints NaN, undefined, null or Infinity, nor an empty heading', () => {
    fc.assert(
      fc.property(input, (value) => {
        const data = build(value);
        for (const kind of REPORT_KINDS) checkText(renderReport(kind, data));
      }),
    );
  });

  it('gives the same reports whatever order the entries arrive in', () => {
    fc.assert(
      fc.property(input, fc.integer(), (value, seed) => {
        const a = build(value);
        const b = build({
          ...value,
          entries: shuffled(value.entries, seed),
          pegCheckins: value.pegCheckins && shuffled(value.pegCheckins, seed),
        });
        for (const kind of REPORT_KINDS) expect(renderReport(kind, b)).toBe(renderReport(kind, a));
      }),
      { numRuns: 50 },
    );
  });

  it('keeps the figures in range', () => {
    fc.assert(
      fc.property(input, (value) => {
        const data = build(value);
        expect(data.completionRate).toBeGreaterThanOrEqual(0);
        expect(data.completionRate).toBeLessThanOrEqual(100);
        expect(data.daysWithEntries).toBeLessThanOrEqual(data.entryCount);
        expect(data.symptoms.length).toBeLessThanOrEqual(10);
        expect(data.activities.length).toBeLessThanOrEqual(8);
        expect(data.medicationMentions.length).toBeLessThanOrEqual(5);
        if (data.pain) {
          expect(data.pain.average).toBeGreaterThanOrEqual(0);
          expect(data.pain.average).toBeLessThanOrEqual(10);
          expect(data.pain.severeDates.length).toBeLessThanOrEqual(data.pain.days);
        }
        if (data.daysWithEntries < 8) expect(data.trend).toBeNull();
      }),
    );
  });
});
