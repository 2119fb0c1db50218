import type { ReportData } from './build';
import { bold, bullets, documentOf, mdText, section } from './markdown';
import type { ReportSectionKey } from './settings';
import { formatDate } from './words';
import {
  activitiesBrief,
  activitiesFull,
  symptomsBrief,
  symptomsFull,
  triggersBrief,
  triggersFull,
} from './sections/lists';
import { medicationsBrief, medicationsFull } from './sections/medications';
import {
  additionalNotes,
  footer,
  NO_ENTRIES_TEXT,
  providerHeader,
  summarySection,
} from './sections/frame';
import { discussionTopics, observations, trendNarrative } from './sections/observations';
import { painBrief, painFull, painTrendOnly } from './sections/pain';
import { pegBrief, pegFull } from './sections/peg';
import {
  moodBrief,
  moodFull,
  sleepBrief,
  sleepFull,
  sleepRelation,
  stressRelation,
  weatherBrief,
  weatherFull,
  weatherRelation,
} from './sections/wellbeing';

/**
 * The Healthcare Provider Report (spec: pain pattern analysis, medication tracking, sleep-pain
 * correlations, clinical recommendations, professional formatting), as markdown a clinician can
 * read in a minute: the patient's details, a summary, the chosen sections, observations and
 * topics to discuss (never a diagnosis or treatment advice), the patient's notes, and a footer
 * saying where the figures come from. The weekly check-in (PEG-3) follows the pain section
 * whenever the check-ins were loaded with the report's records.
 *
 * - comprehensive: every chosen section in full;
 * - summary: a few key figures per chosen section;
 * - trends: the pain trend, the sleep, stress (and weather) relationships and a narrative.
 */

type Renderer = (data: ReportData) => string;

/** The chosen sections, and the weekly check-in (PEG-3), which has no box to tick. */
type SectionKey = ReportSectionKey | 'peg';

/**
 * Whether a section goes in: the user's choice, or for the weekly check-in, whether its records
 * were part of the report (a report made without them says nothing rather than "none").
 */
const included = (data: ReportData, key: SectionKey): boolean =>
  key === 'peg' ? data.peg !== null : data.settings.includeSections[key];

/** Spec order of the sections, each in full and in brief; the weekly check-in after the pain. */
const SECTIONS: readonly [SectionKey, Renderer, Renderer][] = [
  ['painTrends', painFull, painBrief],
  ['peg', pegFull, pegBrief],
  ['medications', medicationsFull, medicationsBrief],
  ['symptoms', symptomsFull, symptomsBrief],
  ['triggers', triggersFull, triggersBrief],
  ['activities', activitiesFull, activitiesBrief],
  ['sleep', sleepFull, sleepBrief],
  ['mood', moodFull, moodBrief],
  ['weather', weatherFull, weatherBrief],
];

/** Trends only: the chosen sections that describe a relationship over time. */
const TREND_SECTIONS: readonly [SectionKey, Renderer][] = [
  ['painTrends', painTrendOnly],
  ['peg', pegBrief],
  ['sleep', sleepRelation],
  ['mood', stressRelation],
  ['weather', weatherRelation],
];

export const NO_TOPICS_TEXT = 'Nothing in the recorded data stands out for discussion.';
export const NO_JOURNAL_NOTES_TEXT = 'The patient wrote no journal notes in this period.';

function journalNotesSection(data: ReportData): string {
  const items = data.journalNotes.map(
    (note) => `${bold(`${formatDate(note.date)}:`)} ${mdText(note.text)}`,
  );
  return section("From the Patient's Journal", [
    items.length === 0 ? NO_JOURNAL_NOTES_TEXT : bullets(items),
  ]);
}

function findings(data: ReportData): string[] {
  const topics = discussionTopics(data);
  return [
    section('Clinical Observations', [
      data.pain === null ? NO_ENTRIES_TEXT : bullets(observations(data)),
    ]),
    section('Topics to Discuss', [
      topics.length === 0
        ? NO_TOPICS_TEXT
        : `Drawn from the recorded data, for discussion with the patient:\n\n${bullets(topics)}`,
    ]),
  ];
}

function body(data: ReportData): string[] {
  const chosen = ([key]: readonly [SectionKey, ...unknown[]]) => included(data, key);
  switch (data.settings.reportType) {
    case 'trends':
      return [
        ...TREND_SECTIONS.filter(chosen).map(([, render]) => render(data)),
        section('Trend Narrative', [trendNarrative(data)]),
      ];
    case 'summary':
      return [...SECTIONS.filter(chosen).map(([, , brief]) => brief(data)), ...findings(data)];
    case 'comprehensive':
      return [
        ...SECTIONS.filter(chosen).map(([, full]) => full(data)),
        ...findings(data),
        journalNotesSection(data),
      ];
  }
}

export function renderProviderReport(data: ReportData): string {
  return documentOf([
    providerHeader(data),
    summarySection(data),
    ...body(data),
    additionalNotes(data, 'Additional Notes from the Patient') ?? '',
    footer(data, "The figures are the patient's own entries, not a clinical assessment."),
  ]);
}
