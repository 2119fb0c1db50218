// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PegCurrent } from '@core/peg';
import { DEFAULT_SETTINGS } from '@core/settings';
import {
  renderPage,
  stubServer,
  type Call,
  type Routes,
} from '@client/components/analysis/test-server';
import { useSettings } from '@client/api/settings/get-settings';
import { WeeklyCheckInCard } from './weekly-check-in-card';

const UNANSWERED: PegCurrent = { week: '2026-W05', weekStart: '2026-01-26', checkin: null };
const ANSWERED: PegCurrent = {
  ...UNANSWERED,
  checkin: {
    id: 'peg-1',
    week: '2026-W05',
    weekStart: '2026-01-26',
    pain: 6,
    enjoyment: 5,
    activity: 6,
    score: 5.7,
    answeredAt: '2026-02-01T18:05:00.000Z',
  },
};

/** Says when the settings have reached the page. */
function SettingsShown() {
  return useSettings().data ? <p>Settings loaded</p> : null;
}

let routes: Routes;
let calls: Call[];

beforeEach(() => {
  routes = {
    'GET /api/settings': () => Response.json({ ...DEFAULT_SETTINGS, timeZone: 'UTC' }),
    'GET /api/peg-checkins/current': () => Response.json(UNANSWERED),
  };
  calls = stubServer(routes);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Weekly check-in card', () => {
  it('invites the person to answer while this week is open', async () => {
    renderPage(<WeeklyCheckInCard />);
    const card = within(await screen.findByRole('region', { name: 'Weekly check-in' }));
    expect(
      card.getByText(
        'Three questions about your pain over the past week. It takes about a minute.',
      ),
    ).not.toBeNull();
    const link = card.getByRole('link', { name: "Answer this week's questions" });
    expect(link.getAttribute('href')).toBe('/weekly-check-in');
  });

  it('shows this week’s score in one line once answered', async () => {
    routes['GET /api/peg-checkins/current'] = () => Response.json(ANSWERED);
    renderPage(<WeeklyCheckInCard />);
    const card = within(await screen.findByRole('region', { name: 'Weekly check-in' }));
    expect(card.getByText(/This week's PEG score:/).textContent).toBe("This week's PEG score: 5.7");
    expect(
      card.getByRole('link', { name: 'See or change your answers' }).getAttribute('href'),
    ).toBe('/weekly-check-in');
    expect(card.queryByRole('link', { name: "Answer this week's questions" })).toBeNull();
  });

  it('stays hidden, and asks for nothing, when the weekly check-in is turned off', async () => {
    routes['GET /api/settings'] = () =>
      Response.json({ ...DEFAULT_SETTINGS, pegEnabled: false, timeZone: 'UTC' });
    renderPage(
      <>
        <SettingsShown />
        <WeeklyCheckInCard />
      </>,
    );
    // Rendered in the same pass as the card, once the settings have arrived.
    await screen.findByText('Settings loaded');
    expect(screen.queryByTestId('weekly-check-in-card')).toBeNull();
    expect(calls.map((call) => call.url)).not.toContain('/api/peg-checkins/current');
  });

  it('stays hidden when this week cannot be loaded', async () => {
    routes['GET /api/peg-checkins/current'] = () => new Response('Bad gateway', { status: 502 });
    renderPage(<WeeklyCheckInCard />);
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toContain('/api/peg-checkins/current'),
    );
    expect(screen.queryByTestId('weekly-check-in-card')).toBeNull();
  });
});
