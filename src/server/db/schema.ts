import type { DataCategory } from '@core/research/constants';
import type {
  ContactInfo,
  DataRequirement,
  EligibilityRules,
  ExclusionRules,
} from '@core/research/types';
import type { ColumnMapping } from '@core/import-formats/types';
import type { UserSettings } from '@core/settings';
import type { DailyWeather } from '@core/weather';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Column types as both engines hand them back. PostgreSQL returns Date for timestamptz and
 * parsed values for jsonb; SQLite returns ISO text and JSON text. The codecs in ./codecs.ts
 * turn either into one API shape. Writes always use ISO strings and JSON text.
 */
export type Timestamp = ColumnType<Date | string, string | undefined, string>;
export type NullableTimestamp = ColumnType<
  Date | string | null,
  string | null | undefined,
  string | null
>;
export type Json<T> = ColumnType<T | string, string | undefined, string>;
export type NullableJson<T> = ColumnType<
  T | string | null,
  string | null | undefined,
  string | null
>;
/** SQLite stores booleans as 0/1; the SQLite driver wrapper binds true/false as 1/0. */
export type Bool = ColumnType<boolean | number, boolean | undefined, boolean>;

export interface PainLocationRow {
  bodyPart: string;
  intensity: number;
  x?: number;
  y?: number;
}

export interface UsersTable {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  is_admin: Bool;
  subscription_type: Generated<string>;
  subscription_status: Generated<string>;
  subscription_ends_at: NullableTimestamp;
  /** Where premium was bought: stripe, app_store, play_store or other_store; null when free. */
  subscription_source: string | null;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  password_hash: string | null;
  time_zone: Generated<string>;
  /** Only what the user changed; read merged over DEFAULT_SETTINGS. */
  settings: NullableJson<Partial<UserSettings>>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  sid: string;
  user_id: string;
  sess: Json<{ userId: string; createdAt: string }>;
  expire: Timestamp;
}

export interface JournalEntriesTable {
  id: string;
  user_id: string;
  date: string;
  kind: Generated<string>;
  pain_level: number;
  pain_types: Json<string[]>;
  primary_location: string | null;
  pain_locations: Json<PainLocationRow[]>;
  duration: string | null;
  symptoms: Json<string[]>;
  symptoms_description: string | null;
  emotional_state: string | null;
  stress_level: number | null;
  energy_level: number | null;
  gratitude: string | null;
  notes: string | null;
  sleep_quality: number | null;
  sleep_hours: number | null;
  activities: Json<string[]>;
  mood_level: Generated<number | null>;
  mood_notes: string | null;
  journal_entry: string | null;
  prompt_response: string | null;
  daily_prompt: string | null;
  custom_tags: Json<string[]>;
  photo_urls: Json<string[]>;
  voice_note_url: string | null;
  weather_data: NullableJson<Record<string, unknown>>;
  temperature: number | null;
  humidity: number | null;
  pressure: number | null;
  weather_conditions: string | null;
  wind_speed: number | null;
  uv_index: number | null;
  air_quality: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MedicationsTable {
  id: string;
  user_id: string;
  name: string;
  type: string;
  dosage: string;
  frequency: string;
  instructions: string | null;
  prescribed_by: string | null;
  start_date: string;
  end_date: string | null;
  is_active: Bool;
  side_effects: Json<string[]>;
  purposes: Json<string[]>;
  notes: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MedicationSchedulesTable {
  id: string;
  user_id: string;
  medication_id: string;
  time_of_day: string;
  days: Json<number[]>;
  is_active: Bool;
  reminder_enabled: Bool;
  created_at: Timestamp;
}

export interface MedicationLogsTable {
  id: string;
  user_id: string;
  medication_id: string;
  entry_id: string | null;
  taken_at: Timestamp;
  dosage_actual: string | null;
  effectiveness: number | null;
  side_effects_experienced: Json<string[]>;
  notes: string | null;
  skipped: Bool;
  skip_reason: string | null;
  scheduled_time: string | null;
  created_at: Timestamp;
}

export interface TriggersTable {
  id: string;
  user_id: string;
  name: string;
  category: string | null;
  is_active: Bool;
  created_at: Timestamp;
}

export interface CustomTagsTable {
  id: string;
  user_id: string;
  name: string;
  color: Generated<string>;
  category: string | null;
  is_active: Bool;
  created_at: Timestamp;
}

export interface ExerciseSessionsTable {
  id: string;
  user_id: string;
  exercise_id: string;
  /** The user's calendar day (yyyy-MM-dd) when it was completed. */
  date: string;
  completed_at: Timestamp;
  duration_seconds: number;
  created_at: Timestamp;
}

export interface JournalPromptsTable {
  id: string;
  prompt: string;
  category: string;
  is_active: Bool;
  created_at: Timestamp;
}

export interface SupportTicketsTable {
  id: string;
  ticket_number: string;
  user_id: string | null;
  name: string;
  email: string;
  subject: string;
  category: string;
  message: string;
  status: Generated<string>;
  priority: Generated<string>;
  admin_notes: string | null;
  resolved_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Admin actions (migration 0005). `actor_user_id` is null for the command line. */
export interface AuditLogTable {
  id: string;
  actor_user_id: string | null;
  actor_label: string;
  action: string;
  target_type: string;
  target_id: string;
  details: Json<Record<string, unknown>>;
  created_at: Timestamp;
}

/** One predicted day as the user saw it (migration 0007). */
export interface PainPredictionsTable {
  id: string;
  user_id: string;
  /** The day predicted, the user's calendar date. */
  date: string;
  /** The user's calendar date when this version was made. */
  made_on: string;
  horizon: number;
  model: string;
  predicted_pain_level: number;
  range_low: number;
  range_high: number;
  confidence: number;
  risk_level: string;
  flare_probability: number;
  /** The model's backtest within-1-point percent when it was made; null without a backtest. */
  accuracy: number | null;
  primary_factors: Json<unknown[]>;
  recommendations: Json<string[]>;
  generated_at: Timestamp;
}

/** A flare alert, at most one per user and day at risk (migration 0007). */
export interface FlareAlertsTable {
  id: string;
  user_id: string;
  date: string;
  severity: string;
  probability: number;
  predicted_pain_level: number;
  trigger_factors: Json<string[]>;
  preventive_actions: Json<string[]>;
  issued_at: Timestamp;
  acknowledged_at: NullableTimestamp;
}

/** One day's weather at one rounded place, shared by everyone there (migration 0006). */
export interface WeatherCacheTable {
  /** Latitude and longitude to two decimals, "40.42,-3.70". */
  location_key: string;
  /** yyyy-MM-dd in the place's own time zone. */
  date: string;
  weather: Json<DailyWeather>;
  /** 'forecast' or 'archive'. */
  source: string;
  fetched_at: Timestamp;
}

/** A clinician the patient invited (migration 0008). */
export interface HealthcareProvidersTable {
  id: string;
  user_id: string;
  name: string;
  title: string;
  specialization: string;
  organization: string;
  email: string;
  phone: string;
  address: string;
  license_number: string;
  access_level: string;
  permissions: Json<Record<string, boolean>>;
  invited_at: Timestamp;
  verified_at: NullableTimestamp;
  access_expires_at: Timestamp;
  access_revoked_at: NullableTimestamp;
  last_accessed_at: NullableTimestamp;
  /** Hash of the invitation's 6-digit code; null once confirmed. */
  code_hash: string | null;
  code_attempts: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A report as it was when shared (migration 0008). */
export interface SharedReportsTable {
  id: string;
  user_id: string;
  provider_id: string;
  title: string;
  report_type: string;
  days: number;
  sections: Json<Record<string, boolean>>;
  date_start: string;
  date_end: string;
  summary: string;
  key_insights: Json<string[]>;
  data: Json<unknown>;
  text: string;
  shared_at: Timestamp;
  viewed_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

/** A clinician's link: only the SHA-256 of its token is kept (migration 0008). */
export interface ProviderLinksTable {
  id: string;
  user_id: string;
  provider_id: string;
  /** The report the link was sent for; null for the invitation's link. */
  shared_report_id: string | null;
  token_hash: string;
  created_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface TreatmentRecommendationsTable {
  id: string;
  user_id: string;
  /** null once the provider was removed; provider_name keeps who sent it. */
  provider_id: string | null;
  provider_name: string;
  title: string;
  description: string;
  category: string;
  priority: string;
  status: string;
  due_date: string | null;
  follow_up_required: Bool;
  notes: string;
  medication_change: NullableJson<{ medication: string; change: string }>;
  created_at: Timestamp;
  responded_at: NullableTimestamp;
}

export interface ProviderNotesTable {
  id: string;
  user_id: string;
  provider_id: string | null;
  provider_name: string;
  text: string;
  created_at: Timestamp;
}

/** One clinician request, for the provider's access log (migration 0008). */
export interface ProviderAccessEventsTable {
  id: string;
  user_id: string;
  provider_id: string;
  action: string;
  detail: string | null;
  via: string;
  at: Timestamp;
}

/** A data source the user connected (migration 0009). */
export interface BiometricDevicesTable {
  id: string;
  user_id: string;
  name: string;
  type: string;
  brand: string;
  model: string;
  connection: string;
  source_name: string | null;
  is_connected: Bool;
  token_hash: string | null;
  battery_level: number | null;
  data_types: Json<Record<string, boolean>>;
  data_retention_days: number;
  last_sync: NullableTimestamp;
  reading_count: Generated<number>;
  last_import_id: string | null;
  connected_at: Timestamp;
  disconnected_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One reading; times in ms since the epoch (migration 0009). */
export interface BiometricReadingsTable {
  id: Generated<number>;
  user_id: string;
  device_id: string;
  type: string;
  taken_at: number;
  end_at: number | null;
  local_date: string;
  value: number;
  value2: number | null;
  context: string;
  quality: number | null;
}

/** One device's readings of one type on one local date (migration 0009). */
export interface BiometricDailyTable {
  user_id: string;
  device_id: string;
  type: string;
  date: string;
  count: number;
  sum: number;
  min: number;
  max: number;
  sum2: number | null;
  import_id: string | null;
}

export interface HealthAlertsTable {
  id: string;
  user_id: string;
  device_id: string | null;
  type: string;
  rule: string;
  severity: string;
  title: string;
  description: string;
  recommended_action: string;
  date: string;
  triggered_at: Timestamp;
  is_read: Bool;
  is_resolved: Bool;
  resolved_at: NullableTimestamp;
}

/** An uploaded Apple Health export or CSV file and its background import (migration 0009). */
export interface BiometricImportsTable {
  id: string;
  user_id: string;
  kind: string;
  device_id: string | null;
  file_name: string;
  file_path: string | null;
  bytes_total: number;
  bytes_read: number;
  status: string;
  skip_bad_rows: Bool;
  records_read: number;
  readings_added: number;
  duplicates: number;
  skipped: number;
  ignored: number;
  summarized_only: number;
  line_errors: Json<{ line: number; message: string }[]>;
  line_error_count: number;
  error: string | null;
  device_ids: Json<string[]>;
  created_at: Timestamp;
  started_at: NullableTimestamp;
  updated_at: Timestamp;
  finished_at: NullableTimestamp;
  dismissed_at: NullableTimestamp;
}

/** Every use of a device's token, and its connects and imports (migration 0009). */
export interface BiometricDeviceEventsTable {
  id: string;
  user_id: string;
  device_id: string;
  action: string;
  detail: string | null;
  at: Timestamp;
}

/** A study an admin runs (migration 0010). The salt never leaves the server. */
export interface ResearchStudiesTable {
  id: string;
  title: string;
  description: string;
  institution: string;
  institution_type: string;
  principal_investigator: string;
  study_type: string;
  phase: string;
  start_date: string;
  end_date: string;
  target_participants: number;
  eligibility: Json<EligibilityRules>;
  exclusion: Json<ExclusionRules>;
  data_requirements: Json<DataRequirement[]>;
  compensation: string;
  compensation_usd: number;
  benefits: Json<string[]>;
  risks: Json<string[]>;
  privacy_level: string;
  ethics_approval: string;
  contact: Json<ContactInfo>;
  publications: Json<string[]>;
  salt: string;
  consent_version: number;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One published version of a study's consent, with the statements to tick (migration 0010). */
export interface ResearchConsentVersionsTable {
  study_id: string;
  version: number;
  text: string;
  statements: Json<string[]>;
  published_at: Timestamp;
}

/** A person taking part in a study (migration 0010). */
export interface ResearchParticipationsTable {
  id: string;
  user_id: string;
  study_id: string;
  status: string;
  enrolled_at: Timestamp;
  /** The person's calendar date on enrolment. */
  enrolled_on: string;
  consent_version: number;
  shared_categories: Json<DataCategory[]>;
  identifiable_consent: Bool;
  completed_at: NullableTimestamp;
  withdrawn_at: NullableTimestamp;
  withdrawal_choice: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Each consent given: on enrolment and on agreeing to a changed text (migration 0010). */
export interface ResearchConsentsTable {
  id: string;
  participation_id: string;
  user_id: string;
  study_id: string;
  version: number;
  /** The statements' text as ticked. */
  statements: Json<string[]>;
  categories: Json<DataCategory[]>;
  given_at: Timestamp;
}

/** The spec's data sharing preferences, once saved (migration 0010). */
export interface ResearchPreferencesTable {
  user_id: string;
  allow_anonymized_sharing: Bool;
  allow_biometric_sharing: Bool;
  allow_medication_sharing: Bool;
  allow_symptom_sharing: Bool;
  allow_demographic_sharing: Bool;
  restrict_to_academic_research: Bool;
  restrict_to_non_profit_research: Bool;
  require_approval_per_study: Bool;
  max_studies_per_year: number;
  updated_at: Timestamp;
}

/** Webhook events already processed, by `${source}:${eventId}`. */
export interface BillingEventsTable {
  id: string;
  source: string;
  type: string;
  received_at: Timestamp;
}

export interface PushSubscriptionsTable {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  device_label: string;
  created_at: Timestamp;
  last_sent_at: NullableTimestamp;
}

export interface ReminderSendsTable {
  id: string;
  user_id: string;
  kind: string;
  ref: string;
  local_date: string;
  due_at: Timestamp;
  claimed_at: Timestamp;
  /** 'claimed' until the channels were tried, then 'sent', 'skipped' or 'failed'. */
  status: string;
  channels: Json<string[]>;
}

export interface CalendarFeedsTable {
  token_hash: string;
  user_id: string;
  created_at: Timestamp;
  last_used_at: NullableTimestamp;
}

export interface PegCheckinsTable {
  id: string;
  user_id: string;
  /** ISO week, '2026-W48'. */
  week: string;
  pain: number;
  enjoyment: number;
  activity: number;
  answered_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ImportMappingsTable {
  user_id: string;
  /** The header of the CSV file the mapping is for (headerSignature in generic-csv.ts). */
  signature: string;
  mapping: Json<ColumnMapping>;
  updated_at: Timestamp;
}

/**
 * A fixed-window counter of a security rate limit (plugins/database-rate-limit.ts). Not
 * user-owned data: keys are hashed IP and e-mail addresses, kept one window at most.
 */
export interface RateLimitsTable {
  limiter: string;
  /** SHA-256 (hex) of the limited key. */
  key_hash: string;
  count: number;
  /** Milliseconds since the epoch. */
  window_end: number;
}

export interface MediaTable {
  id: string;
  user_id: string;
  /** The entry's client-chosen id; no foreign key (a file sent offline may arrive first). */
  entry_id: string;
  kind: string;
  /** From the bytes, never the file name. */
  content_type: string;
  size: number;
  duration_ms: number | null;
  data: Buffer;
  created_at: Timestamp;
}

export interface DatabaseSchema {
  users: UsersTable;
  sessions: SessionsTable;
  journal_entries: JournalEntriesTable;
  medications: MedicationsTable;
  medication_schedules: MedicationSchedulesTable;
  medication_logs: MedicationLogsTable;
  triggers: TriggersTable;
  custom_tags: CustomTagsTable;
  exercise_sessions: ExerciseSessionsTable;
  journal_prompts: JournalPromptsTable;
  support_tickets: SupportTicketsTable;
  audit_log: AuditLogTable;
  weather_cache: WeatherCacheTable;
  pain_predictions: PainPredictionsTable;
  flare_alerts: FlareAlertsTable;
  healthcare_providers: HealthcareProvidersTable;
  shared_reports: SharedReportsTable;
  provider_links: ProviderLinksTable;
  treatment_recommendations: TreatmentRecommendationsTable;
  provider_notes: ProviderNotesTable;
  provider_access_events: ProviderAccessEventsTable;
  biometric_devices: BiometricDevicesTable;
  biometric_readings: BiometricReadingsTable;
  biometric_daily: BiometricDailyTable;
  health_alerts: HealthAlertsTable;
  biometric_imports: BiometricImportsTable;
  biometric_device_events: BiometricDeviceEventsTable;
  research_studies: ResearchStudiesTable;
  research_consent_versions: ResearchConsentVersionsTable;
  research_participations: ResearchParticipationsTable;
  research_consents: ResearchConsentsTable;
  research_preferences: ResearchPreferencesTable;
  billing_events: BillingEventsTable;
  push_subscriptions: PushSubscriptionsTable;
  reminder_sends: ReminderSendsTable;
  calendar_feeds: CalendarFeedsTable;
  peg_checkins: PegCheckinsTable;
  import_mappings: ImportMappingsTable;
  rate_limits: RateLimitsTable;
  media: MediaTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type JournalEntryRow = Selectable<JournalEntriesTable>;
export type NewJournalEntryRow = Insertable<JournalEntriesTable>;
export type JournalEntryUpdate = Updateable<JournalEntriesTable>;
