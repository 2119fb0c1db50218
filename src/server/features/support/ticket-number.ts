import { randomInt } from 'node:crypto';
import { TICKET_ALPHABET } from '@core/support';

/**
 * A fresh random ticket number such as "CRN-7K4P-2Q9X": 30^8 (about 6.6 x 10^11) possibilities,
 * so a clash is rare and the store simply draws again (docs/decisions/0012-support.md).
 */
export function randomTicketNumber(pick: (max: number) => number = randomInt): string {
  let chars = '';
  for (let i = 0; i < 8; i += 1) chars += TICKET_ALPHABET[pick(TICKET_ALPHABET.length)];
  return `CRN-${chars.slice(0, 4)}-${chars.slice(4)}`;
}
