import {
  dailyTuple,
  readingTuple,
  type DailySummaryFields,
  type ExportBiometricDevice,
  type ExportDailySeries,
  type ExportReadingSeries,
} from '../biometric-export';
import { dataTypesFor } from '../biometrics/devices';
import { READING_TYPES, type ParsedReading, type ReadingType } from '../biometrics/reading-types';
import { addReading, totalsOf } from '../biometrics/summary-totals';
import type { ExportDocument } from '../data-export';
import { simulateBody } from './biometric-readings';
import type { DemoDay } from './demo-day';
import type { DemoEffects } from './demo-options';
import type { Random } from './random';
import type { ZoneClock } from './zone-clock';

/**
 * The demo person's devices: an Apple Watch they import Apple Health exports from, and a
 * Withings scale that pushed its own readings (it comes back from the import disconnected, as
 * every imported pushing device does). Raw readings are kept for the last DEMO_RAW_DAYS only,
 * as if older ones had passed the devices' retention; every day keeps its daily summaries,
 * made from exactly the readings that day had.
 */

export const DEMO_WATCH = 'Robin’s Apple Watch';
export const DEMO_SCALE = 'Withings scale';
/** Both devices keep raw readings this long. */
export const DEMO_RETENTION_DAYS = 90;
/** Days with raw readings, ending on the last day: inside the retention on the day after. */
export const DEMO_RAW_DAYS = 89;

type BiometricLists = Required<
  Pick<
    ExportDocument,
    'biometricDevices' | 'biometricReadings' | 'biometricDailySummaries' | 'healthAlerts'
  >
>;

export interface DemoBiometricsContext {
  newId: () => string;
  random: Random;
  clock: ZoneClock;
  effects: DemoEffects;
  /** ISO: when the devices were set up (the account's first morning). */
  createdAt: string;
  /** ISO: the last import from the watch and push from the scale. */
  lastSync: string;
}

function devices(context: DemoBiometricsContext) {
  const { newId, createdAt, lastSync } = context;
  const common = {
    isConnected: true,
    lastSync,
    dataRetentionDays: DEMO_RETENTION_DAYS,
    connectedAt: createdAt,
    disconnectedAt: null,
    createdAt,
  };
  const watch: ExportBiometricDevice = {
    id: newId(),
    name: DEMO_WATCH,
    type: 'smartwatch',
    brand: 'Apple',
    model: 'Watch7,5',
    connection: 'apple_health',
    sourceName: DEMO_WATCH,
    batteryLevel: null,
    dataTypes: dataTypesFor(['resting_heart_rate', 'oxygen_saturation', 'sleep', 'steps']),
    ...common,
  };
  const scale: ExportBiometricDevice = {
    id: newId(),
    name: DEMO_SCALE,
    type: 'smart_scale',
    brand: 'Withings',
    model: 'Body+',
    connection: 'push',
    sourceName: null,
    batteryLevel: 64,
    dataTypes: dataTypesFor(['weight']),
    ...common,
  };
  return { watch, scale };
}

/** One device's lists, per type in READING_TYPES order. */
class DeviceLists {
  private readonly readings = new Map<ReadingType, ExportReadingSeries>();
  private readonly days = new Map<ReadingType, Map<string, DailySummaryFields>>();

  constructor(private readonly deviceId: string) {}

  add(reading: ParsedReading, date: string, keepRaw: boolean) {
    const byDate = this.days.get(reading.type) ?? new Map<string, DailySummaryFields>();
    this.days.set(reading.type, byDate);
    const day = byDate.get(date);
    if (day) addReading(day, reading);
    else byDate.set(date, { date, ...totalsOf(reading) });
    if (!keepRaw) return;
    let series = this.readings.get(reading.type);
    if (!series) {
      series = { deviceId: this.deviceId, type: reading.type, readings: [] };
      this.readings.set(reading.type, series);
    }
    series.readings.push(readingTuple(reading));
  }

  readingSeries(): ExportReadingSeries[] {
    return READING_TYPES.flatMap((type) => this.readings.get(type) ?? []);
  }

  dailySeries(): ExportDailySeries[] {
    return READING_TYPES.flatMap((type) => {
      const byDate = this.days.get(type);
      if (!byDate) return [];
      return [{ deviceId: this.deviceId, type, days: [...byDate.values()].map(dailyTuple) }];
    });
  }
}

export function demoBiometrics(
  days: readonly DemoDay[],
  context: DemoBiometricsContext,
): BiometricLists {
  const { watch, scale } = devices(context);
  const watchLists = new DeviceLists(watch.id);
  const scaleLists = new DeviceLists(scale.id);
  const firstRaw = days.length - DEMO_RAW_DAYS;
  simulateBody(days, context).forEach((body, index) => {
    const keepRaw = index >= firstRaw;
    // Readings are sorted by time within each type, as the export writes them.
    const byTime = (a: ParsedReading, b: ParsedReading) => a.start - b.start;
    for (const reading of body.watch.sort(byTime)) watchLists.add(reading, body.date, keepRaw);
    for (const reading of body.scale) scaleLists.add(reading, body.date, keepRaw);
  });
  return {
    biometricDevices: [watch, scale],
    biometricReadings: [...watchLists.readingSeries(), ...scaleLists.readingSeries()],
    biometricDailySummaries: [...watchLists.dailySeries(), ...scaleLists.dailySeries()],
    healthAlerts: [],
  };
}
