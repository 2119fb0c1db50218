import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { painTrendPoints, symptomFrequency } from '@core/analytics-series';
import { addDays } from '@core/calendar';
import { localDate } from '@core/time-zone';
import { createTestApp, registerUser, type TestApp } from '../../test-support/test-app';

let t: TestApp;
type Person = Awaited<ReturnType<typeof registerUser>>;
let alice: Person;
let bob: Person;
const today = localDate(new Date(), 'UTC');
const day = (offset: number) => addDays(today, offset);

async function entry(who: Person, payload: object) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/journal-entries',
    headers: { cookie: who.cookie },
    payload,
  });
  expect(response.statusCode).toBe(201);
}

const get = (who: Person | null, url: string) =>
  t.app.inject({ url, headers: who ? { cookie: who.cookie } : {} });

beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t.app, { timeZone: 'UTC' });
  bob = await registerUser(t.app, { timeZone: 'UTC' });
  await entry(alice, { date: day(0), painLevel: 3, symptoms: ['Fatigue', 'Stiffness'] });
  await entry(alice, { date: day(-1), painLevel: 4, symptoms: ['Fatigue'] });
  await entry(alice, {
    date: day(-1),
    kind: 'quick',
    painLevel: 7,
    symptoms: ['Fatigue', 'Headache'],
  });
  await entry(alice, { date: day(-6), painLevel: 6, symptoms: ['Headache', 'Brain fog'] });
  await entry(alice, { date: day(-7), painLevel: 9, symptoms: ['Nausea'] });
  await entry(bob, { date: day(0), painLevel: 10, symptoms: ['Fatigue', 'Nausea'] });
});
afterAll(() => t.close());

describe.each(['pain-trends', 'symptom-frequency'])('GET /api/analytics/%s', (name) => {
  const url = `/api/analytics/${name}`;

  it('needs a session', async () => {
    expect((await get(null, `${url}?days=7`)).statusCode).toBe(401);
  });

  it.each([
    '',
    '?days=',
    '?days=0',
    '?days=366',
    '?days=abc',
    '?days=7.5',
    '?days=-1',
    '?days=1e2',
    '?days=7&days=8',
  ])('answers %s with a 400 naming days', async (query) => {
    const response = await get(alice, `${url}${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^days: /);
  });

  it('accepts 1 and 365', async () => {
    expect((await get(alice, `${url}?days=1`)).statusCode).toBe(200);
    expect((await get(alice, `${url}?days=365`)).statusCode).toBe(200);
  });
});

describe('pain trends', () => {
  it('averages each day of the window, oldest first, from this user only', async () => {
    const response = await get(alice, '/api/analytics/pain-trends?days=7');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { date: day(-6), painLevel: 6 },
      { date: day(-1), painLevel: 5.5 },
      { date: day(0), painLevel: 3 },
    ]);
    expect((await get(alice, '/api/analytics/pain-trends?days=8')).json()[0]).toEqual({
      date: day(-7),
      painLevel: 9,
    });
    expect((await get(bob, '/api/analytics/pain-trends?days=30')).json()).toEqual([
      { date: day(0), painLevel: 10 },
    ]);
  });

  it('uses the user’s own calendar for today', async () => {
    const zone = 'Pacific/Kiritimati';
    const islander = await registerUser(t.app, { timeZone: zone });
    const theirToday = localDate(new Date(), zone);
    await entry(islander, { date: theirToday, painLevel: 2 });
    expect((await get(islander, '/api/analytics/pain-trends?days=1')).json()).toEqual([
      { date: theirToday, painLevel: 2 },
    ]);
  });
});

describe('symptom frequency', () => {
  it('counts entries naming each symptom in the window, most frequent first', async () => {
    const response = await get(alice, '/api/analytics/symptom-frequency?days=7');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { symptom: 'Fatigue', count: 3 },
      { symptom: 'Headache', count: 2 },
      { symptom: 'Brain fog', count: 1 },
      { symptom: 'Stiffness', count: 1 },
    ]);
    expect((await get(bob, '/api/analytics/symptom-frequency?days=7')).json()).toEqual([
      { symptom: 'Fatigue', count: 1 },
      { symptom: 'Nausea', count: 1 },
    ]);
  });

  it('is empty for a user without entries', async () => {
    const newcomer = await registerUser(t.app);
    expect((await get(newcomer, '/api/analytics/symptom-frequency?days=30')).json()).toEqual([]);
    expect((await get(newcomer, '/api/analytics/pain-trends?days=30')).json()).toEqual([]);
  });
});

describe('agreement with the reference calculation in src/core', () => {
  it('rounds a day’s average and orders ties the same way on this engine', async () => {
    const person = await registerUser(t.app, { timeZone: 'UTC' });
    // 7 × 5 + 13 × 4 = 87 over 20 entries: 4.35, which a float average rounds down on SQLite.
    await entry(person, { date: day(-2), painLevel: 5, symptoms: ['apple', 'Banana', 'Éclair'] });
    for (let i = 0; i < 6; i += 1)
      await entry(person, { date: day(-2), kind: 'quick', painLevel: 5 });
    for (let i = 0; i < 13; i += 1)
      await entry(person, { date: day(-2), kind: 'quick', painLevel: 4 });

    const trend = (await get(person, '/api/analytics/pain-trends?days=30')).json();
    expect(trend).toEqual([{ date: day(-2), painLevel: 4.4 }]);
    const symptoms = (await get(person, '/api/analytics/symptom-frequency?days=30')).json();
    expect(symptoms.map((s: { symptom: string }) => s.symptom)).toEqual([
      'Banana',
      'apple',
      'Éclair',
    ]);

    const entries = (
      await t.app.inject({ url: '/api/journal-entries', headers: { cookie: person.cookie } })
    ).json();
    expect(trend).toEqual(painTrendPoints(entries, today, 30));
    expect(symptoms).toEqual(symptomFrequency(entries, today, 30));
  });
});
