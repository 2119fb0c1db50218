import { ADHERENCE_WINDOW_DAYS } from '../../medication-schedule';
import { format1 } from '../../stats/numbers';
import type { ReportData } from '../build';
import type { MedicationRow } from '../figures/medications';
import { bold, bullets, mdText, section, table } from '../markdown';
import { formatDate, joinWords, plural } from '../words';

/** The medications the user keeps in Cairn, with their dose-log figures and journal mentions. */

export const NO_MEDICATIONS_TEXT = 'No medications are recorded in Cairn.';
export const NO_MENTIONS_TEXT = 'No journal entries in this period mention medication.';

export const adherenceText = (row: MedicationRow): string =>
  row.adherenceRate === null ? 'No scheduled doses' : `${row.adherenceRate}%`;

export const effectivenessText = (row: MedicationRow): string =>
  row.avgEffectiveness === null ? 'Not rated' : `${format1(row.avgEffectiveness)}/10`;

const status = (row: MedicationRow) => (row.isActive ? 'Active' : 'Stopped');

export function medicationTable(data: ReportData): string {
  return table(
    [
      'Medication',
      'Dosage',
      'Frequency',
      'Status',
      `Adherence (${ADHERENCE_WINDOW_DAYS} days)`,
      'Avg effectiveness',
      'Side effects',
    ],
    data.medications.map((row) => [
      mdText(row.name),
      mdText(row.dosage),
      row.frequency,
      status(row),
      adherenceText(row),
      effectivenessText(row),
      row.sideEffects.length === 0 ? 'None listed' : mdText(row.sideEffects.join(', ')),
    ]),
  );
}

/** How the two figures are made, so nobody reads adherence as covering the whole period. */
export function medicationFootnote(data: ReportData): string {
  return (
    `Adherence is the share of scheduled doses logged as taken over the ${ADHERENCE_WINDOW_DAYS} ` +
    `days up to ${formatDate(data.generatedOn)}; effectiveness is the mean of the patient's ` +
    'ratings (1 to 10) of the doses taken.'
  );
}

export function mentionsBlock(data: ReportData): string {
  const items = data.medicationMentions.map(
    (mention) => `${bold(`${formatDate(mention.date)}:`)} ${mdText(mention.text)}`,
  );
  return section(
    'Journal mentions of medication',
    [items.length === 0 ? NO_MENTIONS_TEXT : bullets(items)],
    3,
  );
}

export function medicationsFull(data: ReportData): string {
  const blocks =
    data.medications.length === 0
      ? [NO_MEDICATIONS_TEXT]
      : [medicationTable(data), medicationFootnote(data)];
  return section('Medications', [...blocks, mentionsBlock(data)]);
}

export function medicationsBrief(data: ReportData): string {
  if (data.medications.length === 0) return section('Medications', [NO_MEDICATIONS_TEXT]);
  const active = data.medications.filter((row) => row.isActive);
  const lines = active.map(
    (row) =>
      `${mdText(row.name)} ${mdText(row.dosage)}, ${row.frequency.toLowerCase()}: ` +
      (row.adherenceRate === null ? 'no scheduled doses' : `adherence ${row.adherenceRate}%`) +
      '; ' +
      (row.avgEffectiveness === null
        ? 'no effectiveness ratings'
        : `effectiveness ${effectivenessText(row)}`) +
      '.',
  );
  const stopped = data.medications.length - active.length;
  if (stopped > 0) lines.push(`${plural(stopped, 'stopped medication')} also on record.`);
  if (active.length === 0) lines.unshift('No active medications.');
  const mentions = data.medicationMentions.length;
  lines.push(
    mentions === 0
      ? NO_MENTIONS_TEXT
      : `Medication is mentioned in ${plural(mentions, 'recent journal entry', 'recent journal entries')}.`,
  );
  return section('Medications', [bullets(lines)]);
}

/** "Ibuprofen (55%) and Gabapentin (62%)": active medications under the red adherence line. */
export function lowAdherence(data: ReportData, below = 70): string | null {
  const low = data.medications.filter(
    (row) => row.isActive && row.adherenceRate !== null && row.adherenceRate < below,
  );
  if (low.length === 0) return null;
  return joinWords(low.map((row) => `${mdText(row.name)} (${row.adherenceRate}%)`));
}
