import { PassThrough, type Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  IMPORT_FILE_URL,
  IMPORT_PREVIEW_URL,
  importQuerySchema,
  type ImportEvent,
} from '@core/file-import';
import { HttpError } from '../../http-errors';
import type { Auth } from '../../plugins/auth';
import { parseInput } from '../../validate';
import type { FileImporter } from './file-importer';

const IMPORT_FAILED_MESSAGE = 'The import failed, and nothing was stored. Please try again.';

/**
 * The answer to an import, line by line: progress while the file is read and stored, then the
 * result or the reason nothing was stored. Until the first line the answer is an ordinary one,
 * so a file refused at once (empty, unrecognised, too large) gets its 4xx status.
 */
function ndjsonAnswer(reply: FastifyReply) {
  const stream = new PassThrough();
  let started = false;
  return {
    get started() {
      return started;
    },
    send(event: ImportEvent) {
      if (!started) {
        started = true;
        void reply
          .type('application/x-ndjson; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(stream);
      }
      stream.write(`${JSON.stringify(event)}\n`);
    },
    end() {
      stream.end();
    },
  };
}

/**
 * POST /api/import/preview and /api/import/file take the file itself as the body, in any
 * content type, and read it as a stream (file-importer.ts). Their own scope: every other route
 * keeps the app's JSON parser.
 */
export function fileImportRoutes(
  app: FastifyInstance,
  {
    auth,
    importer,
    durable,
  }: {
    auth: Auth;
    importer: FileImporter;
    /** Resolves once the import's rows are on the disk (Database.durable). */
    durable: () => Promise<void>;
  },
): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    const options = {
      // Signed in before the body is read: nobody else gets to make the server read a file.
      onRequest: async (request: Parameters<Auth['requireUser']>[0], reply: FastifyReply) => {
        await auth.requireUser(request, reply);
      },
    };
    const bodyOf = (body: unknown): Readable => {
      if (!body) throw new HttpError(400, 'The file is empty.');
      return body as Readable;
    };

    scope.post(IMPORT_PREVIEW_URL, options, async (request, reply) => {
      const user = await auth.requireUser(request, reply);
      const choices = parseInput(importQuerySchema, request.query, 'query');
      return importer.preview(user, bodyOf(request.body), choices);
    });

    scope.post(
      IMPORT_FILE_URL,
      { ...options, config: { compress: false } },
      async (request, reply) => {
        const user = await auth.requireUser(request, reply);
        const choices = parseInput(importQuerySchema, request.query, 'query');
        const answer = ndjsonAnswer(reply);
        try {
          const result = await importer.import(user, bodyOf(request.body), choices, (progress) =>
            answer.send({ type: 'progress', ...progress }),
          );
          // The answer streams from the start; "done" is the acknowledgement, so it waits.
          await durable();
          answer.send({ type: 'done', result });
        } catch (error) {
          if (!answer.started) throw error;
          const status = error instanceof HttpError ? error.statusCode : 500;
          if (status >= 500) request.log.error(error, 'file import failed');
          const message = status >= 500 ? IMPORT_FAILED_MESSAGE : (error as Error).message;
          answer.send({ type: 'error', status, message });
        }
        answer.end();
        return reply;
      },
    );
  });
}
