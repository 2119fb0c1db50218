// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  renderPage,
  stubServer,
  type Call,
  type Routes,
} from '@client/components/analysis/test-server';
import { dismissToast, getToasts, removeToast } from '@client/lib/toast';
import { ProviderPortalPage } from './provider-portal-page';
import { installResizeObserver } from '@client/components/ui/test-dom';
import { note, pendingProvider, provider, recommendation, report } from './test-fixtures';

beforeAll(installResizeObserver);

let routes: Routes;
let calls: Call[];

beforeEach(() => {
  routes = {
    'GET /api/healthcare-providers': () => Response.json([provider(), pendingProvider()]),
    'GET /api/shared-reports': () => Response.json([report()]),
    'GET /api/treatment-recommendations': () => Response.json([recommendation()]),
    'GET /api/provider-notes': () => Response.json([note()]),
  };
  calls = stubServer(routes);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const item of getToasts()) removeToast(item.id);
  dismissToast();
});

const statValue = async (name: string) =>
  within(await screen.findByRole('group', { name })).getByTestId('stat-value').textContent;

const openTab = async (name: string) =>
  fireEvent.mouseDown(await screen.findByRole('tab', { name }), { button: 0 });

describe('Provider portal page', () => {
  it('shows the four stat cards from the data', async () => {
    routes['GET /api/healthcare-providers'] = () =>
      Response.json([
        provider({ lastAccessed: new Date().toISOString() }),
        provider({ id: 'p-2', status: 'connected', lastAccessed: '2025-01-01T10:00:00.000Z' }),
        provider({ id: 'p-3', status: 'expired' }),
        pendingProvider(),
      ]);
    routes['GET /api/shared-reports'] = () =>
      Response.json([
        report(),
        report({ id: 'report-2' }),
        report({ id: 'report-3', revokedAt: '2025-07-15T10:00:00.000Z' }),
      ]);
    routes['GET /api/treatment-recommendations'] = () =>
      Response.json([
        recommendation(),
        recommendation({ id: 'rec-2', status: 'accepted' }),
        recommendation({ id: 'rec-3', status: 'declined' }),
        recommendation({ id: 'rec-4', status: 'completed' }),
      ]);
    renderPage(<ProviderPortalPage />);
    expect(await statValue('Connected Providers')).toBe('2');
    expect(await statValue('Shared Reports')).toBe('2');
    expect(await statValue('Active Recommendations')).toBe('2');
    expect(await statValue('Last Activity')).toBe('Today');
  });

  it('says None for the last activity when no provider has used a link', async () => {
    renderPage(<ProviderPortalPage />);
    expect(await statValue('Last Activity')).toBe('None');
    expect(screen.getByTestId('hipaa-notice').textContent).toContain(
      'Cairn is not a HIPAA-covered service.',
    );
  });

  it('disables Share Report without a connected provider, and says why', async () => {
    routes['GET /api/healthcare-providers'] = () =>
      Response.json([provider({ status: 'expired' }), pendingProvider()]);
    renderPage(<ProviderPortalPage />);
    await screen.findByRole('group', { name: 'Connected Providers' });
    const share = screen.getByRole('button', { name: 'Share Report' }) as HTMLButtonElement;
    expect(share.disabled).toBe(true);
    expect(screen.getByText(/once a provider has connected/).id).toBe(
      share.getAttribute('aria-describedby'),
    );
  });

  it('enables Share Report with a connected provider', async () => {
    renderPage(<ProviderPortalPage />);
    await screen.findByRole('group', { name: 'Connected Providers' });
    const share = screen.getByRole('button', { name: 'Share Report' }) as HTMLButtonElement;
    expect(share.disabled).toBe(false);
  });

  it('lists verified providers as cards and unverified ones as pending invitations', async () => {
    routes['GET /api/healthcare-providers'] = () =>
      Response.json([provider(), pendingProvider({ status: 'locked', codeAttemptsLeft: 0 })]);
    renderPage(<ProviderPortalPage />);
    const card = within(await screen.findByTestId('provider-card'));
    expect(card.getByText('Dr. Ana Silva')).not.toBeNull();
    expect(card.getByTestId('provider-status').textContent).toBe('Connected');
    expect(card.getByText('Read-only')).not.toBeNull();
    expect(card.getByText('30 Aug 2025')).not.toBeNull();
    expect(card.getByRole('button', { name: 'Edit Dr. Ana Silva' })).not.toBeNull();
    expect(card.getByRole('button', { name: 'Renew access' })).not.toBeNull();
    const pending = within(screen.getByTestId('pending-invitation'));
    expect(pending.getByText('sam@physio.test')).not.toBeNull();
    expect(pending.getByText('Locked after too many wrong codes')).not.toBeNull();
    expect(pending.getByRole('button', { name: 'Resend invitation to Sam Lee' })).not.toBeNull();
  });

  it('shows an empty state with Add Provider when there are no providers', async () => {
    routes['GET /api/healthcare-providers'] = () => Response.json([]);
    renderPage(<ProviderPortalPage />);
    const empty = within(await screen.findByTestId('empty-state'));
    fireEvent.click(empty.getByRole('button', { name: 'Add Provider' }));
    expect(await screen.findByRole('dialog', { name: 'Add Healthcare Provider' })).not.toBeNull();
  });

  it('shows the permissions read-only, then edits and saves them', async () => {
    routes['PATCH /api/healthcare-providers/7d3f1c2a-5b6e-4f80-9a1b-2c3d4e5f6a70'] = () =>
      Response.json(provider());
    renderPage(<ProviderPortalPage />);
    const card = within(await screen.findByTestId('provider-card'));
    fireEvent.click(card.getByRole('button', { name: 'Permissions' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Provider Permissions' }));
    const addNotes = dialog.getByRole('switch', { name: 'Add notes' }) as HTMLButtonElement;
    expect(addNotes.disabled).toBe(true);
    expect(dialog.getByTestId('access-level').textContent).toBe('Read-only');
    fireEvent.click(dialog.getByRole('button', { name: 'Edit' }));
    fireEvent.click(dialog.getByRole('switch', { name: 'Add notes' }));
    expect(
      (dialog.getByRole('combobox', { name: 'Access level' }) as HTMLSelectElement).value,
    ).toBe('collaborative');
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const body = calls.find((call) => call.method === 'PATCH')?.body as {
      accessLevel: string;
      permissions: Record<string, boolean>;
    };
    expect(body.accessLevel).toBe('collaborative');
    expect(body.permissions.addNotes).toBe(true);
    expect(body.permissions.modifyMedications).toBe(false);
  });

  it('shows the access log newest first', async () => {
    routes['GET /api/healthcare-providers/7d3f1c2a-5b6e-4f80-9a1b-2c3d4e5f6a70/access-log'] = () =>
      Response.json([
        {
          id: 'e1',
          providerId: provider().id,
          at: '2025-07-10T09:00:00.000Z',
          action: 'link.opened',
          detail: null,
          via: 'Invitation link',
        },
        {
          id: 'e2',
          providerId: provider().id,
          at: '2025-07-12T09:00:00.000Z',
          action: 'report.viewed',
          detail: 'Last 3 months, comprehensive',
          via: 'Last 3 months, comprehensive',
        },
      ]);
    renderPage(<ProviderPortalPage />);
    const card = within(await screen.findByTestId('provider-card'));
    fireEvent.click(card.getByRole('button', { name: 'Access log' }));
    const items = within(await screen.findByTestId('access-log')).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('Viewed a shared report: Last 3 months, comprehensive');
    expect(items[1]!.textContent).toContain('Opened the link');
  });

  it('shows the shared report with an unread dot and its first 2 insights', async () => {
    routes['GET /api/shared-reports'] = () =>
      Response.json([
        report(),
        report({
          id: 'report-2',
          title: 'Last month, summary',
          isRead: true,
          viewedAt: '2025-07-16T09:00:00.000Z',
        }),
      ]);
    renderPage(<ProviderPortalPage />);
    await openTab('Shared Reports');
    const cards = await screen.findAllByTestId('shared-report-card');
    const unread = within(cards[0]!);
    expect(unread.getByRole('img', { name: 'Unread' })).not.toBeNull();
    expect(unread.getByText('Not viewed yet')).not.toBeNull();
    expect(unread.getByText('Shared with Dr. Ana Silva')).not.toBeNull();
    expect(unread.getByText('Pain is higher after poor sleep.')).not.toBeNull();
    expect(unread.getByText('Mornings are worst.')).not.toBeNull();
    expect(unread.queryByText('Third insight.')).toBeNull();
    const read = within(cards[1]!);
    expect(read.queryByRole('img', { name: 'Unread' })).toBeNull();
    expect(read.getByText('Viewed 16 Jul 2025')).not.toBeNull();
  });

  it('shows Accept and Decline only on pending recommendations', async () => {
    routes['GET /api/treatment-recommendations'] = () =>
      Response.json([
        recommendation(),
        recommendation({
          id: 'rec-2',
          title: 'Lower ibuprofen',
          status: 'accepted',
          category: 'medication',
          medicationChange: { medication: 'Ibuprofen', change: 'Reduce to 200 mg' },
        }),
        recommendation({ id: 'rec-3', title: 'Yoga', status: 'declined' }),
      ]);
    routes['PATCH /api/treatment-recommendations/rec-1'] = () =>
      Response.json(recommendation({ status: 'accepted' }));
    renderPage(<ProviderPortalPage />);
    await openTab('Recommendations');
    const [pending, accepted, declined] = (await screen.findAllByTestId('recommendation-card')).map(
      (card) => within(card),
    );
    expect(pending!.getByRole('button', { name: 'Accept' })).not.toBeNull();
    expect(pending!.getByRole('button', { name: 'Decline' })).not.toBeNull();
    expect(accepted!.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(accepted!.queryByRole('button', { name: 'Decline' })).toBeNull();
    expect(accepted!.getByRole('button', { name: 'Mark completed' })).not.toBeNull();
    expect(accepted!.getByText('Reduce to 200 mg')).not.toBeNull();
    expect(accepted!.getByText('Medication change')).not.toBeNull();
    expect(declined!.queryByRole('button')).toBeNull();
    expect(await screen.findByText('Keep logging your sleep.')).not.toBeNull();

    fireEvent.click(pending!.getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'accepted' }),
    );
  });

  it('says when the portal could not load, and Retry loads it', async () => {
    routes['GET /api/shared-reports'] = () => new Response('boom', { status: 500 });
    renderPage(<ProviderPortalPage />);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    routes['GET /api/shared-reports'] = () => Response.json([]);
    fireEvent.click(retry);
    expect(await statValue('Shared Reports')).toBe('0');
  });
});
