// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CalendarFeedStatus } from '@core/calendar-feed';
import { getQueryFn } from '@client/lib/api';
import { dismissToast, getToasts } from '@client/lib/toast';
import { CalendarLink } from './calendar-link';

const FIRST = `http://cairn.test/api/calendar/${'A'.repeat(43)}.ics`;
const SECOND = `http://cairn.test/api/calendar/${'B'.repeat(43)}.ics`;

let status: CalendarFeedStatus;
let created: string[];
let failNext: Response | null;
let sent: string[];

beforeEach(() => {
  status = { active: false, createdAt: null, lastUsedAt: null };
  created = [FIRST, SECOND];
  failNext = null;
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const method = init?.method ?? 'GET';
      sent.push(`${method} ${String(input)}`);
      if (String(input) !== '/api/calendar-feed') return new Response('not found', { status: 404 });
      if (method !== 'GET' && failNext) {
        const failure = failNext;
        failNext = null;
        return failure;
      }
      if (method === 'POST') {
        status = { active: true, createdAt: '2026-05-01T10:00:00.000Z', lastUsedAt: null };
        return Response.json(
          { url: created.shift(), createdAt: status.createdAt },
          { status: 201 },
        );
      }
      if (method === 'DELETE') {
        status = { active: false, createdAt: null, lastUsedAt: null };
        return new Response(null, { status: 204 });
      }
      return Response.json(status);
    }),
  );
});

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

function renderLink() {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { queryFn: getQueryFn({ on401: 'throw' }), retry: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <CalendarLink />
    </QueryClientProvider>,
  );
}

const latestToast = () => getToasts().find((item) => item.open)?.title;
const writes = () => sent.filter((line) => !line.startsWith('GET'));

describe('CalendarLink', () => {
  it('explains the link and offers to make one when there is none', async () => {
    renderLink();
    expect(
      screen.getByText(
        'A private address your calendar app can subscribe to: your medication times and check-ins appear there.',
      ),
    ).not.toBeNull();
    expect(await screen.findByRole('button', { name: 'Create calendar link' })).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset link' })).toBeNull();
  });

  it('shows the new address once, with Copy, a privacy note, Reset and Turn off', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderLink();
    fireEvent.click(await screen.findByRole('button', { name: 'Create calendar link' }));
    const field = (await screen.findByLabelText('Calendar link')) as HTMLInputElement;
    expect(field.value).toBe(FIRST);
    expect(field.readOnly).toBe(true);
    expect(
      screen.getByText('Keep this link private: anyone with it can see your medication schedule.'),
    ).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(latestToast()).toBe('Link copied'));
    expect(writeText).toHaveBeenCalledWith(FIRST);
    expect(screen.getByRole('button', { name: 'Reset link' })).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Turn off' })).not.toBeNull();
    expect(writes()).toEqual(['POST /api/calendar-feed']);
  });

  it('selects the address when the clipboard refuses', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: () => Promise.reject(new Error('denied')) },
    });
    renderLink();
    fireEvent.click(await screen.findByRole('button', { name: 'Create calendar link' }));
    const field = (await screen.findByLabelText('Calendar link')) as HTMLInputElement;
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(latestToast()).toBe('The link could not be copied'));
    expect(field.selectionStart).toBe(0);
    expect(field.selectionEnd).toBe(FIRST.length);
  });

  it('on a later visit says the link is on and when a calendar app last used it', async () => {
    status = {
      active: true,
      createdAt: '2026-05-01T10:00:00.000Z',
      lastUsedAt: new Date(Date.now() - 3 * 60 * 60_000).toISOString(),
    };
    renderLink();
    expect(
      await screen.findByText(
        'Your calendar link is active. Last used by a calendar app: 3 hours ago.',
      ),
    ).not.toBeNull();
    expect(screen.queryByLabelText('Calendar link')).toBeNull();
  });

  it('says "not yet" when no calendar app has used it', async () => {
    status = { active: true, createdAt: '2026-05-01T10:00:00.000Z', lastUsedAt: null };
    renderLink();
    expect(
      await screen.findByText(
        'Your calendar link is active. Last used by a calendar app: not yet.',
      ),
    ).not.toBeNull();
  });

  it('resets the link after asking, and shows the new address', async () => {
    status = { active: true, createdAt: '2026-05-01T10:00:00.000Z', lastUsedAt: null };
    renderLink();
    fireEvent.click(await screen.findByRole('button', { name: 'Reset link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the calendar link?' });
    expect(within(dialog).getByText(/The old address stops working at once/)).not.toBeNull();
    expect(writes()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset link' }));
    const field = (await screen.findByLabelText('Calendar link')) as HTMLInputElement;
    expect(field.value).toBe(FIRST);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(latestToast()).toBe('Calendar link reset');
    expect(writes()).toEqual(['POST /api/calendar-feed']);
  });

  it('keeps the dialog open and says why when the reset fails', async () => {
    status = { active: true, createdAt: '2026-05-01T10:00:00.000Z', lastUsedAt: null };
    failNext = Response.json({ message: 'Something went wrong on our side.' }, { status: 500 });
    renderLink();
    fireEvent.click(await screen.findByRole('button', { name: 'Reset link' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset link' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Something went wrong on our side.',
    );
    expect(screen.queryByLabelText('Calendar link')).toBeNull();
  });

  it('turns the link off after asking', async () => {
    status = { active: true, createdAt: '2026-05-01T10:00:00.000Z', lastUsedAt: null };
    renderLink();
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off the calendar link?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('button', { name: 'Create calendar link' })).not.toBeNull();
    expect(latestToast()).toBe('Calendar link turned off');
    expect(writes()).toEqual(['DELETE /api/calendar-feed']);
  });

  it('says plainly when the link cannot be made', async () => {
    failNext = new Response('Bad gateway', { status: 502 });
    renderLink();
    fireEvent.click(await screen.findByRole('button', { name: 'Create calendar link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The calendar link could not be made. Please try again.',
    );
  });

  it('says plainly when the status cannot be loaded', async () => {
    vi.stubGlobal('fetch', async () => new Response('', { status: 503 }));
    renderLink();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your calendar link could not be loaded. Please try again.',
    );
  });
});
