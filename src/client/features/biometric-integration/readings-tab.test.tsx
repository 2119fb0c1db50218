// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@client/components/analysis/test-server';
import { BiometricIntegrationPage } from './biometric-integration-page';
import { reading, series } from './test-fixtures';
import { pageKit, openTab } from './test-routes';

const kit = pageKit((routes) => {
  routes['GET /api/biometric-readings?limit=50'] = () =>
    Response.json([
      reading({ isAnomalous: true, correlatedPainLevel: 6 }),
      reading({
        id: 'r2',
        dataType: 'sleep',
        value: 425,
        value2: null,
        unit: 'min',
        deviceName: "Robin's Apple Watch",
        correlatedPainLevel: 5.5,
      }),
    ]);
  routes['GET /api/biometric-readings/daily?days=30'] = () =>
    Response.json([
      series(),
      series({
        type: 'blood_pressure',
        unit: 'mmHg',
        days: [{ date: '2025-07-15', value: 122, value2: 78, min: 118, max: 126, count: 2 }],
      }),
    ]);
});

describe('Recent Readings', () => {
  it('lists the latest readings as people read them', async () => {
    renderPage(<BiometricIntegrationPage />);
    await openTab('Recent Readings');
    const [pressure, sleep] = (await screen.findAllByTestId('reading')).map((item) => within(item));
    expect(pressure!.getByText('122/78 mmHg')).not.toBeNull();
    expect(pressure!.getByText('Outside the usual range')).not.toBeNull();
    expect(pressure!.getByText(/Bedroom cuff · Pain that day 6\/10/)).not.toBeNull();
    expect(sleep!.getByText('7 h 5 min')).not.toBeNull();
    expect(sleep!.queryByText('Outside the usual range')).toBeNull();
    expect(sleep!.getByText(/Pain that day 5.5\/10/)).not.toBeNull();
    const download = screen.getByRole('link', { name: 'Download readings (CSV)' });
    expect(download.getAttribute('href')).toBe('/api/biometric-readings/export.csv');
  });

  it('draws a chart per type, blood pressure as systolic and diastolic, also as a table', async () => {
    renderPage(<BiometricIntegrationPage />);
    await openTab('Recent Readings');
    const charts = await screen.findAllByTestId('daily-chart');
    expect(charts).toHaveLength(2);
    const pressure = within(charts[1]!);
    expect(pressure.getByRole('heading', { name: 'Blood pressure' })).not.toBeNull();
    fireEvent.click(pressure.getByRole('button', { name: 'Show as table' }));
    const table = within(pressure.getByRole('table'));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Date',
      'Systolic',
      'Diastolic',
    ]);
    expect(table.getByText('122')).not.toBeNull();
    expect(table.getByText('78')).not.toBeNull();
  });

  it('filters by type, offering only the types that have data', async () => {
    kit.routes['GET /api/biometric-readings?type=blood_pressure&limit=50'] = () =>
      Response.json([reading()]);
    renderPage(<BiometricIntegrationPage />);
    await openTab('Recent Readings');
    const filter = (await screen.findByLabelText('Show')) as HTMLSelectElement;
    expect([...filter.options].map((option) => option.textContent)).toEqual([
      'All types',
      'Heart rate',
      'Blood pressure',
      'Sleep',
    ]);
    fireEvent.change(filter, { target: { value: 'blood_pressure' } });
    await waitFor(() =>
      expect(
        kit.calls.some(
          (call) => call.url === '/api/biometric-readings?type=blood_pressure&limit=50',
        ),
      ).toBe(true),
    );
    await waitFor(() => expect(screen.getAllByTestId('reading')).toHaveLength(1));
    expect(screen.getAllByTestId('daily-chart')).toHaveLength(1);
  });

  it('says when there are no readings yet', async () => {
    kit.routes['GET /api/biometric-devices'] = () => Response.json([]);
    renderPage(<BiometricIntegrationPage />);
    await openTab('Recent Readings');
    expect(
      within(await screen.findByTestId('readings-empty')).getByText('No readings yet'),
    ).not.toBeNull();
  });
});
