// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiUser } from '@core/user';
import { App } from './app';
import { queryClient } from './lib/query-client';

const JO: ApiUser = {
  id: 'u1',
  email: 'jo@example.test',
  firstName: 'Jo',
  lastName: null,
  profileImageUrl: null,
  isAdmin: false,
  subscriptionType: 'free',
  subscriptionStatus: 'active',
  subscriptionEndsAt: null,
  timeZone: 'Europe/London',
  createdAt: '2025-01-01T00:00:00.000Z',
};

/** A stand-in for the server: the user (or 401), and no journal entries yet. */
function answerUser(user: ApiUser | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = String(input);
      if (!user) return new Response('{"message":"Unauthorized"}', { status: 401 });
      if (url === '/api/auth/user') return Response.json(user);
      if (url === '/api/journal-entries') return Response.json([]);
      return new Response('{"message":"Not found"}', { status: 404 });
    }),
  );
}

beforeEach(() => {
  window.matchMedia ??= (() => ({ matches: false })) as never;
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('auth gate', () => {
  it('shows the landing page on any path while loading and when signed out', async () => {
    let answer = (_: Response) => {};
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    window.history.replaceState(null, '', '/journal');
    render(<App />);
    const signIn = await screen.findByRole('link', { name: 'Sign In' });
    expect(signIn.getAttribute('href')).toBe('/api/login');
    expect(queryClient.getQueryState(['/api/auth/user'])?.status).toBe('pending');

    answer(new Response('{"message":"Unauthorized"}', { status: 401 }));
    await vi.waitFor(() => expect(queryClient.getQueryData(['/api/auth/user'])).toBeNull());
    expect(screen.getByRole('link', { name: 'Sign In' })).not.toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('shows a skeleton, not the landing page, while a browser with a session waits', async () => {
    document.cookie = 'cairn_signed_in=1; path=/';
    try {
      let answer = (_: Response) => {};
      vi.stubGlobal(
        'fetch',
        vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (answer = resolve))),
      );
      render(<App />);
      expect(screen.getByRole('status', { name: 'Loading' })).not.toBeNull();
      expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();

      // The session had run out after all: the visitor gets the landing page.
      answer(new Response('{"message":"Unauthorized"}', { status: 401 }));
      expect(await screen.findByRole('link', { name: 'Sign In' })).not.toBeNull();
    } finally {
      document.cookie = 'cairn_signed_in=; path=/; max-age=0';
    }
  });

  it('shows the shell and the routed page when signed in', async () => {
    answerUser(JO);
    window.history.replaceState(null, '', '/journal');
    render(<App />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Daily Journal' }, { timeout: 10_000 }),
    ).not.toBeNull();
    expect(screen.getByRole('navigation', { name: 'Main' })).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Account menu for Jo' }).textContent).toBe('J');
    expect(document.title).toBe('Daily Journal · Cairn');
  });

  it('shows the not-found page for an unknown path', async () => {
    answerUser(JO);
    window.history.replaceState(null, '', '/no-such-page');
    render(<App />);
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' }),
    ).not.toBeNull();
  });
});

describe('public pages', () => {
  function answerSupport(user: ApiUser | null) {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) => {
        const url = String(input);
        if (url === '/api/auth/user') {
          return user
            ? Response.json(user)
            : new Response('{"message":"Unauthorized"}', { status: 401 });
        }
        if (url === '/api/support/contact') return Response.json({ email: 'help@cairn.test' });
        if (url === '/api/journal-entries') return Response.json([]);
        return new Response('{"message":"Not found"}', { status: 404 });
      }),
    );
  }

  it('shows the Support Centre to a signed-out visitor, in the landing frame', async () => {
    answerSupport(null);
    window.history.replaceState(null, '', '/support');
    render(<App />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Support Centre' }, { timeout: 10_000 }),
    ).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/api/login');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Get Started Free' })).toBeNull();
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('');
  });

  it('shows the Support Centre inside the shell when signed in, with name and email filled', async () => {
    answerSupport(JO);
    window.history.replaceState(null, '', '/support');
    render(<App />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Support Centre' }, { timeout: 10_000 }),
    ).not.toBeNull();
    expect(screen.getByRole('navigation', { name: 'Main' })).not.toBeNull();
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Jo');
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('jo@example.test');
  });

  it('never shows the landing page on /support while sign-in status loads', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => new Promise<Response>(() => {})),
    );
    window.history.replaceState(null, '', '/support');
    render(<App />);
    expect(screen.queryByRole('link', { name: 'Get Started Free' })).toBeNull();
    expect(screen.getByRole('status', { name: 'Loading' })).not.toBeNull();
  });
});
