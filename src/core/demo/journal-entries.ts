import {
  EMPTY_ENTRY_FIELDS,
  type EntryKind,
  type JournalEntry,
  type PainLocation,
} from '../journal';
import { buildEmergencyNote } from '../emergency-note';
import { EMERGENCY_ACTIONS, EMERGENCY_SYMPTOMS } from '../emergency-options';
import { PAIN_TYPES, SYMPTOMS, USUAL_PAIN_PARTS } from './catalog';
import type { DemoDay } from './demo-day';
import { dayNote, emotionalState, gratitude, nightNote, reflection } from './entry-text';
import { nightTime, type WallTime } from './night-times';
import type { Random } from './random';
import type { ZoneClock } from './zone-clock';

/** A quick log made in the night of a flare day: an as-needed dose may go with it. */
export interface NightLog {
  dayIndex: number;
  entryId: string;
  time: WallTime;
}

export interface EntryContext {
  clock: ZoneClock;
  newId: () => string;
  endDate: string;
  random: Random;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
/** The import's natural key of a quick or emergency log: kind, date and instant. */
const logKey = (kind: EntryKind, time: WallTime, clock: ZoneClock) =>
  `${kind} ${time.date} ${clock.instant(time.date, time.minutes)}`;
const isEarlier = (a: WallTime, b: WallTime) =>
  a.date === b.date ? a.minutes < b.minutes : a.date < b.date;

function blankEntry(
  id: string,
  kind: EntryKind,
  time: WallTime,
  painLevel: number,
  clock: ZoneClock,
): JournalEntry {
  const createdAt = clock.instant(time.date, time.minutes);
  return {
    ...EMPTY_ENTRY_FIELDS,
    id,
    date: time.date,
    kind,
    painLevel,
    createdAt,
    updatedAt: createdAt,
  };
}

/** 1-3 of the usual places, the most usual likeliest, a little below the day's pain. */
function painLocations(pain: number, random: Random): PainLocation[] {
  const parts = USUAL_PAIN_PARTS.filter((_, rank) => random.chance(0.65 / (rank + 1)));
  if (parts.length === 0) parts.push(USUAL_PAIN_PARTS[0]!);
  return parts.slice(0, 3).map((part) => ({
    bodyPart: part.key,
    intensity: clamp(pain - random.int(0, 2), 1, 10),
  }));
}

function symptomsFor(pain: number, random: Random): string[] {
  if (pain >= 7) return random.sample(SYMPTOMS, random.int(2, 3));
  if (pain >= 5) return random.chance(0.7) ? random.sample(SYMPTOMS, random.int(1, 2)) : [];
  if (pain >= 3) return random.chance(0.25) ? random.sample(SYMPTOMS, 1) : [];
  return [];
}

function durationFor(pain: number, random: Random): string | null {
  if (pain < 3 || !random.chance(0.4)) return null;
  return random.pick(
    pain >= 6 ? ['All day', 'Most of the day', 'A few hours'] : ['A few hours', 'On and off'],
  );
}

/** The day's journal, written in the evening (19:00-23:00) and sometimes edited soon after. */
export function journalEntry(day: DemoDay, context: EntryContext): JournalEntry {
  const { random, clock } = context;
  const { factors, weather } = day;
  const pain = day.pain.pain;
  const time = { date: day.date, minutes: random.int(19 * 60, 22 * 60 + 59) };
  const entry = blankEntry(context.newId(), 'journal', time, pain, clock);
  if (random.chance(0.3)) {
    entry.updatedAt = clock.instant(day.date, time.minutes + random.int(1, 40));
  }
  if (pain >= 2 && random.chance(0.55)) {
    entry.painLocations = painLocations(pain, random);
    const primary = USUAL_PAIN_PARTS.find((part) => part.key === entry.painLocations[0]?.bodyPart);
    entry.primaryLocation = primary?.name ?? null;
  }
  if (pain >= 3 && random.chance(0.6))
    entry.painTypes = random.sample(PAIN_TYPES, random.int(1, 2));
  entry.duration = durationFor(pain, random);
  entry.symptoms = symptomsFor(pain, random);
  entry.emotionalState = emotionalState(pain, random);
  entry.sleepHours = factors.sleepHours;
  entry.sleepQuality = factors.sleepQuality;
  entry.stressLevel = factors.stress;
  entry.energyLevel = Math.round(
    clamp(7.5 - 0.55 * pain + 0.2 * (factors.sleepQuality - 5) + random.normal(0, 1), 0, 10),
  );
  entry.moodLevel = Math.round(
    clamp(4.4 - 0.32 * pain - 0.08 * (factors.stress - 5) + random.normal(0, 0.6), 1, 5),
  );
  entry.activities = [...factors.activities];
  entry.customTags = [...factors.tags];
  entry.notes = dayNote(day, random);
  entry.gratitude = gratitude(random);
  entry.journalEntry = reflection(random);
  entry.temperature = weather.temperature;
  entry.humidity = weather.humidity;
  entry.pressure = weather.pressure;
  entry.weatherConditions = weather.conditions;
  return entry;
}

/**
 * The night logs of a flare day: 1-2 quick logs between 21:00 and 03:00, and now and then an
 * emergency log at the flare's peak. A time already used by a log of the same kind is skipped,
 * so no two logs share the import's natural key.
 */
export function flareNightLogs(
  day: DemoDay,
  context: EntryContext,
  usedTimes: Set<string>,
): { entries: JournalEntry[]; nightLog: NightLog | null } {
  const { random, clock } = context;
  const flare = day.pain.flare;
  if (!flare) return { entries: [], nightLog: null };
  const entries: JournalEntry[] = [];
  let nightLog: NightLog | null = null;
  const count = random.chance(0.6) ? 1 : 2;
  for (let n = 0; n < count; n += 1) {
    const time = nightTime(day.date, context.endDate, random);
    const key = logKey('quick', time, clock);
    if (usedTimes.has(key)) continue;
    usedTimes.add(key);
    const entry = blankEntry(
      context.newId(),
      'quick',
      time,
      clamp(day.pain.pain + random.int(-1, 1), 7, 10),
      clock,
    );
    if (random.chance(0.5)) {
      entry.painLocations = [{ bodyPart: 'lowerBack', intensity: entry.painLevel }];
      entry.primaryLocation = 'Lower Back';
    }
    entry.notes = nightNote(random);
    entries.push(entry);
    if (!nightLog || isEarlier(time, nightLog.time)) {
      nightLog = { dayIndex: day.index, entryId: entry.id, time };
    }
  }
  if (flare.isPeak && day.pain.pain >= 9 && random.chance(0.4)) {
    const time = nightTime(day.date, context.endDate, random, 22 * 60, 26 * 60);
    const key = logKey('emergency', time, clock);
    if (!usedTimes.has(key)) {
      usedTimes.add(key);
      const level = day.pain.pain;
      const action = random.pick(EMERGENCY_ACTIONS);
      const symptoms = random.sample(EMERGENCY_SYMPTOMS, random.int(1, 3));
      const entry = blankEntry(context.newId(), 'emergency', time, level, clock);
      entry.symptoms = symptoms;
      entry.notes = buildEmergencyNote({ level, action, symptoms });
      entries.push(entry);
    }
  }
  return { entries, nightLog };
}
