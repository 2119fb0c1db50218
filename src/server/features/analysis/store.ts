import { sql, type Kysely } from 'kysely';
import { PERIOD_DAYS, periodWindow, type AnalysisPeriod } from '@core/analysis/periods';
import { SEASON_DAYS } from '@core/analysis/seasonal';
import type {
  AnalysisDoseLog,
  AnalysisEntry,
  AnalysisMedication,
  AnalysisSchedule,
  AnalysisTrigger,
} from '@core/analysis/types';
import { addDays } from '@core/calendar';
import type { EntryKind } from '@core/journal';
import { fromJson, toBool, toCount, toIso } from '../../db/codecs';
import type { DatabaseSchema, JournalEntriesTable, JournalEntryRow } from '../../db/schema';

/**
 * History before the window: the previous-period comparison and the prediction backtest (and a
 * year for the seasonal trends, see analysisSpan).
 */
const MIN_HISTORY_DAYS = 30;

/** The stored records one analysis reads: from a period before the window up to today. */
export interface AnalysisSpan {
  /** First journal date loaded, yyyy-MM-dd. */
  start: string;
  /** The user's today, yyyy-MM-dd. */
  today: string;
  /** Dose logs by taken_at: a day of margin either side, so every UTC offset is covered. */
  takenFrom: string;
  takenBefore: string;
}

export function analysisSpan(period: AnalysisPeriod, today: string): AnalysisSpan {
  const { from } = periodWindow(period, today);
  const beforeWindow = addDays(from, -Math.max(PERIOD_DAYS[period], MIN_HISTORY_DAYS));
  // Seasonal trends read the last year whatever the period.
  const yearAgo = addDays(today, -(SEASON_DAYS - 1));
  const start = beforeWindow < yearAgo ? beforeWindow : yearAgo;
  return {
    start,
    today,
    takenFrom: `${addDays(start, -1)}T00:00:00.000Z`,
    // Midnight UTC after tomorrow: the end of today in the zone furthest ahead (UTC+14).
    takenBefore: `${addDays(today, 2)}T00:00:00.000Z`,
  };
}

/** Only the journal columns the analysis reads (no photos, weather JSON or free texts it skips). */
const ENTRY_COLUMNS = [
  'id',
  'date',
  'kind',
  'pain_level',
  'sleep_quality',
  'sleep_hours',
  'stress_level',
  'energy_level',
  'mood_level',
  'pressure',
  'temperature',
  'humidity',
  'notes',
  'journal_entry',
  'activities',
  'custom_tags',
  'symptoms',
  'created_at',
] as const satisfies readonly (keyof JournalEntriesTable)[];

type EntryRow = Pick<JournalEntryRow, (typeof ENTRY_COLUMNS)[number]>;

/** The same decoding as presentEntry (journal/entry-columns.ts), for the columns loaded. */
function toAnalysisEntry(row: EntryRow): AnalysisEntry {
  return {
    id: row.id,
    date: row.date,
    kind: row.kind as EntryKind,
    painLevel: row.pain_level,
    sleepQuality: row.sleep_quality,
    sleepHours: row.sleep_hours,
    stressLevel: row.stress_level,
    energyLevel: row.energy_level,
    moodLevel: row.mood_level,
    pressure: row.pressure,
    temperature: row.temperature,
    humidity: row.humidity,
    notes: row.notes,
    journalEntry: row.journal_entry,
    activities: fromJson(row.activities, []),
    customTags: fromJson(row.custom_tags, []),
    symptoms: fromJson(row.symptoms, []),
    createdAt: toIso(row.created_at),
  };
}

export interface AnalysisRecords {
  entries: AnalysisEntry[];
  medications: AnalysisMedication[];
  schedules: AnalysisSchedule[];
  doseLogs: AnalysisDoseLog[];
  triggers: AnalysisTrigger[];
  /** The user's first entry ever, however old. */
  firstEntryDate: string | null;
}

/** A max() over a timestamp column: Date on PostgreSQL, ISO text on SQLite, null when empty. */
function millis(value: unknown): number {
  return value === null || value === undefined ? 0 : Date.parse(toIso(value as Date | string));
}

/** Rows with the flag set: PostgreSQL cannot sum a boolean, SQLite stores it as 0/1. */
const activeCount = sql<number | string | null>`sum(case when is_active then 1 else 0 end)`;

/** Every query here is scoped to one user in the SQL itself; one query per table. */
export function createAnalysisStore(db: Kysely<DatabaseSchema>) {
  const entriesIn = (userId: string, span: Pick<AnalysisSpan, 'start' | 'today'>) =>
    db
      .selectFrom('journal_entries')
      .where('user_id', '=', userId)
      .where('date', '>=', span.start)
      .where('date', '<=', span.today);

  /** The entries from span.start to span.today, oldest first, as the analysis reads them. */
  const entriesBetween = async (userId: string, span: Pick<AnalysisSpan, 'start' | 'today'>) =>
    (
      await entriesIn(userId, span)
        .select(ENTRY_COLUMNS)
        .orderBy('date', 'asc')
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc')
        .execute()
    ).map(toAnalysisEntry);

  const logsIn = (userId: string, span: AnalysisSpan) =>
    db
      .selectFrom('medication_logs')
      .where('user_id', '=', userId)
      .where('taken_at', '>=', span.takenFrom)
      .where('taken_at', '<', span.takenBefore);

  const medicationsOf = (userId: string) =>
    db.selectFrom('medications').where('user_id', '=', userId);
  const schedulesOf = (userId: string) =>
    db.selectFrom('medication_schedules').where('user_id', '=', userId);
  const triggersOf = (userId: string) => db.selectFrom('triggers').where('user_id', '=', userId);
  /** From the (user_id, date) index: whether a year of history exists, however old. */
  const firstEntry = (userId: string) =>
    db
      .selectFrom('journal_entries')
      .where('user_id', '=', userId)
      .select((q) => q.fn.min('date').as('first'));

  return {
    entriesBetween,

    async load(userId: string, span: AnalysisSpan): Promise<AnalysisRecords> {
      const [entries, medications, schedules, logs, triggers, first] = await Promise.all([
        entriesBetween(userId, span),
        medicationsOf(userId)
          .select(['id', 'name', 'is_active', 'start_date', 'end_date'])
          .orderBy('created_at', 'asc')
          .orderBy('id', 'asc')
          .execute(),
        // Inactive slots too: the analysis decides what an inactive schedule means.
        schedulesOf(userId)
          .select(['medication_id', 'days', 'is_active'])
          .orderBy('medication_id', 'asc')
          .orderBy('time_of_day', 'asc')
          .orderBy('id', 'asc')
          .execute(),
        logsIn(userId, span)
          .select(['medication_id', 'taken_at', 'skipped', 'effectiveness'])
          .orderBy('taken_at', 'asc')
          .orderBy('id', 'asc')
          .execute(),
        triggersOf(userId)
          .select(['name', 'is_active'])
          .orderBy('created_at', 'asc')
          .orderBy('id', 'asc')
          .execute(),
        firstEntry(userId).executeTakeFirst(),
      ]);
      return {
        entries,
        medications: medications.map((row) => ({
          id: row.id,
          name: row.name,
          isActive: toBool(row.is_active),
          startDate: row.start_date,
          endDate: row.end_date,
        })),
        schedules: schedules.map((row) => ({
          medicationId: row.medication_id,
          days: fromJson<number[]>(row.days, []),
          isActive: toBool(row.is_active),
        })),
        doseLogs: logs.map((row) => ({
          medicationId: row.medication_id,
          takenAt: toIso(row.taken_at),
          skipped: toBool(row.skipped),
          effectiveness: row.effectiveness,
        })),
        triggers: triggers.map((row) => ({ name: row.name, isActive: toBool(row.is_active) })),
        firstEntryDate: (first?.first as string | null | undefined) ?? null,
      };
    },

    /**
     * What changes whenever anything `load` reads changes, in one round trip. Every write path
     * stamps a time: entries and medications set updated_at; schedules are replaced (new
     * created_at) when a medication's times change; dose logs and triggers are never edited,
     * only added (created_at) or deleted (the count). The active counts cover a flag flipped
     * without a new stamp (nothing does that today; an admin tool or a later feature might).
     */
    async version(userId: string, span: AnalysisSpan): Promise<string> {
      const row = await db
        .selectNoFrom(() => [
          entriesIn(userId, span)
            .select((q) => q.fn.countAll().as('v'))
            .as('entries'),
          entriesIn(userId, span)
            .select((q) => q.fn.max('updated_at').as('v'))
            .as('entriesAt'),
          medicationsOf(userId)
            .select((q) => q.fn.countAll().as('v'))
            .as('medications'),
          medicationsOf(userId)
            .select((q) => q.fn.max('updated_at').as('v'))
            .as('medicationsAt'),
          schedulesOf(userId)
            .select((q) => q.fn.countAll().as('v'))
            .as('schedules'),
          schedulesOf(userId)
            .select((q) => q.fn.max('created_at').as('v'))
            .as('schedulesAt'),
          schedulesOf(userId).select(activeCount.as('v')).as('schedulesActive'),
          logsIn(userId, span)
            .select((q) => q.fn.countAll().as('v'))
            .as('logs'),
          logsIn(userId, span)
            .select((q) => q.fn.max('created_at').as('v'))
            .as('logsAt'),
          triggersOf(userId)
            .select((q) => q.fn.countAll().as('v'))
            .as('triggers'),
          triggersOf(userId)
            .select((q) => q.fn.max('created_at').as('v'))
            .as('triggersAt'),
          triggersOf(userId).select(activeCount.as('v')).as('triggersActive'),
          firstEntry(userId).as('first'),
        ])
        .executeTakeFirstOrThrow();
      const count = (value: unknown) => toCount(value as number | string | null);
      return [
        `e${count(row.entries)}.${millis(row.entriesAt)}`,
        `m${count(row.medications)}.${millis(row.medicationsAt)}`,
        `s${count(row.schedules)}.${count(row.schedulesActive)}.${millis(row.schedulesAt)}`,
        `l${count(row.logs)}.${millis(row.logsAt)}`,
        `t${count(row.triggers)}.${count(row.triggersActive)}.${millis(row.triggersAt)}`,
        `f${(row.first as string | null) ?? ''}`,
      ].join('-');
    },
  };
}

export type AnalysisStore = ReturnType<typeof createAnalysisStore>;
