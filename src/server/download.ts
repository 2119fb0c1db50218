import type { FastifyReply } from 'fastify';

/** A download: saved under `fileName`, never kept by a cache (it is the user's own record). */
export function asDownload(
  reply: FastifyReply,
  fileName: string,
  contentType: string,
): FastifyReply {
  return reply
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .type(contentType);
}
