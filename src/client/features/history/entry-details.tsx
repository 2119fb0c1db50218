import type { ReactNode } from 'react';
import { bodyPartName } from '@core/body-parts';
import type { JournalEntry } from '@core/journal';
import { moodLabel, painDescriptor } from '@core/pain-scale';
import { DEFAULT_SETTINGS } from '@core/settings';
import { weatherSummary, type TemperatureUnit } from '@core/weather';
import { useSettings } from '@client/api/settings/get-settings';
import { formatEntryDate, formatLoggedAt } from '@client/lib/dates';
import { PhotoGrid } from '@client/features/journal/media/photo-grid';
import { VoiceNoteAudio } from '@client/features/journal/media/voice-note-player';

function has(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function sleepText(entry: JournalEntry): string | null {
  const parts: string[] = [];
  if (entry.sleepHours !== null) parts.push(`${entry.sleepHours} hours`);
  if (entry.sleepQuality !== null) parts.push(`quality ${entry.sleepQuality}/10`);
  return parts.length > 0 ? parts.join(', ') : null;
}

/** Every filled field of an entry as label and value pairs; empty fields are left out. */
export function entryDetailRows(
  entry: JournalEntry,
  timeZone: string,
  temperatureUnit: TemperatureUnit = DEFAULT_SETTINGS.temperatureUnit,
): Array<[string, ReactNode]> {
  const rows: Array<[string, ReactNode]> = [];
  const add = (label: string, value: ReactNode | null | undefined | false) => {
    if (value !== null && value !== undefined && value !== false && value !== '') {
      rows.push([label, value]);
    }
  };
  const list = (items: string[]) => (items.length > 0 ? items.join(', ') : null);
  const text = (value: string | null) =>
    has(value) ? <span className="whitespace-pre-wrap">{value}</span> : null;

  add('Pain level', `${entry.painLevel}/10 · ${painDescriptor(entry.painLevel)}`);
  add('Mood', entry.moodLevel !== null && `${entry.moodLevel}/5 · ${moodLabel(entry.moodLevel)}`);
  add(
    'Pain locations',
    list(
      entry.painLocations.map(
        (location) => `${bodyPartName(location.bodyPart)} (${location.intensity}/10)`,
      ),
    ),
  );
  add('Pain types', list(entry.painTypes));
  add('Symptoms', list(entry.symptoms));
  add('Activities', list(entry.activities));
  add('Tags', list(entry.customTags));
  add('Sleep', sleepText(entry));
  add('Stress', entry.stressLevel !== null && `${entry.stressLevel}/10`);
  add('Energy', entry.energyLevel !== null && `${entry.energyLevel}/10`);
  add('Weather', weatherSummary(entry, temperatureUnit));
  add('Journal', text(entry.journalEntry));
  add('Reflection prompt', text(entry.dailyPrompt));
  add('Reflection response', text(entry.promptResponse));
  add('Gratitude', text(entry.gratitude));
  add('Notes', text(entry.notes));
  add('Voice note', entry.voiceNoteUrl ? <VoiceNoteAudio url={entry.voiceNoteUrl} /> : null);
  add(
    'Photos',
    entry.photoUrls.length > 0 ? (
      <PhotoGrid urls={entry.photoUrls} dateLabel={formatEntryDate(entry.date)} />
    ) : null,
  );
  add('Saved', formatLoggedAt(entry.createdAt, timeZone));
  return rows;
}

export function EntryDetails({ entry, timeZone }: { entry: JournalEntry; timeZone: string }) {
  const unit = useSettings().data?.temperatureUnit;
  return (
    <dl className="grid gap-3">
      {entryDetailRows(entry, timeZone, unit).map(([label, value]) => (
        <div
          key={label}
          className="grid min-w-0 gap-0.5 border-b border-slate-100 pb-3 last:border-b-0"
        >
          <dt className="text-sm font-semibold text-slate-600">{label}</dt>
          <dd className="min-w-0 text-slate-900 [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
