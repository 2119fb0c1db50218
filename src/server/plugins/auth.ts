import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiUser } from '@core/user';
import { forbidden, unauthorized } from '../http-errors';
import { presentUser } from '../features/auth/present-user';
import { SESSION_TTL_MS, type SessionStore } from './session-store';

export const SESSION_COOKIE = 'cairn_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** undefined until looked up; null when nobody is signed in. */
    currentUser: ApiUser | null | undefined;
  }
}

function cookieOptions(request: FastifyRequest) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
    signed: true,
    maxAge: SESSION_TTL_MS / 1000,
  };
}

export interface Auth {
  /** The signed-in user, or null. Looked up once per request. */
  userOf(request: FastifyRequest, reply: FastifyReply): Promise<ApiUser | null>;
  requireUser(request: FastifyRequest, reply: FastifyReply): Promise<ApiUser>;
  requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<ApiUser>;
  /** Starts a fresh session (a new id every sign-in), ending any session the request had. */
  signIn(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void>;
  signOut(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

export function createAuth(
  app: FastifyInstance,
  sessions: SessionStore,
  adminEmails: ReadonlySet<string>,
): Auth {
  app.decorateRequest('currentUser', undefined);

  function tokenOf(request: FastifyRequest): string | null {
    const raw = request.cookies[SESSION_COOKIE];
    if (!raw) return null;
    const unsigned = request.unsignCookie(raw);
    return unsigned.valid ? unsigned.value : null;
  }

  const auth: Auth = {
    async userOf(request, reply) {
      if (request.currentUser !== undefined) return request.currentUser;
      const token = tokenOf(request);
      const found = token ? await sessions.find(token) : null;
      if (found?.renewed && token) reply.setCookie(SESSION_COOKIE, token, cookieOptions(request));
      request.currentUser = found ? presentUser(found.user, adminEmails) : null;
      return request.currentUser;
    },
    async requireUser(request, reply) {
      const user = await auth.userOf(request, reply);
      if (!user) throw unauthorized();
      return user;
    },
    async requireAdmin(request, reply) {
      const user = await auth.requireUser(request, reply);
      if (!user.isAdmin) throw forbidden('Admin access required');
      return user;
    },
    async signIn(request, reply, userId) {
      const previous = tokenOf(request);
      if (previous) await sessions.destroy(previous);
      const token = await sessions.create(userId);
      reply.setCookie(SESSION_COOKIE, token, cookieOptions(request));
      request.currentUser = undefined;
    },
    async signOut(request, reply) {
      const token = tokenOf(request);
      if (token) await sessions.destroy(token);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      request.currentUser = null;
    },
  };
  return auth;
}
