import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../http-errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix primitives set positioning styles at run time; no script may be inline.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 4 keeps brotli cheap enough for dynamic JSON.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });

  /**
   * Cookies are SameSite=Lax; in addition a state-changing request that names another origin is
   * refused, so no other site can post a form into Cairn.
   */
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const origin = request.headers.origin;
    if (!origin || origin === 'null') return;
    let sameHost = false;
    try {
      // Both sides through URL, so an explicit default port (":80") compares equal to none.
      sameHost = new URL(origin).host === new URL(`${request.protocol}://${request.host}`).host;
    } catch {
      sameHost = false;
    }
    if (!sameHost) throw forbidden('Cross-site request refused');
  });
}

/** Sign-in and account forms post url-encoded bodies; everything else is JSON. */
export function registerFormParser(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}
