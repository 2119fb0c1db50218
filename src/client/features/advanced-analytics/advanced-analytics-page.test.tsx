// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalysisPeriod } from '@core/analysis/periods';
import type { AnalysisResult } from '@core/analysis/types';
import { analysisFixture, emptyAnalysis } from '@client/components/analysis/test-fixture';
import { notEnoughDays, predictionsFixture } from '@client/components/prediction/test-fixture';
import {
  renderPage,
  stubServer,
  type Call,
  type Routes,
} from '@client/components/analysis/test-server';
import { saveBlob } from '@client/lib/save-blob';
import { dismissToast, getToasts, removeToast } from '@client/lib/toast';
import { todayIn } from '@client/lib/today';
import { AdvancedAnalyticsPage } from './advanced-analytics-page';

vi.mock('@client/lib/save-blob', () => ({ saveBlob: vi.fn() }));

let routes: Routes;
let calls: Call[];

function serve(period: AnalysisPeriod, analysis: AnalysisResult) {
  routes[`GET /api/analysis?period=${period}`] = () => Response.json(analysis);
}

beforeEach(() => {
  routes = {};
  calls = stubServer(routes);
  vi.mocked(saveBlob).mockClear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const item of getToasts()) removeToast(item.id);
  dismissToast();
});

const card = async (name: string) => within(await screen.findByRole('group', { name }));
const openTab = async (name: string) => {
  fireEvent.mouseDown(await screen.findByRole('tab', { name }), { button: 0 });
  expect(screen.getByRole('tab', { name }).getAttribute('aria-selected')).toBe('true');
};
const analysisCalls = () => calls.filter((call) => call.url.startsWith('/api/analysis?'));

describe('Advanced Analytics page', () => {
  it('shows the four stat cards for the default 3 months', async () => {
    serve('3months', analysisFixture());
    renderPage(<AdvancedAnalyticsPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Advanced Analytics Dashboard' }),
    ).not.toBeNull();
    expect((screen.getByLabelText('Period') as HTMLSelectElement).value).toBe('3months');

    const pain = await card('Average Pain');
    expect(pain.getByTestId('stat-value').textContent).toBe('5.2/10');
    const trend = pain.getByText('0.6 lower than the 90 days before');
    expect(trend.getAttribute('data-trend')).toBe('improving');
    expect(trend.className).not.toMatch(/red/);
    expect(pain.getByText('Over 84 days with pain recorded')).not.toBeNull();

    const risk = await card('7-Day Flare Risk');
    expect(risk.getByTestId('stat-value').textContent).toBe('45%');
    expect(risk.getByText('45%').className).toMatch(/text-amber-700/);
    expect(risk.getByText('Moderate risk')).not.toBeNull();
    expect(risk.getByText('From 90 days of your entries')).not.toBeNull();

    const medication = await card('Medication Effectiveness');
    expect(medication.getByTestId('stat-value').textContent).toBe('6.4/10');
    expect(medication.getByText('31 ratings')).not.toBeNull();

    const points = await card('Data Points Analyzed');
    expect(points.getByTestId('stat-value').textContent).toBe('142');
    expect(points.getByText('Last 90 days')).not.toBeNull();
    expect(analysisCalls().map((call) => call.url)).toEqual(['/api/analysis?period=3months']);
  });

  it('colours flare risk above 60 red and 30 or less green, always with a word', async () => {
    const high = analysisFixture();
    high.stats.flareRisk = { percent: 61, days: 90 };
    serve('3months', high);
    renderPage(<AdvancedAnalyticsPage />);
    const risk = await card('7-Day Flare Risk');
    expect(risk.getByText('61%').className).toMatch(/text-red-700/);
    expect(risk.getByText('High risk')).not.toBeNull();
    cleanup();

    const low = analysisFixture();
    low.stats.flareRisk = { percent: 30, days: 90 };
    serve('3months', low);
    renderPage(<AdvancedAnalyticsPage />);
    const lowRisk = await card('7-Day Flare Risk');
    expect(lowRisk.getByText('30%').className).toMatch(/text-green-700/);
    expect(lowRisk.getByText('Low risk')).not.toBeNull();
  });

  it('asks again for the chosen period', async () => {
    serve('3months', analysisFixture());
    serve('6months', analysisFixture('6months'));
    renderPage(<AdvancedAnalyticsPage />);
    await card('Average Pain');
    const select = screen.getByLabelText('Period') as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual([
      'Last Month',
      'Last 3 Months',
      'Last 6 Months',
      'Last Year',
    ]);
    fireEvent.change(select, { target: { value: '6months' } });
    expect(await screen.findByText('Last 180 days')).not.toBeNull();
    expect(analysisCalls().map((call) => call.url)).toEqual([
      '/api/analysis?period=3months',
      '/api/analysis?period=6months',
    ]);
  });

  it('keeps the chosen tab when the period changes', async () => {
    serve('3months', analysisFixture());
    serve('1year', analysisFixture('1year'));
    renderPage(<AdvancedAnalyticsPage />);
    await openTab('Patterns');
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: '1year' } });
    expect(await screen.findByText('Last 365 days')).not.toBeNull();
    expect(screen.getByRole('tab', { name: 'Patterns' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('draws the trend chart with flare days marked, and the same numbers as a table', async () => {
    serve('3months', analysisFixture());
    renderPage(<AdvancedAnalyticsPage />);
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Correlations',
      'Patterns',
      'Predictions',
      'Insights',
    ]);
    const chart = await screen.findByTestId('trend-chart');
    expect(chart.querySelector('title')?.textContent).toBe(
      'Daily pain from Thursday, January 1, 2026 to Tuesday, March 31, 2026: 86 days recorded, average 5.3 out of 10, 5 days in a flare (flare threshold 7).',
    );
    expect(screen.getAllByTestId('flare-band')).toHaveLength(2);
    expect(chart.querySelectorAll('rect.fill-red-700')).toHaveLength(5);
    expect(chart.querySelectorAll('circle.fill-primary')).toHaveLength(81);
    // One unbroken line: its first days (under 4 days with pain) have no mean.
    expect(chart.querySelector('path')?.getAttribute('d')?.match(/M/g)).toHaveLength(1);

    const flares = within(screen.getByTestId('flare-summary'));
    expect(flares.getByText('2.3')).not.toBeNull();
    expect(flares.getByText('2.1 days')).not.toBeNull();
    expect(flares.getByText('8.1/10')).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    const table = screen.getByRole('table', { name: 'Daily pain, 7-day average and flare days' });
    expect(within(table).getAllByRole('row')).toHaveLength(87);
    expect(within(table).getAllByText('Yes')).toHaveLength(5);
  });

  it('does not draw the 7-day average over a stretch without entries', async () => {
    const analysis = analysisFixture();
    analysis.series = analysis.series.map((day, index) =>
      index >= 30 && index < 40 ? { ...day, pain: null, rollingMean: null, flare: false } : day,
    );
    serve('3months', analysis);
    renderPage(<AdvancedAnalyticsPage />);
    const chart = await screen.findByTestId('trend-chart');
    expect(chart.querySelector('path')?.getAttribute('d')?.match(/M/g)).toHaveLength(2);
    expect(chart.querySelector('title')?.textContent).toMatch(/: 76 days recorded/);
  });

  it('lists the five fixed correlation rows with strength, n and significance', async () => {
    serve('3months', analysisFixture());
    renderPage(<AdvancedAnalyticsPage />);
    await openTab('Correlations');
    const main = within(screen.getByRole('list', { name: 'Main factors' }));
    const rows = main.getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('h3')?.textContent)).toEqual([
      'Weather',
      'Sleep',
      'Medication',
      'Stress',
      'Activity',
    ]);
    const stress = within(rows[3]!);
    expect(stress.getByTestId('effect-strength').textContent).toBe('+0.74Very strong');
    expect(stress.getByText('Significant')).not.toBeNull();
    expect(stress.getByText('n = 84 days')).not.toBeNull();
    expect(stress.getByText('q < 0.001')).not.toBeNull();
    // Sleep: the significant, stronger of its two effects leads.
    const sleep = within(rows[1]!);
    expect(sleep.getByText('Sleep hours')).not.toBeNull();
    expect(sleep.getByTestId('effect-strength').textContent).toBe('−0.52Strong');
    expect(sleep.getByText('with next-day pain')).not.toBeNull();
    const weather = within(rows[0]!);
    expect(weather.getByText('Not significant')).not.toBeNull();
    expect(weather.getByTestId('effect-strength').getAttribute('data-strength')).toBe('weak');
    expect(weather.getByText('q = 0.120')).not.toBeNull();

    const others = within(screen.getByRole('list', { name: 'Other factors' }));
    expect(others.getAllByTestId('effect-row').map((row) => row.getAttribute('data-key'))).toEqual([
      'moodLevel:0',
      'tag:gluten:1',
      'sleepQuality:0',
    ]);
  });

  it('says what a fixed row still needs when nothing of its kind was tested', async () => {
    const analysis = analysisFixture();
    analysis.effects = analysis.effects.filter(
      (effect) => effect.group !== 'weather' && effect.group !== 'activity',
    );
    analysis.coverage.weather = { days: 5, needed: 9 };
    analysis.coverage.activity = { days: 0, needed: 14 };
    serve('3months', analysis);
    renderPage(<AdvancedAnalyticsPage />);
    await openTab('Correlations');
    const missing = screen.getAllByTestId('effect-missing');
    expect(missing.map((row) => row.getAttribute('data-group'))).toEqual(['weather', 'activity']);
    expect(missing[0]!.textContent).toContain(
      '9 more days with weather readings logged before it can be tested (5 days so far).',
    );
    expect(missing[1]!.textContent).toContain(
      'No activities logged in this period. It can be tested after 14 days with it.',
    );
  });

  it('waits for 14 days before testing factors', async () => {
    const analysis = emptyAnalysis();
    analysis.effectsDaysNeeded = 9;
    serve('3months', analysis);
    renderPage(<AdvancedAnalyticsPage />);
    await openTab('Correlations');
    expect(screen.getByText('9 more days of entries before factors can be tested')).not.toBeNull();
    expect(screen.queryByRole('list', { name: 'Main factors' })).toBeNull();
  });

  it('shows common triggers, the seasonal wait and medication effects', async () => {
    serve('3months', analysisFixture());
    renderPage(<AdvancedAnalyticsPage />);
    await openTab('Patterns');
    const triggers = screen.getAllByTestId('common-trigger');
    expect(triggers).toHaveLength(2);
    expect(triggers[0]!.textContent).toContain('Seen before 71% of flares (5)');
    expect(triggers[0]!.textContent).toContain('impact 6.8/10');
    expect(triggers[0]!.textContent).toContain('18 days logged');
    expect(
      screen.getByText('Seasonal trends need a year of entries: 275 more days'),
    ).not.toBeNull();
    const medications = screen.getAllByTestId('medication-effect');
    expect(medications[0]!.textContent).toContain('Rated 6.4/10 on average (31 ratings)');
    expect(medications[0]!.textContent).toContain('Pain was 1.1 lower on days it was taken.');
    expect(medications[1]!.textContent).toContain('No effectiveness ratings yet');
    expect(medications[1]!.textContent).toContain(
      'Comparing taken and missed days needs 3 days of each.',
    );
  });

  it('shows seasonal changes red with a plus and green with a minus', async () => {
    serve('1year', analysisFixture('1year'));
    serve('3months', analysisFixture());
    renderPage(<AdvancedAnalyticsPage />);
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: '1year' } });
    await screen.findByText('Last 365 days');
    await openTab('Patterns');
    const seasons = screen.getAllByTestId('season-card');
    expect(seasons).toHaveLength(4);
    const winter = within(seasons[0]!).getByTestId('season-change');
    expect(winter.textContent).toBe('+12.5% pain, higher than your year as a whole');
    expect(winter.className).toMatch(/text-red-700/);
    const summer = within(seasons[2]!).getByTestId('season-change');
    expect(summer.textContent).toBe('−12.4% pain, lower than your year as a whole');
    expect(summer.className).toMatch(/text-green-700/);
  });

  it('shows the same 7-day prediction as the Pain Prediction page', async () => {
    serve('3months', analysisFixture());
    routes['GET /api/predictions'] = () => Response.json(predictionsFixture());
    renderPage(<AdvancedAnalyticsPage />);
    await openTab('Predictions');
    const days = await screen.findAllByTestId('prediction-day');
    expect(days).toHaveLength(7);
    const first = within(days[0]!);
    expect(first.getByTestId('predicted-level').textContent).toBe('6.5');
    expect(first.getByText('Short sleep')).not.toBeNull();
    expect(first.queryByText('Recent pain')).toBeNull();
    expect(
      screen.getByText(/within 1 point of your actual pain 71% of the time \(n = 60\)/),
    ).not.toBeNull();
  });

  it('shows the insight cards in the Insights tab', async () => {
    serve('3months', analysisFixture());
    renderPage(<AdvancedAnalyticsPage />);
    await openTab('Insights');
    expect(screen.getAllByTestId('insight-card')).toHaveLength(4);
  });

  it('exports the chosen period as CSV and says so', async () => {
    serve('3months', analysisFixture());
    serve('1year', analysisFixture('1year'));
    routes['GET /api/analysis/export.csv?period=1year'] = () =>
      new Response('date,pain\n', {
        headers: {
          'Content-Type': 'text/csv',
          'Content-Disposition': 'attachment; filename="cairn-2026-03-31-analysis-1year.csv"',
        },
      });
    renderPage(<AdvancedAnalyticsPage />);
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: '1year' } });
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveBlob).mock.calls[0]![1]).toBe('cairn-2026-03-31-analysis-1year.csv');
    expect(calls.some((call) => call.url === '/api/analysis/export.csv?period=1year')).toBe(true);
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Export successful'));
  });

  it('names the file itself when the server gives no name', async () => {
    serve('3months', analysisFixture());
    routes['GET /api/analysis/export.csv?period=3months'] = () => new Response('date,pain\n');
    renderPage(<AdvancedAnalyticsPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveBlob).mock.calls[0]![1]).toBe(
      `cairn-${todayIn('UTC')}-analysis-3months.csv`,
    );
  });

  it('says when the export failed', async () => {
    serve('3months', analysisFixture());
    routes['GET /api/analysis/export.csv?period=3months'] = () =>
      new Response('{"message":"boom"}', { status: 500 });
    renderPage(<AdvancedAnalyticsPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Export failed'));
    expect(getToasts()[0]?.description).toBe('Unable to export your data. Please try again.');
    expect(saveBlob).not.toHaveBeenCalled();
  });

  it('greets a new account with empty states, not zeros or NaN', async () => {
    serve('3months', emptyAnalysis());
    renderPage(<AdvancedAnalyticsPage />);
    const pain = await card('Average Pain');
    expect(pain.getByTestId('stat-value').textContent).toBe('—');
    expect(pain.getByText('No pain recorded in the last 90 days')).not.toBeNull();
    const risk = await card('7-Day Flare Risk');
    expect(risk.getByTestId('stat-value').textContent).toBe('—');
    expect(risk.getByText('14 more days of entries needed')).not.toBeNull();
    expect((await card('Medication Effectiveness')).getByTestId('stat-value').textContent).toBe(
      '—',
    );
    expect((await card('Data Points Analyzed')).getByTestId('stat-value').textContent).toBe(
      'None yet',
    );
    expect(screen.getByText('No pain recorded in the last 3 months yet')).not.toBeNull();
    expect(screen.queryByTestId('trend-chart')).toBeNull();
    const text = () => document.body.textContent ?? '';
    expect(text()).not.toMatch(/NaN|Infinity|undefined/);

    await openTab('Patterns');
    expect(screen.getByText('No flares in this period')).not.toBeNull();
    expect(
      screen.getByText('Seasonal trends need a year of entries: 365 more days'),
    ).not.toBeNull();
    expect(screen.getByText('No medications in this period')).not.toBeNull();
    routes['GET /api/predictions'] = () =>
      Response.json({ ...notEnoughDays(), daysWithEntries: 0, daysNeeded: 14 });
    await openTab('Predictions');
    expect(await screen.findByText('Predictions need 14 more days of entries')).not.toBeNull();
    await openTab('Insights');
    expect(screen.getByText('14 more days of entries before insights can be drawn')).not.toBeNull();
    expect(text()).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('says when the analytics cannot be loaded and tries again', async () => {
    routes['GET /api/analysis?period=3months'] = () =>
      new Response('{"message":"boom"}', { status: 500 });
    renderPage(<AdvancedAnalyticsPage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/We couldn't load your analytics/);
    serve('3months', analysisFixture());
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('group', { name: 'Average Pain' })).not.toBeNull();
  });
});
