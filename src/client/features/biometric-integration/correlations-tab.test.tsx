// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@client/components/analysis/test-server';
import { BiometricIntegrationPage } from './biometric-integration-page';
import { correlation, correlations } from './test-fixtures';
import { pageKit, openTab } from './test-routes';

const kit = pageKit();

describe('Correlations', () => {
  it('shows one card per correlation with its figure, significance and trend in words', async () => {
    kit.routes['GET /api/biometric-correlations'] = () =>
      Response.json(
        correlations({
          correlations: [
            correlation(),
            correlation({
              key: 'steps:1',
              metricLabel: 'Steps (from your devices)',
              correlation: 0.21,
              strength: 'weak',
              significant: false,
              trendDirection: 'concerning',
              trendDescription: 'Steps fell over the last 4 weeks.',
            }),
          ],
        }),
      );
    renderPage(<BiometricIntegrationPage />);
    await openTab('Correlations');
    expect(
      await screen.findByText(
        /Based on 40 days with both pain and device data; 14 comparisons tested/,
      ),
    ).not.toBeNull();
    const [sleep, steps] = screen.getAllByTestId('correlation-card').map((card) => within(card));
    expect(sleep!.getByRole('heading').textContent).toBe("Sleep (from Robin's Apple Watch)");
    expect(sleep!.getByTestId('correlation-strength').textContent).toBe('−0.62Strong');
    expect(sleep!.getByText('Significant')).not.toBeNull();
    expect(sleep!.getByText('Trend: Stable')).not.toBeNull();
    expect(sleep!.getByText(/n = 40, significant/)).not.toBeNull();
    expect(steps!.getByText('Not significant')).not.toBeNull();
    expect(steps!.getByText('Trend: Concerning')).not.toBeNull();
    expect(steps!.getByText('Steps fell over the last 4 weeks.')).not.toBeNull();
  });

  it('says how many days are needed, and how many there are, before anything is tested', async () => {
    kit.routes['GET /api/biometric-correlations'] = () =>
      Response.json(correlations({ correlations: [], tested: 0, pairedDays: 9 }));
    renderPage(<BiometricIntegrationPage />);
    await openTab('Correlations');
    const empty = within(await screen.findByTestId('correlations-empty'));
    expect(empty.getByText('Not enough days yet')).not.toBeNull();
    expect(empty.getByText(/once it has 14 days beside a journal entry/)).not.toBeNull();
    expect(empty.getByText(/So far 9 days have both pain and device data/)).not.toBeNull();
  });
});
