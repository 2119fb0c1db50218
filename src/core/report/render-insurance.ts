import type { ReportData } from './build';
import type { DailyLogRow } from './figures/journal-log';
import { bullets, documentOf, mdText, section, table } from './markdown';
import {
  activitiesTable,
  NO_ACTIVITIES_TEXT,
  NO_SYMPTOMS_TEXT,
  symptomsTable,
} from './sections/lists';
import {
  medicationFootnote,
  medicationTable,
  mentionsBlock,
  NO_MEDICATIONS_TEXT,
} from './sections/medications';
import {
  additionalNotes,
  coverageText,
  detailLines,
  footer,
  NO_ENTRIES_TEXT,
  patientLines,
  periodText,
} from './sections/frame';
import { locationsBlock } from './sections/pain';
import { NO_ENERGY_TEXT, NO_SLEEP_TEXT, rangeText } from './sections/wellbeing';
import { dateList, format1, formatDate, outOf, plural, SEVERE_PAIN_LABEL } from './words';

/**
 * Insurance Documentation (spec: chronological pain logs, impact on daily activities, treatment
 * compliance, functional limitations, a legal-friendly format). Neutral and factual: records and
 * counts only, no adjectives about how the person feels and no recommendations. It always covers
 * the same four parts; the section checkboxes belong to the provider report.
 */

export const NOT_RECORDED = 'Not recorded';

function painCell(row: DailyLogRow): string {
  if (row.entryCount === 1) return format1(row.painLevel);
  return `${format1(row.painLevel)} (${row.entryCount} entries, highest ${format1(row.peakPain)})`;
}

const orNotRecorded = (value: number | null) => (value === null ? NOT_RECORDED : String(value));

function painLog(data: ReportData): string {
  if (data.dailyLog.length === 0) return section('Chronological Pain Log', [NO_ENTRIES_TEXT]);
  return section('Chronological Pain Log', [
    'One row per day with entries. Pain is the average of the day’s entries on the 0 to 10 ' +
      'scale; where several entries were made, their number and the highest are shown.',
    table(
      ['Date', 'Pain (0-10)', 'Locations', 'Sleep quality (0-10)', 'Mood (1-5)', 'Notes'],
      data.dailyLog.map((row) => [
        formatDate(row.date) as string,
        painCell(row),
        row.locations.length === 0 ? NOT_RECORDED : mdText(row.locations.join(', ')),
        orNotRecorded(row.sleepQuality),
        orNotRecorded(row.moodLevel),
        row.note === null ? '—' : mdText(row.note),
      ]),
    ),
  ]);
}

function activityImpact(data: ReportData): string {
  const blocks =
    data.activities.length === 0
      ? [NO_ACTIVITIES_TEXT]
      : [
          `Activities were recorded on ${data.daysWithActivities} of ` +
            `${plural(data.daysWithEntries, 'day')} with entries. The most frequent:`,
          activitiesTable(data),
        ];
  const energy = data.energy;
  blocks.push(
    energy === null
      ? NO_ENERGY_TEXT
      : `Energy level (0 to 10) was recorded on ${plural(energy.days, 'day')}: average ` +
          `${outOf(energy.average, 10)}, ${rangeText(energy)}.`,
  );
  return section('Impact on Daily Activities', blocks);
}

function compliance(data: ReportData): string {
  const blocks =
    data.medications.length === 0
      ? [NO_MEDICATIONS_TEXT]
      : [medicationTable(data), medicationFootnote(data)];
  return section('Treatment Compliance', [...blocks, mentionsBlock(data)]);
}

function sleepLine(data: ReportData): string {
  const sleep = data.sleep;
  if (sleep === null) return NO_SLEEP_TEXT;
  const parts: string[] = [];
  if (sleep.averageQuality !== null) {
    parts.push(
      `Sleep quality under 5 on ${sleep.poorNights} of ${plural(sleep.nights, 'night')} rated ` +
        `(average quality ${outOf(sleep.averageQuality, 10)}).`,
    );
  }
  if (sleep.averageHours !== null) {
    parts.push(
      `Average sleep duration ${format1(sleep.averageHours)} hours over ` +
        `${plural(sleep.hoursNights, 'night')}.`,
    );
  }
  return parts.join(' ');
}

function limitations(data: ReportData): string {
  const pain = data.pain;
  const severe =
    pain === null
      ? NO_ENTRIES_TEXT
      : pain.severeDates.length === 0
        ? `${SEVERE_PAIN_LABEL}: none of the ${plural(pain.days, 'day')} with entries.`
        : `${SEVERE_PAIN_LABEL} on ${pain.severeDates.length} of ` +
          `${plural(pain.days, 'day')} with entries: ${dateList(pain.severeDates, 31)}.`;
  return section('Functional Limitations', [
    bullets([severe, sleepLine(data)]),
    section(
      'Symptom frequency',
      data.symptoms.length === 0
        ? [NO_SYMPTOMS_TEXT]
        : [
            `Entries reporting each symptom (of ${plural(data.entryCount, 'entry', 'entries')}):`,
            symptomsTable(data),
          ],
      3,
    ),
    pain === null ? '' : locationsBlock(data),
  ]);
}

function recordSummary(data: ReportData): string {
  const pain = data.pain;
  if (pain === null) return section('Record Summary', [NO_ENTRIES_TEXT]);
  return section('Record Summary', [
    bullets([
      `Records: ${coverageText(data)}.`,
      `Average pain: ${outOf(pain.average, 10)}; lowest day ${format1(pain.lowest.painLevel)}, ` +
        `highest day ${format1(pain.highest.painLevel)}.`,
    ]),
  ]);
}

export function renderInsuranceReport(data: ReportData): string {
  return documentOf([
    '# Insurance Documentation',
    detailLines([
      ...patientLines(data, false),
      ['Period covered', periodText(data)],
      ['Prepared on', formatDate(data.generatedOn) as string],
      ['Source', 'Self-reported entries in the Cairn pain journal'],
    ]),
    recordSummary(data),
    painLog(data),
    activityImpact(data),
    compliance(data),
    limitations(data),
    additionalNotes(data, 'Statement from the Patient') ?? '',
    footer(data),
  ]);
}
