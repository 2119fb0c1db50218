import { mediaIdOf } from '../media';
import { entriesInPeriod, type ReportPeriod } from './period';
import { formatDate } from './words';

/**
 * Photos in a provider report. None is included unless the person ticks it for this report:
 * a photo of a rash is theirs to show, one report at a time, and the choice is not kept in the
 * report settings.
 */

export interface ReportPhoto {
  /** The media id (GET /api/media/{id}). */
  id: string;
  /** The entry's date, yyyy-MM-dd. */
  date: string;
  /** "25 Nov 2026, photo 2 of 3". */
  caption: string;
}

/** The photos of the period's entries that Cairn stores, oldest day first, in each entry's order. */
export function photosInPeriod(
  entries: readonly { date: string; photoUrls?: readonly string[] }[],
  period: ReportPeriod,
): ReportPhoto[] {
  const days = [...entriesInPeriod(entries, period)].sort((a, b) => a.date.localeCompare(b.date));
  return days.flatMap((entry) => {
    const ids = (entry.photoUrls ?? []).map(mediaIdOf).filter((id): id is string => id !== null);
    return ids.map((id, index) => ({
      id,
      date: entry.date,
      caption:
        ids.length === 1
          ? `${formatDate(entry.date) ?? entry.date}, photo`
          : `${formatDate(entry.date) ?? entry.date}, photo ${index + 1} of ${ids.length}`,
    }));
  });
}

/** The report's closing section naming the photos it carries (they are in the PDF and print). */
export function photosSection(photos: readonly ReportPhoto[]): string {
  if (photos.length === 0) return '';
  const lines = photos.map((photo) => `- ${photo.caption}`);
  const count = photos.length === 1 ? 'One photo' : `${photos.length} photos`;
  return [
    '## Photos',
    '',
    `${count} chosen by the patient for this report, shown in the PDF and the printed report:`,
    '',
    ...lines,
    '',
  ].join('\n');
}
