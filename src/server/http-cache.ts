import type { FastifyRequest } from 'fastify';

/** True when the client already holds this version (If-None-Match may list several). */
export function clientHas(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
}
