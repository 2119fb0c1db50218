import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import type { DeviceStore } from './device-store';
import type { EventStore } from './event-store';
import type { ImportStore } from './import-store';
import type { ImportRow } from './presenters';
import type { ReadingWriter, WriteContext } from './reading-writer';

/** What the parts of an import share: its dependencies, its run, and how it stops. */

export interface ImportJobDeps {
  db: Kysely<DatabaseSchema>;
  devices: DeviceStore;
  imports: ImportStore;
  events: EventStore;
  writer: ReadingWriter;
  clock: () => Date;
  log: { error(object: unknown, message: string): void };
}

/** Why an import stopped, in words for the person who uploaded it. */
export class ImportFailure extends Error {}
export class ImportCancelled extends Error {}

export const FILE_GONE =
  'The uploaded file is no longer kept on the server. Upload the file again to import it.';
export const SERVER_ERROR =
  'The import stopped because of an error on the server. Use Sync on the device to try again.';

/** What every import needs while it runs. */
export interface ImportRun {
  deps: ImportJobDeps;
  row: ImportRow;
  file: string;
  /** The user's IANA time zone: CSV times without an offset are wall times there. */
  timeZone: string;
  context: WriteContext;
  /** Throws ImportCancelled once the account is being deleted. */
  checkCancelled(): void;
}

/** Readings stored per transaction: big enough to be quick, small enough to let others in. */
export const BATCH_SIZE = 2000;

/** Gives other requests their turn between batches. */
export const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));
