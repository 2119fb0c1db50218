import { describe, expect, it } from 'vitest';
import {
  dataTypesFor,
  DEFAULT_RETENTION_DAYS,
  MAX_DEVICES,
  noDataTypes,
} from './biometrics/devices';
import { importFileSchema, importHeaderSchema } from './data-import';
import { MAX_PROVIDERS, PROVIDER_LIMITS } from './provider-portal/constants';
import { presetPermissions } from './provider-portal/permissions';

const AT = '2026-02-10T08:00:00.000Z';
const file = (change: object = {}) => ({
  format: 'cairn-export',
  version: 1,
  journalEntries: [],
  medications: [],
  medicationSchedules: [],
  medicationLogs: [],
  triggers: [],
  customTags: [],
  ...change,
});
const firstIssue = (
  schema: typeof importFileSchema | typeof importHeaderSchema,
  input: unknown,
) => {
  const parsed = schema.safeParse(input);
  if (parsed.success) return null;
  const [issue] = parsed.error.issues;
  return `${issue!.path.join('.')}: ${issue!.message}`;
};

describe('importHeaderSchema', () => {
  it('takes version 1 of a Cairn export', () => {
    expect(firstIssue(importHeaderSchema, file())).toBeNull();
  });

  it('refuses other versions and other files for that reason alone', () => {
    expect(firstIssue(importHeaderSchema, { format: 'cairn-export', version: 0 })).toBe(
      'version: Unsupported export version 0: this Cairn reads version 1',
    );
    expect(firstIssue(importHeaderSchema, { format: 'cairn-export', version: '1' })).toBe(
      'version: Unsupported export version "1": this Cairn reads version 1',
    );
    expect(firstIssue(importHeaderSchema, { format: 'other', version: 1 })).toBe(
      'format: The file must be a Cairn export: a JSON object with format "cairn-export"',
    );
  });
});

describe('importFileSchema', () => {
  it('fills what older or hand-made files leave out, and drops unknown fields', () => {
    const parsed = importFileSchema.parse(
      file({
        journalEntries: [
          { id: 'e1', date: '2026-02-10', painLevel: 4, createdAt: AT, updatedAt: AT, extra: 1 },
        ],
        medications: [
          {
            id: 'm1',
            name: ' Ibuprofen ',
            dosage: '200 mg',
            startDate: '2026-01-01',
            createdAt: AT,
            updatedAt: AT,
          },
        ],
        medicationLogs: [
          { id: 'l1', medicationId: 'm1', takenAt: '2026-02-10T09:00:00+02:00', createdAt: AT },
        ],
      }),
    );
    expect(parsed.journalEntries[0]).not.toHaveProperty('extra');
    expect(parsed.journalEntries[0]?.kind).toBe('journal');
    expect(parsed.medications[0]).toMatchObject({
      name: 'Ibuprofen',
      type: 'prescription',
      frequency: 'daily',
      isActive: true,
      endDate: null,
    });
    expect(parsed.medicationLogs[0]).toMatchObject({
      skipped: false,
      effectiveness: null,
      entryId: null,
      scheduledTime: null,
      dosageActual: null,
      sideEffectsExperienced: [],
    });
  });

  it('checks schedule days at the weekday and day-of-month bounds', () => {
    const slot = (days: number[]) =>
      file({
        medications: [
          {
            id: 'm1',
            name: 'A',
            dosage: '1',
            startDate: '2026-01-01',
            createdAt: AT,
            updatedAt: AT,
          },
        ],
        medicationSchedules: [
          { id: 's1', medicationId: 'm1', timeOfDay: '08:00', days, createdAt: AT },
        ],
      });
    expect(firstIssue(importFileSchema, slot([-31, 0, 6]))).toBeNull();
    expect(firstIssue(importFileSchema, slot([7]))).toBe(
      'medicationSchedules.0.days.0: Each day must be a weekday 0 to 6 or a day of the month -1 to -31',
    );
    expect(firstIssue(importFileSchema, slot([-32]))).toMatch(/^medicationSchedules\.0\.days\.0:/);
  });

  it('refuses timestamps that are not ISO date-times', () => {
    expect(
      firstIssue(
        importFileSchema,
        file({
          triggers: [{ id: 't1', name: 'Cold', category: 'weather', createdAt: 'yesterday' }],
        }),
      ),
    ).toBe('triggers.0.createdAt: createdAt must be an ISO date-time');
  });

  it('keeps a trigger category this version does not know', () => {
    const parsed = importFileSchema.parse(
      file({ triggers: [{ id: 't1', name: 'Cold', category: 'climate', createdAt: AT }] }),
    );
    expect(parsed.triggers[0]?.category).toBe('climate');
  });

  it('reads a file without exercise sessions as having none', () => {
    expect(importFileSchema.parse(file()).exerciseSessions).toEqual([]);
  });

  it("takes a session's day only when some time zone (UTC-12 to UTC+14) had it", () => {
    const session = (date: string, completedAt: string) =>
      file({
        exerciseSessions: [
          {
            id: 's1',
            exerciseId: 'body-scan',
            date,
            completedAt,
            durationSeconds: 600,
            createdAt: AT,
          },
        ],
      });
    const DAY_MESSAGE =
      'exerciseSessions.0.date: Date must be the day of completedAt in some time zone';
    // 11:59 UTC is 23:59 the day before at UTC-12; at noon that day has ended everywhere.
    expect(firstIssue(importFileSchema, session('2026-02-09', '2026-02-10T11:59:59Z'))).toBeNull();
    expect(firstIssue(importFileSchema, session('2026-02-09', '2026-02-10T12:00:00Z'))).toBe(
      DAY_MESSAGE,
    );
    // 10:00 UTC is midnight the next day at UTC+14; a moment before, that day has not begun.
    expect(firstIssue(importFileSchema, session('2026-02-11', '2026-02-10T10:00:00Z'))).toBeNull();
    expect(firstIssue(importFileSchema, session('2026-02-11', '2026-02-10T09:59:59Z'))).toBe(
      DAY_MESSAGE,
    );
    // An offset in the time is read as the instant it names.
    expect(firstIssue(importFileSchema, session('2026-02-10', '2026-02-10T23:30:00-05:00'))).toBe(
      null,
    );
    expect(firstIssue(importFileSchema, session('2026-02-10', AT))).toBeNull();
  });

  it('refuses a session that is missing its completion time or length', () => {
    const parsed = importFileSchema.safeParse(
      file({ exerciseSessions: [{ id: 's1', exerciseId: 'body-scan', date: '2026-02-10' }] }),
    );
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'exerciseSessions.0.completedAt',
      'exerciseSessions.0.createdAt',
      'exerciseSessions.0.durationSeconds',
    ]);
  });

  it('reads a file without the provider portal as having none of it', () => {
    expect(importFileSchema.parse(file())).toMatchObject({
      healthcareProviders: [],
      sharedReports: [],
      treatmentRecommendations: [],
      providerNotes: [],
    });
  });
});

describe('importFileSchema: the provider portal', () => {
  const provider = (change: object = {}) => ({
    id: 'p1',
    name: ' Dr.  Maya Chen ',
    specialization: 'Pain medicine',
    email: ' Maya@Clinic.EXAMPLE ',
    accessLevel: 'collaborative',
    invitedAt: AT,
    createdAt: AT,
    ...change,
  });
  const recommendation = (change: object = {}) => ({
    id: 'r1',
    providerId: 'p1',
    providerName: 'Dr. Maya Chen',
    title: 'Walk daily',
    category: 'exercise',
    priority: 'medium',
    status: 'pending',
    createdAt: AT,
    ...change,
  });

  it("fills a hand-made provider's details the way an invitation does", () => {
    const parsed = importFileSchema.parse(file({ healthcareProviders: [provider({ extra: 1 })] }));
    expect(parsed.healthcareProviders[0]).toEqual({
      id: 'p1',
      name: 'Dr. Maya Chen',
      title: '',
      specialization: 'Pain medicine',
      organization: '',
      email: 'maya@clinic.example',
      phone: '',
      address: '',
      licenseNumber: '',
      accessLevel: 'collaborative',
      // No switches in the file: the level's preset.
      permissions: presetPermissions('collaborative'),
      invitedAt: AT,
      connectedAt: null,
      lastAccessed: null,
      createdAt: AT,
    });
  });

  it('keeps the switches of the file, dropping ones this version does not know', () => {
    const permissions = { ...presetPermissions('read-only'), viewAnalytics: false, teleport: true };
    const parsed = importFileSchema.parse(
      file({ healthcareProviders: [provider({ accessLevel: 'read-only', permissions })] }),
    );
    expect(parsed.healthcareProviders[0]?.permissions).toEqual({
      ...presetPermissions('read-only'),
      viewAnalytics: false,
    });
  });

  it('takes provider text exactly at its limits and refuses one character more', () => {
    const at = (name: number, phone: number) =>
      firstIssue(
        importFileSchema,
        file({
          healthcareProviders: [provider({ name: 'x'.repeat(name), phone: '1'.repeat(phone) })],
        }),
      );
    expect(at(PROVIDER_LIMITS.name, PROVIDER_LIMITS.phone)).toBeNull();
    expect(at(PROVIDER_LIMITS.name + 1, 1)).toBe(
      `healthcareProviders.0.name: Name must be at most ${PROVIDER_LIMITS.name} characters`,
    );
    expect(at(1, PROVIDER_LIMITS.phone + 1)).toBe(
      `healthcareProviders.0.phone: Phone must be at most ${PROVIDER_LIMITS.phone} characters`,
    );
  });

  it(`takes at most ${MAX_PROVIDERS} providers`, () => {
    const many = (n: number) =>
      file({
        healthcareProviders: Array.from({ length: n }, (_, i) =>
          provider({ id: `p${i}`, email: `d${i}@clinic.example` }),
        ),
      });
    expect(firstIssue(importFileSchema, many(MAX_PROVIDERS))).toBeNull();
    expect(firstIssue(importFileSchema, many(MAX_PROVIDERS + 1))).toBe(
      `healthcareProviders: healthcareProviders can have at most ${MAX_PROVIDERS} items`,
    );
  });

  it("takes a medication change's title, which joins the medication and the change", () => {
    const title = `${'m'.repeat(PROVIDER_LIMITS.medication)}: ${'c'.repeat(PROVIDER_LIMITS.recommendationTitle)}`;
    const check = (value: string) =>
      firstIssue(
        importFileSchema,
        file({
          healthcareProviders: [provider()],
          treatmentRecommendations: [recommendation({ title: value, category: 'medication' })],
        }),
      );
    expect(check(title)).toBeNull();
    expect(check(`${title}c`)).toBe(
      `treatmentRecommendations.0.title: Title must be at most ${title.length} characters`,
    );
  });

  it('fills what a recommendation or note leaves out, and keeps an unknown provider id for the server to drop', () => {
    const parsed = importFileSchema.parse(
      file({
        treatmentRecommendations: [recommendation({ providerId: 'gone' })],
        providerNotes: [{ id: 'n1', providerName: 'Dr. Lee', text: ' Hello ', createdAt: AT }],
      }),
    );
    expect(parsed.treatmentRecommendations[0]).toMatchObject({
      providerId: 'gone',
      description: '',
      dueDate: null,
      followUpRequired: false,
      notes: '',
      medicationChange: null,
      respondedAt: null,
    });
    expect(parsed.providerNotes[0]).toEqual({
      id: 'n1',
      providerId: null,
      providerName: 'Dr. Lee',
      text: 'Hello',
      createdAt: AT,
    });
  });

  it('refuses enums this version does not have', () => {
    const check = (change: object) =>
      firstIssue(importFileSchema, file({ treatmentRecommendations: [recommendation(change)] }));
    expect(check({ status: 'snoozed' })).toBe(
      'treatmentRecommendations.0.status: status must be one of pending, accepted, declined, completed',
    );
    expect(check({ category: 'surgery' })).toMatch(/^treatmentRecommendations\.0\.category: /);
    expect(check({ priority: 'later' })).toMatch(/^treatmentRecommendations\.0\.priority: /);
    expect(check({ dueDate: '2026-02-30' })).toMatch(/^treatmentRecommendations\.0\.dueDate: /);
  });

  it('refuses a report whose dates run backwards', () => {
    const parsed = importFileSchema.safeParse(
      file({
        healthcareProviders: [provider()],
        sharedReports: [
          {
            id: 's1',
            providerId: 'p1',
            title: 'Report',
            type: 'summary',
            days: 7,
            sections: {},
            dateRange: { start: '2026-02-10', end: '2026-02-03' },
            sharedAt: AT,
            summary: '',
            keyInsights: [],
            data: {},
            text: '',
          },
        ],
      }),
    );
    const paths = parsed.error?.issues.map((issue) => issue.path.join('.')) ?? [];
    expect(paths).toContain('sharedReports.0.dateRange.end');
    expect(paths).toContain('sharedReports.0.sections.painTrends');
    expect(paths).toContain('sharedReports.0.data.generatedOn');
  });
});

describe('importFileSchema: Biometric Integration', () => {
  const T = Date.UTC(2026, 1, 10, 8);
  const flags = { ...dataTypesFor(['weight']) };
  const device = (change: object = {}) => ({
    id: 'd1',
    name: ' Withings  scale ',
    type: 'smart_scale',
    connection: 'push',
    isConnected: true,
    dataTypes: flags,
    connectedAt: AT,
    createdAt: AT,
    ...change,
  });
  const withReadings = (type: string, readings: unknown[]) =>
    file({ biometricDevices: [device()], biometricReadings: [{ deviceId: 'd1', type, readings }] });
  const readingIssue = (type: string, reading: unknown) =>
    firstIssue(importFileSchema, withReadings(type, [reading]));
  const withDays = (type: string, days: unknown[]) =>
    file({
      biometricDevices: [device()],
      biometricDailySummaries: [{ deviceId: 'd1', type, days }],
    });
  const dayIssue = (type: string, day: unknown) =>
    firstIssue(importFileSchema, withDays(type, [day]));

  it('reads a file without Biometric Integration as having none of it', () => {
    expect(importFileSchema.parse(file())).toMatchObject({
      biometricDevices: [],
      biometricReadings: [],
      biometricDailySummaries: [],
      healthAlerts: [],
    });
  });

  it('fills what a hand-made device leaves out, as the connect form does', () => {
    expect(importFileSchema.parse(file({ biometricDevices: [device()] })).biometricDevices).toEqual(
      [
        {
          id: 'd1',
          name: 'Withings scale',
          type: 'smart_scale',
          brand: '',
          model: '',
          connection: 'push',
          sourceName: null,
          isConnected: true,
          batteryLevel: null,
          lastSync: null,
          dataTypes: flags,
          dataRetentionDays: DEFAULT_RETENTION_DAYS,
          connectedAt: AT,
          disconnectedAt: null,
          createdAt: AT,
        },
      ],
    );
  });

  it('refuses a kind of data this Cairn does not know, and takes a device with none on', () => {
    expect(
      firstIssue(
        importFileSchema,
        file({ biometricDevices: [device({ dataTypes: noDataTypes() })] }),
      ),
    ).toBeNull();
    expect(
      firstIssue(
        importFileSchema,
        file({ biometricDevices: [device({ dataTypes: { ...flags, smell: true } })] }),
      ),
    ).toBe(
      'biometricDevices.0.dataTypes: dataTypes has a kind of data this Cairn does not know: smell',
    );
  });

  it(`takes at most ${MAX_DEVICES} devices`, () => {
    const many = (n: number) =>
      file({ biometricDevices: Array.from({ length: n }, (_, i) => device({ id: `d${i}` })) });
    expect(firstIssue(importFileSchema, many(MAX_DEVICES))).toBeNull();
    expect(firstIssue(importFileSchema, many(MAX_DEVICES + 1))).toBe(
      `biometricDevices: biometricDevices can have at most ${MAX_DEVICES} items`,
    );
  });

  it('takes readings exactly at the plausible bounds and refuses them just beyond', () => {
    expect(readingIssue('heart_rate', [T, 20])).toBeNull();
    expect(readingIssue('heart_rate', [T, 300])).toBeNull();
    expect(readingIssue('heart_rate', [T, 19.9])).toBe(
      'biometricReadings.0.readings.0.1: Heart rate must be 20 to 300 bpm',
    );
    expect(readingIssue('heart_rate', [T, 300.1])).toMatch(
      /^biometricReadings\.0\.readings\.0\.1:/,
    );
    expect(readingIssue('heart_rate', [T, 60, 50])).toBe(
      'biometricReadings.0.readings.0.2: value2 is only for blood_pressure',
    );
    expect(readingIssue('blood_pressure', [T, 120, 80])).toBeNull();
    expect(readingIssue('blood_pressure', [T, 120, 120])).toBe(
      'biometricReadings.0.readings.0.2: The diastolic must be 20 to 200 mmHg and below the systolic',
    );
    expect(readingIssue('blood_pressure', [T, 120])).toBe(
      'biometricReadings.0.readings.0.2: value2 (the diastolic) is required for blood_pressure',
    );
  });

  it('checks times, ends, stages and quality as the push API does', () => {
    const at = (reading: unknown) => readingIssue('sleep', reading);
    expect(at([T, 95, null, T + 60_000, 'deep', 100])).toBeNull();
    expect(at([T, 95, null, T])).toBeNull();
    expect(at([T, 95, null, T - 1])).toBe(
      'biometricReadings.0.readings.0.3: end must not be before start',
    );
    expect(at([T, 95])).toBe('biometricReadings.0.readings.0.3: end is required for sleep');
    expect(at([T, 95, null, T + 1, 'nap'])).toBe(
      'biometricReadings.0.readings.0.4: context must be one of asleep, core, deep, rem',
    );
    expect(at([T, 95, null, T + 1, null, 101])).toBe(
      'biometricReadings.0.readings.0.5: quality must be a whole number from 0 to 100',
    );
    expect(at([T, 95, null, T + 1, '', 50.5])).toMatch(/readings\.0\.5: quality/);
    expect(at([-1, 95, null, T])).toBe(
      'biometricReadings.0.readings.0.0: start must be a time in whole milliseconds since 1970',
    );
    expect(at([T + 0.5, 95, null, T + 1])).toMatch(/readings\.0\.0: start/);
    expect(at([String(T), 95, null, T + 1])).toMatch(/readings\.0\.0: start/);
    // Steps may have an end; a moment may not; a stage is only for sleep.
    expect(readingIssue('steps', [T, 500])).toBeNull();
    expect(readingIssue('steps', [T, 500, null, T + 60_000])).toBeNull();
    expect(readingIssue('weight', [T, 70, null, T + 1])).toBe(
      'biometricReadings.0.readings.0.3: end is only for readings over a span',
    );
    expect(readingIssue('weight', [T, 70, null, null, '', null])).toBeNull();
    expect(readingIssue('weight', [T, 70, null, null, 'deep'])).toBe(
      'biometricReadings.0.readings.0.4: context (a sleep stage) is only for sleep',
    );
    expect(readingIssue('weight', { start: T, value: 70 })).toBe(
      'biometricReadings.0.readings.0: A reading must be a list [start, value, value2, end, context, quality] of 2 to 6 items',
    );
    expect(readingIssue('weight', [T])).toMatch(/^biometricReadings\.0\.readings\.0: A reading/);
  });

  it('keeps the tuples of the file as they are, and reports at most ten problems a list', () => {
    const tuples = [
      [T, 70.25],
      [T + 1, 71],
    ];
    const parsed = importFileSchema.parse(withReadings('weight', tuples));
    expect(parsed.biometricReadings[0]!.readings[0]).toBe(tuples[0]);
    const bad = importFileSchema.safeParse(
      withReadings(
        'weight',
        Array.from({ length: 50 }, () => [T, 0.5]),
      ),
    );
    expect(bad.error?.issues).toHaveLength(10);
  });

  it('takes a daily summary a day of plausible readings could make, and no other', () => {
    expect(dayIssue('heart_rate', ['2026-02-10', 2, 140, 60, 80])).toBeNull();
    // The sum at exactly count × max, and at count × min.
    expect(dayIssue('heart_rate', ['2026-02-10', 2, 160, 60, 80])).toBeNull();
    expect(dayIssue('heart_rate', ['2026-02-10', 2, 120, 60, 80])).toBeNull();
    expect(dayIssue('heart_rate', ['2026-02-10', 2, 160.01, 60, 80])).toBe(
      'biometricDailySummaries.0.days.0.2: sum must lie between count × min and count × max',
    );
    expect(dayIssue('heart_rate', ['2026-02-10', 2, 119.99, 60, 80])).toMatch(/days\.0\.2: sum/);
    expect(dayIssue('heart_rate', ['2026-02-10', 0, 0, 60, 80])).toBe(
      'biometricDailySummaries.0.days.0.1: count must be a whole number of readings, at least 1',
    );
    expect(dayIssue('heart_rate', ['2026-02-10', 2, 140, 80, 60])).toBe(
      'biometricDailySummaries.0.days.0.4: max must be from min to 300 bpm',
    );
    expect(dayIssue('heart_rate', ['2026-02-10', 1, 10, 10, 10])).toBe(
      'biometricDailySummaries.0.days.0.3: min must be 20 to 300 bpm',
    );
    expect(dayIssue('heart_rate', ['2026-02-30', 1, 60, 60, 60])).toBe(
      'biometricDailySummaries.0.days.0.0: date must be a real calendar date in the form yyyy-MM-dd',
    );
    expect(dayIssue('heart_rate', ['2026-02-10', 1, 60, 60, 60, 40])).toBe(
      'biometricDailySummaries.0.days.0.5: sum2 is only for blood_pressure',
    );
    expect(dayIssue('blood_pressure', ['2026-02-10', 1, 120, 120, 120, 80])).toBeNull();
    expect(dayIssue('blood_pressure', ['2026-02-10', 1, 120, 120, 120])).toBeNull();
    expect(dayIssue('heart_rate', ['2026-02-10', 1, 60])).toBe(
      'biometricDailySummaries.0.days.0: A daily summary must be a list [date, count, sum, min, max, sum2]',
    );
  });

  it('refuses references to devices the file does not have, and alerts Cairn cannot raise', () => {
    const alert = (change: object = {}) => ({
      id: 'a1',
      deviceId: 'd1',
      type: 'vitals_abnormal',
      rule: 'oxygen_low',
      severity: 'high',
      title: 'Low blood oxygen',
      description: 'Blood oxygen of 90 % is below 92 %.',
      recommendedAction: 'Measure again.',
      date: '2026-02-10',
      triggeredAt: AT,
      ...change,
    });
    const check = (change: object) =>
      firstIssue(
        importFileSchema,
        file({ biometricDevices: [device()], healthAlerts: [alert(change)] }),
      );
    expect(check({})).toBeNull();
    expect(
      importFileSchema.parse(file({ healthAlerts: [alert({ deviceId: null })] })).healthAlerts[0],
    ).toMatchObject({
      isRead: false,
      isResolved: false,
      resolvedAt: null,
    });
    expect(check({ deviceId: 'd2' })).toBe(
      'healthAlerts.0.deviceId: No biometric device in the file has this id',
    );
    expect(check({ type: 'cosmic_rays' })).toBe(
      'healthAlerts.0.type: type must be one of vitals_abnormal, battery_low',
    );
    expect(check({ rule: 'Oxygen Low!' })).toBe(
      'healthAlerts.0.rule: rule must be a rule name such as oxygen_low',
    );
    expect(
      firstIssue(
        importFileSchema,
        file({ biometricReadings: [{ deviceId: 'd9', type: 'weight', readings: [] }] }),
      ),
    ).toBe('biometricReadings.0.deviceId: No biometric device in the file has this id');
  });
});

describe('importFileSchema: weekly check-ins', () => {
  const checkin = (change: object = {}) => ({
    week: '2026-W07',
    pain: 5,
    enjoyment: 4,
    activity: 4,
    answeredAt: '2026-02-15T18:30:00.000Z',
    ...change,
  });
  const check = (change: object) =>
    firstIssue(importFileSchema, file({ pegCheckins: [checkin(change)] }));

  it('reads a file without weekly check-ins as having none', () => {
    expect(importFileSchema.parse(file()).pegCheckins).toEqual([]);
  });

  it('keeps the answers and the time, and drops what the server works out again', () => {
    const parsed = importFileSchema.parse(
      file({ pegCheckins: [checkin({ score: 9, weekStart: '2000-01-01', id: 'x' })] }),
    );
    expect(parsed.pegCheckins).toEqual([checkin()]);
  });

  it('takes each answer exactly at 0 and 10 and refuses one beyond', () => {
    for (const item of ['pain', 'enjoyment', 'activity']) {
      expect(check({ [item]: 0 })).toBeNull();
      expect(check({ [item]: 10 })).toBeNull();
      expect(check({ [item]: -1 })).toMatch(new RegExp(`^pegCheckins\\.0\\.${item}: `));
      expect(check({ [item]: 11 })).toMatch(new RegExp(`^pegCheckins\\.0\\.${item}: `));
      expect(check({ [item]: 4.5 })).toMatch(/must be a whole number from 0 to 10$/);
    }
  });

  it('refuses a week that is not a real ISO week, or is missing', () => {
    expect(check({ week: '2026-W53', answeredAt: '2027-01-03T18:00:00.000Z' })).toBeNull();
    expect(check({ week: '2025-W53' })).toBe(
      'pegCheckins.0.week: Week must be an ISO week such as 2026-W48',
    );
    expect(check({ week: undefined })).toBe(
      'pegCheckins.0.week: Week must be an ISO week such as 2026-W48',
    );
    expect(check({ answeredAt: '2026-02-15' })).toBe(
      'pegCheckins.0.answeredAt: answeredAt must be an ISO date-time',
    );
  });

  it('takes a week from the moment its Monday has begun in some time zone', () => {
    // Monday 16 February begins at 10:00 UTC on the 15th in UTC+14.
    expect(check({ week: '2026-W08', answeredAt: '2026-02-15T10:00:00.000Z' })).toBeNull();
    expect(check({ week: '2026-W08', answeredAt: '2026-02-15T09:59:59.999Z' })).toBe(
      'pegCheckins.0.week: Week must not begin after answeredAt',
    );
    // An old week answered long after is fine: people catch up.
    expect(check({ week: '2020-W53', answeredAt: '2026-02-15T10:00:00.000Z' })).toBeNull();
  });

  it('reports a bad answer time once, without also judging the week by it', () => {
    const parsed = importFileSchema.safeParse(
      file({ pegCheckins: [checkin({ answeredAt: 'Sunday' })] }),
    );
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'pegCheckins.0.answeredAt',
    ]);
  });

  it('allows one week twice: the server keeps the later answer', () => {
    expect(
      firstIssue(
        importFileSchema,
        file({ pegCheckins: [checkin(), checkin({ answeredAt: '2026-02-15T20:00:00Z' })] }),
      ),
    ).toBeNull();
  });
});
