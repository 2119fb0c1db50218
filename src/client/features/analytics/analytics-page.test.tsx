// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyticsLimitAnswer } from '@core/billing/entitlements';
import { addDays } from '@core/calendar';
import type { JournalEntry } from '@core/journal';
import { DEFAULT_SETTINGS } from '@core/settings';
import {
  renderPage,
  stubServer,
  type Call,
  type Routes,
} from '@client/components/analysis/test-server';
import {
  billingOffPlan,
  freePlan,
  premiumPlan,
  upgradeAnswer,
} from '@client/components/upgrade/test-plan';
import { todayIn } from '@client/lib/today';
import { AnalyticsPage } from './analytics-page';

// The test user's time zone is UTC.
const TODAY = todayIn('UTC');

function entry(daysAgo: number, painLevel: number): JournalEntry {
  const date = addDays(TODAY, -daysAgo);
  return {
    id: `entry-${daysAgo}`,
    date,
    kind: 'journal',
    painLevel,
    painTypes: [],
    painLocations: [],
    symptoms: [],
    activities: [],
    customTags: [],
    photoUrls: [],
    moodLevel: 3,
    sleepQuality: null,
    sleepHours: null,
    stressLevel: null,
    createdAt: `${date}T09:00:00.000Z`,
    updatedAt: `${date}T09:00:00.000Z`,
  } as unknown as JournalEntry;
}

/** Two days inside the free plan's week, one three weeks back. */
const ENTRIES = [entry(0, 2), entry(3, 4), entry(20, 9)];
const trendOf = (entries: JournalEntry[]) =>
  entries
    .map(({ date, painLevel }) => ({ date, painLevel }))
    .sort((a, b) => a.date.localeCompare(b.date));

/** Two weekly check-ins, ten weeks apart: both far outside the free plan's 7 days. */
const PEG_CHECKINS = [
  {
    id: 'peg-1',
    week: '2025-W40',
    weekStart: '2025-09-29',
    pain: 7,
    enjoyment: 6,
    activity: 6,
    score: 6.3,
    answeredAt: '2025-10-05T18:00:00.000Z',
  },
  {
    id: 'peg-2',
    week: '2025-W50',
    weekStart: '2025-12-08',
    pain: 5,
    enjoyment: 4,
    activity: 4,
    score: 4.3,
    answeredAt: '2025-12-14T18:00:00.000Z',
  },
];

let routes: Routes;
let calls: Call[];

beforeEach(() => {
  routes = {
    'GET /api/journal-entries': () => Response.json(ENTRIES),
    'GET /api/analytics/pain-trends?days=7': () => Response.json(trendOf(ENTRIES.slice(0, 2))),
    'GET /api/analytics/symptom-frequency?days=7': () => Response.json([]),
    'GET /api/analytics/pain-trends?days=30': () => Response.json(trendOf(ENTRIES)),
    'GET /api/analytics/symptom-frequency?days=30': () => Response.json([]),
    'GET /api/settings': () => Response.json({ ...DEFAULT_SETTINGS, timeZone: 'UTC' }),
    'GET /api/peg-checkins': () => Response.json(PEG_CHECKINS),
  };
  calls = stubServer(routes);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const analyticsUrls = () =>
  calls.map((call) => call.url).filter((url) => url.startsWith('/api/analytics/'));
const statValue = async (name: string) =>
  within(await screen.findByRole('group', { name })).getByTestId('stat-value').textContent;

describe('Analytics page and the plan', () => {
  it('on the free plan asks only for the last 7 days, counts only them, and says so', async () => {
    routes['GET /api/billing/plan'] = () => Response.json(freePlan());
    renderPage(<AnalyticsPage />);

    const note = await screen.findByTestId('upgrade-note');
    expect(note.textContent).toContain(
      'The free plan shows your last 7 days. Upgrade to see your trends over months.',
    );
    expect(within(note).getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe(
      '/pricing',
    );
    // The day three weeks back (pain 9) is outside the plan's window: (2 + 4) / 2.
    expect(await statValue('Avg Pain Level')).toBe('3/10');
    expect(await statValue('Most Challenging')).toBe('4/10');
    expect(screen.getByRole('heading', { level: 2, name: 'Last 7 days' })).not.toBeNull();
    // The chart has no longer ranges to offer.
    expect(screen.queryByRole('combobox')).toBeNull();

    await waitFor(() => expect(analyticsUrls().length).toBeGreaterThanOrEqual(2));
    expect(new Set(analyticsUrls())).toEqual(
      new Set(['/api/analytics/pain-trends?days=7', '/api/analytics/symptom-frequency?days=7']),
    );
  });

  it('waits for the plan before asking for any analytics', () => {
    routes['GET /api/billing/plan'] = () => new Promise<Response>(() => {});
    renderPage(<AnalyticsPage />);
    expect(screen.getByRole('status', { name: 'Loading your analytics' })).not.toBeNull();
    expect(analyticsUrls()).toEqual([]);
  });

  it.each([
    ['premium', premiumPlan],
    ['billing off', billingOffPlan],
  ])('on %s reads 30 days as before, with no note', async (_name, plan) => {
    routes['GET /api/billing/plan'] = () => Response.json(plan());
    renderPage(<AnalyticsPage />);
    expect(await statValue('Avg Pain Level')).toBe('5/10');
    expect(await statValue('Most Challenging')).toBe('9/10');
    expect(screen.getByRole('heading', { level: 2, name: 'Last 30 days' })).not.toBeNull();
    expect(screen.getByRole('combobox')).not.toBeNull();
    expect(screen.queryByTestId('upgrade-note')).toBeNull();
    expect(analyticsUrls()).not.toContain('/api/analytics/pain-trends?days=7');
  });

  it('without a plan answer asks for 30 days, and a 402 shows the upgrade card', async () => {
    routes['GET /api/billing/plan'] = () => new Response('Bad gateway', { status: 502 });
    routes['GET /api/analytics/pain-trends?days=30'] = () => upgradeAnswer(analyticsLimitAnswer(7));
    routes['GET /api/analytics/symptom-frequency?days=30'] = () =>
      upgradeAnswer(analyticsLimitAnswer(7));
    renderPage(<AnalyticsPage />);
    const card = within(await screen.findByTestId('upgrade-card'));
    expect(
      card.getByRole('heading', { level: 2, name: 'The free plan shows your last 7 days' }),
    ).not.toBeNull();
    expect(card.getByText(analyticsLimitAnswer(7).message)).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('Analytics page and the weekly check-in', () => {
  it('shows the PEG score over all the weeks, whatever the plan’s window of days', async () => {
    routes['GET /api/billing/plan'] = () => Response.json(freePlan());
    renderPage(<AnalyticsPage />);
    const card = within(await screen.findByRole('region', { name: 'PEG score over time' }));
    expect(await card.findByText('from 2 weekly check-ins')).not.toBeNull();
    expect(card.getByTestId('peg-trend-summary').textContent).toBe(
      'Latest 4.3 (Week of Dec 8, 2025) · first 6.3 · change -2.0',
    );
  });
});
