// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@client/components/analysis/test-server';
import { getToasts } from '@client/lib/toast';
import { BiometricIntegrationPage } from './biometric-integration-page';
import { cuff, CUFF_ID } from './test-fixtures';
import { deviceCard, pageKit } from './test-routes';

const url = `/api/biometric-devices/${CUFF_ID}`;
const kit = pageKit((routes) => {
  routes[`GET ${url}/activity`] = () =>
    Response.json([
      { id: 'e2', action: 'push', detail: '3 readings', at: '2025-07-15T08:00:00.000Z' },
      { id: 'e1', action: 'connected', detail: null, at: '2025-07-01T08:00:00.000Z' },
    ]);
});

async function openSettings() {
  renderPage(<BiometricIntegrationPage />);
  const card = await deviceCard('Bedroom cuff');
  fireEvent.click(card.getByRole('button', { name: 'Settings for Bedroom cuff' }));
  return within(await screen.findByRole('dialog', { name: 'Settings for Bedroom cuff' }));
}

describe('Device settings', () => {
  it('sends only what changed', async () => {
    kit.routes[`PATCH ${url}`] = () => Response.json(cuff({ name: 'Cuff by the bed' }));
    const dialog = await openSettings();
    fireEvent.change(dialog.getByLabelText(/^Name/), { target: { value: 'Cuff by the bed' } });
    fireEvent.click(dialog.getByRole('switch', { name: 'Heart rate' }));
    fireEvent.change(dialog.getByLabelText('Keep raw readings for'), { target: { value: '90' } });
    expect(
      dialog.getByText(
        'Raw readings older than this are deleted each night; daily summaries stay.',
      ),
    ).not.toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(kit.calls.find((call) => call.method === 'PATCH')).toBeDefined());
    const body = kit.calls.find((call) => call.method === 'PATCH')?.body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['dataRetentionDays', 'dataTypes', 'name']);
    expect(body.name).toBe('Cuff by the bed');
    expect(body.dataRetentionDays).toBe(90);
    expect(body.dataTypes).toMatchObject({ bloodPressure: true, heartRate: true, weight: false });
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Device updated'));
  });

  it('refuses to save with no kind of data, and sends nothing', async () => {
    const dialog = await openSettings();
    fireEvent.click(dialog.getByRole('switch', { name: 'Blood pressure' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByText('Choose at least one kind of data')).not.toBeNull();
    expect(kit.calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('lists the activity, newest first', async () => {
    const dialog = await openSettings();
    const items = within(await dialog.findByTestId('device-activity')).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('Readings sent with its token: 3 readings');
    expect(items[1]!.textContent).toContain('Connected');
  });

  it('disconnects after asking', async () => {
    kit.routes[`POST ${url}/disconnect`] = () => Response.json(cuff({ isConnected: false }));
    const dialog = await openSettings();
    fireEvent.click(dialog.getByRole('button', { name: 'Disconnect' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Disconnect Bedroom cuff?' }));
    expect(confirm.getByText(/token stops working at once/)).not.toBeNull();
    fireEvent.click(confirm.getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Device disconnected'));
    expect(
      kit.calls.some((call) => call.method === 'POST' && call.url === `${url}/disconnect`),
    ).toBe(true);
  });

  it('removes the device and its readings after saying how many', async () => {
    kit.routes[`DELETE ${url}`] = () => new Response(null, { status: 204 });
    const dialog = await openSettings();
    fireEvent.click(dialog.getByRole('button', { name: 'Remove device and its readings' }));
    const confirm = within(
      await screen.findByRole('dialog', { name: 'Remove Bedroom cuff and its readings?' }),
    );
    expect(confirm.getByText(/Its 31 readings, its daily summaries and its alerts/)).not.toBeNull();
    fireEvent.click(confirm.getByRole('button', { name: 'Remove device' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Device removed'));
    expect(kit.calls.some((call) => call.method === 'DELETE' && call.url === url)).toBe(true);
  });
});
