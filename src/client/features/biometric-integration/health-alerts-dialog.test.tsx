// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@client/components/analysis/test-server';
import { BiometricIntegrationPage } from './biometric-integration-page';
import { alert } from './test-fixtures';
import { pageKit } from './test-routes';

const kit = pageKit((routes) => {
  routes['GET /api/health-alerts'] = () =>
    Response.json([
      alert({ id: 'old', title: 'Fever', triggeredAt: '2025-07-01T08:00:00.000Z' }),
      alert({ id: 'done', title: 'Battery low', severity: 'low', isRead: true, isResolved: true }),
      alert({
        id: 'new',
        title: 'Low blood oxygen',
        severity: 'high',
        triggeredAt: '2025-07-15T08:00:00.000Z',
      }),
    ]);
});

async function openAlerts() {
  renderPage(<BiometricIntegrationPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Alerts, 2 unread' }));
  return within(await screen.findByRole('dialog', { name: 'Health Alerts' }));
}

const patchBody = (id: string) =>
  kit.calls.find((call) => call.method === 'PATCH' && call.url === `/api/health-alerts/${id}`)
    ?.body;

describe('Health alerts dialog', () => {
  it('lists unresolved alerts first, newest first, with the severity in words', async () => {
    const dialog = await openAlerts();
    const items = dialog.getAllByTestId('health-alert').map((item) => within(item));
    expect(items.map((item) => item.getByRole('heading').textContent)).toEqual([
      'Low blood oxygen',
      'Fever',
      'Battery low',
    ]);
    expect(items[0]!.getByText('High severity')).not.toBeNull();
    expect(items[0]!.getByText('New')).not.toBeNull();
    expect(items[0]!.getByText(/Measure again at rest/)).not.toBeNull();
    expect(items[0]!.getByText(/Bedroom cuff/)).not.toBeNull();
    expect(items[2]!.getByText('Resolved')).not.toBeNull();
    expect(items[2]!.queryByRole('button')).toBeNull();
  });

  it('marks one read, resolves one, and marks all as read', async () => {
    kit.routes['PATCH /api/health-alerts/new'] = () =>
      Response.json(alert({ id: 'new', isRead: true }));
    kit.routes['PATCH /api/health-alerts/old'] = () =>
      Response.json(alert({ id: 'old', title: 'Fever', isRead: true, isResolved: true }));
    kit.routes['POST /api/health-alerts/read-all'] = () => Response.json({ updated: 1 });
    const dialog = await openAlerts();
    fireEvent.click(dialog.getByRole('button', { name: 'Mark all as read' }));
    // Marked on the server, then the list is loaded again.
    await waitFor(() =>
      expect(kit.calls.filter((call) => call.url === '/api/health-alerts')).toHaveLength(2),
    );
    expect(kit.calls.some((call) => call.method === 'POST' && call.url.endsWith('/read-all'))).toBe(
      true,
    );
    const [first, second] = dialog.getAllByTestId('health-alert').map((item) => within(item));
    fireEvent.click(first!.getByRole('button', { name: 'Mark read' }));
    await waitFor(() => expect(patchBody('new')).toEqual({ isRead: true }));
    fireEvent.click(second!.getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(patchBody('old')).toEqual({ isRead: true, isResolved: true }));
    // Nothing is unread any more.
    await waitFor(() =>
      expect(
        (dialog.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled,
      ).toBe(true),
    );
  });

  it('explains what raises an alert when there are none', async () => {
    kit.routes['GET /api/health-alerts'] = () => Response.json([]);
    renderPage(<BiometricIntegrationPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Alerts' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Health Alerts' }));
    expect(dialog.getByText('No health alerts')).not.toBeNull();
    expect(dialog.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });
});
