// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pegWeek } from '@core/test-support/peg';
import { DEFAULT_SETTINGS } from '@core/settings';
import { renderPage, stubServer, type Routes } from '@client/components/analysis/test-server';
import { PegTrendCard } from './peg-trend-card';

// Oldest first, as the server answers; the week of 19 Jan was missed.
const CHECKINS = [
  pegWeek('2026-W02', '2026-01-05', 7, 6, 6), // 6.3
  pegWeek('2026-W03', '2026-01-12', 6, 5, 6), // 5.7
  pegWeek('2026-W05', '2026-01-26', 5, 4, 4), // 4.3
];

let routes: Routes;

beforeEach(() => {
  routes = {
    'GET /api/settings': () => Response.json({ ...DEFAULT_SETTINGS, timeZone: 'UTC' }),
    'GET /api/peg-checkins': () => Response.json(CHECKINS),
  };
  stubServer(routes);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const card = async () => within(await screen.findByRole('region', { name: 'PEG score over time' }));

describe('PEG score over time', () => {
  it('draws the weekly scores and says how many weeks they rest on', async () => {
    renderPage(<PegTrendCard />);
    const region = await card();
    expect((await region.findByTestId('peg-trend-summary')).textContent).toBe(
      'Latest 4.3 (Week of Jan 26, 2026) · first 6.3 · change -2.0',
    );
    expect(region.getByText('from 3 weekly check-ins')).not.toBeNull();
    const chart = region.getByRole('img');
    expect(chart.querySelector('title')?.textContent).toBe(
      'PEG score by week from Week of Jan 5, 2026 to Week of Jan 26, 2026: 3 weekly check-ins, latest 4.3 out of 10.',
    );
    expect(chart.querySelectorAll('circle')).toHaveLength(3);
    // The missed week breaks the line: two pieces, the first joining the 5th and the 12th.
    expect(chart.querySelector('path')?.getAttribute('d')?.match(/M/g)).toHaveLength(2);

    fireEvent.click(region.getByRole('button', { name: 'Show as table' }));
    const rows = within(region.getByRole('region', { name: 'PEG score table' }))
      .getAllByRole('row')
      .map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Week', 'Score', 'Pain', 'Enjoyment', 'Activity'],
      ['Week of Jan 26, 2026', '4.3', '5/10', '4/10', '4/10'],
      ['Week of Jan 12, 2026', '5.7', '6/10', '5/10', '6/10'],
      ['Week of Jan 5, 2026', '6.3', '7/10', '6/10', '6/10'],
    ]);
  });

  it('says what it needs instead of drawing one week', async () => {
    routes['GET /api/peg-checkins'] = () => Response.json(CHECKINS.slice(0, 1));
    renderPage(<PegTrendCard />);
    const region = await card();
    expect(
      (await region.findByText(/The trend appears after 2 weekly check-ins/)).textContent,
    ).toBe('The trend appears after 2 weekly check-ins. You have answered 1 so far.');
    expect(region.queryByRole('img')).toBeNull();
    expect(
      region.getByRole('link', { name: 'Go to the weekly check-in' }).getAttribute('href'),
    ).toBe('/weekly-check-in');
  });

  it('invites to the first check-in while the check-in is on', async () => {
    routes['GET /api/peg-checkins'] = () => Response.json([]);
    renderPage(<PegTrendCard />);
    const region = await card();
    expect((await region.findByText(/You have not answered one yet/)).textContent).toBe(
      'The trend appears after 2 weekly check-ins. You have not answered one yet.',
    );
  });

  it('is left out when the check-in is off and was never answered', async () => {
    routes['GET /api/peg-checkins'] = () => Response.json([]);
    routes['GET /api/settings'] = () =>
      Response.json({ ...DEFAULT_SETTINGS, pegEnabled: false, timeZone: 'UTC' });
    const queryClient = renderPage(<PegTrendCard />);
    await waitFor(() => {
      expect(queryClient.getQueryData(['/api/settings'])).toBeDefined();
      expect(queryClient.getQueryData(['/api/peg-checkins'])).toEqual([]);
    });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'PEG score over time' })).toBeNull(),
    );
  });

  it('says so when the check-ins cannot be loaded', async () => {
    routes['GET /api/peg-checkins'] = () => new Response('Bad gateway', { status: 502 });
    renderPage(<PegTrendCard />);
    const region = await card();
    expect((await region.findByRole('alert')).textContent).toContain(
      'Your weekly check-ins could not be loaded.',
    );
  });
});
