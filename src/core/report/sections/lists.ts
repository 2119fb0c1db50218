import { format1 } from '../../stats/numbers';
import type { ReportData } from '../build';
import { bullets, mdText, section, table } from '../markdown';
import { plural } from '../words';

/** Symptoms, activities and triggers: the lists of the report. */

export const NO_SYMPTOMS_TEXT = 'No symptoms were recorded in this period.';
export const NO_ACTIVITIES_TEXT = 'No activities were recorded in this period.';
export const NO_TRIGGERS_TEXT = 'No pain triggers are recorded in Cairn.';
const BRIEF_ITEMS = 3;

export function symptomsTable(data: ReportData): string {
  return table(
    ['Symptom', 'Entries'],
    data.symptoms.map((item) => [mdText(item.symptom), String(item.count)]),
  );
}

export function symptomsFull(data: ReportData): string {
  if (data.symptoms.length === 0) return section('Symptoms', [NO_SYMPTOMS_TEXT]);
  return section('Symptoms', [
    `The ${plural(data.symptoms.length, 'most frequent symptom')} of the period, by the number of ` +
      `entries reporting each (out of ${plural(data.entryCount, 'entry', 'entries')}).`,
    symptomsTable(data),
  ]);
}

const counted = (items: { name: string; count: number }[]) =>
  items.map((item) => `${mdText(item.name)} (${item.count})`).join(', ');

export function symptomsBrief(data: ReportData): string {
  if (data.symptoms.length === 0) return section('Symptoms', [NO_SYMPTOMS_TEXT]);
  const top = data.symptoms
    .slice(0, BRIEF_ITEMS)
    .map((item) => ({ name: item.symptom, count: item.count }));
  return section('Symptoms', [`Most frequent (entries): ${counted(top)}.`]);
}

export function activitiesTable(data: ReportData): string {
  return table(
    ['Activity', 'Days', 'Average pain those days'],
    data.activities.map((item) => [
      mdText(item.name),
      String(item.days),
      format1(item.averagePain),
    ]),
  );
}

export function activitiesFull(data: ReportData): string {
  if (data.activities.length === 0) return section('Activities', [NO_ACTIVITIES_TEXT]);
  return section('Activities', [
    `Activities were logged on ${data.daysWithActivities} of ` +
      `${plural(data.daysWithEntries, 'day')} logged.`,
    activitiesTable(data),
  ]);
}

export function activitiesBrief(data: ReportData): string {
  if (data.activities.length === 0) return section('Activities', [NO_ACTIVITIES_TEXT]);
  const top = data.activities
    .slice(0, BRIEF_ITEMS)
    .map((item) => ({ name: item.name, count: item.days }));
  return section('Activities', [`Most frequent (days): ${counted(top)}.`]);
}

export function triggersFull(data: ReportData): string {
  if (data.triggers.length === 0) return section('Triggers', [NO_TRIGGERS_TEXT]);
  return section('Triggers', [
    'Pain triggers the patient has identified:',
    table(
      ['Trigger', 'Category', 'Status'],
      data.triggers.map((row) => [
        mdText(row.name),
        row.category,
        row.isActive ? 'Active' : 'Inactive',
      ]),
    ),
  ]);
}

export function triggersBrief(data: ReportData): string {
  if (data.triggers.length === 0) return section('Triggers', [NO_TRIGGERS_TEXT]);
  const active = data.triggers.filter((row) => row.isActive);
  const inactive = data.triggers.length - active.length;
  const lines = [
    active.length === 0
      ? 'No active triggers.'
      : `Active: ${active.map((row) => `${mdText(row.name)} (${row.category})`).join(', ')}.`,
  ];
  if (inactive > 0) lines.push(`${plural(inactive, 'inactive trigger')}.`);
  return section('Triggers', [bullets(lines)]);
}
