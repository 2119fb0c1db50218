import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import {
  ENTRIES_CSV_URL,
  entriesCsvFileName,
  EXPORT_URL,
  exportFileName,
  FULL_EXPORT_URL,
  fullExportFileName,
  IMPORT_MAX_BYTES,
  IMPORT_TOO_LARGE_MESSAGE,
  IMPORT_URL,
  IMPORT_ZIP_MAX_BYTES,
  IMPORT_ZIP_TOO_LARGE_MESSAGE,
  ZIP_DOCUMENT_NAME,
} from '@core/data-export';
import { importFileSchema, importHeaderSchema } from '@core/data-import';
import { entriesCsv } from '@core/journal-csv';
import { localDate } from '@core/time-zone';
import { asDownload } from '../../download';
import { HttpError } from '../../http-errors';
import type { Auth } from '../../plugins/auth';
import { parseInput } from '../../validate';
import { presentEntry } from '../journal/entry-columns';
import type { JournalStore } from '../journal/store';
import type { MediaStore } from '../media/store';
import { fullExportStream, NO_DOCUMENT_MESSAGE, readZip, withSavedBody } from './media-zip';
import type { DataService } from './service';

const ZIP_TYPES = ['application/zip', 'application/x-zip-compressed'];

/** The zip's document, checked as a JSON import is; every message names the file. */
function documentOf(text: Buffer) {
  const named = (error: unknown) =>
    error instanceof HttpError
      ? new HttpError(400, `${ZIP_DOCUMENT_NAME}: ${error.message}`, error.issues)
      : error;
  let body: unknown;
  try {
    body = JSON.parse(text.toString('utf8'));
  } catch {
    throw new HttpError(400, `${ZIP_DOCUMENT_NAME}: Malformed JSON`);
  }
  try {
    parseInput(importHeaderSchema, body);
    return parseInput(importFileSchema, body);
  } catch (error) {
    throw named(error);
  }
}

export function dataExportRoutes(
  app: FastifyInstance,
  {
    auth,
    service,
    journal,
    media,
  }: { auth: Auth; service: DataService; journal: JournalStore; media: MediaStore },
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

  app.get(FULL_EXPORT_URL, { config: { compress: false } }, async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    const document = await service.exportDocument(user);
    const date = localDate(new Date(document.exportedAt), user.timeZone);
    const zip = fullExportStream(document, async (id) => (await media.read(user.id, id))?.data);
    return asDownload(reply, fullExportFileName(date), 'application/zip')
      .header('cache-control', 'private, no-store')
      .send(zip);
  });

  app.get(ENTRIES_CSV_URL, async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    const rows = await journal.list(user.id, {});
    const date = localDate(new Date(), user.timeZone);
    return asDownload(reply, entriesCsvFileName(date), 'text/csv; charset=utf-8').send(
      entriesCsv(rows.map(presentEntry)),
    );
  });

  // Its own scope: only this route takes a zip (as a stream), every other keeps JSON alone.
  void app.register(async (scope) => {
    scope.addContentTypeParser(ZIP_TYPES, (_request, payload, done) => done(null, payload));
    scope.post(
      IMPORT_URL,
      {
        // The JSON body's limit; a zip streams to a temporary file under its own (withSavedBody).
        bodyLimit: IMPORT_MAX_BYTES,
        config: { bodyTooLargeMessage: IMPORT_TOO_LARGE_MESSAGE },
        // Signed in before the body is read: nobody else gets to make the server parse 20 MB.
        onRequest: async (request, reply) => {
          await auth.requireUser(request, reply);
        },
      },
      async (request, reply) => {
        const user = await auth.requireUser(request, reply);
        if (!ZIP_TYPES.includes(request.headers['content-type']?.split(';')[0]?.trim() ?? '')) {
          parseInput(importHeaderSchema, request.body);
          const file = parseInput(importFileSchema, request.body);
          return service.importFile(user, file);
        }
        if (Number(request.headers['content-length']) > IMPORT_ZIP_MAX_BYTES) {
          throw new HttpError(413, IMPORT_ZIP_TOO_LARGE_MESSAGE);
        }
        const body = request.body as Readable;
        return withSavedBody(
          body,
          IMPORT_ZIP_MAX_BYTES,
          IMPORT_ZIP_TOO_LARGE_MESSAGE,
          async (path) => {
            const zip = await readZip(path);
            try {
              if (!zip.has(ZIP_DOCUMENT_NAME)) throw new HttpError(400, NO_DOCUMENT_MESSAGE);
              const file = documentOf(await zip.read(ZIP_DOCUMENT_NAME, IMPORT_MAX_BYTES));
              return await service.importFile(user, file, zip);
            } finally {
              zip.close();
            }
          },
        );
      },
    );
  });
}
