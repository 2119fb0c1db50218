// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@client/components/analysis/test-server';
import { BiometricIntegrationPage } from './biometric-integration-page';
import { alert, correlation, correlations, cuff, device } from './test-fixtures';
import { pageKit, statDetail, statValue } from './test-routes';

const kit = pageKit();

describe('Biometric Integration page', () => {
  it('shows the four stat cards from the data', async () => {
    kit.routes['GET /api/biometric-devices'] = () =>
      Response.json([
        device(),
        cuff(),
        device({ id: 'old', isConnected: false, readingsToday: 0 }),
      ]);
    kit.routes['GET /api/health-alerts'] = () =>
      Response.json([
        alert(),
        alert({ id: 'a2', severity: 'high' }),
        alert({ id: 'a3', isRead: true }),
      ]);
    kit.routes['GET /api/biometric-correlations'] = () =>
      Response.json(
        correlations({
          correlations: [
            correlation(),
            correlation({ key: 'steps:0', strength: 'moderate' }),
            correlation({ key: 'weight:0', significant: false }),
          ],
        }),
      );
    renderPage(<BiometricIntegrationPage />);
    expect(await statValue('Connected Devices')).toBe('2');
    expect(await statValue('Data Points Today')).toBe('14');
    expect(await statValue('Strong Correlations')).toBe('1');
    expect(await statDetail('Strong Correlations')).toBe('2 significant of 14 tested');
    expect(await statValue('Health Alerts')).toBe('2');
    expect(await statDetail('Health Alerts')).toBe('1 needs attention');
    expect(screen.getByRole('button', { name: 'Alerts, 2 unread' })).not.toBeNull();
    expect(screen.getByTestId('privacy-notice').textContent).toContain('never sold or shared');
  });

  it('shows the banner only for an unresolved high or critical alert', async () => {
    kit.routes['GET /api/health-alerts'] = () =>
      Response.json([alert(), alert({ id: 'a2', severity: 'critical', isResolved: true })]);
    renderPage(<BiometricIntegrationPage />);
    await screen.findByRole('group', { name: 'Health Alerts' });
    expect(screen.queryByTestId('critical-alert-banner')).toBeNull();
  });

  it('announces a critical alert with what to do, and View alerts opens the dialog', async () => {
    kit.routes['GET /api/health-alerts'] = () =>
      Response.json([
        alert({ id: 'a1', severity: 'high', title: 'Low blood oxygen' }),
        alert({
          id: 'a2',
          severity: 'critical',
          title: 'Very high blood pressure',
          recommendedAction: 'Wait five minutes and measure again.',
        }),
      ]);
    renderPage(<BiometricIntegrationPage />);
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('Critical: Very high blood pressure');
    expect(banner.textContent).toContain('Wait five minutes and measure again.');
    expect(banner.textContent).toContain('And 1 more alert that needs attention.');
    fireEvent.click(within(banner).getByRole('button', { name: 'View alerts' }));
    expect(await screen.findByRole('dialog', { name: 'Health Alerts' })).not.toBeNull();
  });

  it('shows a high alert banner without interrupting', async () => {
    kit.routes['GET /api/health-alerts'] = () => Response.json([alert({ severity: 'high' })]);
    renderPage(<BiometricIntegrationPage />);
    const banner = await screen.findByTestId('critical-alert-banner');
    expect(banner.getAttribute('role')).toBeNull();
  });

  it('says when the page could not load, and Retry loads it', async () => {
    kit.routes['GET /api/biometric-correlations'] = () => new Response('boom', { status: 500 });
    renderPage(<BiometricIntegrationPage />);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    kit.routes['GET /api/biometric-correlations'] = () => Response.json(correlations());
    fireEvent.click(retry);
    expect(await statValue('Connected Devices')).toBe('2');
  });
});
