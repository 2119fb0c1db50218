import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../http-errors';

const FRAMEWORK_MESSAGES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: 'Unsupported content type: send JSON with Content-Type: application/json',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    message: 'body: Request body is empty but Content-Type is application/json',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'body: Malformed JSON' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Invalid Content-Length' },
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Said instead of the generic 413 message by a route with its own body limit. */
    bodyTooLargeMessage?: string;
  }
}

/**
 * The one place errors become responses: `{ message }` (400s add `issues`), never a stack trace.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .code(error.statusCode)
        .send(
          error.issues
            ? { message: error.message, issues: error.issues }
            : { message: error.message, ...error.details },
        );
    }
    const known = error.code ? FRAMEWORK_MESSAGES[error.code] : undefined;
    if (known?.status === 413 && request.routeOptions.config?.bodyTooLargeMessage) {
      return reply.code(413).send({ message: request.routeOptions.config.bodyTooLargeMessage });
    }
    if (known) return reply.code(known.status).send({ message: known.message });
    if (error instanceof SyntaxError) {
      return reply.code(400).send({ message: 'body: Malformed JSON' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
}
