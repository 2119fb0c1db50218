// @vitest-environment jsdom
import { cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '@client/app';
import { queryClient } from '@client/lib/query-client';

// The page is a lazy chunk: allow a loaded machine to fetch it.
configure({ asyncUtilTimeout: 5000 });

const TOKEN = `${'A'.repeat(48)}.${'b'.repeat(43)}`;

interface Call {
  method: string;
  url: string;
  body: unknown;
}

let calls: Call[];
let answer: () => Response;

beforeEach(() => {
  calls = [];
  answer = () => Response.json({ unsubscribed: true });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (method === 'POST' && url === '/api/reminders/unsubscribe') return answer();
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

function open(path: string) {
  window.history.replaceState(null, '', path);
  render(<App />);
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('/unsubscribe', () => {
  it('asks first, then stops the e-mails with the link’s token', async () => {
    open(`/unsubscribe?token=${TOKEN}`);
    expect(await heading('Stop reminder e-mails?')).not.toBeNull();
    // Opening the page (as a link scanner does) changes nothing.
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    // The token leaves the address bar once read.
    expect(window.location.search).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Stop e-mails' }));
    expect(
      await screen.findByText(
        'You will not get reminder e-mails any more. You can turn them on again in Settings.',
      ),
    ).not.toBeNull();
    expect(calls).toEqual([
      { method: 'POST', url: '/api/reminders/unsubscribe', body: { token: TOKEN } },
    ]);
  });

  it('is the same page signed in, and never asks who is', async () => {
    document.cookie = 'cairn_signed_in=1; path=/';
    try {
      open(`/unsubscribe?token=${TOKEN}`);
      expect(await heading('Stop reminder e-mails?')).not.toBeNull();
      expect(calls.map((call) => call.url)).not.toContain('/api/auth/user');
      expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    } finally {
      document.cookie = 'cairn_signed_in=; path=/; max-age=0';
    }
  });

  it('says plainly when the link is not valid', async () => {
    const message =
      'This unsubscribe link is not valid. You can turn reminder e-mails off in Cairn’s Settings.';
    answer = () =>
      Response.json(
        { message: `token: ${message}`, issues: [{ path: 'token', message }] },
        { status: 400 },
      );
    open(`/unsubscribe?token=${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Stop e-mails' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('button', { name: 'Stop e-mails' })).not.toBeNull();
  });

  it('says plainly when Cairn cannot be reached', async () => {
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    open(`/unsubscribe?token=${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Stop e-mails' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Cairn could not be reached. Please try again.',
    );
  });

  it('asks for the e-mail’s link when the address has no token', async () => {
    open('/unsubscribe');
    expect(await heading('Open the link from your e-mail')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Stop e-mails' })).toBeNull();
  });
});
