import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar';
import { predictionRisk, predictPain } from './three-day';
import { entriesArbitrary, numbersIn } from '../test-support/arbitraries';
import { dailyEntries, dailyRows, entry, shuffled, START_DATE } from '../test-support/entries';

// START_DATE 2026-01-05 is a Monday, so 14 daily entries end on Sunday 2026-01-18.
const TODAY = '2026-01-18';

describe('predictionRisk', () => {
  it('is high above 6, medium above 4, low otherwise', () => {
    expect(predictionRisk(10)).toBe('high');
    expect(predictionRisk(6.1)).toBe('high');
    expect(predictionRisk(6)).toBe('medium');
    expect(predictionRisk(4.1)).toBe('medium');
    expect(predictionRisk(4)).toBe('low');
    expect(predictionRisk(0)).toBe('low');
  });
});

describe('predictPain', () => {
  it('needs 7 days with entries: 6 give nothing', () => {
    expect(predictPain([], TODAY)).toEqual([]);
    expect(predictPain(dailyEntries([4, 4, 4, 4, 4, 4], {}, '2026-01-12'), TODAY)).toEqual([]);
    expect(predictPain(dailyEntries([4, 4, 4, 4, 4, 4, 4], {}, '2026-01-12'), TODAY)).toHaveLength(
      3,
    );
  });

  it('counts days, not entries, and ignores days after today', () => {
    const six = dailyEntries([4, 4, 4, 4, 4, 4], {}, '2026-01-13');
    const extraLogs = six.map((e) => entry({ date: e.date, painLevel: 7, kind: 'quick' }));
    expect(predictPain([...six, ...extraLogs], TODAY)).toEqual([]);
    expect(predictPain([...six, entry({ date: '2026-01-19', painLevel: 4 })], TODAY)).toEqual([]);
  });

  it('covers the 3 days after today', () => {
    const predictions = predictPain(dailyEntries(Array<number>(14).fill(4)), TODAY);
    expect(predictions.map((p) => p.date)).toEqual(['2026-01-19', '2026-01-20', '2026-01-21']);
    expect(predictions.map((p) => p.predictedPainLevel)).toEqual([4, 4, 4]);
    expect(predictions.map((p) => p.confidence)).toEqual([0.4, 0.4, 0.4]);
  });

  it('is the same weekday’s mean plus 0.3 x (last 3 days - 14 days)', () => {
    //                Mon Tue Wed Thu Fri Sat Sun
    const pains = [2, 5, 5, 5, 5, 5, 5, 4, 6, 5, 5, 6, 7, 8];
    const windowMean = 73 / 14;
    const adjustment = 0.3 * (7 - windowMean);
    const predictions = predictPain(dailyEntries(pains), TODAY);
    expect(predictions.map((p) => p.predictedPainLevel)).toEqual([
      Math.round((3 + adjustment) * 10) / 10, // Mondays 2 and 4
      Math.round((5.5 + adjustment) * 10) / 10, // Tuesdays 5 and 6
      Math.round((5 + adjustment) * 10) / 10, // Wednesdays 5 and 5
    ]);
    expect(predictions.map((p) => p.predictedPainLevel)).toEqual([3.5, 6, 5.5]);
  });

  it('uses only the last 14 days', () => {
    const older = Array<number>(7).fill(10);
    const entries = dailyEntries([...older, ...Array<number>(14).fill(3)], {}, '2025-12-29');
    const predictions = predictPain(entries, TODAY);
    expect(predictions.map((p) => p.predictedPainLevel)).toEqual([3, 3, 3]);
  });

  it('falls back to the 14-day mean, with confidence 0, when no day matches the weekday', () => {
    // Tuesday to Sunday for two weeks: no Monday.
    const entries = dailyEntries([1, 2, 3, 4, 5, 6], {}, '2026-01-06');
    entries.push(...dailyEntries([1, 2, 3, 4, 5, 6], {}, '2026-01-13'));
    const [monday, tuesday] = predictPain(entries, TODAY);
    // Mean 3.5; last three 4, 5, 6 -> + 0.3 x 1.5.
    expect(monday).toMatchObject({ date: '2026-01-19', predictedPainLevel: 4, confidence: 0 });
    expect(tuesday).toMatchObject({ predictedPainLevel: 1.5, confidence: 0.4 });
  });

  it('gives 0.2 confidence per matching day, at most 0.8', () => {
    const mondays = (count: number) => {
      // `count` Mondays before TODAY, then Tuesdays to fill 7 days.
      const dates = Array.from({ length: count }, (_, i) => addDays('2026-01-12', -7 * i));
      const fill = Array.from({ length: Math.max(0, 7 - count) }, (_, i) =>
        addDays('2026-01-13', -7 * i),
      );
      return [...dates, ...fill].map((date) => entry({ date, painLevel: 5 }));
    };
    const confidence = (count: number) => predictPain(mondays(count), TODAY)[0]?.confidence;
    expect(confidence(1)).toBe(0.2);
    expect(confidence(3)).toBe(0.6);
    expect(confidence(4)).toBe(0.8);
    expect(confidence(5)).toBe(0.8);
    expect(confidence(7)).toBe(0.8);
  });

  it('clamps to 0..10', () => {
    const high = Array.from({ length: 14 }, (_, i) => (i % 7 === 0 || i >= 11 ? 10 : 0));
    expect(predictPain(dailyEntries(high), TODAY)[0]?.predictedPainLevel).toBe(10);
    const low = high.map((pain) => 10 - pain);
    expect(predictPain(dailyEntries(low), TODAY)[0]?.predictedPainLevel).toBe(0);
  });

  it('has no risk factors or actions when nothing stands out', () => {
    const [first] = predictPain(dailyEntries(Array<number>(14).fill(4)), TODAY);
    expect(first).toMatchObject({
      riskFactors: [],
      preventiveActions: [],
      stressFactor: null,
      sleepFactor: null,
      weatherFactor: null,
    });
  });

  it('names high stress from a recent mean of 7, not 6.9', () => {
    const rows = (last: number) =>
      dailyRows(
        Array.from({ length: 14 }, (_, i) => ({ painLevel: 4, stressLevel: i === 13 ? last : 7 })),
      );
    const [stressed] = predictPain(rows(7), TODAY);
    expect(stressed?.stressFactor).toBe(0.7);
    expect(stressed?.riskFactors).toEqual(['High stress recently (average 7.0 of 10)']);
    expect(stressed?.preventiveActions).toEqual(['Plan a breathing or relaxation exercise']);
    // (6 x 7 + 6) / 7 = 6.86
    const [calmer] = predictPain(rows(6), TODAY);
    expect(calmer?.stressFactor).toBe(0.69);
    expect(calmer?.riskFactors).toEqual([]);
  });

  it('names poor sleep from a recent mean under 5', () => {
    const rows = (last: number) =>
      dailyRows(
        Array.from({ length: 14 }, (_, i) => ({ painLevel: 4, sleepQuality: i === 13 ? last : 5 })),
      );
    const [rested] = predictPain(rows(5), TODAY);
    expect(rested?.sleepFactor).toBe(0.5);
    expect(rested?.riskFactors).toEqual([]);
    const [tired] = predictPain(rows(4), TODAY);
    expect(tired?.sleepFactor).toBe(0.51);
    expect(tired?.riskFactors).toEqual(['Poor sleep recently (average quality 4.9 of 10)']);
    expect(tired?.preventiveActions).toEqual(['Keep a regular bedtime and wind down early']);
  });

  it('names low pressure only for a user whose low-pressure days hurt more', () => {
    // The last 7 days: 4 of 7 readings low. Low days hurt 6, others 4 (weather insight holds).
    const sensitive = dailyRows(
      Array.from({ length: 14 }, (_, i) =>
        i % 2 === 1 ? { painLevel: 6, pressure: 1004 } : { painLevel: 4, pressure: 1015 },
      ),
    );
    const [first] = predictPain(sensitive, TODAY);
    expect(first?.weatherFactor).toBe(0.57);
    expect(first?.riskFactors).toContain(
      'Low pressure on 4 of your last 7 readings, and your pain is higher on low-pressure days',
    );
    expect(first?.preventiveActions).toContain('Pace your activities while the pressure stays low');

    const indifferent = dailyRows(
      Array.from({ length: 14 }, (_, i) => ({ painLevel: 4, pressure: i % 2 ? 1004 : 1015 })),
    );
    const [second] = predictPain(indifferent, TODAY);
    expect(second?.weatherFactor).toBe(0.57);
    expect(second?.riskFactors).toEqual([]);
  });

  it('names rising pain from 0.5 above the 14-day mean', () => {
    // 14-day mean (11 x 4 + 3 x 5) / 14 = 4.21; last three 5: 0.79 above.
    const rising = predictPain(dailyEntries([...Array<number>(11).fill(4), 5, 5, 5]), TODAY)[0];
    expect(rising?.riskFactors).toEqual([
      'Pain rising: your last 3 days averaged 5.0, against 4.2 over 14 days',
    ]);
    expect(rising?.preventiveActions).toEqual([
      'Rest before pain builds and spread tasks through the day',
    ]);
    // Last three 4, 4, 5: 4.33 against 4.07, below 0.5.
    const steady = predictPain(dailyEntries([...Array<number>(13).fill(4), 5]), TODAY)[0];
    expect(steady?.riskFactors).toEqual([]);
  });

  it('names a weekday that runs 0.5 above the mean, and a high prediction', () => {
    const pains = [9, 5, 5, 5, 5, 5, 5, 9, 5, 5, 5, 5, 5, 5];
    const [monday, tuesday] = predictPain(dailyEntries(pains), TODAY);
    expect(monday?.predictedPainLevel).toBeGreaterThan(6);
    expect(monday?.riskFactors).toEqual([
      'Mondays have averaged 9.0 recently, against 5.6 overall',
    ]);
    expect(monday?.preventiveActions).toEqual([
      'Plan a lighter Monday',
      'Keep your pain plan and medication within reach',
    ]);
    expect(tuesday?.riskFactors).toEqual([]);
  });

  it('stays in range, never NaN, and ignores entry order', () => {
    const today = fc.integer({ min: 0, max: 70 }).map((offset) => addDays('2026-01-01', offset));
    fc.assert(
      fc.property(entriesArbitrary(), today, fc.integer(), (entries, day, seed) => {
        const predictions = predictPain(entries, day);
        expect(predictPain(shuffled(entries, seed), day)).toEqual(predictions);
        expect([0, 3]).toContain(predictions.length);
        for (const value of numbersIn(predictions)) expect(Number.isFinite(value)).toBe(true);
        predictions.forEach((prediction, index) => {
          expect(prediction.date).toBe(addDays(day, index + 1));
          expect(prediction.predictedPainLevel).toBeGreaterThanOrEqual(0);
          expect(prediction.predictedPainLevel).toBeLessThanOrEqual(10);
          expect(prediction.confidence).toBeGreaterThanOrEqual(0);
          expect(prediction.confidence).toBeLessThanOrEqual(0.8);
          for (const factor of [
            prediction.stressFactor,
            prediction.sleepFactor,
            prediction.weatherFactor,
          ]) {
            if (factor !== null) {
              expect(factor).toBeGreaterThanOrEqual(0);
              expect(factor).toBeLessThanOrEqual(1);
            }
          }
          expect(prediction.riskFactors.join(' ')).not.toMatch(/NaN|Infinity/);
        });
      }),
    );
  });

  it('answers nothing for a today that is not a date', () => {
    expect(predictPain(dailyEntries(Array<number>(14).fill(4)), '2026-02-30')).toEqual([]);
    expect(START_DATE).toBe('2026-01-05');
  });
});
