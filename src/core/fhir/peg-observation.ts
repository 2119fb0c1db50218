import { PEG_ITEMS, type PegCheckin, type PegItem } from '../peg';
import { LOINC, PEG_ITEM_LOINC, PEG_SCORE, UCUM } from './codes';
import { concept, SURVEY } from './elements';
import type { FhirPegObservation, Reference } from './types';

const PEG_ITEM_TEXT: Record<PegItem, string> = {
  pain: 'Average pain in the past week (0-10)',
  enjoyment: 'Pain interference with enjoyment of life in the past week (0-10)',
  activity: 'Pain interference with general activity in the past week (0-10)',
};

/**
 * A week's PEG check-in (docs/decisions/0024). A PEG score is a mean to one decimal, so it is a
 * Quantity in the UCUM unit for scores; the answers are whole numbers. The time is when the
 * person answered, not the week's Monday.
 */
export function pegObservation(checkin: PegCheckin, subject: Reference): FhirPegObservation {
  return {
    resourceType: 'Observation',
    id: checkin.id,
    status: 'final',
    category: [SURVEY],
    code: concept(
      LOINC,
      PEG_SCORE,
      `PEG score (pain, enjoyment of life, general activity), week ${checkin.week}`,
    ),
    subject,
    effectiveDateTime: checkin.answeredAt,
    valueQuantity: { value: checkin.score, unit: '{score}', system: UCUM, code: '{score}' },
    component: PEG_ITEMS.map((item) => ({
      code: concept(LOINC, PEG_ITEM_LOINC[item], PEG_ITEM_TEXT[item]),
      valueInteger: checkin[item],
    })),
  };
}
