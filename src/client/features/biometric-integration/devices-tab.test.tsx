// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@client/components/analysis/test-server';
import { getToasts } from '@client/lib/toast';
import { BiometricIntegrationPage } from './biometric-integration-page';
import { cuff, CUFF_ID, device, importItem } from './test-fixtures';
import { deviceCard, pageKit } from './test-routes';

const kit = pageKit();

describe('Devices tab', () => {
  it('shows the low-battery icon below 20 % only', async () => {
    kit.routes['GET /api/biometric-devices'] = () =>
      Response.json([device({ batteryLevel: 19 }), cuff({ batteryLevel: 20 })]);
    renderPage(<BiometricIntegrationPage />);
    const watch = await deviceCard("Robin's Apple Watch");
    expect(watch.getByRole('img', { name: 'Battery low' })).not.toBeNull();
    expect(watch.getByText('19%')).not.toBeNull();
    const bedroom = await deviceCard('Bedroom cuff');
    expect(bedroom.queryByRole('img', { name: 'Battery low' })).toBeNull();
    expect(bedroom.getByText('20%')).not.toBeNull();
  });

  it('shows each card’s details and why a device is poor', async () => {
    kit.routes['GET /api/biometric-devices'] = () =>
      Response.json([
        device(),
        cuff({
          connectionStatus: 'poor',
          lastSync: new Date(Date.now() - 3 * 86_400_000 - 60_000).toISOString(),
        }),
      ]);
    renderPage(<BiometricIntegrationPage />);
    const watch = await deviceCard("Robin's Apple Watch");
    expect(watch.getByTestId('device-status').textContent).toBe('Active');
    expect(watch.getByText('Smartwatch · Apple · Watch Series 9')).not.toBeNull();
    expect(watch.getByText('Apple Health export')).not.toBeNull();
    expect(watch.getByText('2 hours ago')).not.toBeNull();
    expect(watch.getByText('Heart rate')).not.toBeNull();
    expect(watch.getByText('Sleep')).not.toBeNull();
    expect(watch.getByRole('button', { name: "Settings for Robin's Apple Watch" })).not.toBeNull();
    const bedroom = await deviceCard('Bedroom cuff');
    expect(bedroom.getByTestId('device-status').textContent).toBe('Poor');
    expect(bedroom.getByText('No readings for 3 days')).not.toBeNull();
    expect(bedroom.getByText('Sends readings itself')).not.toBeNull();
  });

  it('says Sync completed with the server’s message', async () => {
    kit.routes[`POST /api/biometric-devices/${CUFF_ID}/sync`] = () =>
      Response.json({
        device: cuff(),
        import: null,
        message: 'Bedroom cuff sends readings itself.',
      });
    renderPage(<BiometricIntegrationPage />);
    fireEvent.click((await deviceCard('Bedroom cuff')).getByRole('button', { name: /^Sync/ }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Sync completed',
        description: 'Bedroom cuff sends readings itself.',
      }),
    );
    expect(kit.calls.find((call) => call.method === 'POST')?.body).toBeUndefined();
  });

  it('says Sync failed with the spec’s text, or the server’s reason on a 409', async () => {
    kit.routes[`POST /api/biometric-devices/${CUFF_ID}/sync`] = () =>
      new Response('boom', { status: 500 });
    renderPage(<BiometricIntegrationPage />);
    const sync = (await deviceCard('Bedroom cuff')).getByRole('button', { name: /^Sync/ });
    fireEvent.click(sync);
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Sync failed',
        description: 'Unable to sync device. Check connection and try again.',
        variant: 'destructive',
      }),
    );
    kit.routes[`POST /api/biometric-devices/${CUFF_ID}/sync`] = () =>
      Response.json(
        { message: 'The file is no longer kept. Upload it again with Add Device.' },
        { status: 409 },
      );
    fireEvent.click(sync);
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Sync failed',
        description: 'The file is no longer kept. Upload it again with Add Device.',
      }),
    );
  });

  it('shows the re-run of a file device’s Sync as an import in progress', async () => {
    kit.routes[`POST /api/biometric-devices/${CUFF_ID}/sync`] = () =>
      Response.json({
        device: cuff(),
        import: importItem({ status: 'queued', progress: 0 }),
        message: 'Reading weight.csv again.',
      });
    kit.routes['GET /api/biometric-imports/import-1'] = () =>
      Response.json(importItem({ status: 'queued', progress: 0 }));
    renderPage(<BiometricIntegrationPage />);
    fireEvent.click((await deviceCard('Bedroom cuff')).getByRole('button', { name: /^Sync/ }));
    const latest = within(await screen.findByTestId('latest-import'));
    expect(latest.getByText('Waiting to start reading the file…')).not.toBeNull();
  });

  it('lists disconnected devices, and Reconnect shows a pushing device’s new token once', async () => {
    kit.routes['GET /api/biometric-devices'] = () =>
      Response.json([device(), cuff({ isConnected: false, connectionStatus: 'disconnected' })]);
    kit.routes[`POST /api/biometric-devices/${CUFF_ID}/reconnect`] = () =>
      Response.json({
        device: cuff(),
        token: 'cairn_dt_new',
        pushUrl: 'https://cairn.test/api/biometric-readings',
      });
    renderPage(<BiometricIntegrationPage />);
    const row = within(await screen.findByTestId('disconnected-device'));
    expect(screen.getByRole('heading', { name: 'Disconnected Devices' })).not.toBeNull();
    expect(row.getByText(/31 readings kept/)).not.toBeNull();
    fireEvent.click(row.getByRole('button', { name: 'Reconnect Bedroom cuff' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'New token for Bedroom cuff' }),
    );
    expect((dialog.getByLabelText('Device token') as HTMLInputElement).value).toBe('cairn_dt_new');
    expect(
      kit.calls.some((call) => call.url === `/api/biometric-devices/${CUFF_ID}/reconnect`),
    ).toBe(true);
  });

  it('says a file device is reconnected', async () => {
    kit.routes['GET /api/biometric-devices'] = () =>
      Response.json([device({ isConnected: false, connectionStatus: 'disconnected' })]);
    kit.routes[`POST /api/biometric-devices/${device().id}/reconnect`] = () =>
      Response.json({ device: device(), token: null, pushUrl: null });
    renderPage(<BiometricIntegrationPage />);
    fireEvent.click(await screen.findByRole('button', { name: /^Reconnect/ }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Device reconnected'));
  });

  it('explains the three ways when there are no devices, and offers Add Device', async () => {
    kit.routes['GET /api/biometric-devices'] = () => Response.json([]);
    renderPage(<BiometricIntegrationPage />);
    const empty = within(await screen.findByTestId('devices-empty'));
    expect(empty.getByText('No devices yet')).not.toBeNull();
    expect(empty.getByText(/Health app on an iPhone/)).not.toBeNull();
    fireEvent.click(empty.getByRole('button', { name: 'Add Device' }));
    expect(await screen.findByRole('dialog', { name: 'Add Device' })).not.toBeNull();
  });
});
