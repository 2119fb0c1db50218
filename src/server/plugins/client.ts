import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Pages opened with a secret: `/clinician` and the paths under it (the token rides in the
 * fragment, never in the URL) and `/unsubscribe?token=` from a reminder e-mail.
 */
function isSecretLinkPage(url: string): boolean {
  const pathname = url.split(/[?#]/, 1)[0] ?? '';
  return (
    pathname === '/clinician' || pathname.startsWith('/clinician/') || pathname === '/unsubscribe'
  );
}

/**
 * Serves the built client: hashed assets cached for a year, everything else revalidated, and
 * index.html for any other non-API path so the client's router can answer it.
 */
export async function registerClient(
  app: FastifyInstance,
  clientDir: string | undefined,
): Promise<void> {
  const indexFile = clientDir ? path.join(clientDir, 'index.html') : undefined;
  const indexHtml =
    indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;

  if (clientDir && indexHtml) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      // Only the files present at start are routes; every other path falls through to the SPA.
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      // Everything outside assets/ (index.html, sw.js, manifest.webmanifest, icons) is revalidated:
      // a cached /sw.js would keep people on an old version after a release. Content types come
      // from the file name, also for the precompressed .br/.gz variants.
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (request.url.startsWith('/api/') || request.url === '/api' || !isPage || !indexHtml) {
      return reply.code(404).send({ message: 'Not found' });
    }
    if (isSecretLinkPage(request.url)) {
      // A patient's data, or a link that acts on their account: kept by no cache, listed by no
      // engine.
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    } else {
      reply.header('cache-control', 'no-cache');
    }
    return reply.code(200).header('content-type', 'text/html; charset=utf-8').send(indexHtml);
  });
}
