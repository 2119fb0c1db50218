import type { ExportMedication, ExportMedicationLog, ExportSchedule } from '../data-export';
import { ALL_WEEKDAYS } from '../medication-schedule';
import type { DemoDay } from './demo-day';
import type { NightLog } from './journal-entries';
import type { Random } from './random';
import type { ZoneClock } from './zone-clock';

/**
 * Three medicines: a daily preventive taken on most days (a missed day carries the planted
 * effect), an as-needed painkiller taken on bad days, and a twice-daily supplement. Every dose
 * is a log with the instant it was taken in the user's zone; most are rated.
 */

export interface MedicationContext {
  clock: ZoneClock;
  newId: () => string;
  random: Random;
  /** When the records were created (the first morning). */
  createdAt: string;
  startDate: string;
}

export interface DemoMedicationRecords {
  medications: ExportMedication[];
  medicationSchedules: ExportSchedule[];
  medicationLogs: ExportMedicationLog[];
}

export const DAILY_MEDICATION = { name: 'Amitriptyline', dosage: '10 mg', time: '21:00' };
export const AS_NEEDED_MEDICATION = { name: 'Ibuprofen', dosage: '400 mg' };
export const SUPPLEMENT = { name: 'Magnesium', dosage: '300 mg', times: ['08:00', '20:00'] };

const SKIP_REASONS = ['Forgot', 'Fell asleep early', 'Away from home', 'Ran out of tablets'];
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The chance the painkiller is taken on a day with this pain. */
function painkillerChance(pain: number): number {
  if (pain >= 7) return 0.9;
  if (pain === 6) return 0.5;
  if (pain === 5) return 0.12;
  return 0.02;
}

export function medicationRecords(
  days: readonly DemoDay[],
  nightLogs: ReadonlyMap<number, NightLog>,
  context: MedicationContext,
): DemoMedicationRecords {
  const { clock, newId, random, createdAt, startDate } = context;
  const medication = (
    fields: Pick<ExportMedication, 'name' | 'dosage' | 'type' | 'frequency'> &
      Partial<ExportMedication>,
  ): ExportMedication => ({
    id: newId(),
    isActive: true,
    purposes: [],
    sideEffects: [],
    instructions: null,
    prescribedBy: null,
    notes: null,
    startDate,
    endDate: null,
    createdAt,
    updatedAt: createdAt,
    ...fields,
  });
  const daily = medication({
    ...DAILY_MEDICATION,
    type: 'prescription',
    frequency: 'daily',
    purposes: ['Pain prevention', 'Sleep'],
    sideEffects: ['Drowsiness', 'Dry mouth'],
    instructions: 'Take in the evening, about an hour before bed.',
    prescribedBy: 'Dr. Elena Ruiz',
  });
  const asNeeded = medication({
    ...AS_NEEDED_MEDICATION,
    type: 'over-the-counter',
    frequency: 'as-needed',
    purposes: ['Pain relief'],
    sideEffects: ['Stomach upset'],
    instructions: 'With food. No more than three tablets a day.',
  });
  const supplement = medication({
    ...SUPPLEMENT,
    type: 'supplement',
    frequency: 'twice-daily',
    purposes: ['Muscle cramps'],
  });
  const schedule = (medicationId: string, timeOfDay: string): ExportSchedule => ({
    id: newId(),
    medicationId,
    timeOfDay,
    days: [...ALL_WEEKDAYS],
    isActive: true,
    reminderEnabled: true,
    createdAt,
  });
  const medicationSchedules = [
    schedule(daily.id, DAILY_MEDICATION.time),
    ...SUPPLEMENT.times.map((time) => schedule(supplement.id, time)),
  ];

  const logs: ExportMedicationLog[] = [];
  const usedKeys = new Set<string>();
  const log = (
    medicationId: string,
    date: string,
    minutes: number,
    fields: Partial<ExportMedicationLog> = {},
  ) => {
    const takenAt = clock.instant(date, minutes);
    const key = `${medicationId} ${takenAt}`;
    if (usedKeys.has(key)) return;
    usedKeys.add(key);
    logs.push({
      id: newId(),
      medicationId,
      entryId: null,
      takenAt,
      skipped: false,
      effectiveness: null,
      sideEffectsExperienced: [],
      skipReason: null,
      notes: null,
      dosageActual: null,
      scheduledTime: null,
      // Logged as taken, or a few minutes later.
      createdAt: clock.instant(date, Math.min(minutes + random.int(0, 5), 24 * 60 - 1)),
      ...fields,
    });
  };
  const rated = (chance: number, score: number) =>
    random.chance(chance) ? Math.round(clamp(score, 1, 10)) : null;

  for (const day of days) {
    const pain = day.pain.pain;
    const dailyTime = minutesOf(DAILY_MEDICATION.time);
    if (!day.factors.missedDaily) {
      log(daily.id, day.date, clamp(dailyTime + Math.round(random.normal(0, 20)), 1215, 1380), {
        scheduledTime: DAILY_MEDICATION.time,
        effectiveness: rated(0.75, random.normal(6.5, 1.2) - 0.25 * (pain - 5)),
        sideEffectsExperienced: random.chance(0.06) ? [random.pick(daily.sideEffects)] : [],
      });
    } else if (random.chance(0.4)) {
      log(daily.id, day.date, dailyTime + random.int(0, 90), {
        skipped: true,
        skipReason: random.pick(SKIP_REASONS),
        scheduledTime: DAILY_MEDICATION.time,
      });
    }

    for (const time of SUPPLEMENT.times) {
      if (random.chance(0.8)) {
        log(supplement.id, day.date, minutesOf(time) + random.int(-5, 40), {
          scheduledTime: time,
          effectiveness: rated(0.35, random.int(4, 7)),
        });
      } else if (random.chance(0.1)) {
        log(supplement.id, day.date, minutesOf(time) + random.int(0, 60), {
          skipped: true,
          skipReason: 'Forgot',
          scheduledTime: time,
        });
      }
    }

    if (!random.chance(painkillerChance(pain))) continue;
    const painkiller = () => ({
      effectiveness: rated(0.85, 8 - 0.6 * (pain - 6) + random.normal(0, 1.2)),
      sideEffectsExperienced: random.chance(0.05) ? ['Stomach upset'] : [],
    });
    const night = nightLogs.get(day.index);
    const atNight = night !== undefined && random.chance(0.6);
    if (!atNight || (pain >= 8 && random.chance(0.7))) {
      log(asNeeded.id, day.date, random.int(9 * 60, (atNight ? 15 : 19) * 60), painkiller());
    }
    if (atNight) {
      log(asNeeded.id, night.time.date, night.time.minutes, {
        entryId: night.entryId,
        ...painkiller(),
      });
    }
  }
  logs.sort((a, b) => (a.takenAt < b.takenAt ? -1 : a.takenAt > b.takenAt ? 1 : 0));
  return { medications: [daily, asNeeded, supplement], medicationSchedules, medicationLogs: logs };
}
