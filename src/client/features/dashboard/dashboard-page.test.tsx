// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '@core/settings';
import { renderPage, stubServer, type Routes } from '@client/components/analysis/test-server';
import { DashboardPage } from './dashboard-page';

let routes: Routes;

beforeEach(() => {
  routes = {
    'GET /api/journal-entries': () => Response.json([]),
    'GET /api/settings': () => Response.json({ ...DEFAULT_SETTINGS, timeZone: 'UTC' }),
    'GET /api/peg-checkins/current': () =>
      Response.json({ week: '2026-W05', weekStart: '2026-01-26', checkin: null }),
  };
  stubServer(routes);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Dashboard and the weekly check-in', () => {
  it('invites the person to this week’s check-in above today’s progress', async () => {
    renderPage(<DashboardPage />);
    const card = await screen.findByRole('region', { name: 'Weekly check-in' });
    expect(
      within(card).getByRole('link', { name: "Answer this week's questions" }).getAttribute('href'),
    ).toBe('/weekly-check-in');
    // It sits above today's progress, where it is seen without scrolling on a phone.
    const progress = screen.getByRole('region', { name: "Today's Progress" });
    const following = Node.DOCUMENT_POSITION_FOLLOWING;
    expect(card.compareDocumentPosition(progress) & following).toBe(following);
  });
});
