/**
 * The report generator's settings (spec document 1 sections 3 and 9): time period, report type,
 * the sections to include and the patient's details. Free of zod so the Reports page stays small.
 */

export const REPORT_PERIODS = [
  { days: 7, label: 'Last 7 days' },
  { days: 14, label: 'Last 2 weeks' },
  { days: 30, label: 'Last month' },
  { days: 60, label: 'Last 2 months' },
  { days: 90, label: 'Last 3 months' },
] as const;
export type ReportPeriodDays = (typeof REPORT_PERIODS)[number]['days'];
export const DEFAULT_REPORT_PERIOD: ReportPeriodDays = 30;

export const REPORT_TYPES = [
  { value: 'comprehensive', label: 'Comprehensive' },
  { value: 'summary', label: 'Summary' },
  { value: 'trends', label: 'Trends only' },
] as const;
export type ReportType = (typeof REPORT_TYPES)[number]['value'];
export const DEFAULT_REPORT_TYPE: ReportType = 'comprehensive';

export const REPORT_SECTIONS = [
  { key: 'painTrends', label: 'Pain trends', defaultOn: true },
  { key: 'medications', label: 'Medications', defaultOn: true },
  { key: 'symptoms', label: 'Symptoms', defaultOn: true },
  { key: 'triggers', label: 'Triggers', defaultOn: true },
  { key: 'activities', label: 'Activities', defaultOn: true },
  { key: 'sleep', label: 'Sleep', defaultOn: true },
  { key: 'mood', label: 'Mood', defaultOn: true },
  { key: 'weather', label: 'Weather', defaultOn: false },
] as const;
export type ReportSectionKey = (typeof REPORT_SECTIONS)[number]['key'];
export type ReportSections = Record<ReportSectionKey, boolean>;

export interface PatientInfo {
  name: string;
  /** yyyy-MM-dd from the date input, or '' when not given. */
  dob: string;
  providerName: string;
  /** yyyy-MM-dd, or ''. */
  appointmentDate: string;
  /** The patient's additional notes for the provider (optional). */
  notes: string;
}

/** The spec's report settings: `dateRange` is the number of days, ending today. */
export interface ReportSettings {
  dateRange: number;
  reportType: ReportType;
  includeSections: ReportSections;
  patientInfo: PatientInfo;
}

export const EMPTY_PATIENT_INFO: PatientInfo = {
  name: '',
  dob: '',
  providerName: '',
  appointmentDate: '',
  notes: '',
};

export function defaultSections(): ReportSections {
  return Object.fromEntries(
    REPORT_SECTIONS.map((section) => [section.key, section.defaultOn]),
  ) as ReportSections;
}

export function defaultReportSettings(): ReportSettings {
  return {
    dateRange: DEFAULT_REPORT_PERIOD,
    reportType: DEFAULT_REPORT_TYPE,
    includeSections: defaultSections(),
    patientInfo: { ...EMPTY_PATIENT_INFO },
  };
}

export function isReportType(value: unknown): value is ReportType {
  return REPORT_TYPES.some((type) => type.value === value);
}

/** 'Last month' for 30; periods outside the menu (a longer export) read 'Last 365 days'. */
export function periodLabel(days: number): string {
  return REPORT_PERIODS.find((period) => period.days === days)?.label ?? `Last ${days} days`;
}

export function reportTypeLabel(type: ReportType): string {
  return REPORT_TYPES.find((item) => item.value === type)?.label ?? 'Comprehensive';
}

/**
 * Settings as the generator uses them: anything missing or unreadable takes the default, so a
 * half-filled form (or settings kept from an older version) still makes a report. The period
 * may be any whole number of days from 1, so a longer report (the benchmark's ten years) works.
 */
export function normalizeReportSettings(input: Partial<ReportSettings> = {}): ReportSettings {
  const defaults = defaultReportSettings();
  const days = input.dateRange;
  const sections = { ...defaults.includeSections };
  for (const { key } of REPORT_SECTIONS) {
    const value = input.includeSections?.[key];
    if (typeof value === 'boolean') sections[key] = value;
  }
  const patient = { ...defaults.patientInfo };
  for (const key of Object.keys(patient) as (keyof PatientInfo)[]) {
    const value = input.patientInfo?.[key];
    if (typeof value === 'string') patient[key] = value;
  }
  return {
    dateRange:
      typeof days === 'number' && Number.isInteger(days) && days >= 1 ? days : defaults.dateRange,
    reportType: isReportType(input.reportType) ? input.reportType : defaults.reportType,
    includeSections: sections,
    patientInfo: patient,
  };
}
