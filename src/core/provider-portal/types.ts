import type { AnalysisResult } from '../analysis/types';
import type { SymptomCount } from '../analytics-series';
import type { ReportData } from '../report/build';
import type { ReportSections, ReportType } from '../report/settings';
import type { AccessLevel, PermissionKey, ProviderPermissions } from './permissions';

/**
 * The provider portal's API shapes (spec document 2 sections 3, 4 and 7), patient side under
 * /api/healthcare-providers, /api/shared-reports, /api/treatment-recommendations and
 * /api/provider-notes; clinician side under /api/clinician (a link token, no account).
 */

/**
 * - pending: invited, the code not yet confirmed;
 * - locked: too many wrong codes; a new invitation unlocks it;
 * - connected: verified, access current;
 * - expired: the access period ended (renewable);
 * - revoked: the patient revoked access (a new invitation restores it, with a new code).
 */
export const PROVIDER_STATUSES = ['pending', 'locked', 'connected', 'expired', 'revoked'] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

export interface HealthcareProvider {
  id: string;
  name: string;
  title: string;
  specialization: string;
  organization: string;
  email: string;
  phone: string;
  address: string;
  /** '' when not given (optional in the form). */
  licenseNumber: string;
  /** Verified means connected at least once with the code (spec section 4). */
  isVerified: boolean;
  status: ProviderStatus;
  invitedAt: string;
  /** When the code was confirmed; null while pending. */
  connectedAt: string | null;
  /** The clinician's last request with their link; null when never used. */
  lastAccessed: string | null;
  accessExpiresAt: string;
  accessRevokedAt: string | null;
  /** Wrong codes left before the invitation locks (meaningful while pending). */
  codeAttemptsLeft: number;
  accessLevel: AccessLevel;
  permissions: ProviderPermissions;
  /** Ids of the reports shared with this provider, newest first. */
  sharedReports: string[];
}

/**
 * How an invitation or share reached the clinician. Without SMTP (README "E-mail") nothing can
 * be e-mailed, so the answer carries the link (and for an invitation the code) once, for the
 * patient to pass on; with e-mail they are never in an answer.
 */
export type Delivery =
  { delivery: 'email' } | { delivery: 'manual'; link: string; code?: string | undefined };

export type InvitationResult = { provider: HealthcareProvider } & Delivery;
export type ShareResult = { report: SharedReport } & Delivery;

export interface SharedReport {
  id: string;
  providerId: string;
  title: string;
  /** The Reports page's report type: comprehensive, summary or trends. */
  type: ReportType;
  dateRange: { start: string; end: string };
  /** Days in the period (7, 14, 30, 60 or 90). */
  days: number;
  sections: ReportSections;
  sharedAt: string;
  /** First time the clinician opened it; null until then. */
  viewedAt: string | null;
  isRead: boolean;
  /** null while shared; set when the patient stopped sharing it. */
  revokedAt: string | null;
  /** One paragraph: entries, average pain, severe days, recent trend. */
  summary: string;
  /** The report's clinical observations, plain text; the card shows the first 2. */
  keyInsights: string[];
  /** What the clinician can download besides the page: always ['PDF']. */
  attachments: string[];
}

/** The stored report as the clinician reads it: the same figures and text the Reports page makes. */
export interface SharedReportSnapshot extends SharedReport {
  /** The Healthcare Provider Report's figures (core/report/build), as they were when shared. */
  data: ReportData;
  /** Its markdown (core/report/render-provider), as the Reports page renders and downloads it. */
  text: string;
}

export const RECOMMENDATION_CATEGORIES = [
  'lifestyle',
  'exercise',
  'therapy',
  'medication',
  'referral',
  'follow-up',
  'other',
] as const;
export type RecommendationCategory = (typeof RECOMMENDATION_CATEGORIES)[number];

export const RECOMMENDATION_CATEGORY_LABELS: Record<RecommendationCategory, string> = {
  lifestyle: 'Lifestyle',
  exercise: 'Exercise',
  therapy: 'Therapy',
  medication: 'Medication change',
  referral: 'Referral',
  'follow-up': 'Follow-up',
  other: 'Other',
};

/** What a clinician may pick on the general form; the other two have their own forms. */
export const TREATMENT_CATEGORIES = RECOMMENDATION_CATEGORIES.filter(
  (category) => category !== 'medication' && category !== 'follow-up',
) as Exclude<RecommendationCategory, 'medication' | 'follow-up'>[];

export const PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type Priority = (typeof PRIORITIES)[number];

export const RECOMMENDATION_STATUSES = ['pending', 'accepted', 'declined', 'completed'] as const;
export type RecommendationStatus = (typeof RECOMMENDATION_STATUSES)[number];

export interface TreatmentRecommendation {
  id: string;
  /** null once the provider was removed. */
  providerId: string | null;
  /** The provider's name as it was when sent (kept if the provider is later removed). */
  providerName: string;
  title: string;
  description: string;
  category: RecommendationCategory;
  priority: Priority;
  status: RecommendationStatus;
  createdAt: string;
  /** yyyy-MM-dd: when to review, or the proposed follow-up date; null when none. */
  dueDate: string | null;
  followUpRequired: boolean;
  /** The clinician's extra notes; '' when none. */
  notes: string;
  /** Only for category medication: the medication and the proposed change. */
  medicationChange: { medication: string; change: string } | null;
  /** When the patient accepted, declined or completed it; null while pending. */
  respondedAt: string | null;
}

export interface ProviderNote {
  id: string;
  /** null once the provider was removed. */
  providerId: string | null;
  providerName: string;
  text: string;
  createdAt: string;
}

export const ACCESS_ACTIONS = [
  'link.opened',
  'code.confirmed',
  'code.wrong',
  'code.locked',
  'portal.viewed',
  'report.viewed',
  'pain.viewed',
  'medications.viewed',
  'symptoms.viewed',
  'analytics.viewed',
  'note.added',
  'recommendation.sent',
  'medication-change.proposed',
  'follow-up.proposed',
  'request.refused',
] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];

/** One clinician request, as the patient reads it in the provider's access log. */
export interface AccessEvent {
  id: string;
  providerId: string;
  at: string;
  action: AccessAction;
  /** The report's title, or the permission a refused request lacked; null when nothing to add. */
  detail: string | null;
  /** The link used: the invitation's, or a shared report's title. */
  via: string;
}

/* Clinician side. */

/** GET /api/clinician/session: whether the code must be confirmed before anything else. */
export interface ClinicianSession {
  codeRequired: boolean;
  codeAttemptsLeft: number;
}

export interface ClinicianPortal {
  provider: {
    name: string;
    title: string;
    accessLevel: AccessLevel;
    permissions: ProviderPermissions;
    accessExpiresAt: string;
  };
  /** The patient's name as their account has it ('' when they gave none). */
  patient: { name: string };
  /** Reports shared with this clinician and not withdrawn, newest first. */
  reports: SharedReport[];
  /** The report whose link was opened; null for the invitation link. */
  openedReportId: string | null;
  /** Notes and recommendations this clinician wrote, newest first. */
  notes: ProviderNote[];
  recommendations: TreatmentRecommendation[];
}

export interface ClinicianPainView {
  start: string;
  end: string;
  days: number;
  daysWithEntries: number;
  /** Mean of the day means, 1 decimal; null without entries. */
  average: number | null;
  /** One row per day with entries: that day's mean pain, 1 decimal. */
  daily: { date: string; painLevel: number }[];
  /** Body-chart regions by days marked, most first. */
  locations: { name: string; days: number }[];
}

export interface ClinicianMedication {
  name: string;
  dosage: string;
  frequency: string;
  isActive: boolean;
  startDate: string;
  purposes: string[];
  /** Percent of scheduled doses taken in the last 30 days; null without a schedule. */
  adherenceRate: number | null;
  /** 1-10 average of the effectiveness the patient logged; null when none. */
  avgEffectiveness: number | null;
  sideEffects: string[];
}

export interface ClinicianSymptomsView {
  start: string;
  end: string;
  days: number;
  entries: number;
  symptoms: SymptomCount[];
}

/** The patient's AI Pain Analysis over the last 3 months (GET /api/analysis?period=3months). */
export type ClinicianAnalyticsView = AnalysisResult;

/** Which permission each clinician route needs (null: any verified link). */
export const CLINICIAN_ROUTE_PERMISSIONS = {
  'GET /api/clinician/pain': 'viewPainData',
  'GET /api/clinician/medications': 'viewMedications',
  'GET /api/clinician/symptoms': 'viewSymptoms',
  'GET /api/clinician/analytics': 'viewAnalytics',
  'POST /api/clinician/notes': 'addNotes',
  'POST /api/clinician/recommendations': 'recommendTreatments',
  'POST /api/clinician/medication-changes': 'modifyMedications',
  'POST /api/clinician/follow-ups': 'scheduleFollowups',
} as const satisfies Record<string, PermissionKey>;
