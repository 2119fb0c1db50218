import { describe, expect, it } from 'vitest';
import { seededRandom } from '../stats/random';
import { COLUMN, FEATURE_INDEX, ROW_WIDTH } from './features';
import {
  addRow,
  contribution,
  emptySums,
  fitRidge,
  MIN_TRAINING_ROWS,
  predictLinear,
  type RunningSums,
} from './linear-model';

const random = seededRandom(42);

/** A raw row: last pain, recent pain, a weekday and sleep (missing when null). */
function row(lastPain: number, recentPain: number, weekday: number, sleep: number | null) {
  const values = new Float64Array(ROW_WIDTH);
  values[COLUMN.intercept] = 1;
  values[COLUMN.lastPain] = lastPain;
  values[COLUMN.recentPain] = recentPain;
  if (weekday >= 1) values[COLUMN.weekday + weekday - 1] = 1;
  values[COLUMN.sleep] = sleep ?? 0;
  values[COLUMN.sleepMissing] = sleep === null ? 1 : 0;
  values[COLUMN.stressMissing] = 1;
  values[COLUMN.pressureMissing] = 1;
  values[COLUMN.changeMissing] = 1;
  return values;
}

function plantedRows(n: number) {
  return Array.from({ length: n }, (_, index) => {
    const lastPain = Math.round(random() * 10);
    const recentPain = 3 + random() * 4;
    const sleep = index % 5 === 0 ? null : 4 + random() * 5;
    const values = row(lastPain, recentPain, index % 7, sleep);
    // 1 + 0.5 last pain + 0.2 recent pain - 0.3 per hour of sleep (6.5 when missing) + 1 on Mondays
    const pain =
      1 + 0.5 * lastPain + 0.2 * recentPain - 0.3 * (sleep ?? 6.5) + (index % 7 === 1 ? 1 : 0);
    return { values, pain };
  });
}

function sumsOf(rows: readonly { values: Float64Array; pain: number }[]): RunningSums {
  const sums = emptySums();
  for (const item of rows) addRow(sums, item.values, 0, item.pain, 1);
  return sums;
}

describe('fitRidge', () => {
  it('recovers the coefficients of an exact linear relation', () => {
    const model = fitRidge(sumsOf(plantedRows(400)), [1e-9]);
    expect(model).not.toBeNull();
    const coefficient = (name: string) => model!.coefficients[FEATURE_INDEX[name] as number];
    expect(coefficient('lastPain')).toBeCloseTo(0.5, 3);
    expect(coefficient('recentPain')).toBeCloseTo(0.2, 3);
    expect(coefficient('weekday1')).toBeCloseTo(1, 2);
    expect(coefficient('weekday2')).toBeCloseTo(0, 2);
    // Stress and pressure were never logged: left out.
    expect(coefficient('stress')).toBe(0);
    expect(coefficient('pressure')).toBe(0);
  });

  it('imputes a missing figure with its training mean, so that it contributes nothing', () => {
    const model = fitRidge(sumsOf(plantedRows(200)))!;
    const sleepIndex = FEATURE_INDEX.sleep as number;
    const missing = row(5, 5, 3, null);
    expect(Math.abs(contribution(model, sleepIndex, missing))).toBe(0);
    expect(model.means[sleepIndex]).toBeCloseTo(model.imputed[sleepIndex] as number, 12);
    const short = row(5, 5, 3, 4);
    expect(contribution(model, sleepIndex, short)).toBeGreaterThan(0);
  });

  it('shrinks toward the mean with a larger penalty, and predicts the mean with no signal', () => {
    const rows = plantedRows(60);
    const loose = fitRidge(sumsOf(rows), [1e-9])!;
    const tight = fitRidge(sumsOf(rows), [1e6])!;
    const probe = row(9, 6, 1, 5);
    expect(Math.abs(predictLinear(tight, probe) - tight.base)).toBeLessThan(0.01);
    expect(Math.abs(predictLinear(loose, probe) - loose.base)).toBeGreaterThan(1);
  });

  it('needs MIN_TRAINING_ROWS rows', () => {
    expect(fitRidge(sumsOf(plantedRows(MIN_TRAINING_ROWS - 1)))).toBeNull();
    expect(fitRidge(sumsOf(plantedRows(MIN_TRAINING_ROWS)))).not.toBeNull();
  });

  it('gives the same fit after taking rows away as a fit without them', () => {
    const rows = plantedRows(120);
    const rolled = sumsOf(rows);
    for (const item of rows.slice(0, 40)) addRow(rolled, item.values, 0, item.pain, -1);
    const fresh = fitRidge(sumsOf(rows.slice(40)))!;
    const moved = fitRidge(rolled)!;
    const probe = row(7, 5.5, 2, 6);
    expect(predictLinear(moved, probe)).toBeCloseTo(predictLinear(fresh, probe), 9);
    expect(moved.n).toBe(80);
  });
});
