import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPublicPath } from '@core/public-paths';
import { SIGNED_IN_HINT_COOKIE } from '@core/signed-in-hint';
import { preferredEncoding } from '../encoded-json-cache';

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

const SIGNED_IN_HINT = new RegExp(`(?:^|;\\s*)${SIGNED_IN_HINT_COOKIE}=1(?:;|$)`);

/**
 * What the browser will most likely show, as the client decides (app.tsx, signed-out-view.tsx):
 * the landing page for a visitor (no signed-in hint cookie) on any path but the public ones, the
 * dashboard or another signed-in page with the hint, and a public page either way.
 */
function likelyView(request: FastifyRequest): 'landing' | 'dashboard' | 'signed-in' | 'public' {
  const pathname = request.url.split(/[?#]/, 1)[0] ?? '';
  if (isPublicPath(pathname)) return 'public';
  if (!SIGNED_IN_HINT.test(request.headers.cookie ?? '')) return 'landing';
  return pathname === '/' ? 'dashboard' : 'signed-in';
}

/**
 * A page as sent, in each encoding. The not-found handler that sends pages is no route, so the
 * compression plugin never sees its answers: the pages are compressed here, once at start (a few
 * milliseconds; the prerendered landing page goes from ~32 KB to ~7 KB).
 */
interface Page {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

function readPage(file: string | undefined): Page | undefined {
  if (!file || !existsSync(file)) return undefined;
  const identity = readFileSync(file);
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page) {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  reply.code(200).header('content-type', 'text/html; charset=utf-8');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding ? page[encoding] : page.identity);
}

/**
 * Serves the built client: hashed assets cached for a year, everything else revalidated, and
 * index.html for any other non-API path so the client's router can answer it.
 */
export async function registerClient(
  app: FastifyInstance,
  clientDir: string | undefined,
): Promise<void> {
  const indexHtml = readPage(clientDir && path.join(clientDir, 'index.html'));
  // index.html with the landing page's markup in it (scripts/prerender-landing.tsx), and with
  // preload links for a signed-in start (scripts/write-signed-in-pages.ts), where built.
  const pages = {
    landing: readPage(clientDir && path.join(clientDir, 'landing.html')),
    dashboard: readPage(clientDir && path.join(clientDir, 'dashboard.html')),
    'signed-in': readPage(clientDir && path.join(clientDir, 'signed-in.html')),
    public: indexHtml,
  };

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
      reply.header('vary', 'accept-encoding');
      return sendPage(request, reply, indexHtml);
    }
    // Which page depends on the signed-in hint cookie.
    reply.header('cache-control', 'no-cache').header('vary', 'cookie, accept-encoding');
    return sendPage(request, reply, pages[likelyView(request)] ?? indexHtml);
  });
}
