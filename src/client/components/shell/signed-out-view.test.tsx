// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '@client/app';
import { queryClient } from '@client/lib/query-client';

beforeEach(() => {
  window.matchMedia ??= (() => ({ matches: false })) as never;
  window.scrollTo = () => {};
  // Signed out: the server answers 401 to the current-user check.
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => new Response('{"message":"Unauthorized"}', { status: 401 })),
  );
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('signed-out view', () => {
  it('shows the privacy policy on /privacy, with the public header and footer', async () => {
    window.history.replaceState(null, '', '/privacy');
    render(<App />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }, { timeout: 10_000 }),
    ).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/api/login');
    expect(screen.getByRole('navigation', { name: 'Legal' })).not.toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Get Started Free' })).toBeNull();
  });

  it('moves between public pages and back to the landing page without reloading', async () => {
    window.history.replaceState(null, '', '/privacy');
    render(<App />);
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }, { timeout: 10_000 });

    fireEvent.click(screen.getByRole('link', { name: 'Terms of Service' }));
    expect(window.location.pathname).toBe('/terms');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Terms of Service' },
        { timeout: 10_000 },
      ),
    ).not.toBeNull();

    fireEvent.click(screen.getByRole('link', { name: /^Cairn/ }));
    expect(window.location.pathname).toBe('/');
    expect(await screen.findByRole('link', { name: 'Get Started Free' })).not.toBeNull();
  });

  it('still shows the landing page on any other path', async () => {
    window.history.replaceState(null, '', '/settings');
    render(<App />);
    await vi.waitFor(() => expect(queryClient.getQueryData(['/api/auth/user'])).toBeNull());
    expect(screen.getByRole('link', { name: 'Get Started Free' })).not.toBeNull();
  });
});
