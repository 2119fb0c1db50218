import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SIGNED_IN_HINT_COOKIE } from '@core/signed-in-hint';
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

/** The session cookie, and beside it the page-readable hint that a session exists. */
function setSessionCookies(request: FastifyRequest, reply: FastifyReply, token: string) {
  const options = cookieOptions(request);
  reply.setCookie(SESSION_COOKIE, token, options);
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { ...options, httpOnly: false, signed: false });
}

function clearSessionCookies(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/' });
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
      if (found?.renewed && token) setSessionCookies(request, reply, token);
      // An expired or ended session: the page's hint must not outlive it.
      else if (!found && request.cookies[SIGNED_IN_HINT_COOKIE]) clearSessionCookies(reply);
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
      setSessionCookies(request, reply, token);
      request.currentUser = undefined;
    },
    async signOut(request, reply) {
      const token = tokenOf(request);
      if (token) await sessions.destroy(token);
      clearSessionCookies(reply);
      request.currentUser = null;
    },
  };
  return auth;
}
