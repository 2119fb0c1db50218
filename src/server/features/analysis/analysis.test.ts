import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EFFECTS_HEADER, SERIES_HEADER } from '@core/analysis/analysis-csv';
import { ANALYSIS_PERIODS } from '@core/analysis/periods';
import type { AnalysisResult, SeriesDay } from '@core/analysis/types';
import { createTestApp, registerUser, type TestApp } from '../../test-support/test-app';
import {
  fixedClockApp,
  laDay,
  NOW,
  seedAlice,
  TODAY_LA,
  TODAY_UTC,
  utcDay,
  writer,
  type Person,
} from './test-fixture';

let t: TestApp;
let fixed: FastifyInstance;
let w: ReturnType<typeof writer>;
let alice: Person;

const ask = (app: FastifyInstance, who: Person | null, url: string) =>
  app.inject({ url, headers: who ? { cookie: who.cookie } : {} });
const analysis = async (who: Person, query = ''): Promise<AnalysisResult> => {
  const response = await ask(fixed, who, `/api/analysis${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const dayOf = (result: AnalysisResult, date: string): SeriesDay | undefined =>
  result.series.find((day) => day.date === date);
/** The CSV's lines, without the byte order mark and the final line end. */
const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .replace(/\r\n$/, '')
    .split('\r\n');

beforeAll(async () => {
  t = await createTestApp();
  fixed = await fixedClockApp(t);
  w = writer(t.app);
  alice = await registerUser(t.app, { timeZone: 'UTC' });
  await seedAlice(w, alice);
});
afterAll(async () => {
  await fixed.close();
  await t.close();
});

describe.each(['/api/analysis', '/api/analysis/export.csv'])('GET %s', (url) => {
  it('needs a session', async () => {
    const response = await ask(t.app, null, url);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it.each(['?period=2weeks', '?period=', '?period=3MONTHS', '?period=1month&period=1year'])(
    'answers %s with a 400 naming period and the allowed values',
    async (query) => {
      const response = await ask(t.app, alice, `${url}${query}`);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.message).toMatch(/^period: /);
      for (const period of ANALYSIS_PERIODS) expect(body.message).toContain(period);
      expect(body.issues).toEqual([{ path: 'period', message: expect.any(String) }]);
    },
  );

  it.each(ANALYSIS_PERIODS)('accepts period=%s', async (period) => {
    expect((await ask(t.app, alice, `${url}?period=${period}`)).statusCode).toBe(200);
  });
});

describe('GET /api/analysis', () => {
  it('analyses the last 3 months when no period is given', async () => {
    const response = await ask(t.app, alice, '/api/analysis');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toMatchObject({ period: '3months', periodDays: 90 });
  });

  it('covers the window ending on the user’s today, for the fixed clock', async () => {
    const result = await analysis(alice);
    expect(result).toMatchObject({
      period: '3months',
      periodDays: 90,
      from: utcDay(-89),
      to: TODAY_UTC,
      generatedAt: NOW.toISOString(),
    });
    expect(await analysis(alice, '?period=1year')).toMatchObject({
      periodDays: 365,
      from: utcDay(-364),
      to: TODAY_UTC,
    });
  });

  it('counts the entries, dose logs and days of the window only', async () => {
    const { stats } = await analysis(alice);
    expect(stats).toMatchObject({ entries: 7, doseLogs: 3, days: 4, dataPoints: 10 });
    // The previous period (-179 to -90) was loaded too: entries at -90 and -150.
    expect(stats.previousDays).toBe(2);
    expect((await analysis(alice, '?period=1month')).stats).toMatchObject({
      entries: 6,
      doseLogs: 2,
      days: 3,
    });
  });

  it('gives one series point per day of the window, with the day pain a mean of its entries', async () => {
    const result = await analysis(alice);
    expect(result.series.map((day) => day.date)).toEqual(
      Array.from({ length: 90 }, (_, i) => utcDay(i - 89)),
    );
    expect(dayOf(result, utcDay(0))).toMatchObject({ pain: 6, sleepHours: 7, stress: 3 });
    expect(dayOf(result, utcDay(-1))).toMatchObject({ pain: 6.7, flare: false });
    expect(dayOf(result, utcDay(-2))).toMatchObject({ pain: null, mood: null, sleepHours: null });
    expect(dayOf(result, utcDay(-10))).toMatchObject({
      pain: 3,
      mood: 2,
      sleepHours: 5.5,
      stress: 8,
      energy: 2,
      pressure: 1002,
      flare: false,
    });
    expect(dayOf(result, utcDay(-89))).toMatchObject({ pain: 2 });
    expect(result.series.filter((day) => day.pain !== null)).toHaveLength(4);
  });

  it('takes today and the day of each dose in the user’s own time zone', async () => {
    const lee = await registerUser(t.app, { timeZone: 'America/Los_Angeles' });
    await w.entry(lee, { date: TODAY_LA, painLevel: 5 });
    const { id } = await w.medication(lee, {
      name: 'Ibuprofen',
      dosage: '200 mg',
      frequency: 'as-needed',
      startDate: '2025-01-01',
    });
    // 22:00 on the 15th in Los Angeles, already the 16th in UTC: today.
    await w.dose(lee, { medicationId: id, takenAt: '2025-06-16T05:00:00.000Z' });
    // 23:00 the evening before the window's first day: outside it.
    await w.dose(lee, { medicationId: id, takenAt: `${laDay(-89)}T06:00:00.000Z` });
    // 01:00 on the window's first day.
    await w.dose(lee, { medicationId: id, takenAt: `${laDay(-89)}T08:00:00.000Z` });

    const result = await analysis(lee);
    expect(result).toMatchObject({ from: laDay(-89), to: TODAY_LA });
    expect(result.stats).toMatchObject({ entries: 1, doseLogs: 2, days: 1 });
    expect(result.series.at(-1)).toMatchObject({ date: TODAY_LA, pain: 5 });
  });
});

describe('isolation between users', () => {
  it('shows a user nothing of anyone else’s, and their data changes nobody else’s answer', async () => {
    const before = await analysis(alice);
    const bob = await registerUser(t.app, { timeZone: 'UTC' });

    const empty = await analysis(bob);
    expect(empty.stats).toMatchObject({ entries: 0, doseLogs: 0, days: 0, dataPoints: 0 });
    expect(empty.series.every((day) => day.pain === null)).toBe(true);
    expect(empty.medications).toEqual([]);
    expect(JSON.stringify(empty)).not.toMatch(/Naproxen|Weather change|cmd\|calc|evil\.test/);

    // Bob logs on the same days as Alice, with other values.
    await w.entry(bob, { date: utcDay(0), painLevel: 10, customTags: ['bob-only'] });
    await w.entry(bob, { date: utcDay(-1), painLevel: 0 });
    await w.entry(bob, { date: utcDay(-95), painLevel: 10 });
    const { id } = await w.medication(bob, {
      name: 'Bobprofen',
      dosage: '1 mg',
      frequency: 'daily',
      startDate: '2025-01-01',
    });
    await w.dose(bob, { medicationId: id, takenAt: `${utcDay(0)}T01:00:00.000Z` });
    await w.trigger(bob, { name: 'Bob trigger', category: 'other' });

    expect(await analysis(alice)).toEqual(before);
    const own = await analysis(bob);
    expect(own.stats).toMatchObject({ entries: 2, doseLogs: 1, days: 2 });
    expect(dayOf(own, utcDay(0))?.pain).toBe(10);
    expect(JSON.stringify(own)).not.toMatch(/Naproxen|Weather change|cmd\|calc|evil\.test/);
    expect(JSON.stringify(await analysis(alice))).not.toMatch(/Bobprofen|Bob trigger|bob-only/);
  });
});

describe('GET /api/analysis/export.csv', () => {
  it('downloads the daily series of the window, an empty line, then the effects', async () => {
    const response = await ask(fixed, alice, '/api/analysis/export.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="cairn-${TODAY_UTC}-analysis-3months.csv"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.startsWith('\uFEFF')).toBe(true);

    const lines = csvLines(response.body);
    expect(lines[0]).toBe(SERIES_HEADER.join(','));
    const rows = lines.slice(1, 91);
    expect(rows.map((row) => row.split(',')[0])).toEqual(
      Array.from({ length: 90 }, (_, i) => utcDay(i - 89)),
    );
    expect(lines[91]).toBe('');
    expect(lines[92]).toBe(EFFECTS_HEADER.join(','));
    expect(rows).toContain(`${utcDay(-10)},3,2,5.5,8,2,1002,no`);
    expect(rows).toContain(`${utcDay(-2)},,,,,,,no`);
    expect(rows.find((row) => row.startsWith(`${utcDay(-1)},`))).toMatch(/^[\d-]+,6\.7,/);
  });

  it('names the period in the file and covers its days', async () => {
    const response = await ask(fixed, alice, '/api/analysis/export.csv?period=1month');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="cairn-${TODAY_UTC}-analysis-1month.csv"`,
    );
    const lines = csvLines(response.body);
    expect(lines[30]).toMatch(new RegExp(`^${TODAY_UTC},`));
    expect(lines[31]).toBe('');
  });

  it('carries no text a spreadsheet could run, and nothing of another user', async () => {
    const own = (await ask(fixed, alice, '/api/analysis/export.csv')).body;
    expect(own).not.toMatch(/(^|,)[=+@]/m);
    expect(own).not.toContain('HYPERLINK');

    const carol = await registerUser(t.app, { timeZone: 'UTC' });
    const response = await ask(fixed, carol, '/api/analysis/export.csv');
    expect(response.statusCode).toBe(200);
    const lines = csvLines(response.body);
    const rows = lines.slice(1, 91);
    expect(rows).toHaveLength(90);
    // Date, then a blank day pain: none of Alice's days.
    for (const row of rows) expect(row).toMatch(/^\d{4}-\d{2}-\d{2},,/);
    expect(lines.slice(92)).toEqual([EFFECTS_HEADER.join(',')]);
    expect(response.body).not.toMatch(/Naproxen|Weather change|cmd|HYPERLINK/);
  });
});
