import { describe, expect, it } from 'vitest';
import {
  defaultReportSettings,
  normalizeReportSettings,
  periodLabel,
  REPORT_PERIODS,
  REPORT_SECTIONS,
  REPORT_TYPES,
  reportTypeLabel,
} from './settings';

describe('report settings', () => {
  it('offers the spec periods with their labels, 30 days by default', () => {
    expect(REPORT_PERIODS.map((period) => [period.days, period.label])).toEqual([
      [7, 'Last 7 days'],
      [14, 'Last 2 weeks'],
      [30, 'Last month'],
      [60, 'Last 2 months'],
      [90, 'Last 3 months'],
    ]);
    expect(defaultReportSettings().dateRange).toBe(30);
    expect(periodLabel(14)).toBe('Last 2 weeks');
    expect(periodLabel(3650)).toBe('Last 3650 days');
  });

  it('offers comprehensive (the default), summary and trends only', () => {
    expect(REPORT_TYPES.map((type) => type.value)).toEqual(['comprehensive', 'summary', 'trends']);
    expect(defaultReportSettings().reportType).toBe('comprehensive');
    expect(reportTypeLabel('trends')).toBe('Trends only');
  });

  it('includes every section but weather by default', () => {
    expect(REPORT_SECTIONS.map((section) => section.key)).toEqual([
      'painTrends',
      'medications',
      'symptoms',
      'triggers',
      'activities',
      'sleep',
      'mood',
      'weather',
    ]);
    expect(defaultReportSettings().includeSections).toEqual({
      painTrends: true,
      medications: true,
      symptoms: true,
      triggers: true,
      activities: true,
      sleep: true,
      mood: true,
      weather: false,
    });
    expect(defaultReportSettings().patientInfo).toEqual({
      name: '',
      dob: '',
      providerName: '',
      appointmentDate: '',
      notes: '',
    });
  });

  it('fills what is missing or unreadable with the defaults and keeps the rest', () => {
    const settings = normalizeReportSettings({
      dateRange: 7,
      reportType: 'summary',
      includeSections: { weather: true } as never,
      patientInfo: { name: 'Ana' } as never,
    });
    expect(settings.dateRange).toBe(7);
    expect(settings.reportType).toBe('summary');
    expect(settings.includeSections.weather).toBe(true);
    expect(settings.includeSections.sleep).toBe(true);
    expect(settings.patientInfo).toEqual({ ...defaultReportSettings().patientInfo, name: 'Ana' });

    const bad = normalizeReportSettings({
      dateRange: 0,
      reportType: 'everything' as never,
      includeSections: { sleep: 'no' } as never,
    });
    expect(bad.dateRange).toBe(30);
    expect(bad.reportType).toBe('comprehensive');
    expect(bad.includeSections.sleep).toBe(true);
    expect(normalizeReportSettings({ dateRange: 7.5 }).dateRange).toBe(30);
    expect(normalizeReportSettings({ dateRange: 3650 }).dateRange).toBe(3650);
  });
});
