import { analyze } from '@core/analysis/analyze';
import { painTrendPoints, symptomFrequency } from '@core/analytics-series';
import { bodyPartName } from '@core/body-parts';
import { addDays } from '@core/calendar';
import type { DetailedMedication } from '@core/medications';
import { CLINICIAN_VIEW_DAYS } from '@core/provider-portal/constants';
import { accessLevelFor } from '@core/provider-portal/permissions';
import type {
  ClinicianAnalyticsView,
  ClinicianMedication,
  ClinicianPainView,
  ClinicianPortal,
  ClinicianSymptomsView,
} from '@core/provider-portal/types';
import { round1 } from '@core/stats/numbers';
import { localDate } from '@core/time-zone';
import type { ApiUser } from '@core/user';
import { toIso } from '../../db/codecs';
import type { UserRow } from '../../db/schema';
import { analysisSpan, type AnalysisStore } from '../analysis/store';
import { presentUser } from '../auth/present-user';
import type { MedicationService } from '../medications/service';
import type { Clinician } from './clinician-auth';
import type { ClinicianStore, ViewEntry } from './clinician-store';
import {
  permissionsOf,
  presentNote,
  presentRecommendation,
  presentSharedReport,
} from './presenters';

/**
 * What a clinician reads: the portal page, and the live views of the patient's own data over
 * the CLINICIAN_VIEW_DAYS days up to the patient's today (their time zone, not the server's).
 */

interface ViewWindow {
  start: string;
  end: string;
  days: number;
}

function viewWindow(now: Date, timeZone: string): ViewWindow {
  const end = localDate(now, timeZone);
  return { start: addDays(end, -(CLINICIAN_VIEW_DAYS - 1)), end, days: CLINICIAN_VIEW_DAYS };
}

/** Daily means as the pain-trend chart draws them; the average weighs each day once. */
export function painView(entries: readonly ViewEntry[], window: ViewWindow): ClinicianPainView {
  const daily = painTrendPoints(entries, window.end, window.days);
  const sums = new Map<string, { sum: number; count: number }>();
  const partDays = new Map<string, Set<string>>();
  for (const entry of entries) {
    if (entry.date < window.start || entry.date > window.end) continue;
    const day = sums.get(entry.date) ?? { sum: 0, count: 0 };
    day.sum += entry.painLevel;
    day.count += 1;
    sums.set(entry.date, day);
    for (const location of entry.painLocations) {
      if (typeof location?.bodyPart !== 'string') continue;
      const days = partDays.get(location.bodyPart) ?? new Set<string>();
      days.add(entry.date);
      partDays.set(location.bodyPart, days);
    }
  }
  // The mean of unrounded day means, so the rounding of the chart's points does not add up.
  const means = [...sums.values()].map(({ sum, count }) => sum / count);
  return {
    ...window,
    daysWithEntries: daily.length,
    average: means.length ? round1(means.reduce((a, b) => a + b, 0) / means.length) : null,
    daily,
    locations: [...partDays]
      .map(([part, days]) => ({ name: bodyPartName(part), days: days.size }))
      .sort((a, b) => b.days - a.days || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
  };
}

export function symptomsView(
  entries: readonly ViewEntry[],
  window: ViewWindow,
): ClinicianSymptomsView {
  const inWindow = entries.filter(
    (entry) => entry.date >= window.start && entry.date <= window.end,
  );
  return {
    ...window,
    entries: inWindow.length,
    symptoms: symptomFrequency(inWindow, window.end, window.days),
  };
}

/** The Medications page's figures without its ids, schedule slots or dose-by-dose logs. */
export function clinicianMedication(medication: DetailedMedication): ClinicianMedication {
  return {
    name: medication.name,
    dosage: medication.dosage,
    frequency: medication.frequency,
    isActive: medication.isActive,
    startDate: medication.startDate,
    purposes: medication.purposes,
    adherenceRate: medication.adherenceRate,
    avgEffectiveness: medication.avgEffectiveness,
    sideEffects: medication.sideEffects,
  };
}

export function createClinicianViews(deps: {
  store: ClinicianStore;
  analysis: AnalysisStore;
  medications: MedicationService;
}) {
  const { store } = deps;
  /** The patient as the medication service knows a user; no admin list applies here. */
  const patientOf = async (clinician: Clinician): Promise<{ row: UserRow; user: ApiUser }> => {
    const row = await store.patient(clinician.userId);
    return { row, user: presentUser(row, new Set()) };
  };
  const entriesFor = async (clinician: Clinician, now: Date) => {
    const { user } = await patientOf(clinician);
    const window = viewWindow(now, user.timeZone);
    return { window, entries: await store.entries(clinician.userId, window.start, window.end) };
  };

  return {
    async portal(clinician: Clinician): Promise<ClinicianPortal> {
      const { userId, provider } = clinician;
      const [{ row }, reports, notes, recommendations] = await Promise.all([
        patientOf(clinician),
        store.reports(userId, provider.id),
        store.notes(userId, provider.id),
        store.recommendations(userId, provider.id),
      ]);
      const permissions = permissionsOf(provider);
      const opened = clinician.link.sharedReportId;
      return {
        provider: {
          name: provider.name,
          title: provider.title,
          accessLevel: accessLevelFor(permissions),
          permissions,
          accessExpiresAt: toIso(provider.access_expires_at),
        },
        patient: {
          name: [row.first_name, row.last_name]
            .map((part) => part?.trim())
            .filter(Boolean)
            .join(' '),
        },
        reports: reports.map(presentSharedReport),
        openedReportId: opened && reports.some((report) => report.id === opened) ? opened : null,
        notes: notes.map(presentNote),
        recommendations: recommendations.map(presentRecommendation),
      };
    },

    async pain(clinician: Clinician, now: Date): Promise<ClinicianPainView> {
      const { window, entries } = await entriesFor(clinician, now);
      return painView(entries, window);
    },

    async symptoms(clinician: Clinician, now: Date): Promise<ClinicianSymptomsView> {
      const { window, entries } = await entriesFor(clinician, now);
      return symptomsView(entries, window);
    },

    async medications(clinician: Clinician): Promise<ClinicianMedication[]> {
      const { user } = await patientOf(clinician);
      return (await deps.medications.detailed(user)).map(clinicianMedication);
    },

    /** Exactly what the patient's own AI Pain Analysis shows for the last 3 months. */
    async analytics(clinician: Clinician, now: Date): Promise<ClinicianAnalyticsView> {
      const { user } = await patientOf(clinician);
      const today = localDate(now, user.timeZone);
      const period = '3months' as const;
      const records = await deps.analysis.load(user.id, analysisSpan(period, today));
      return analyze({ ...records, timeZone: user.timeZone, today, period, now });
    },
  };
}

export type ClinicianViews = ReturnType<typeof createClinicianViews>;
