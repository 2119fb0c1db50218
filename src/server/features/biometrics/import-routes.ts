import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMPORTS_URL } from '@core/biometrics/constants';
import { IMPORT_KINDS, type ImportKind } from '@core/biometrics/types';
import { HttpError } from '../../http-errors';
import type { Auth } from '../../plugins/auth';
import { uuidParam } from '../../validate';
import { IMPORT_NOT_FOUND, tooLargeMessage, type ImportService } from './import-service';

export const SEND_MULTIPART =
  'Send the file as multipart/form-data: the field kind (apple_health or csv), for CSV the field deviceId, then the file.';

const badField = (path: string, message: string) =>
  new HttpError(400, `${path}: ${message}`, [{ path, message }]);

/** The upload's fields and file, in that order (the file last, as the client sends it). */
async function receiveUpload(
  request: FastifyRequest,
  service: ImportService,
  user: Parameters<ImportService['receive']>[0],
) {
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== 'file')
      throw badField(part.fieldname, 'only the field file may hold a file');
    const kind = fields.kind as ImportKind | undefined;
    if (!kind || !(IMPORT_KINDS as readonly string[]).includes(kind)) {
      throw badField('kind', `must be one of ${IMPORT_KINDS.join(', ')}, sent before the file`);
    }
    const deviceId = kind === 'csv' ? await service.csvDevice(user, fields.deviceId) : null;
    return service.receive(user, {
      kind,
      deviceId,
      fileName: (part.filename || 'upload').slice(0, 200),
      file: part.file,
    });
  }
  throw badField('file', 'choose a file to upload');
}

/** Uploads of Apple Health exports and CSV files, and the imports that read them. */
export async function importRoutes(
  app: FastifyInstance,
  { auth, imports, maxBytes }: { auth: Auth; imports: ImportService; maxBytes: number },
): Promise<void> {
  const idOf = (params: unknown) => uuidParam(params, IMPORT_NOT_FOUND);

  // Multipart only here: every other route takes JSON.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: maxBytes, files: 1, fields: 4, fieldSize: 200, parts: 6 },
    });
    scope.post(
      IMPORTS_URL,
      {
        // Signed in, and not already importing, before a byte of a large body is read.
        onRequest: async (request, reply) => {
          const user = await auth.requireUser(request, reply);
          await imports.assertIdle(user);
        },
      },
      async (request, reply) => {
        const user = await auth.requireUser(request, reply);
        if (!request.isMultipart()) throw new HttpError(400, SEND_MULTIPART);
        try {
          return reply.code(202).send(await receiveUpload(request, imports, user));
        } catch (error) {
          const code = (error as { code?: string }).code;
          if (code === 'FST_REQ_FILE_TOO_LARGE')
            throw new HttpError(413, tooLargeMessage(maxBytes));
          if (
            code === 'FST_FILES_LIMIT' ||
            code === 'FST_PARTS_LIMIT' ||
            code === 'FST_FIELDS_LIMIT'
          ) {
            throw new HttpError(400, `${SEND_MULTIPART} One file at a time.`);
          }
          throw error;
        }
      },
    );
  });

  app.get(IMPORTS_URL, async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    reply.header('cache-control', 'private, no-cache');
    return imports.list(user);
  });

  app.get(`${IMPORTS_URL}/:id`, async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    reply.header('cache-control', 'private, no-cache');
    return imports.get(user, idOf(request.params));
  });

  app.post(`${IMPORTS_URL}/:id/confirm`, async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    return imports.confirm(user, idOf(request.params));
  });

  app.post(`${IMPORTS_URL}/:id/dismiss`, async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    return imports.dismiss(user, idOf(request.params));
  });
}
