import type { FastifyInstance } from 'fastify';
import {
  ENTRIES_CSV_URL,
  entriesCsvFileName,
  EXPORT_URL,
  exportFileName,
  IMPORT_MAX_BYTES,
  IMPORT_TOO_LARGE_MESSAGE,
  IMPORT_URL,
} from '@core/data-export';
import { importFileSchema, importHeaderSchema } from '@core/data-import';
import { entriesCsv } from '@core/journal-csv';
import { localDate } from '@core/time-zone';
import { asDownload } from '../../download';
import type { Auth } from '../../plugins/auth';
import { parseInput } from '../../validate';
import { presentEntry } from '../journal/entry-columns';
import type { JournalStore } from '../journal/store';
import type { DataService } from './service';

export function dataExportRoutes(
  app: FastifyInstance,
  { auth, service, journal }: { auth: Auth; service: DataService; journal: JournalStore },
): void {
  app.get(EXPORT_URL, async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    const document = await service.exportDocument(user);
    const date = localDate(new Date(document.exportedAt), user.timeZone);
    // Compact JSON: a long history stays well inside the import limit.
    return asDownload(reply, exportFileName(date), 'application/json; charset=utf-8').send(
      JSON.stringify(document),
    );
  });

  app.get(ENTRIES_CSV_URL, async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    const rows = await journal.list(user.id, {});
    const date = localDate(new Date(), user.timeZone);
    return asDownload(reply, entriesCsvFileName(date), 'text/csv; charset=utf-8').send(
      entriesCsv(rows.map(presentEntry)),
    );
  });

  app.post(
    IMPORT_URL,
    {
      bodyLimit: IMPORT_MAX_BYTES,
      config: { bodyTooLargeMessage: IMPORT_TOO_LARGE_MESSAGE },
      // Signed in before the body is read: nobody else gets to make the server parse 20 MB.
      onRequest: async (request, reply) => {
        await auth.requireUser(request, reply);
      },
    },
    async (request, reply) => {
      const user = await auth.requireUser(request, reply);
      parseInput(importHeaderSchema, request.body);
      const file = parseInput(importFileSchema, request.body);
      return service.importFile(user, file);
    },
  );
}
