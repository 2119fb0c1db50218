import { bodyPartName } from './body-parts';
import { toCsv, type CsvValue } from './csv';
import type { JournalEntry } from './journal';

/**
 * The journal as a spreadsheet (GET /api/export/entries.csv): one row per entry, oldest first,
 * lists joined with "; ", body locations as "Lower Back (7)". Columns are named for people, not
 * for the API.
 */
const COLUMNS: readonly [string, (entry: JournalEntry) => CsvValue][] = [
  ['Date', (e) => e.date],
  ['Kind', (e) => e.kind],
  ['Pain level', (e) => e.painLevel],
  [
    'Pain locations',
    (e) => e.painLocations.map((l) => `${bodyPartName(l.bodyPart)} (${l.intensity})`).join('; '),
  ],
  ['Primary location', (e) => e.primaryLocation],
  ['Pain types', (e) => e.painTypes.join('; ')],
  ['Duration', (e) => e.duration],
  ['Symptoms', (e) => e.symptoms.join('; ')],
  ['Symptoms description', (e) => e.symptomsDescription],
  ['Mood level', (e) => e.moodLevel],
  ['Mood notes', (e) => e.moodNotes],
  ['Emotional state', (e) => e.emotionalState],
  ['Stress level', (e) => e.stressLevel],
  ['Energy level', (e) => e.energyLevel],
  ['Sleep quality', (e) => e.sleepQuality],
  ['Sleep hours', (e) => e.sleepHours],
  ['Activities', (e) => e.activities.join('; ')],
  ['Gratitude', (e) => e.gratitude],
  ['Notes', (e) => e.notes],
  ['Journal entry', (e) => e.journalEntry],
  ['Daily prompt', (e) => e.dailyPrompt],
  ['Prompt response', (e) => e.promptResponse],
  ['Tags', (e) => e.customTags.join('; ')],
  ['Weather', (e) => e.weatherConditions],
  ['Temperature', (e) => e.temperature],
  ['Humidity', (e) => e.humidity],
  ['Pressure', (e) => e.pressure],
  ['Created at', (e) => e.createdAt],
  ['Updated at', (e) => e.updatedAt],
];

export const ENTRIES_CSV_HEADER = COLUMNS.map(([name]) => name);

export function entriesCsv(entries: readonly JournalEntry[]): string {
  return toCsv(
    ENTRIES_CSV_HEADER,
    entries.map((entry) => COLUMNS.map(([, value]) => value(entry))),
  );
}
