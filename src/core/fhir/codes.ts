import type { EntryKind } from '../journal';
import type { Frequency } from '../medication-labels';
import type { PegItem } from '../peg';

/**
 * Every code system and code of the FHIR export (docs/decisions/0026-fhir-export.md says where
 * each was found). The reader of Cairn's own bundles (import-formats/cairn-fhir.ts) recognises
 * resources by the same constants, so the two cannot drift apart.
 */

export const LOINC = 'http://loinc.org';
export const SNOMED = 'http://snomed.info/sct';
export const UCUM = 'http://unitsofmeasure.org';
export const OBSERVATION_CATEGORY = 'http://terminology.hl7.org/CodeSystem/observation-category';
export const TIMING_ABBREVIATION = 'http://terminology.hl7.org/CodeSystem/v3-GTSAbbreviation';

/**
 * Cairn's own code system, for what no standard code names: the 0-10 and 1-5 self-ratings,
 * the journal's text, and which of Cairn's entries an Observation comes from.
 */
export const CAIRN_JOURNAL = 'https://cairn.app/fhir/CodeSystem/journal';

/** The bundle's meta.source: how a reader knows a bundle is Cairn's own export. */
export const CAIRN_SOURCE = 'https://cairn.app';

export interface CodeDefinition {
  code: string;
  display: string;
}

export const PAIN_SEVERITY: CodeDefinition = {
  code: '72514-3',
  display: 'Pain severity - 0-10 verbal numeric rating [Score] - Reported',
};
export const SLEEP_DURATION: CodeDefinition = { code: '93832-4', display: 'Sleep duration' };
export const SYMPTOM: CodeDefinition = { code: '75325-1', display: 'Symptom' };

/** The weekly PEG check-in (docs/decisions/0024): the mean score and its three questions. */
export const PEG_SCORE: CodeDefinition = { code: '91147-9', display: 'Mean score [PEG]' };
export const PEG_ITEM_LOINC: Record<PegItem, CodeDefinition> = {
  pain: {
    code: '75893-8',
    display: 'What number best describes your pain on average in the past week?',
  },
  enjoyment: {
    code: '91145-3',
    display:
      'What number best describes how, during the past week, pain has interfered with your enjoyment of life?',
  },
  activity: {
    code: '91146-1',
    display:
      'What number best describes how, during the past week, pain has interfered with your general activity?',
  },
};

/** Cairn's self-ratings, each an Observation code in CAIRN_JOURNAL. */
export const CAIRN_RATINGS = {
  sleepQuality: { code: 'sleep-quality', display: 'Sleep quality (0-10, self-rated)' },
  moodLevel: { code: 'mood', display: 'Mood (1-5, self-rated)' },
  stressLevel: { code: 'stress', display: 'Stress (0-10, self-rated)' },
  energyLevel: { code: 'energy', display: 'Energy (0-10, self-rated)' },
} as const satisfies Record<string, CodeDefinition>;
export type RatingField = keyof typeof CAIRN_RATINGS;

/** The person's own words, sent only when they tick "Include notes". */
export const CAIRN_TEXTS = {
  journalEntry: { code: 'journal-text', display: 'Journal text' },
  notes: { code: 'notes', display: 'Notes' },
} as const satisfies Record<string, CodeDefinition>;
export type TextField = keyof typeof CAIRN_TEXTS;

/** Which Cairn entry the pain Observation stands for: a second category beside "survey". */
export const ENTRY_KIND_CODES: Record<EntryKind, CodeDefinition> = {
  journal: { code: 'journal-entry', display: "The day's journal" },
  quick: { code: 'quick-log', display: 'Quick pain log' },
  emergency: { code: 'emergency-log', display: 'Emergency log' },
};

/**
 * How often a medication is taken, as HL7's timing abbreviations (the R4 value set
 * timing-abbreviation). "As needed" has no abbreviation: it is Dosage.asNeededBoolean.
 */
export const FREQUENCY_TIMING: Record<Exclude<Frequency, 'as-needed'>, CodeDefinition> = {
  daily: { code: 'QD', display: 'QD' },
  'twice-daily': { code: 'BID', display: 'BID' },
  'three-times-daily': { code: 'TID', display: 'TID' },
  weekly: { code: 'WK', display: 'weekly' },
  monthly: { code: 'MO', display: 'monthly' },
};
