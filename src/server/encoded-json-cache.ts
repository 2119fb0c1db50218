import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const compressors = {
  br: (body: string) =>
    promisify(brotliCompress)(body, {
      // The body is compressed once per version of the data and then sent many times, so it
      // can afford a little more effort than the per-request quality 4 of plugins/security.ts.
      params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body: string) => promisify(gzip)(body, { level: 6 }),
};
type Encoding = keyof typeof compressors;

/** The encoding to answer in: brotli, else gzip, else none (an unlisted or q=0 one is refused). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (q === undefined || Number(q) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

interface Cached {
  etag: string;
  body: Buffer;
}

/**
 * Large JSON answers that are asked for far more often than they change (a year of journal
 * entries: 443 KB, read by every screen that shows history), kept compressed per user and
 * version, so reading the rows, encoding them and compressing happen once per change, not once
 * per request (docs/decisions/0032-server-hot-paths.md). Each slot holds only the latest version, and the total size is bounded (least recently used out),
 * so memory stays flat however many people use the server. Every instance keeps its own: the
 * ETag comes from the database, so a version written through another instance is never missed.
 */
export function createEncodedJsonCache({ maxBytes }: { maxBytes: number }) {
  const slots = new Map<string, Cached>();
  let bytes = 0;

  function remember(key: string, value: Cached) {
    forget(key);
    if (value.body.length > maxBytes / 4) return;
    slots.set(key, value);
    bytes += value.body.length;
    for (const [oldest, cached] of slots) {
      if (bytes <= maxBytes) break;
      slots.delete(oldest);
      bytes -= cached.body.length;
    }
  }

  function forget(key: string) {
    const cached = slots.get(key);
    if (!cached) return;
    slots.delete(key);
    bytes -= cached.body.length;
  }

  return {
    /**
     * Sends `produce()`'s JSON for version `etag` of the slot `key` (the user and what was
     * asked for), compressed from the cache when this version was compressed before.
     */
    async send(
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      etag: string,
      produce: () => Promise<string>,
    ): Promise<FastifyReply> {
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      // A client that takes no compression is rare (curl); it gets the JSON as it is.
      if (!encoding) return reply.send(await produce());
      const slot = `${key}\n${encoding}`;
      let cached = slots.get(slot);
      if (cached?.etag === etag) {
        // Most recently used goes last, so the sweep above drops the least recently used.
        slots.delete(slot);
        slots.set(slot, cached);
      } else {
        cached = { etag, body: await compressors[encoding](await produce()) };
        remember(slot, cached);
      }
      return reply.header('content-encoding', encoding).send(cached.body);
    },

    /** Total bytes held, for tests. */
    size: () => bytes,
  };
}

export type EncodedJsonCache = ReturnType<typeof createEncodedJsonCache>;
