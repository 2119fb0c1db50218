import { addDays } from '../calendar';
import { formatDate } from '../report/words';
import type { HealthcareProvider, SharedReport, TreatmentRecommendation } from './types';

/** The portal's four stat cards (spec document 2 section 2). */
export interface PortalStats {
  connectedProviders: number;
  sharedReports: number;
  /** Pending or accepted (spec section 4). */
  activeRecommendations: number;
  /** 'Today', 'Yesterday', a date, or 'None'. */
  lastActivity: string;
}

/** The calendar date of an instant in a time zone (yyyy-MM-dd). */
export function dateIn(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(instant));
}

/** The most recent clinician access of any provider, in words. */
export function lastActivityLabel(
  providers: readonly Pick<HealthcareProvider, 'lastAccessed'>[],
  today: string,
  timeZone: string,
): string {
  const last = providers
    .map((provider) => provider.lastAccessed)
    .filter((at): at is string => at !== null)
    .sort()
    .at(-1);
  if (last === undefined) return 'None';
  const day = dateIn(last, timeZone);
  if (day === today) return 'Today';
  if (day === addDays(today, -1)) return 'Yesterday';
  return formatDate(day) ?? day;
}

export function portalStats(
  providers: readonly HealthcareProvider[],
  reports: readonly SharedReport[],
  recommendations: readonly TreatmentRecommendation[],
  today: string,
  timeZone: string,
): PortalStats {
  return {
    connectedProviders: providers.filter((provider) => provider.status === 'connected').length,
    sharedReports: reports.filter((report) => report.revokedAt === null).length,
    activeRecommendations: recommendations.filter(
      (item) => item.status === 'pending' || item.status === 'accepted',
    ).length,
    lastActivity: lastActivityLabel(providers, today, timeZone),
  };
}
