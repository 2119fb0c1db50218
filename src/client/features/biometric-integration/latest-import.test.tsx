// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@client/components/analysis/test-server';
import { BiometricIntegrationPage } from './biometric-integration-page';
import { importItem } from './test-fixtures';
import { pageKit } from './test-routes';

const kit = pageKit();

const devicesLoads = () => kit.calls.filter((call) => call.url === '/api/biometric-devices').length;

describe('The latest import on the Devices tab', () => {
  it('polls a running import every second, shows its percent, then the result', async () => {
    kit.routes['GET /api/biometric-imports'] = () => Response.json([importItem()]);
    const answers = [
      importItem({ progress: 0.6, recordsRead: 60_000, readingsAdded: 41_000 }),
      importItem({
        status: 'completed',
        progress: 1,
        recordsRead: 90_000,
        readingsAdded: 52_000,
        duplicates: 12,
        ignored: 300,
      }),
    ];
    kit.routes['GET /api/biometric-imports/import-1'] = () =>
      Response.json(answers.shift() ?? importItem({ status: 'completed', progress: 1 }));
    renderPage(<BiometricIntegrationPage />);
    const card = within(await screen.findByTestId('latest-import'));
    expect(card.getByRole('heading', { name: 'Import of export.zip' })).not.toBeNull();
    expect(card.getByText('Reading the file: 25%')).not.toBeNull();
    expect(
      card.getByRole('progressbar', { name: 'Reading export.zip' }).getAttribute('aria-valuenow'),
    ).toBe('25');
    expect(await card.findByText('Reading the file: 60%', {}, { timeout: 3000 })).not.toBeNull();
    expect(card.getByText('60,000 records read · 41,000 readings added')).not.toBeNull();
    expect(
      await card.findByText(
        'Finished: 52,000 readings added from 90,000 records.',
        {},
        { timeout: 3000 },
      ),
    ).not.toBeNull();
    expect(card.getByText('12 already in Cairn, not added again')).not.toBeNull();
    // The poll that saw it finish loads the devices (and readings, alerts, correlations) again.
    await waitFor(() => expect(devicesLoads()).toBe(2));
  });

  it('shows a failed import’s reason, and Hide puts it away on the server for good', async () => {
    const failed = importItem({ status: 'failed', error: 'This is not an Apple Health export.' });
    kit.routes['GET /api/biometric-imports'] = () => Response.json([failed]);
    kit.routes['POST /api/biometric-imports/import-1/dismiss'] = () =>
      Response.json({ ...failed, dismissed: true });
    renderPage(<BiometricIntegrationPage />);
    const card = within(await screen.findByTestId('latest-import'));
    expect(card.getByText(/This is not an Apple Health export/)).not.toBeNull();
    fireEvent.click(card.getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(screen.queryByTestId('latest-import')).toBeNull());
    expect(kit.calls.map((call) => `${call.method} ${call.url}`)).toContain(
      'POST /api/biometric-imports/import-1/dismiss',
    );
  });

  it('shows nothing for an import already put away', async () => {
    kit.routes['GET /api/biometric-imports'] = () =>
      Response.json([importItem({ status: 'completed', progress: 1, dismissed: true })]);
    renderPage(<BiometricIntegrationPage />);
    await screen.findByRole('tab', { name: 'Devices' });
    expect(screen.queryByTestId('latest-import')).toBeNull();
  });
});
