import { symptomFrequency, type SymptomCount } from '../analytics-series';
import { insightsFromPoints } from '../insights/generate';
import type { Insight } from '../insights/insight';
import { roundTo } from '../stats/numbers';
import { trackingStreak } from '../streak';
import { isValidTimeZone } from '../time-zone';
import type { Trigger } from '../triggers';
import { daysWithActivities, topActivities, type ActivityCount } from './figures/activities';
import { dailyLog, journalNotes, type DailyLogRow, type JournalNote } from './figures/journal-log';
import { levelFigures, type LevelFigures } from './figures/levels';
import { locationCounts, type LocationCount } from './figures/locations';
import { medicationMentions, type MedicationMention } from './figures/medication-mentions';
import {
  medicationRows,
  type MedicationRow,
  type ReportMedicationInput,
} from './figures/medications';
import { painFigures, type PainFigures } from './figures/pain';
import { pegFigures, pegWeeksInPeriod, type PegFigures, type PegWeek } from './figures/peg';
import {
  painByWeekday,
  painWindows,
  type PainWindow,
  type WeekdayPain,
} from './figures/pain-windows';
import { sleepFigures, type SleepFigures } from './figures/sleep';
import { stressFigures, type StressFigures } from './figures/stress';
import { recentTrend, type RecentTrend } from './figures/trend';
import { triggerRows, type TriggerRow } from './figures/triggers';
import { weatherFigures, type WeatherFigures } from './figures/weather';
import { entriesInPeriod, previousPeriod, reportPeriod, type ReportPeriod } from './period';
import { toReportDays, type ReportEntry } from './report-days';
import {
  normalizeReportSettings,
  periodLabel,
  type PatientInfo,
  type ReportSettings,
} from './settings';

/** The report lists the 10 most frequent symptoms (spec section 9, Reports). */
export const TOP_SYMPTOMS = 10;

export interface ReportInput {
  /** All the user's entries (GET /api/journal-entries); the period is picked out here. */
  entries: readonly ReportEntry[];
  medications: readonly ReportMedicationInput[];
  triggers: readonly Pick<Trigger, 'name' | 'category' | 'isActive'>[];
  /** Missing or unreadable settings take the defaults (normalizeReportSettings). */
  settings?: Partial<ReportSettings>;
  /** The user's calendar date, yyyy-MM-dd: the period's last day and the report's date. */
  today: string;
  /** The user's time zone, for the calendar date of medication doses. UTC when unknown. */
  timeZone?: string;
  /**
   * All the weekly PEG-3 check-ins (GET /api/peg-checkins); the period's weeks are picked out
   * here. Left out, the reports have no weekly check-in section at all (rather than saying
   * there were none).
   */
  pegCheckins?: readonly PegWeek[];
}

/**
 * Every figure of the reports, computed once; the renderers only word them. "Entries" are days
 * with entries (decision 0009). Each figure is null or empty when there is no data for it, never
 * a zero standing in for "nothing recorded". Day means are kept unrounded; texts round them.
 */
export interface ReportData {
  /** The date the report was made (today). */
  generatedOn: string;
  settings: ReportSettings;
  patient: PatientInfo;
  period: ReportPeriod & { label: string };
  /** Entries of every kind in the period. */
  entryCount: number;
  daysWithEntries: number;
  /** Days with entries / days in the period, as a whole percent. */
  completionRate: number;
  /** Consecutive days with entries up to today (or yesterday), over all entries. */
  streak: number;
  pain: PainFigures | null;
  trend: RecentTrend | null;
  painWindows: PainWindow[];
  weekdays: WeekdayPain[];
  locations: LocationCount[];
  daysWithLocations: number;
  sleep: SleepFigures | null;
  stress: StressFigures | null;
  mood: LevelFigures | null;
  energy: LevelFigures | null;
  /** Top 10, counted in entries as GET /api/analytics/symptom-frequency does. */
  symptoms: SymptomCount[];
  /** Top 8, counted in days. */
  activities: ActivityCount[];
  daysWithActivities: number;
  triggers: TriggerRow[];
  medications: MedicationRow[];
  medicationMentions: MedicationMention[];
  /** The weekly check-ins of the period; null when they were not part of the input. */
  peg: PegFigures | null;
  /** Only when the weather section is included (it is off by default). */
  weather: WeatherFigures | null;
  journalNotes: JournalNote[];
  dailyLog: DailyLogRow[];
  /** The same number of days just before the period; null when it has no entries. */
  previous: { period: ReportPeriod; daysWithEntries: number; pain: PainFigures } | null;
  /** The Analytics page's insights over the period's entries (for the progress report). */
  insights: Insight[];
}

export function buildReportData(input: ReportInput): ReportData {
  const settings = normalizeReportSettings(input.settings);
  const period = reportPeriod(input.today, settings.dateRange);
  const timeZone = input.timeZone && isValidTimeZone(input.timeZone) ? input.timeZone : 'UTC';

  const entries = entriesInPeriod(input.entries, period);
  const days = toReportDays(entries);
  const before = previousPeriod(period);
  const previousDays = toReportDays(entriesInPeriod(input.entries, before));
  const previousPain = painFigures(previousDays);
  const entryCount = days.reduce((total, day) => total + day.entryCount, 0);

  return {
    generatedOn: input.today,
    settings,
    patient: settings.patientInfo,
    period: { ...period, label: periodLabel(period.days) },
    entryCount,
    daysWithEntries: days.length,
    completionRate: roundTo((days.length * 100) / period.days, 0),
    streak: trackingStreak(input.entries, input.today),
    pain: painFigures(days),
    trend: recentTrend(days),
    painWindows: painWindows(days, period),
    weekdays: painByWeekday(days),
    locations: locationCounts(days),
    daysWithLocations: days.filter((day) => day.locations.length > 0).length,
    sleep: sleepFigures(days),
    stress: stressFigures(days),
    mood: levelFigures(days, (day) => day.moodLevel),
    energy: levelFigures(days, (day) => day.energyLevel),
    symptoms: symptomFrequency(entries, period.end, period.days).slice(0, TOP_SYMPTOMS),
    activities: topActivities(days),
    daysWithActivities: daysWithActivities(days),
    triggers: triggerRows(input.triggers),
    medications: medicationRows(input.medications, timeZone),
    medicationMentions: medicationMentions(entries),
    peg:
      input.pegCheckins === undefined
        ? null
        : pegFigures(pegWeeksInPeriod(input.pegCheckins, period)),
    weather: settings.includeSections.weather ? weatherFigures(days) : null,
    journalNotes: journalNotes(days),
    dailyLog: dailyLog(days),
    previous:
      previousPain === null
        ? null
        : { period: before, daysWithEntries: previousDays.length, pain: previousPain },
    insights: insightsFromPoints(days, new Date(`${input.today}T12:00:00.000Z`)),
  };
}
