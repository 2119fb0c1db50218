// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PegCheckin, PegCurrent } from '@core/peg';
import {
  renderPage,
  stubServer,
  type Call,
  type Routes,
} from '@client/components/analysis/test-server';
import { installResizeObserver } from '@client/components/ui/test-dom';
import { forgetOutbox, queuedWrites, startSync } from '@client/lib/offline/outbox';
import { WeeklyCheckInPage } from './weekly-check-in-page';

// jsdom has no IndexedDB: the queue is kept in memory for these tests.
vi.mock('@client/lib/offline/outbox-store', () => ({
  readOutbox: async () => undefined,
  writeOutbox: async () => undefined,
  deleteOutbox: async () => undefined,
}));

const WEEK = '2026-W05';
const WEEK_START = '2026-01-26';

function checkin(overrides: Partial<PegCheckin> = {}): PegCheckin {
  return {
    id: `peg-${overrides.week ?? WEEK}`,
    week: WEEK,
    weekStart: WEEK_START,
    pain: 6,
    enjoyment: 5,
    activity: 6,
    score: 5.7,
    answeredAt: '2026-02-01T18:05:00.000Z',
    ...overrides,
  };
}

const EARLIER = [
  checkin({
    week: '2026-W03',
    weekStart: '2026-01-12',
    pain: 8,
    enjoyment: 7,
    activity: 7,
    score: 7.3,
  }),
  checkin({
    week: '2026-W04',
    weekStart: '2026-01-19',
    pain: 7,
    enjoyment: 6,
    activity: 6,
    score: 6.3,
  }),
];

const current = (answered: PegCheckin | null): PegCurrent => ({
  week: WEEK,
  weekStart: WEEK_START,
  checkin: answered,
});

let routes: Routes;
let calls: Call[];

beforeEach(async () => {
  installResizeObserver();
  routes = {
    'GET /api/peg-checkins/current': () => Response.json(current(null)),
    'GET /api/peg-checkins': () => Response.json(EARLIER),
  };
  calls = stubServer(routes);
  await startSync('user-1');
});
afterEach(async () => {
  cleanup();
  await forgetOutbox();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const group = (name: RegExp) => screen.getByRole('radiogroup', { name });
const PAIN = /average in the past week/;
const ENJOYMENT = /enjoyment of life/;
const ACTIVITY = /general activity/;

function choose(question: RegExp, value: number) {
  fireEvent.click(within(group(question)).getByRole('radio', { name: new RegExp(`^${value}\\b`) }));
}

const posts = () => calls.filter((call) => call.method === 'POST').map((call) => call.body);
const recentWeeks = () =>
  within(screen.getByRole('list', { name: 'Weekly PEG scores' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('Weekly check-in page', () => {
  it('asks the three questions with their anchors, saves the answers and shows the score', async () => {
    renderPage(<WeeklyCheckInPage />);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Weekly check-in' }),
    ).not.toBeNull();
    const pain = await screen.findByRole('radiogroup', { name: PAIN });
    expect(screen.getByText('Week of Jan 26, 2026')).not.toBeNull();
    expect(within(pain).getAllByRole('radio')).toHaveLength(11);
    expect(within(pain).getByRole('radio', { name: '0, No pain' })).not.toBeNull();
    expect(
      within(pain).getByRole('radio', { name: '10, Pain as bad as you can imagine' }),
    ).not.toBeNull();
    expect(screen.getByText('0: No pain')).not.toBeNull();
    expect(screen.getByText('10: Pain as bad as you can imagine')).not.toBeNull();
    expect(screen.getAllByText('10: Completely interferes')).toHaveLength(2);
    expect(group(ENJOYMENT)).not.toBeNull();
    expect(group(ACTIVITY)).not.toBeNull();
    // Nothing is chosen for the person.
    expect(screen.queryAllByRole('radio', { checked: true })).toEqual([]);

    choose(PAIN, 6);
    choose(ENJOYMENT, 5);
    choose(ACTIVITY, 6);
    expect(within(group(PAIN)).getByRole('radio', { name: '6' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    routes['POST /api/peg-checkins'] = () => Response.json(checkin(), { status: 201 });
    routes['GET /api/peg-checkins'] = () => Response.json([...EARLIER, checkin()]);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const score = await screen.findByTestId('peg-score');
    expect(score.textContent).toBe('PEG score 5.7 of 10: the mean of your three answers');
    expect(posts()).toEqual([{ pain: 6, enjoyment: 5, activity: 6, week: WEEK }]);
    const answers = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(answers).toEqual(['6/10', '5/10', '6/10']);
    expect(screen.getByText('Interference with enjoyment of life')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Change answers' })).not.toBeNull();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    // The score is announced: it takes the focus.
    expect(document.activeElement).toBe(score);
    await waitFor(() =>
      expect(recentWeeks()).toEqual([
        'This weekPain 6 · Enjoyment 5 · Activity 65.7',
        'Week of Jan 19, 2026Pain 7 · Enjoyment 6 · Activity 66.3',
        'Week of Jan 12, 2026Pain 8 · Enjoyment 7 · Activity 77.3',
      ]),
    );
  });

  it('says which questions are still open instead of saving a partial check-in', async () => {
    renderPage(<WeeklyCheckInPage />);
    await screen.findByRole('radiogroup', { name: PAIN });
    choose(ENJOYMENT, 3);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByRole('alert').textContent).toBe('Answer all three questions to save.');
    expect(screen.getAllByText('Choose a number from 0 to 10.')).toHaveLength(2);
    expect(group(PAIN).getAttribute('aria-describedby')).toMatch(/missing/);
    expect(group(ENJOYMENT).getAttribute('aria-describedby')).not.toMatch(/missing/);
    expect(posts()).toEqual([]);
  });

  it('shows an answered week with its score, and changes the answers from the saved ones', async () => {
    routes['GET /api/peg-checkins/current'] = () => Response.json(current(checkin()));
    renderPage(<WeeklyCheckInPage />);

    expect((await screen.findByTestId('peg-score')).textContent).toBe(
      'PEG score 5.7 of 10: the mean of your three answers',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Change answers' }));
    const checked = screen
      .getAllByRole('radio', { checked: true })
      .map((radio) => radio.textContent);
    expect(checked).toEqual(['6', '5', '6']);

    choose(PAIN, 8);
    routes['POST /api/peg-checkins'] = () =>
      Response.json(checkin({ pain: 8, score: 6.3 }), { status: 200 });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(screen.getByTestId('peg-score').textContent).toBe(
        'PEG score 6.3 of 10: the mean of your three answers',
      ),
    );
    expect(posts()).toEqual([{ pain: 8, enjoyment: 5, activity: 6, week: WEEK }]);
    expect(screen.getAllByRole('definition')[0]?.textContent).toBe('8/10');
  });

  it('goes back to the saved answers on Cancel without sending anything', async () => {
    routes['GET /api/peg-checkins/current'] = () => Response.json(current(checkin()));
    renderPage(<WeeklyCheckInPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Change answers' }));
    choose(PAIN, 2);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('peg-score').textContent).toContain('5.7');
    expect(posts()).toEqual([]);
  });

  it('shows the server’s reason when it refuses the answers, and keeps them in the form', async () => {
    routes['POST /api/peg-checkins'] = () =>
      Response.json({ message: 'Week must not be in the future' }, { status: 400 });
    renderPage(<WeeklyCheckInPage />);
    await screen.findByRole('radiogroup', { name: PAIN });
    choose(PAIN, 4);
    choose(ENJOYMENT, 4);
    choose(ACTIVITY, 5);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your answers could not be saved. Week must not be in the future',
    );
    expect(screen.queryByTestId('peg-score')).toBeNull();
    expect(
      screen.getAllByRole('radio', { checked: true }).map((radio) => radio.textContent),
    ).toEqual(['4', '4', '5']);
  });

  it('keeps answers given offline on the device and shows them as saved', async () => {
    renderPage(<WeeklyCheckInPage />);
    await screen.findByRole('radiogroup', { name: PAIN });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    choose(PAIN, 7);
    choose(ENJOYMENT, 6);
    choose(ACTIVITY, 4);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByTestId('peg-score')).textContent).toBe(
      'PEG score 5.7 of 10: the mean of your three answers',
    );
    expect(screen.getByText('Saved on this device - will sync.')).not.toBeNull();
    expect(posts()).toEqual([]);
    expect(queuedWrites().map((write) => [write.key, write.url, write.body])).toEqual([
      ['peg:2026-W05', '/api/peg-checkins', { pain: 7, enjoyment: 6, activity: 4, week: WEEK }],
    ]);
  });

  it('says so when this week cannot be loaded', async () => {
    routes['GET /api/peg-checkins/current'] = () => new Response('Bad gateway', { status: 502 });
    renderPage(<WeeklyCheckInPage />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      "We couldn't load this week's check-in.",
    );
  });
});
