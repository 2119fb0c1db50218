import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_FAILED_MESSAGE } from './durable-answers';
import { createTestApp, registerUser, type TestApp } from '../test-support/test-app';

let t: TestApp;
let who: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  who = await registerUser(t.app);
});
afterAll(() => t.close());

/** Holds the database's durable() until the test opens it, counting the calls. */
function holdDurable() {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  const state = { calls: 0, open: () => open() };
  t.database.durable = () => {
    state.calls += 1;
    return gate;
  };
  return state;
}

describe('answers to writes', () => {
  it('wait until the write is on the disk; reads do not', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/journal-entries',
      headers: { cookie: who.cookie },
      payload: { date: '2026-06-01', painLevel: 4 },
    });
    const held = holdDurable();
    let answered = false;
    const saving = t.app
      .inject({
        method: 'PUT',
        url: `/api/journal-entries/${created.json().id}`,
        headers: { cookie: who.cookie },
        payload: { painLevel: 8 },
      })
      .then((response) => {
        answered = true;
        return response;
      });
    while (held.calls === 0) await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBe(false);
    // The row is committed already; only the answer waits.
    const read = await t.app.inject({
      url: '/api/journal-entries',
      headers: { cookie: who.cookie },
    });
    expect(read.json()).toEqual([expect.objectContaining({ painLevel: 8 })]);
    expect(held.calls).toBe(1);
    held.open();
    const saved = await saving;
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ painLevel: 8 });
  });

  it('fail when the disk refuses the sync, rather than acknowledge what may be lost', async () => {
    t.database.durable = () => Promise.reject(new Error('EIO: i/o error, fdatasync'));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/journal-entries',
      headers: { cookie: who.cookie },
      payload: { date: '2026-06-02', painLevel: 4 },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: SYNC_FAILED_MESSAGE });
  });
});
