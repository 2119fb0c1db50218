import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  FILE_EXTENSIONS,
  MEDIA_FILE_MAX_BYTES,
  MEDIA_URL,
  MEDIA_USAGE_URL,
  mediaIdParams,
  mediaListQuery,
  mediaUploadQuery,
  type MediaContentType,
} from '@core/media';
import type { ApiUser } from '@core/user';
import { notFound } from '../../http-errors';
import type { Auth } from '../../plugins/auth';
import { parseInput, uuidParam } from '../../validate';
import { parseByteRange } from './byte-range';
import { FILE_TOO_LARGE_MESSAGE } from './file-check';
import type { MediaService } from './service';
import { presentMedia, type MediaStore } from './store';

const NOT_FOUND_MESSAGE = 'Media not found';

/**
 * Room above the file limit for the body, so a file just over it is read and answered by the
 * service's own check; anything larger is cut off by Fastify with the same message.
 */
const BODY_LIMIT = MEDIA_FILE_MAX_BYTES + 64 * 1024;

/** A file never changes under its id: browsers and the service worker may keep it for good. */
const CACHE_FOREVER = 'private, max-age=31536000, immutable';

const fileName = (kind: string, id: string, type: MediaContentType) =>
  `cairn-${kind}-${id.slice(0, 8)}.${FILE_EXTENSIONS[type]}`;

/**
 * Voice notes and photos (issue 23): `PUT /api/media/:id` takes the raw bytes under an id the
 * browser chose, `GET` serves them (with ranges, for seeking in a recording) to their owner only.
 * Listing, usage, reading and deleting stay open on every plan; only uploading asks the plan.
 */
export function mediaRoutes(
  app: FastifyInstance,
  {
    auth,
    store,
    service,
    assertMayAttachMedia,
  }: {
    auth: Auth;
    store: MediaStore;
    service: MediaService;
    /** Throws 402 when the account's plan does not include voice notes and photos. */
    assertMayAttachMedia: (user: ApiUser) => void;
  },
): void {
  app.get(MEDIA_URL, async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    const { entryId } = parseInput(mediaListQuery, request.query, 'query');
    reply.header('cache-control', 'private, no-cache');
    return (await store.list(user.id, entryId)).map(presentMedia);
  });

  app.get(MEDIA_USAGE_URL, async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    reply.header('cache-control', 'private, no-cache');
    return service.usage(user.id);
  });

  // Already compressed (JPEG, WebP, Opus…), and a range must count the stored bytes.
  app.get(`${MEDIA_URL}/:id`, { compress: false }, async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    const id = uuidParam(request.params, NOT_FOUND_MESSAGE);
    const file = await store.read(user.id, id);
    if (!file) throw notFound(NOT_FOUND_MESSAGE);
    const type = file.content_type as MediaContentType;
    const size = file.data.length;
    reply.header('accept-ranges', 'bytes');
    const range = parseByteRange(request.headers.range, size);
    if (range.kind === 'unsatisfiable') {
      // Not kept by caches: only the file itself is the same for good.
      return reply
        .code(416)
        .header('cache-control', 'private, no-store')
        .header('content-range', `bytes */${size}`)
        .send({ message: 'Range: outside the file' });
    }
    reply
      .type(type)
      .header('cache-control', CACHE_FOREVER)
      .header('content-disposition', `inline; filename="${fileName(file.kind, file.id, type)}"`);
    if (range.kind === 'partial') {
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
        .send(file.data.subarray(range.start, range.end + 1));
    }
    return reply.send(file.data);
  });

  app.delete(`${MEDIA_URL}/:id`, async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    const id = uuidParam(request.params, NOT_FOUND_MESSAGE);
    if (!(await store.remove(user.id, id))) throw notFound(NOT_FOUND_MESSAGE);
    return reply.code(204).send();
  });

  // The upload's own scope: its body is the file's bytes in whatever type the browser named
  // (image/webp, audio/webm;codecs=opus, application/octet-stream…), read as they are. The type
  // is then taken from the bytes, never from the header.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );

    scope.put(
      `${MEDIA_URL}/:id`,
      {
        bodyLimit: BODY_LIMIT,
        config: { bodyTooLargeMessage: FILE_TOO_LARGE_MESSAGE },
        // Signed in before the body is read: nobody else gets to make the server read 10 MB.
        onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
          await auth.requireUser(request, reply);
        },
      },
      async (request, reply) => {
        const user = await auth.requireUser(request, reply);
        const { id } = parseInput(mediaIdParams, request.params, 'id');
        const query = parseInput(mediaUploadQuery, request.query, 'query');
        const bytes = Buffer.isBuffer(request.body) ? request.body : undefined;
        const { item, created } = await service.upload(user, { id, query, bytes }, () =>
          assertMayAttachMedia(user),
        );
        return reply.code(created ? 201 : 200).send(item);
      },
    );
  });
}
