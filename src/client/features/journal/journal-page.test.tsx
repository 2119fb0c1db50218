// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { journalLimitAnswer } from '@core/billing/entitlements';
import type { JournalEntry } from '@core/journal';
import { DEFAULT_SETTINGS } from '@core/settings';
import {
  renderPage,
  stubServer,
  type Call,
  type Routes,
} from '@client/components/analysis/test-server';
import { installResizeObserver } from '@client/components/ui/test-dom';
import { freePlan, upgradeAnswer } from '@client/components/upgrade/test-plan';
import { submitJournalSave } from '@client/api/journal-entries/save-journal';
import { flushOutbox, forgetOutbox, queuedWrites, startSync } from '@client/lib/offline/outbox';
import { dismissToast, getToasts, removeToast } from '@client/lib/toast';
import { todayIn } from '@client/lib/today';
import { JournalPage } from './journal-page';

// jsdom has no IndexedDB: the queue is kept in memory for these tests.
vi.mock('@client/lib/offline/outbox-store', () => ({
  readOutbox: async () => undefined,
  writeOutbox: async () => undefined,
  deleteOutbox: async () => undefined,
}));

// The test user's time zone is UTC.
const TODAY = todayIn('UTC');
const LIMIT = journalLimitAnswer(10);

function savedEntry(body: Record<string, unknown>): JournalEntry {
  return {
    ...body,
    kind: 'journal',
    date: TODAY,
    painLevel: body.painLevel ?? 5,
    painTypes: [],
    painLocations: [],
    symptoms: [],
    activities: [],
    customTags: [],
    photoUrls: [],
    createdAt: `${TODAY}T09:00:00.000Z`,
    updatedAt: `${TODAY}T09:00:01.000Z`,
  } as unknown as JournalEntry;
}

let routes: Routes;
let calls: Call[];

beforeEach(async () => {
  installResizeObserver();
  routes = {
    // Autosave off: saves happen on Save, without waiting for timers.
    'GET /api/settings': () =>
      Response.json({ ...DEFAULT_SETTINGS, autoSave: false, timeZone: 'UTC' }),
    [`GET /api/journal-entries/${TODAY}`]: () => Response.json(null),
  };
  calls = stubServer(routes);
  await startSync('user-1');
});
afterEach(async () => {
  cleanup();
  await forgetOutbox();
  vi.unstubAllGlobals();
  for (const item of getToasts()) removeToast(item.id);
  dismissToast();
});

const planCalls = () => calls.filter((call) => call.url === '/api/billing/plan').length;
const journalText = () => screen.getByLabelText('Daily Journal', { selector: 'textarea' });

describe('Journal page and the free plan’s allowance', () => {
  it('shows the upgrade card instead of the form once the month’s journals are used up', async () => {
    routes['GET /api/billing/plan'] = () =>
      Response.json(freePlan({ journalEntriesThisMonth: 10 }));
    renderPage(<JournalPage />);

    const card = within(await screen.findByTestId('upgrade-card'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Daily Journal');
    expect(
      card.getByRole('heading', {
        level: 2,
        name: "You've written 10 journal entries this month",
      }),
    ).not.toBeNull();
    expect(card.getByText(LIMIT.message)).not.toBeNull();
    expect(card.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/pricing');
    // Nothing to type into that could not be saved.
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    // A quick pain log is never limited: one press away.
    fireEvent.click(card.getByRole('button', { name: 'Log pain quickly' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quick Pain Entry' });
    expect(within(dialog).getByRole('slider')).not.toBeNull();
  });

  it('shows the form for a day that already has its journal, even at the limit', async () => {
    routes['GET /api/billing/plan'] = () =>
      Response.json(freePlan({ journalEntriesThisMonth: 10 }));
    routes[`GET /api/journal-entries/${TODAY}`] = () =>
      Response.json(savedEntry({ id: 'entry-1', journalEntry: 'Slept badly.' }));
    renderPage(<JournalPage />);
    await waitFor(() => expect((journalText() as HTMLTextAreaElement).value).toBe('Slept badly.'));
    expect(screen.queryByTestId('upgrade-card')).toBeNull();
  });

  it('shows the form and the card for a journal written offline that the server refused', async () => {
    routes['GET /api/billing/plan'] = () =>
      Response.json(freePlan({ journalEntriesThisMonth: 10 }));
    routes['POST /api/journal-entries'] = () => upgradeAnswer(LIMIT);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await submitJournalSave({
      id: 'entry-1',
      baseUpdatedAt: null,
      payload: {
        date: TODAY,
        kind: 'journal',
        painLevel: 6,
        journalEntry: 'Written on the train.',
      },
    });
    online.mockReturnValue(true);
    await flushOutbox();
    expect(queuedWrites()).toHaveLength(1);

    renderPage(<JournalPage />);
    const card = within(await screen.findByTestId('upgrade-card'));
    expect(
      card.getByText(
        'What you wrote is kept on this device and will be sent once your plan allows it.',
      ),
    ).not.toBeNull();
    expect((journalText() as HTMLTextAreaElement).value).toBe('Written on the train.');
    online.mockRestore();
  });

  it('keeps the text and shows the upgrade card when a save answers 402, then saves on Try again', async () => {
    // The plan's answer still had room; another tab wrote the tenth journal meanwhile.
    routes['GET /api/billing/plan'] = () => Response.json(freePlan({ journalEntriesThisMonth: 9 }));
    routes['POST /api/journal-entries'] = () => upgradeAnswer(LIMIT);
    renderPage(<JournalPage />);

    fireEvent.change(await screen.findByLabelText('Daily Journal', { selector: 'textarea' }), {
      target: { value: 'A long day, but the walk helped.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const card = within(await screen.findByTestId('upgrade-card'));
    expect(
      card.getByText('What you wrote is still in the form below, but it is not saved yet.'),
    ).not.toBeNull();
    expect((journalText() as HTMLTextAreaElement).value).toBe('A long day, but the walk helped.');
    // The card sits under the page's h1, above the form.
    const headings = screen.getAllByRole('heading').map((heading) => heading.tagName);
    expect(headings.slice(0, 2)).toEqual(['H1', 'H2']);
    expect(screen.getByTestId('journal-save-status').textContent).toBe(
      "Not saved: this month's journal entries on the free plan are used up.",
    );
    // Not an error.
    expect(getToasts().filter((item) => item.variant === 'destructive')).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();

    // Upgraded in another tab: Try again saves it, and the plan's count is asked for again.
    const plansBefore = planCalls();
    routes['GET /api/billing/plan'] = () =>
      Response.json(freePlan({ journalEntriesThisMonth: 10 }));
    routes['POST /api/journal-entries'] = () =>
      Response.json(savedEntry({ id: 'entry-1' }), { status: 201 });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByTestId('upgrade-card')).toBeNull());
    expect(screen.getByTestId('journal-save-status').textContent).toBe('Entry saved');
    await waitFor(() => expect(planCalls()).toBe(plansBefore + 1));
    // The new count (10 of 10) does not take away the form this journal was written in.
    await waitFor(() => expect(screen.queryByRole('status', { name: /Loading/ })).toBeNull());
    expect((journalText() as HTMLTextAreaElement).value).toBe('A long day, but the walk helped.');
    expect(screen.queryByTestId('upgrade-card')).toBeNull();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => (call.body as { journalEntry?: string }).journalEntry)).toEqual([
      'A long day, but the walk helped.',
      'A long day, but the walk helped.',
    ]);
  });
});

describe('Journal page and the weekly check-in', () => {
  it('invites the person to this week’s check-in while it is unanswered', async () => {
    routes['GET /api/peg-checkins/current'] = () =>
      Response.json({ week: '2026-W05', weekStart: '2026-01-26', checkin: null });
    renderPage(<JournalPage />);
    const card = within(await screen.findByRole('region', { name: 'Weekly check-in' }));
    expect(
      card.getByRole('link', { name: "Answer this week's questions" }).getAttribute('href'),
    ).toBe('/weekly-check-in');
    // The form is there too, under the card.
    expect(journalText()).not.toBeNull();
  });
});
