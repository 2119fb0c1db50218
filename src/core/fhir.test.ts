import { describe, expect, it } from 'vitest';
import {
  buildFhirBundle,
  PAIN_SEVERITY_LOINC,
  PEG_ITEM_LOINC,
  PEG_SCORE_LOINC,
  type FhirBundle,
  type FhirPegObservation,
} from './fhir';
import { pegScore, type PegCheckin } from './peg';
import type { ApiUser } from './user';

/**
 * LOINC's mod 10 check digit: from the right, every other digit of the number is doubled (the
 * digits of the product are added), and the check digit brings the sum to a multiple of ten.
 */
function loincCheckDigitHolds(code: string): boolean {
  const match = /^(\d+)-(\d)$/.exec(code);
  if (!match) return false;
  const sum = [...match[1]!].reverse().reduce((total, char, index) => {
    const digit = Number(char) * (index % 2 === 0 ? 2 : 1);
    return total + Math.floor(digit / 10) + (digit % 10);
  }, 0);
  return (10 - (sum % 10)) % 10 === Number(match[2]);
}

const USER: ApiUser = {
  id: '7f1c6a52-3a77-4f7e-9c4c-0b4f5e7f4d11',
  email: 'jo@example.test',
  firstName: 'Jo',
  lastName: 'Marsh',
  profileImageUrl: null,
  isAdmin: false,
  subscriptionType: 'free',
  subscriptionStatus: 'active',
  subscriptionEndsAt: null,
  timeZone: 'Europe/London',
  createdAt: '2026-01-01T10:00:00.000Z',
};

function checkin(
  id: string,
  week: string,
  monday: string,
  answers: { pain: number; enjoyment: number; activity: number },
  answeredAt: string,
): PegCheckin {
  return { id, week, weekStart: monday, ...answers, score: pegScore(answers), answeredAt };
}

const WEEK_47 = checkin(
  'a0000000-0000-4000-8000-000000000047',
  '2026-W47',
  '2026-11-16',
  { pain: 7, enjoyment: 6, activity: 6 },
  '2026-11-22T18:04:00.000Z',
);
const WEEK_48 = checkin(
  'a0000000-0000-4000-8000-000000000048',
  '2026-W48',
  '2026-11-23',
  { pain: 4, enjoyment: 3, activity: 5 },
  '2026-11-29T18:10:00.000Z',
);

const bundleOf = (pegCheckins: PegCheckin[]): FhirBundle =>
  buildFhirBundle({
    bundleId: 'b0000000-0000-4000-8000-000000000000',
    user: USER,
    entries: [],
    pegCheckins,
    medications: [],
    generatedAt: new Date('2026-11-30T08:00:00.000Z'),
  });

const pegObservations = (bundle: FhirBundle) =>
  bundle.entry
    .map((e) => e.resource)
    .filter((r): r is FhirPegObservation => r.resourceType === 'Observation' && 'component' in r);

describe('buildFhirBundle: the weekly PEG check-in', () => {
  it('is one survey Observation a week, coded as the PEG mean score with its value', () => {
    const bundle = bundleOf([WEEK_47, WEEK_48]);
    const observations = pegObservations(bundle);
    expect(observations).toHaveLength(2);
    expect(observations[0]).toEqual({
      resourceType: 'Observation',
      id: WEEK_47.id,
      status: 'final',
      category: [
        {
          coding: [
            {
              system: 'http://terminology.hl7.org/CodeSystem/observation-category',
              code: 'survey',
              display: 'Survey',
            },
          ],
        },
      ],
      code: {
        coding: [{ system: 'http://loinc.org', code: '91147-9', display: 'Mean score [PEG]' }],
        text: 'PEG score (pain, enjoyment of life, general activity), week 2026-W47',
      },
      subject: { reference: `urn:uuid:${USER.id}` },
      effectiveDateTime: '2026-11-22T18:04:00.000Z',
      // (7 + 6 + 6) / 3 = 6.33...
      valueQuantity: {
        value: 6.3,
        unit: '{score}',
        system: 'http://unitsofmeasure.org',
        code: '{score}',
      },
      component: [
        {
          code: {
            coding: [
              {
                system: 'http://loinc.org',
                code: '75893-8',
                display: 'What number best describes your pain on average in the past week?',
              },
            ],
            text: 'Average pain in the past week (0-10)',
          },
          valueInteger: 7,
        },
        {
          code: {
            coding: [
              {
                system: 'http://loinc.org',
                code: '91145-3',
                display:
                  'What number best describes how, during the past week, pain has interfered with your enjoyment of life?',
              },
            ],
            text: 'Pain interference with enjoyment of life in the past week (0-10)',
          },
          valueInteger: 6,
        },
        {
          code: {
            coding: [
              {
                system: 'http://loinc.org',
                code: '91146-1',
                display:
                  'What number best describes how, during the past week, pain has interfered with your general activity?',
              },
            ],
            text: 'Pain interference with general activity in the past week (0-10)',
          },
          valueInteger: 6,
        },
      ],
    });
    expect(observations[1]).toMatchObject({
      id: WEEK_48.id,
      effectiveDateTime: '2026-11-29T18:10:00.000Z',
      valueQuantity: { value: 4 },
      component: [{ valueInteger: 4 }, { valueInteger: 3 }, { valueInteger: 5 }],
    });
  });

  it('refers to each check-in by its urn:uuid full URL', () => {
    const bundle = bundleOf([WEEK_48]);
    const entry = bundle.entry.find((e) => e.resource.id === WEEK_48.id);
    expect(entry?.fullUrl).toBe(`urn:uuid:${WEEK_48.id}`);
  });

  it('uses four different LOINC codes, each with a valid check digit', () => {
    const codes = [PEG_SCORE_LOINC, ...Object.values(PEG_ITEM_LOINC).map((item) => item.code)];
    expect(new Set(codes).size).toBe(4);
    // The check digit catches a mistyped code; the pain-severity code shows the rule works.
    expect(loincCheckDigitHolds(PAIN_SEVERITY_LOINC)).toBe(true);
    expect(loincCheckDigitHolds('72514-4')).toBe(false);
    for (const code of codes) expect(loincCheckDigitHolds(code), code).toBe(true);
  });

  it('has no PEG Observation when there was no check-in', () => {
    const bundle = bundleOf([]);
    expect(pegObservations(bundle)).toEqual([]);
    expect(bundle.entry.map((e) => e.resource.resourceType)).toEqual(['Patient']);
  });
});
