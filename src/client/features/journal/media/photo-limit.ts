import { PHOTOS_PER_ENTRY_MAX } from '@core/media';

/** What to say when more photos were chosen than the entry has room for; null when all fit. */
export function photoLimitMessage(chosen: number, added: number): string | null {
  if (added >= chosen) return null;
  if (added === 0) {
    return `This entry already has ${PHOTOS_PER_ENTRY_MAX} photos, the most it can hold. Delete one to add another.`;
  }
  return `An entry holds up to ${PHOTOS_PER_ENTRY_MAX} photos, so ${added} of the ${chosen} you chose ${added === 1 ? 'was' : 'were'} added.`;
}
