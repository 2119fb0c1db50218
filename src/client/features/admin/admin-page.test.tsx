// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminStats, AdminTicket, Subscriber } from '@core/admin';
import type { ApiUser } from '@core/user';
import { CURRENT_USER_KEY } from '@client/features/auth/api/get-current-user';
import { getQueryFn } from '@client/lib/api';
import { dismissToast, getToasts, removeToast } from '@client/lib/toast';
import { AdminPage } from './admin-page';
import { ADMIN } from './test-admin';

const TICKET: AdminTicket = {
  id: 'ticket-1',
  ticketNumber: 'CRN-AB12-CD34',
  name: 'Robin Ashe',
  email: 'robin@example.test',
  subject: 'Charged twice',
  category: 'billing',
  message: 'I was charged twice in March.\nCould you refund one?',
  status: 'open',
  priority: 'normal',
  adminNotes: null,
  resolvedAt: null,
  createdAt: '2026-03-01T09:05:00.000Z',
  updatedAt: '2026-03-01T09:05:00.000Z',
};

const STATS: AdminStats = {
  totalUsers: 12,
  recentSignups: 4,
  premiumUsers: 3,
  openTickets: 1,
  totalTickets: 5,
};

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** A stand-in server: each URL answers from this table; a function can fail or change. */
let routes: Record<string, () => Response | Promise<Response>>;
let calls: Call[];

beforeEach(() => {
  calls = [];
  routes = {
    'GET /api/admin/stats': () => Response.json(STATS),
    'GET /api/admin/tickets': () => Response.json([TICKET]),
    'GET /api/admin/subscribers': () => Response.json([]),
    'PATCH /api/admin/tickets/ticket-1': () => Response.json(TICKET),
  };
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const route = routes[`${method} ${url}`];
    return route ? route() : new Response('{"message":"Not found"}', { status: 404 });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const item of getToasts()) removeToast(item.id);
  dismissToast();
});

function renderAs(user: ApiUser) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { queryFn: getQueryFn({ on401: 'throw' }), retry: false, staleTime: Infinity },
    },
  });
  queryClient.setQueryData(CURRENT_USER_KEY, user);
  render(
    <QueryClientProvider client={queryClient}>
      <AdminPage />
    </QueryClientProvider>,
  );
  return queryClient;
}

const adminCalls = () => calls.filter((call) => call.url.startsWith('/api/admin/'));

describe('admin page', () => {
  it('tells a non-admin they have no access and asks the server for nothing', async () => {
    renderAs({ ...ADMIN, isAdmin: false });
    expect(
      screen.getByRole('heading', { name: "You don't have access to this page" }),
    ).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(adminCalls()).toEqual([]);
  });

  it('shows the three stat cards with this month’s signups, revenue and total tickets', async () => {
    renderAs(ADMIN);
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).not.toBeNull();
    expect(screen.getByText('Manage subscriptions and customer support')).not.toBeNull();
    const card = async (name: string) => within(await screen.findByRole('group', { name }));
    expect((await card('Total Users')).getByTestId('stat-value').textContent).toBe('12');
    expect((await card('Total Users')).getByText('4 new this month')).not.toBeNull();
    expect((await card('Premium Subscribers')).getByTestId('stat-value').textContent).toBe('3');
    expect((await card('Premium Subscribers')).getByText('$29.97 per month')).not.toBeNull();
    expect((await card('Open Tickets')).getByTestId('stat-value').textContent).toBe('1');
    expect((await card('Open Tickets')).getByText('5 total')).not.toBeNull();
  });

  it('shows a ticket card with its number, badges, date, time, email, category and message', async () => {
    renderAs(ADMIN);
    const card = await screen.findByTestId('ticket-card');
    expect(within(card).getByText('CRN-AB12-CD34')).not.toBeNull();
    expect(within(card).getByTestId('ticket-status').textContent).toBe('Status: Open');
    expect(within(card).getByTestId('ticket-priority').textContent).toBe('Priority: Normal');
    expect(within(card).getByRole('button', { name: 'Charged twice' })).not.toBeNull();
    expect(within(card).getByText('Mar 1, 2026 at 9:05 AM')).not.toBeNull();
    expect(within(card).getByText('robin@example.test')).not.toBeNull();
    expect(within(card).getByTestId('ticket-category').textContent).toBe(
      'Category: Billing & subscriptions',
    );
    expect(within(card).getByTestId('ticket-message').className).toContain('line-clamp-2');
  });

  it('shows an unknown status by name with open styling', async () => {
    routes['GET /api/admin/tickets'] = () =>
      Response.json([
        { ...TICKET, status: 'waiting' },
        { ...TICKET, id: 't2', status: 'open' },
      ]);
    renderAs(ADMIN);
    const [waiting, open] = await screen.findAllByTestId('ticket-status');
    expect(waiting!.textContent).toBe('Status: waiting');
    expect(waiting!.className).toBe(open!.className);
  });

  it('shows the empty states of both tabs', async () => {
    routes['GET /api/admin/tickets'] = () => Response.json([]);
    renderAs(ADMIN);
    expect(await screen.findByText('No support tickets yet')).not.toBeNull();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Subscribers' }), { button: 0 });
    expect(await screen.findByRole('heading', { name: 'All Subscribers' })).not.toBeNull();
    expect(await screen.findByText('No subscribers yet')).not.toBeNull();
  });

  it('lists subscribers with a crown for premium, the email or "No email", plan and joined month', async () => {
    const subscribers: Subscriber[] = [
      {
        id: 's1',
        username: 'Maya Lindqvist',
        email: 'maya@example.test',
        subscriptionType: 'premium',
        createdAt: '2025-11-05T09:00:00.000Z',
      },
      {
        id: 's2',
        username: 'quiet.reader',
        email: null,
        subscriptionType: 'free',
        createdAt: '2026-01-31T23:59:00.000Z',
      },
    ];
    routes['GET /api/admin/subscribers'] = () => Response.json(subscribers);
    renderAs(ADMIN);
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Subscribers' }), { button: 0 });
    const rows = await screen.findAllByTestId('subscriber-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Maya Lindqvist(premium subscriber)maya@example.testPremiumJoined Nov 2025',
      'quiet.readerNo emailFreeJoined Jan 2026',
    ]);
  });

  it('says a failed load failed, instead of showing an empty list, and retries', async () => {
    routes['GET /api/admin/tickets'] = () => new Response('boom', { status: 500 });
    renderAs(ADMIN);
    expect(await screen.findByText(/couldn't load the support tickets/)).not.toBeNull();
    expect(screen.queryByText('No support tickets yet')).toBeNull();
    routes['GET /api/admin/tickets'] = () => Response.json([TICKET]);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('ticket-card')).not.toBeNull();
  });

  it('opens the detail panel, and Cancel discards edits without a request', async () => {
    renderAs(ADMIN);
    fireEvent.click(await screen.findByRole('button', { name: 'Charged twice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ticket CRN-AB12-CD34' });
    for (const text of ['Robin Ashe', 'Billing & subscriptions', 'Mar 1, 2026 at 9:05 AM']) {
      expect(within(dialog).getByText(text)).not.toBeNull();
    }
    expect(within(dialog).getByText(/Could you refund one\?/)).not.toBeNull();
    const notes = within(dialog).getByLabelText('Admin Notes') as HTMLTextAreaElement;
    expect(notes.placeholder).toBe('Add internal notes about this ticket...');
    expect(notes.rows).toBe(4);
    fireEvent.change(notes, { target: { value: 'Draft' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Charged twice' }));
    const again = await screen.findByRole('dialog');
    expect((within(again).getByLabelText('Admin Notes') as HTMLTextAreaElement).value).toBe('');
  });

  it('saves status, priority and notes, refreshes tickets and stats, and says so', async () => {
    let answer = (_response: Response) => {};
    routes['PATCH /api/admin/tickets/ticket-1'] = () =>
      new Promise((resolve) => {
        answer = resolve;
      });
    renderAs(ADMIN);
    fireEvent.click(await screen.findByRole('button', { name: 'Charged twice' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Status'), { target: { value: 'resolved' } });
    fireEvent.change(within(dialog).getByLabelText('Priority'), { target: { value: 'high' } });
    fireEvent.change(within(dialog).getByLabelText('Admin Notes'), {
      target: { value: 'Refunded' },
    });
    const before = calls.length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    const saving = await within(dialog).findByRole('button', { name: 'Saving...' });
    expect((saving as HTMLButtonElement).disabled).toBe(true);
    answer(Response.json({ ...TICKET, status: 'resolved' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.slice(before).map((call) => `${call.method} ${call.url}`)).toEqual(
      expect.arrayContaining([
        'PATCH /api/admin/tickets/ticket-1',
        'GET /api/admin/tickets',
        'GET /api/admin/stats',
      ]),
    );
    expect(calls.find((call) => call.method === 'PATCH')!.body).toEqual({
      status: 'resolved',
      priority: 'high',
      adminNotes: 'Refunded',
    });
    expect(getToasts()[0]).toMatchObject({
      title: 'Ticket updated',
      description: 'Support ticket has been updated successfully',
    });
  });

  it('keeps the panel open with the edits and a destructive toast when saving fails', async () => {
    routes['PATCH /api/admin/tickets/ticket-1'] = () =>
      new Response('{"message":"nope"}', { status: 500 });
    renderAs(ADMIN);
    fireEvent.click(await screen.findByRole('button', { name: 'Charged twice' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Admin Notes'), { target: { value: 'Keep' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Error',
        description: 'Failed to update ticket',
        variant: 'destructive',
      }),
    );
    expect((within(dialog).getByLabelText('Admin Notes') as HTMLTextAreaElement).value).toBe(
      'Keep',
    );
    expect(within(dialog).getByRole('button', { name: 'Save Changes' })).not.toBeNull();
  });
});
