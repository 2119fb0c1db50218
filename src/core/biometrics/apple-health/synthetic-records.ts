import { hashSeed, seededRandom, type Random } from '../../stats/random';
import type { ExportBloodPressure, ExportRecord } from './export-writer';
import { SLEEP_ANALYSIS } from './health-kit-types';

/**
 * A made-up person's export with the mix of a real one: an Apple Watch writing heart rate all
 * day, HRV, resting heart rate, blood oxygen and sleep stages at night; an iPhone counting
 * steps and time in bed; a Withings scale and cuff now and then. Each local day is drawn from
 * its own seed, so the same options give the same records on every machine.
 */

export const SYNTHETIC_WATCH = 'Jane’s Apple Watch';
export const SYNTHETIC_PHONE = 'Jane’s iPhone';
export const SYNTHETIC_SCALE = 'Withings';

const WATCH_DEVICE =
  '<<HKDevice: 0x283c6c0a0>, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,1, software:10.1>';
const PHONE_DEVICE =
  '<<HKDevice: 0x283c6c1e0>, name:iPhone, manufacturer:Apple Inc., model:iPhone, hardware:iPhone14,5, software:17.5.1>';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** A span of minutes in whole seconds, as Apple writes times. */
const minutes = (count: number) => Math.round(count * 60) * 1000;

type Item = ExportRecord | ExportBloodPressure;

const SLEEP_CYCLE = ['AsleepCore', 'AsleepDeep', 'AsleepCore', 'AsleepREM'] as const;
const HEART_RATE = 'HKQuantityTypeIdentifierHeartRate';
const RESTING_HEART_RATE = 'HKQuantityTypeIdentifierRestingHeartRate';
const HRV = 'HKQuantityTypeIdentifierHeartRateVariabilitySDNN';
const OXYGEN = 'HKQuantityTypeIdentifierOxygenSaturation';
const STEPS = 'HKQuantityTypeIdentifierStepCount';
const BODY_MASS = 'HKQuantityTypeIdentifierBodyMass';

/** What drawing one local day needs: its clock, its random numbers, and where items go. */
interface Day {
  day: number;
  midnight: number;
  random: Random;
  between(low: number, high: number): number;
  items: Item[];
  add(record: Omit<ExportRecord, 'offsetMinutes'>): void;
  watch(type: string, unit: string, value: string, start: number, end?: number): void;
  phone(type: string, unit: string, value: string, start: number, end: number): void;
}

function startDay(day: number, seed: number, offsetMinutes: number): Day {
  const random = seededRandom(hashSeed(`${seed}:${day}`));
  const items: Item[] = [];
  const add = (record: Omit<ExportRecord, 'offsetMinutes'>) => {
    items.push({ ...record, offsetMinutes });
  };
  return {
    day,
    midnight: day * DAY - offsetMinutes * MINUTE,
    random,
    between: (low, high) => low + random() * (high - low),
    items,
    add,
    watch: (type, unit, value, start, end = start) =>
      add({ type, sourceName: SYNTHETIC_WATCH, device: WATCH_DEVICE, unit, value, start, end }),
    phone: (type, unit, value, start, end) =>
      add({ type, sourceName: SYNTHETIC_PHONE, device: PHONE_DEVICE, unit, value, start, end }),
  };
}

/** The night that ends this morning: time in bed, stages of sleep, blood oxygen. */
function addNight(d: Day, bedtime: number, wake: number): void {
  d.phone(SLEEP_ANALYSIS, '', 'HKCategoryValueSleepAnalysisInBed', bedtime, wake);
  let t = bedtime + minutes(d.between(10, 20));
  for (let step = 0; t < wake; step += 1) {
    const awake = d.random() < 0.08;
    const stage = awake ? 'Awake' : SLEEP_CYCLE[step % SLEEP_CYCLE.length];
    const end = Math.min(wake, t + minutes(awake ? d.between(2, 6) : d.between(15, 50)));
    d.watch(SLEEP_ANALYSIS, '', `HKCategoryValueSleepAnalysis${stage}`, t, end);
    t = end;
  }
  for (let at = bedtime + 30 * MINUTE; at < wake; at += minutes(d.between(50, 90))) {
    d.watch(OXYGEN, '%', d.between(0.93, 0.99).toFixed(2), at);
  }
}

/** Minutes between daytime heart rates: a watch's background readings. */
const HEART_RATE_EVERY: readonly [number, number] = [4, 9];

/** From waking to 23:00: heart rate every few minutes, steps, HRV, and the odd weigh-in. */
function addDaytime(d: Day, wake: number, heartRateEvery: readonly [number, number]): void {
  const evening = d.midnight + 23 * 60 * MINUTE;
  d.watch(RESTING_HEART_RATE, 'count/min', String(Math.round(d.between(52, 66))), wake);
  for (let i = 0; i < 5; i += 1) {
    const at = d.midnight + minutes(d.between(0, 24 * 60));
    d.watch(HRV, 'ms', d.between(20, 80).toFixed(4), at);
  }
  for (let t = wake; t < evening; t += minutes(d.between(...heartRateEvery))) {
    const active = d.random() < 0.1 ? d.between(20, 60) : 0;
    d.watch(HEART_RATE, 'count/min', String(Math.round(d.between(62, 95) + active)), t);
  }
  for (let t = wake + 20 * MINUTE; t < evening - 60 * MINUTE;) {
    const end = t + minutes(d.between(2, 10));
    d.phone(STEPS, 'count', String(Math.round(d.between(20, 900))), t, end);
    t = end + minutes(d.between(5, 20));
  }
  if (d.random() < 0.35) {
    const weight = 68 + Math.sin(d.day / 30) * 1.5 + d.between(0, 0.6);
    const at = wake + 10 * MINUTE;
    d.add({
      type: BODY_MASS,
      sourceName: SYNTHETIC_SCALE,
      unit: 'kg',
      value: weight.toFixed(1),
      start: at,
      end: at,
    });
  }
}

/** Everything one local day holds, oldest first. */
function dayItems(
  day: number,
  seed: number,
  offsetMinutes: number,
  heartRateEvery: readonly [number, number],
): Item[] {
  const d = startDay(day, seed, offsetMinutes);
  const bedtime = d.midnight - minutes(d.between(60, 120));
  const wake = d.midnight + minutes(d.between(360, 450));
  addNight(d, bedtime, wake);
  addDaytime(d, wake, heartRateEvery);
  if (d.random() < 0.1) {
    d.items.push({
      kind: 'bloodPressure',
      sourceName: SYNTHETIC_SCALE,
      systolic: Math.round(d.between(108, 135)),
      diastolic: Math.round(d.between(68, 85)),
      start: wake + 15 * MINUTE,
      offsetMinutes,
    });
  }
  return d.items.sort((a, b) => a.start - b.start);
}

function endOf(item: Item): number {
  return 'kind' in item ? item.start : item.end;
}

/**
 * Exactly `records` items (a blood pressure is one), the newest ending at or before `endDate`,
 * oldest first. Days are counted back from `endDate` first, then written forward, dropping the
 * oldest items of the first day so the count is exact.
 */
export function* syntheticAppleHealthRecords(options: {
  records: number;
  endDate: number;
  offsetMinutes: number;
  seed: number;
  /**
   * Minutes between daytime heart rates, [fewest, most]; [4, 9] by default. Closer readings
   * (a watch set to measure often) put the same number of records in fewer days.
   */
  heartRateEveryMinutes?: readonly [number, number];
}): Generator<ExportRecord | ExportBloodPressure> {
  const { records, endDate, offsetMinutes, seed } = options;
  const heartRateEvery = options.heartRateEveryMinutes ?? HEART_RATE_EVERY;
  const items = (day: number) =>
    dayItems(day, seed, offsetMinutes, heartRateEvery).filter((item) => endOf(item) <= endDate);
  const lastDay = Math.floor((endDate + offsetMinutes * MINUTE) / DAY);
  let firstDay = lastDay + 1;
  let total = 0;
  while (total < records) {
    firstDay -= 1;
    total += items(firstDay).length;
  }
  let drop = total - records;
  for (let day = firstDay; day <= lastDay && records > 0; day += 1) {
    for (const item of items(day)) {
      if (drop > 0) drop -= 1;
      else yield item;
    }
  }
}
