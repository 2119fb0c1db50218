// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '@core/settings';
import {
  renderPage,
  stubServer,
  type Call,
  type Routes,
} from '@client/components/analysis/test-server';
import {
  FIXTURE_ALERT,
  notEnoughDays,
  predictionsFixture,
} from '@client/components/prediction/test-fixture';
import { dismissToast, getToasts, removeToast } from '@client/lib/toast';
import { PainPredictionPage } from './pain-prediction-page';

let routes: Routes;
let calls: Call[];

beforeEach(() => {
  routes = {
    'GET /api/predictions': () => Response.json(predictionsFixture()),
    'GET /api/settings': () => Response.json({ ...DEFAULT_SETTINGS, timeZone: 'UTC' }),
  };
  calls = stubServer(routes);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const item of getToasts()) removeToast(item.id);
  dismissToast();
});

const card = async (name: string) => within(await screen.findByRole('group', { name }));

describe('Pain Prediction page', () => {
  it('shows the four stat cards from the week predicted', async () => {
    renderPage(<PainPredictionPage />);
    expect((await card("Today's Risk")).getByTestId('stat-value').textContent).toBe('High');
    // 6.5 high and 8.2 severe: risk-day counts include high and severe.
    expect((await card('High Risk Days')).getByTestId('stat-value').textContent).toBe('2');
    const accuracy = await card('Model Accuracy');
    expect(accuracy.getByTestId('stat-value').textContent).toBe('71%');
    expect(accuracy.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('71');
    expect(accuracy.getByText(/Within 1 point on 60 days checked/)).not.toBeNull();
    // (6.5 + 8.2 + 4.4 + 3.1 + 5 + 5.5 + 4) / 7 = 5.243
    expect((await card('Avg Predicted Pain')).getByTestId('stat-value').textContent).toBe('5.2/10');
    expect(screen.getByTestId('accuracy-sentence').textContent).toBe(
      'Over the last 60 days these predictions were within 1 point of your actual pain 71% of the time (n = 60).',
    );
  });

  it('lists 7 days with their first 3 factors, and opens a day in full', async () => {
    renderPage(<PainPredictionPage />);
    const days = await screen.findAllByTestId('prediction-day');
    expect(days).toHaveLength(7);
    const friday = within(days[1]!);
    expect(friday.getByText('Severe risk')).not.toBeNull();
    expect(friday.getByText('Likely 6.7 to 9.4')).not.toBeNull();
    expect(friday.getByText('Falling pressure')).not.toBeNull();
    expect(friday.queryByText('Recent pain')).toBeNull();

    fireEvent.click(days[1]!);
    const detail = within(await screen.findByTestId('prediction-detail'));
    expect(detail.getByText('Recent pain')).not.toBeNull();
    expect(detail.getByText('−0.2')).not.toBeNull();
    expect(detail.getByText('40%')).not.toBeNull();
    expect(detail.getByText('Keep a regular bedtime')).not.toBeNull();
  });

  it('labels the weather days from the user’s own sensitivity, in their unit', async () => {
    routes['GET /api/settings'] = () =>
      Response.json({ ...DEFAULT_SETTINGS, temperatureUnit: 'fahrenheit', timeZone: 'UTC' });
    renderPage(<PainPredictionPage />);
    const days = await screen.findAllByTestId('weather-day');
    // Today is left out: the forecast lines up with the 7 days predicted.
    expect(days).toHaveLength(7);
    await waitFor(() => expect(within(days[0]!).getByText('59 °F to 77 °F')).not.toBeNull());
    expect(within(days[0]!).getByText('High Risk').getAttribute('data-label')).toBe('High Risk');
    expect(within(days[2]!).getByText('Low Risk')).not.toBeNull();
  });

  it('acknowledges the active flare alert', async () => {
    routes[`PATCH /api/flare-alerts/${FIXTURE_ALERT.id}`] = () =>
      Response.json({ ...FIXTURE_ALERT, acknowledgedAt: '2025-07-16T09:00:00.000Z' });
    renderPage(<PainPredictionPage />);
    const alert = within(await screen.findByTestId('flare-alert'));
    expect(alert.getByText(/Critical flare risk · In 2 days \(Friday\)/)).not.toBeNull();
    expect(alert.getByText(/a 62% chance of reaching your flare level/)).not.toBeNull();
    routes['GET /api/predictions'] = () =>
      Response.json({ ...predictionsFixture(), activeAlerts: [] });
    fireEvent.click(alert.getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() => expect(screen.queryByTestId('flare-alert')).toBeNull());
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ acknowledged: true });
  });

  it('says how many more days it needs, with no numbers', async () => {
    routes['GET /api/predictions'] = () => Response.json(notEnoughDays());
    renderPage(<PainPredictionPage />);
    expect((await screen.findByTestId('predictions-empty')).textContent).toContain(
      'Predictions need 9 more days of entries',
    );
    expect(screen.queryByRole('group', { name: 'Model Accuracy' })).toBeNull();
    expect(screen.getByTestId('weather-empty').textContent).toContain('Choose your place');
  });

  it('says when the predictions could not load, and Retry loads them', async () => {
    routes['GET /api/predictions'] = () => new Response('boom', { status: 500 });
    renderPage(<PainPredictionPage />);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    routes['GET /api/predictions'] = () => Response.json(predictionsFixture());
    fireEvent.click(retry);
    expect(await screen.findAllByTestId('prediction-day')).toHaveLength(7);
  });
});
