import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@core/calendar';
import { localDate } from '@core/time-zone';
import { createTestApp, registerUser, type TestApp } from '../../test-support/test-app';
import { writer, type Person } from './test-fixture';

let t: TestApp;
let w: ReturnType<typeof writer>;
let dave: Person;
let erin: Person;
const today = () => localDate(new Date(), 'UTC');

const get = (who: Person, url = '/api/analysis', etag?: string) =>
  t.app.inject({
    url,
    headers: { cookie: who.cookie, ...(etag ? { 'if-none-match': etag } : {}) },
  });

/** The ETag the client holds is still current: 304, no body. */
async function expectCurrent(etag: string, url?: string) {
  const response = await get(dave, url, etag);
  expect(response.statusCode).toBe(304);
  expect(response.body).toBe('');
  expect(response.headers.etag).toBe(etag);
}

/** The ETag the client holds is out of date: a full answer under a new ETag, which is then current. */
async function expectChanged(etag: string): Promise<string> {
  const response = await get(dave, '/api/analysis', etag);
  expect(response.statusCode).toBe(200);
  expect(response.json().period).toBe('3months');
  const next = response.headers.etag as string;
  expect(next).toMatch(/^W\/".+"$/);
  expect(next).not.toBe(etag);
  await expectCurrent(next);
  return next;
}

beforeAll(async () => {
  t = await createTestApp();
  w = writer(t.app);
  dave = await registerUser(t.app, { timeZone: 'UTC' });
  erin = await registerUser(t.app, { timeZone: 'UTC' });
});
afterAll(() => t.close());

describe('GET /api/analysis conditional requests', () => {
  it('answers 304 to a current ETag and a new one after any change to what it reads', async () => {
    const first = await get(dave);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    let etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    await expectCurrent(etag);
    // A list of ETags, as a browser may send, and the explicit default period.
    await expectCurrent(etag, '/api/analysis?period=3months');
    const listed = await get(dave, '/api/analysis', `W/"other", ${etag}`);
    expect(listed.statusCode).toBe(304);

    const entry = await w.entry(dave, { date: today(), painLevel: 4 });
    etag = await expectChanged(etag);

    await w.editEntry(dave, entry.id, { painLevel: 6 });
    etag = await expectChanged(etag);

    const quick = await w.entry(dave, { date: today(), kind: 'quick', painLevel: 7 });
    etag = await expectChanged(etag);
    await w.deleteEntry(dave, quick.id);
    etag = await expectChanged(etag);

    const medication = await w.medication(dave, {
      name: 'Naproxen',
      dosage: '250 mg',
      frequency: 'daily',
    });
    etag = await expectChanged(etag);

    await w.dose(dave, { medicationId: medication.id, effectiveness: 8 });
    etag = await expectChanged(etag);

    await w.trigger(dave, { name: 'Cold weather', category: 'weather' });
    etag = await expectChanged(etag);

    // A schedule switched off with no timestamp of its own (no API does this yet).
    await t.database.db
      .updateTable('medication_schedules')
      .set({ is_active: false })
      .where('user_id', '=', dave.user.id)
      .execute();
    etag = await expectChanged(etag);

    await w.settings(dave, { timeZone: 'Asia/Tokyo' });
    etag = await expectChanged(etag);

    // An entry older than the history read still moves the first entry's date, on which the
    // seasonal trends' "needs a year" depends.
    await w.entry(dave, { date: addDays(today(), -1000), painLevel: 2 });
    etag = await expectChanged(etag);
  });

  it('keeps the ETag for changes the analysis does not read', async () => {
    const etag = (await get(dave)).headers.etag as string;
    // Another user's records.
    await w.entry(erin, { date: today(), painLevel: 9 });
    const { id } = await w.medication(erin, { name: 'Other', dosage: '1 mg', frequency: 'daily' });
    await w.dose(erin, { medicationId: id });
    await w.trigger(erin, { name: 'Noise', category: 'other' });
    // A preference that is not the time zone.
    await w.settings(dave, { theme: 'dark' });
    await expectCurrent(etag);
  });

  it('gives each period its own ETag', async () => {
    const tags = await Promise.all(
      ['1month', '3months', '6months', '1year'].map(
        async (period) => (await get(dave, `/api/analysis?period=${period}`)).headers.etag,
      ),
    );
    expect(new Set(tags).size).toBe(4);
    const month = tags[0] as string;
    expect((await get(dave, '/api/analysis?period=1month', month)).statusCode).toBe(304);
    expect((await get(dave, '/api/analysis?period=3months', month)).statusCode).toBe(200);
  });
});
