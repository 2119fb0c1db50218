// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalysisResult } from '@core/analysis/types';
import { DEFAULT_SETTINGS, type ApiSettings } from '@core/settings';
import { analysisFixture, emptyAnalysis } from '@client/components/analysis/test-fixture';
import {
  renderPage,
  stubServer,
  type Call,
  type Routes,
} from '@client/components/analysis/test-server';
import { dismissToast, getToasts, removeToast } from '@client/lib/toast';
import { AiAnalysisPage } from './ai-analysis-page';

const ANALYSIS_URL = '/api/analysis?period=3months';

let routes: Routes;
let calls: Call[];
let settings: ApiSettings;

function serve(analysis: AnalysisResult, accepted = true) {
  settings = { ...DEFAULT_SETTINGS, analysisDisclaimerAccepted: accepted, timeZone: 'UTC' };
  routes[`GET ${ANALYSIS_URL}`] = () => Response.json(analysis);
  routes['GET /api/settings'] = () => Response.json(settings);
}

beforeEach(() => {
  routes = {
    'PUT /api/settings': () => {
      settings = { ...settings, analysisDisclaimerAccepted: true };
      return Response.json(settings);
    },
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

describe('AI Pain Analysis page', () => {
  it('shows the four stat cards from the analysis, with what each rests on', async () => {
    serve(analysisFixture());
    renderPage(<AiAnalysisPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'AI Pain Pattern Analysis' }),
    ).not.toBeNull();

    const points = await card('Data Points Analyzed');
    expect(points.getByTestId('stat-value').textContent).toBe('142');
    expect(points.getByText('84 entries and 58 doses over the last 90 days')).not.toBeNull();
    expect((await card('Patterns Identified')).getByTestId('stat-value').textContent).toBe('2');

    const accuracy = await card('Prediction Accuracy');
    expect(accuracy.getByTestId('stat-value').textContent).toBe('71%');
    expect(accuracy.getByText('Within 1 point on 60 backtested days')).not.toBeNull();
    expect(accuracy.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('71');

    expect((await card('Insights')).getByTestId('stat-value').textContent).toBe('4');
    expect(screen.getByTestId('analysis-summary').textContent).toMatch(/^You had 7 flares/);
    expect(calls.filter((call) => call.url === ANALYSIS_URL)).toHaveLength(1);
  });

  it('gives no accuracy number or bar until there is history to backtest', async () => {
    const analysis = analysisFixture();
    analysis.stats.predictionAccuracy = null;
    serve(analysis);
    renderPage(<AiAnalysisPage />);
    const accuracy = await card('Prediction Accuracy');
    expect(accuracy.getByTestId('stat-value').textContent).toBe('—');
    expect(accuracy.queryByRole('progressbar')).toBeNull();
    expect(accuracy.getByText(/Needs more history/)).not.toBeNull();
  });

  it('lists only high and critical insights in the critical panel', async () => {
    serve(analysisFixture());
    renderPage(<AiAnalysisPage />);
    const panel = within(await screen.findByTestId('critical-insights'));
    expect(panel.getByText('Flares have been frequent lately')).not.toBeNull();
    expect(panel.getByText('High severity')).not.toBeNull();
    expect(panel.queryByText('Stress and pain rise together')).toBeNull();
    expect(panel.queryByText('Predictions were close on 71% of days')).toBeNull();
  });

  it('has no critical panel when nothing is high or critical', async () => {
    const analysis = analysisFixture();
    analysis.insights = analysis.insights.filter((insight) => insight.severity !== 'high');
    serve(analysis);
    renderPage(<AiAnalysisPage />);
    await screen.findByRole('group', { name: 'Insights' });
    expect(screen.queryByTestId('critical-insights')).toBeNull();
  });

  it('shows the first 2 recommendations on a card and all of them in its dialog', async () => {
    serve(analysisFixture());
    renderPage(<AiAnalysisPage />);
    const list = within(await screen.findByRole('list', { name: 'AI insights' }));
    const stress = within(
      list.getByText('Stress and pain rise together').closest('li') as HTMLElement,
    );
    expect(stress.getByText('Try a short breathing exercise on stressful days.')).not.toBeNull();
    expect(
      stress.getByText('Note what caused the stress, to spot what you can change.'),
    ).not.toBeNull();
    expect(stress.queryByText('Ask your clinician about stress support.')).toBeNull();
    expect(stress.getByText('1 more suggestion in the details')).not.toBeNull();
    expect(stress.getByText('91% confidence · based on 84 days · Last 3 months')).not.toBeNull();

    fireEvent.click(
      stress.getByRole('button', { name: 'View details: Stress and pain rise together' }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Stress and pain rise together' }),
    );
    expect(dialog.getByText('Ask your clinician about stress support.')).not.toBeNull();
    expect(dialog.getByText(/Spearman's rho 0.74 over 84 days/)).not.toBeNull();
    expect(dialog.getByText('Mood')).not.toBeNull();
    expect(dialog.queryByText('Accuracy (backtest)')).toBeNull();
  });

  it('shows the backtest accuracy in a prediction insight’s dialog', async () => {
    serve(analysisFixture());
    renderPage(<AiAnalysisPage />);
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'View details: Predictions were close on 71% of days',
      }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Accuracy (backtest)')).not.toBeNull();
    expect(dialog.getByText('71%')).not.toBeNull();
  });

  it('opens a pattern with its triggers, time patterns and next date', async () => {
    serve(analysisFixture());
    renderPage(<AiAnalysisPage />);
    const cards = await screen.findAllByTestId('pattern-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByText('1.7 per month')).not.toBeNull();
    expect(first.getByText('8.3/10')).not.toBeNull();
    expect(first.getByText('2.2 days')).not.toBeNull();
    expect(first.getByText('5 flares')).not.toBeNull();

    fireEvent.click(first.getByRole('button', { name: 'View details: Flares after short sleep' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Flares after short sleep' }));
    expect(dialog.getByText('8.3 out of 10')).not.toBeNull();
    expect(
      dialog.getByText('Seen before 3 of 5 flares, 2.4× more often than usual'),
    ).not.toBeNull();
    const weekdays = within(dialog.getByRole('list', { name: 'Flares by the weekday they began' }));
    expect(weekdays.getByText('Monday: 2 flares')).not.toBeNull();
    expect(
      dialog.getByText(/From 8 quick and emergency logs made on these flare days/),
    ).not.toBeNull();
    expect(dialog.getByText('Around Thursday, April 9, 2026')).not.toBeNull();
    expect(dialog.getByText(/Reliability: Moderate \(64%\)/)).not.toBeNull();
    expect(dialog.getByText(/Protect your sleep/)).not.toBeNull();
  });

  it('explains why a pattern has no next date', async () => {
    serve(analysisFixture());
    renderPage(<AiAnalysisPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'View details: All flares' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'All flares' }));
    expect(dialog.getByTestId('pattern-next').textContent).toBe(
      'The gaps between your flares vary too much to say when the next may come.',
    );
    expect(dialog.getByText(/No quick or emergency logs were made/)).not.toBeNull();
  });

  it('greets a new account with what each part still needs, never zeros as findings', async () => {
    serve(emptyAnalysis());
    renderPage(<AiAnalysisPage />);
    const points = await card('Data Points Analyzed');
    expect(points.getByTestId('stat-value').textContent).toBe('None yet');
    const patterns = await card('Patterns Identified');
    expect(patterns.getByTestId('stat-value').textContent).toBe('None yet');
    expect(
      within(screen.getByTestId('patterns-empty')).getByText(
        '3 more flares before patterns can be described',
      ),
    ).not.toBeNull();
    expect(screen.getByText('14 more days of entries before insights can be drawn')).not.toBeNull();
    expect((await card('Prediction Accuracy')).getByTestId('stat-value').textContent).toBe('—');
    expect(screen.queryByTestId('analysis-summary')).toBeNull();
    expect(screen.queryByTestId('critical-insights')).toBeNull();
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('says "1 more flare" when one is missing', async () => {
    const analysis = emptyAnalysis();
    analysis.flaresNeeded = 1;
    analysis.flares.count = 2;
    serve(analysis);
    renderPage(<AiAnalysisPage />);
    expect(
      await screen.findByText('1 more flare before patterns can be described', { selector: 'p' }),
    ).not.toBeNull();
  });

  it('tells the truth about how it works, with the personal threshold', async () => {
    const analysis = analysisFixture();
    analysis.flares.threshold = 8;
    serve(analysis);
    renderPage(<AiAnalysisPage />);
    const how = await screen.findByTestId('how-it-works');
    expect(how.textContent).toMatch(/not a trained AI model/);
    expect(how.textContent).toMatch(/nothing leaves your account/);
    expect(how.textContent).toMatch(/8\/10/);
    expect(how.textContent).toMatch(/permutation test/);
    expect(how.textContent).toMatch(/false-discovery rate/);
  });

  it('opens the disclaimer by itself on a first visit, and I Understand stores it', async () => {
    serve(analysisFixture(), false);
    const queryClient = renderPage(<AiAnalysisPage />);
    const dialog = await screen.findByRole('dialog', { name: 'Medical Disclaimer' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'I Understand' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT')).toEqual([
        { method: 'PUT', url: '/api/settings', body: { analysisDisclaimerAccepted: true } },
      ]),
    );
    await waitFor(() =>
      expect(
        queryClient.getQueryData<ApiSettings>(['/api/settings'])?.analysisDisclaimerAccepted,
      ).toBe(true),
    );
    expect(getToasts()).toEqual([]);
  });

  it('does not open the disclaimer once accepted, but the banner button still can', async () => {
    serve(analysisFixture(), true);
    renderPage(<AiAnalysisPage />);
    await screen.findByRole('group', { name: 'Insights' });
    await waitFor(() => expect(calls.some((call) => call.url === '/api/settings')).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Read the full disclaimer' }));
    expect(await screen.findByRole('dialog', { name: 'Medical Disclaimer' })).not.toBeNull();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('says when the analysis cannot be loaded and tries again', async () => {
    serve(analysisFixture());
    routes[`GET ${ANALYSIS_URL}`] = () => new Response('{"message":"boom"}', { status: 500 });
    renderPage(<AiAnalysisPage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/We couldn't load your analysis/);
    routes[`GET ${ANALYSIS_URL}`] = () => Response.json(analysisFixture());
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('group', { name: 'Data Points Analyzed' })).not.toBeNull();
  });
});
