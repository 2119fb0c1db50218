import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_KEY } from '@client/features/auth/api/get-current-user';
import { ENTRIES_KEY } from '@client/api/journal-entries/keys';
import { SHELL_START_QUERIES } from '@client/start-requests';
import { getQueryFn } from './api';
import { awaitStartAnswers, START_WAIT_MS } from './start-answers';

const KEYS = SHELL_START_QUERIES;

/** A client set up as the app's (lib/query-client.ts): the key is the URL, answers never stale. */
const appLikeClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { queryFn: getQueryFn({ on401: 'throw' }), retry: false, staleTime: Infinity },
    },
  });

let asked: string[];
let answer: (url: string) => Response | Promise<Response>;

beforeEach(() => {
  asked = [];
  answer = (url) => Response.json({ url });
  vi.stubGlobal('fetch', (url: string) => {
    asked.push(url);
    return Promise.resolve(answer(url));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  onlineManager.setOnline(true);
});

describe('a signed-in start waits for its first answers', () => {
  it('fetches each answer once and has them fresh in the cache when it resolves', async () => {
    const client = appLikeClient();
    let codeHere = false;
    const code = new Promise<void>((resolve) => setTimeout(resolve, 20)).then(() => {
      codeHere = true;
    });
    await awaitStartAnswers(client, KEYS, code);
    expect(codeHere).toBe(true);
    expect(asked).toEqual(['/api/auth/user', '/api/journal-entries', '/api/settings']);
    expect(client.getQueryData(ENTRIES_KEY)).toEqual({ url: '/api/journal-entries' });
    // Fresh: the screens that mount next do not ask again.
    expect(client.getQueryState(ENTRIES_KEY)?.isInvalidated).toBe(false);
  });

  it('takes a 401 to the sign-in check as "nobody is signed in", as the app does', async () => {
    answer = (url) =>
      url === '/api/auth/user' ? new Response('{}', { status: 401 }) : Response.json([]);
    const client = appLikeClient();
    await awaitStartAnswers(client, KEYS, Promise.resolve());
    expect(client.getQueryData(CURRENT_USER_KEY)).toBeNull();
  });

  it('waits for none when the device kept the answers, and for the missing ones otherwise', async () => {
    const returning = appLikeClient();
    returning.setQueryData(CURRENT_USER_KEY, { id: 'kept' });
    await awaitStartAnswers(returning, KEYS, Promise.resolve());
    expect(asked).toEqual([]);

    const partly = appLikeClient();
    partly.setQueryData(ENTRIES_KEY, [{ id: 'kept' }]);
    await awaitStartAnswers(partly, KEYS, Promise.resolve());
    expect(asked).toEqual(['/api/auth/user', '/api/settings']);
    expect(partly.getQueryData(ENTRIES_KEY)).toEqual([{ id: 'kept' }]);
  });

  it(`renders anyway after ${START_WAIT_MS} ms when an answer is slow`, async () => {
    vi.useFakeTimers();
    answer = () => new Promise<Response>(() => undefined);
    let done = false;
    void awaitStartAnswers(appLikeClient(), KEYS, Promise.resolve()).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(START_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('asks for nothing offline, and waits only for the code', async () => {
    onlineManager.setOnline(false);
    await awaitStartAnswers(appLikeClient(), KEYS, Promise.resolve());
    expect(asked).toEqual([]);
  });

  it('still resolves when the code fails to load', async () => {
    await expect(
      awaitStartAnswers(appLikeClient(), KEYS, Promise.reject(new Error('chunk'))),
    ).resolves.toBeUndefined();
  });
});
