import { dateOfDay, dayNumber } from '../calendar';
import { EXPORT_FORMAT, EXPORT_VERSION, type ExportDocument } from '../data-export';
import type { JournalEntry } from '../journal';
import { DEFAULT_SETTINGS } from '../settings';
import { demoExerciseSessions, demoTags, demoTriggers } from './account-records';
import { demoBiometrics } from './biometric-records';
import { simulateFactors } from './daily-factors';
import type { DemoDay } from './demo-day';
import { resolveDemoOptions, type DemoOptions } from './demo-options';
import { flareNightLogs, journalEntry, type NightLog } from './journal-entries';
import { medicationRecords } from './medication-records';
import { simulatePain } from './pain-model';
import { createIdMaker, randomStreams } from './random';
import { winterness } from './season';
import { simulateWeather } from './weather-series';
import { createZoneClock } from './zone-clock';

const STREAMS = [
  'weather',
  'sleep',
  'stress',
  'adherence',
  'habits',
  'noise',
  'flares',
  'logging',
  'entries',
  'nights',
  'medications',
  'sessions',
  'ids',
  // Last, so that adding it reshuffled none of the streams before it.
  'biometrics',
] as const;

/** Simulates the days: weather and circumstances first, then the pain they lead to. */
function simulateDays(
  dates: readonly string[],
  options: ReturnType<typeof resolveDemoOptions>,
  streams: ReturnType<typeof randomStreams<(typeof STREAMS)[number]>>,
): DemoDay[] {
  const weather = simulateWeather(dates, streams.weather);
  const factors = simulateFactors(dates.length, streams);
  const weekdays = dates.map((date) => new Date(`${date}T00:00:00Z`).getUTCDay());
  const pain = simulatePain(
    dates.map((date, index) => ({
      weekday: weekdays[index] as number,
      winterness: winterness(date),
      pressureDrop: (weather[index] as DemoDay['weather']).pressureDrop,
      factors: factors[index] as DemoDay['factors'],
    })),
    options.effects,
    streams,
  );
  return dates.map((date, index) => ({
    index,
    date,
    weekday: weekdays[index] as number,
    weather: weather[index] as DemoDay['weather'],
    factors: factors[index] as DemoDay['factors'],
    pain: pain[index] as DemoDay['pain'],
    // The draw is made for every day so that the first day's rule changes no other day; an
    // account starts with an entry, so the first day is always logged.
    logged: streams.logging.chance(options.loggingRate) || index === 0,
  }));
}

const byDateThenTime = (a: JournalEntry, b: JournalEntry) =>
  a.date === b.date
    ? a.createdAt < b.createdAt
      ? -1
      : a.createdAt > b.createdAt
        ? 1
        : 0
    : a.date < b.date
      ? -1
      : 1;

/**
 * A complete Cairn export (format "cairn-export", version 1) of a made-up person with chronic
 * pain, that POST /api/import accepts unchanged: `days` days of journal entries ending on
 * `endDate`, with sleep, stress, weather, tags, activities and notes; night-time quick and
 * emergency logs during flares; three medications with schedules and imperfectly kept dose
 * logs; triggers, tags and a few coping exercises; an Apple Watch and a scale with three months
 * of raw readings and a daily summary for every day (biometric-records.ts). Pain is a baseline
 * plus autocorrelated noise plus exactly the effects in `options.effects`, so analyses can be
 * tested on what was planted.
 * Pure and deterministic: the same options give the same document.
 */
export function generateDemoData(input: DemoOptions): ExportDocument {
  const options = resolveDemoOptions(input);
  const streams = randomStreams(options.seed, STREAMS);
  const clock = createZoneClock(options.timeZone);
  const newId = createIdMaker(streams.ids);
  const lastDay = dayNumber(options.endDate) as number;
  const dates = Array.from({ length: options.days }, (_, index) =>
    dateOfDay(lastDay - options.days + 1 + index),
  );
  const firstDate = dates[0] as string;
  const accountCreatedAt = clock.instant(firstDate, 7 * 60 + 30);
  const days = simulateDays(dates, options, streams);

  const entries: JournalEntry[] = [];
  const nightLogs = new Map<number, NightLog>();
  const usedLogTimes = new Set<string>();
  const entryContext = { clock, newId, endDate: options.endDate, random: streams.entries };
  const nightContext = { ...entryContext, random: streams.nights };
  for (const day of days) {
    if (day.logged) entries.push(journalEntry(day, entryContext));
    const night = flareNightLogs(day, nightContext, usedLogTimes);
    entries.push(...night.entries);
    if (night.nightLog) nightLogs.set(day.index, night.nightLog);
  }
  entries.sort(byDateThenTime);

  const medications = medicationRecords(days, nightLogs, {
    clock,
    newId,
    random: streams.medications,
    createdAt: accountCreatedAt,
    startDate: firstDate,
  });
  const usedTags = new Set(entries.flatMap((entry) => entry.customTags));
  const exportedAt = clock.instant(options.endDate, 23 * 60 + 59);
  // In this order: each takes its ids from the one id stream.
  const triggers = demoTriggers(newId, accountCreatedAt);
  const customTags = demoTags(newId, accountCreatedAt, usedTags);
  const exerciseSessions = demoExerciseSessions(days, { newId, random: streams.sessions, clock });
  const biometrics = demoBiometrics(days, {
    newId,
    random: streams.biometrics,
    clock,
    effects: options.effects,
    createdAt: accountCreatedAt,
    lastSync: clock.instant(options.endDate, 22 * 60),
  });

  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt,
    profile: {
      email: options.email,
      firstName: 'Alex',
      lastName: 'Rivera',
      profileImageUrl: null,
      timeZone: options.timeZone,
      createdAt: accountCreatedAt,
    },
    settings: { ...DEFAULT_SETTINGS },
    journalEntries: entries,
    ...medications,
    triggers,
    customTags,
    exerciseSessions,
    ...biometrics,
  };
}
