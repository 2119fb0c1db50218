import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { deleteAccountSchema, loginSchema, registerSchema } from '@core/auth';
import { HttpError } from '../../http-errors';
import type { Auth } from '../../plugins/auth';
import { parseInput } from '../../validate';
import type { AccountService } from './account-service';
import { AUTH_PAGE_SCRIPT, AUTH_PAGE_STYLES, renderAuthPage, type AuthMode } from './login-page';
import { presentUser } from './present-user';

interface Deps {
  auth: Auth;
  accounts: AccountService;
  adminEmails: ReadonlySet<string>;
}

function isFormPost(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
}

function text(body: unknown, key: string): string | undefined {
  const value = (body as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'string' ? value : undefined;
}

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);
}

export function authRoutes(app: FastifyInstance, { auth, accounts, adminEmails }: Deps): void {
  /**
   * A browser form gets a redirect on success and the page again with the message on failure;
   * a JSON client gets JSON either way.
   */
  async function handle(
    mode: AuthMode,
    request: FastifyRequest,
    reply: FastifyReply,
    run: () => Promise<{ id: string } & Parameters<typeof presentUser>[0]>,
    successStatus: number,
  ) {
    const form = isFormPost(request);
    try {
      await accounts.countAttempt(request.ip);
      const user = await run();
      await auth.signIn(request, reply, user.id);
      if (form) return reply.redirect('/', 303);
      return reply.code(successStatus).send(presentUser(user, adminEmails));
    } catch (error) {
      if (!form || !(error instanceof HttpError)) throw error;
      if (error.headers) reply.headers(error.headers);
      const body = request.body;
      return sendPage(
        reply,
        error.statusCode,
        renderAuthPage({
          mode,
          error: error.issues?.[0]?.message ?? error.message,
          email: text(body, 'email'),
          firstName: text(body, 'firstName'),
          lastName: text(body, 'lastName'),
        }),
      );
    }
  }

  app.get('/api/login', async (request, reply) => {
    if (await auth.userOf(request, reply)) return reply.redirect('/', 302);
    const mode = (request.query as { mode?: string }).mode === 'register' ? 'register' : 'signin';
    return sendPage(reply, 200, renderAuthPage({ mode }));
  });

  app.get('/api/login/styles.css', async (_request, reply) =>
    reply
      .header('content-type', 'text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(AUTH_PAGE_STYLES),
  );
  app.get('/api/login/time-zone.js', async (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(AUTH_PAGE_SCRIPT),
  );

  app.post('/api/login', (request, reply) =>
    handle(
      'signin',
      request,
      reply,
      () => accounts.login(parseInput(loginSchema, request.body)),
      200,
    ),
  );

  app.post('/api/register', (request, reply) =>
    handle(
      'register',
      request,
      reply,
      () => accounts.register(parseInput(registerSchema, request.body)),
      201,
    ),
  );

  app.post('/api/logout', async (request, reply) => {
    await auth.signOut(request, reply);
    return reply.code(204).send();
  });

  app.get('/api/logout', async (request, reply) => {
    await auth.signOut(request, reply);
    return reply.redirect('/', 302);
  });

  app.get('/api/auth/user', async (request, reply) => auth.requireUser(request, reply));

  /** Deletes the signed-in account and all of its data; the password is asked again. */
  app.delete('/api/account', async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    const input = parseInput(deleteAccountSchema, request.body);
    await accounts.deleteAccount(user.id, input);
    await auth.signOut(request, reply);
    return reply.code(204).send();
  });
}
