import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, weekdayIndex } from '@core/calendar';
import type { FlareAlert, FlareAlertsResponse, PredictionsResponse } from '@core/prediction/api';
import { createTestApp, registerUser, type TestApp } from '../../test-support/test-app';
import { writer, type Person } from '../analysis/test-fixture';
import { fallingPressure, predictionApp } from './test-fixture';

/** 12:00 UTC on Wednesday 16 July 2025; the users live in UTC. */
const NOW = new Date('2025-07-16T12:00:00.000Z');
const TODAY = '2025-07-16';
const NEXT_DAY = new Date(NOW.getTime() + 86_400_000);
const day = (offset: number) => addDays(TODAY, offset);
/** Pain by weekday (Sunday first): a rhythm a good predictor should learn. */
const WEEKLY = [3, 4, 5, 6, 7, 8, 2];

let t: TestApp;
let app: FastifyInstance;
let w: ReturnType<typeof writer>;
let carol: Person;
let dave: Person;

const ask = async <T>(
  target: FastifyInstance,
  who: Person | null,
  url: string,
  method: 'GET' | 'PATCH' = 'GET',
  payload?: unknown,
) => {
  const response = await target.inject({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json() as T };
};
const predictions = async (who: Person, target = app) => {
  const { status, body } = await ask<PredictionsResponse>(target, who, '/api/predictions');
  expect(status).toBe(200);
  return body;
};
const rowsOf = (table: 'pain_predictions' | 'flare_alerts', userId: string) =>
  t.database.db.selectFrom(table).selectAll().where('user_id', '=', userId).execute();

beforeAll(async () => {
  t = await createTestApp();
  app = await predictionApp(t, NOW, async () => ({
    status: 'ok',
    days: fallingPressure(TODAY),
  }));
  w = writer(t.app);
  carol = await registerUser(t.app, { timeZone: 'UTC' });
  dave = await registerUser(t.app, { timeZone: 'UTC' });
  // Carol: 42 days of a weekly rhythm, up to yesterday. Dave: 20 days at 9 out of 10.
  for (let offset = -42; offset <= -1; offset += 1) {
    await w.entry(carol, { date: day(offset), painLevel: WEEKLY[weekdayIndex(day(offset))] });
  }
  for (let offset = -20; offset <= -1; offset += 1) {
    await w.entry(dave, { date: day(offset), painLevel: 9 });
  }
}, 120_000);
afterAll(async () => {
  await app.close();
  await t.close();
});

describe('GET /api/predictions', () => {
  it('needs a session', async () => {
    for (const url of ['/api/predictions', '/api/flare-alerts']) {
      expect((await ask(t.app, null, url)).status).toBe(401);
    }
    expect((await ask(t.app, null, '/api/flare-alerts', 'PATCH', { enabled: true })).status).toBe(
      401,
    );
  });

  it('says how many more days it needs below 14, with no numbers and nothing stored', async () => {
    const erin = await registerUser(t.app, { timeZone: 'UTC' });
    for (let offset = -5; offset <= -1; offset += 1) {
      await w.entry(erin, { date: day(offset), painLevel: 5 });
    }
    const body = await predictions(erin);
    expect(body).toMatchObject({
      today: TODAY,
      daysWithEntries: 5,
      daysNeeded: 9,
      todayPrediction: null,
      predictions: [],
      accuracy: null,
      recentOutcomes: [],
      activeAlerts: [],
    });
    expect(await rowsOf('pain_predictions', erin.user.id)).toHaveLength(0);
  });

  it('predicts today and the next 7 days from the user’s own rhythm, with a measured accuracy', async () => {
    const body = await predictions(carol);
    expect(body.daysNeeded).toBe(0);
    expect(body.todayPrediction?.date).toBe(TODAY);
    expect(body.predictions.map((p) => p.date)).toEqual([1, 2, 3, 4, 5, 6, 7].map(day));
    for (const prediction of body.predictions) {
      const expected = WEEKLY[weekdayIndex(prediction.date)]!;
      expect(Math.abs(prediction.predictedPainLevel - expected)).toBeLessThanOrEqual(1);
      expect(prediction.range.low).toBeLessThanOrEqual(prediction.predictedPainLevel);
      expect(prediction.range.high).toBeGreaterThanOrEqual(prediction.predictedPainLevel);
      expect(prediction.actualPainLevel).toBeNull();
    }
    expect(body.accuracy).not.toBeNull();
    expect(body.accuracy!.n).toBeGreaterThanOrEqual(14);
    expect(body.accuracy!.withinOnePercent).toBeGreaterThanOrEqual(50);
    // A forecast came, but Carol's entries carry no weather: no sensitivity, every day Neutral.
    expect(body.weatherStatus).toBe('ok');
    expect(body.sensitivity).toBeNull();
    expect(body.weatherImpact).toHaveLength(8);
    expect(body.weatherImpact.every((d) => d.painRiskFactor === 0 && d.label === 'Neutral')).toBe(
      true,
    );
  });

  it('stores each day once and checks it against the entry when the day comes', async () => {
    const first = await predictions(carol);
    const again = await predictions(carol);
    expect(again.predictions.map((p) => p.id)).toEqual(first.predictions.map((p) => p.id));
    expect(await rowsOf('pain_predictions', carol.user.id)).toHaveLength(8);

    const tomorrow = first.predictions[0]!;
    await w.entry(carol, { date: day(1), painLevel: 6 });
    const nextDay = await predictionApp(t, NEXT_DAY);
    try {
      const body = await predictions(carol, nextDay);
      expect(body.today).toBe(day(1));
      // Today's prediction is the one made before the day began, not remade from today's entry.
      expect(body.todayPrediction).toMatchObject({
        id: tomorrow.id,
        predictedPainLevel: tomorrow.predictedPainLevel,
        actualPainLevel: 6,
        predictionMet: Math.abs(tomorrow.predictedPainLevel - 6) <= 1,
      });
      expect(body.recentOutcomes.map((p) => p.date)).toEqual([]);
      expect(body.predictions.at(-1)?.date).toBe(day(8));
    } finally {
      await nextDay.close();
    }
  });

  it('lists a past day’s prediction beside the pain logged on it', async () => {
    const later = await predictionApp(t, new Date(NOW.getTime() + 2 * 86_400_000));
    try {
      const body = await predictions(carol, later);
      const outcome = body.recentOutcomes.find((p) => p.date === day(1));
      expect(outcome).toMatchObject({ actualPainLevel: 6 });
      expect(typeof outcome?.predictionMet).toBe('boolean');
      // Today (day 0) had no entry: it is not listed as an outcome.
      expect(body.recentOutcomes.some((p) => p.date === day(0))).toBe(false);
    } finally {
      await later.close();
    }
  });
});

describe('flare alerts', () => {
  it('raises one alert per high-risk day from today to 2 days ahead, never twice', async () => {
    const body = await predictions(dave);
    expect(body.predictions.every((p) => p.riskLevel === 'severe')).toBe(true);
    expect(body.activeAlerts.map((alert) => alert.date)).toEqual([day(0), day(1), day(2)]);
    expect(body.activeAlerts[2]).toMatchObject({
      severity: 'critical',
      timeframe: 'In 2 days (Friday)',
      userNotified: false,
      acknowledgedAt: null,
      emergencyContacts: ['911', '988'],
    });
    await predictions(dave);
    expect(await rowsOf('flare_alerts', dave.user.id)).toHaveLength(3);
    // Carol's days are not Dave's.
    const carols = await ask<FlareAlertsResponse>(app, carol, '/api/flare-alerts');
    expect(carols.body.alerts.map((a) => a.id)).not.toContain(body.activeAlerts[0]!.id);
  });

  it('acknowledges an alert, and only its owner can', async () => {
    const { activeAlerts } = await predictions(dave);
    const target = activeAlerts[0]!;
    const byCarol = await ask(app, carol, `/api/flare-alerts/${target.id}`, 'PATCH', {
      acknowledged: true,
    });
    expect(byCarol.status).toBe(404);
    const done = await ask<FlareAlert>(app, dave, `/api/flare-alerts/${target.id}`, 'PATCH', {
      acknowledged: true,
    });
    expect(done.status).toBe(200);
    expect(done.body.acknowledgedAt).toEqual(expect.any(String));
    expect(done.body.userNotified).toBe(true);
    const after = await predictions(dave);
    expect(after.activeAlerts.map((alert) => alert.id)).not.toContain(target.id);
    const listed = await ask<FlareAlertsResponse>(app, dave, '/api/flare-alerts');
    expect(listed.body.alerts.find((alert) => alert.id === target.id)?.acknowledgedAt).toBe(
      done.body.acknowledgedAt,
    );
  });

  it('answers bad changes with a 400 naming the field, changing nothing', async () => {
    const cases: [unknown, RegExp][] = [
      [{ minRiskLevel: 'low' }, /minRiskLevel/],
      [{ enabled: 'yes' }, /enabled/],
      [{}, /enabled, minRiskLevel/],
      [{ enabled: true, colour: 'red' }, /only enabled and minRiskLevel/],
    ];
    for (const [payload, message] of cases) {
      const response = await ask<{ message: string }>(
        app,
        dave,
        '/api/flare-alerts',
        'PATCH',
        payload,
      );
      expect(response.status, JSON.stringify(payload)).toBe(400);
      expect(response.body.message).toMatch(message);
    }
    const bad = await ask<{ message: string }>(app, dave, `/api/flare-alerts/x`, 'PATCH', {
      acknowledged: false,
    });
    expect(bad.status).toBe(400);
    const listed = await ask<FlareAlertsResponse>(app, dave, '/api/flare-alerts');
    expect(listed.body.settings).toEqual({ enabled: true, minRiskLevel: 'high' });
  });

  it('raises nothing new once alerts are turned off, and follows the level chosen', async () => {
    const off = await ask<FlareAlertsResponse>(app, dave, '/api/flare-alerts', 'PATCH', {
      enabled: false,
    });
    expect(off.body.settings).toEqual({ enabled: false, minRiskLevel: 'high' });
    const later = await predictionApp(t, new Date(NOW.getTime() + 3 * 86_400_000));
    try {
      await predictions(dave, later);
      expect(await rowsOf('flare_alerts', dave.user.id)).toHaveLength(3);
      await ask(app, dave, '/api/flare-alerts', 'PATCH', { enabled: true, minRiskLevel: 'severe' });
      await predictions(dave, later);
      const dates = (await rowsOf('flare_alerts', dave.user.id)).map((row) => row.date).sort();
      expect(dates).toEqual([0, 1, 2, 3, 4, 5].map(day));
    } finally {
      await later.close();
    }
  });
});
