import { describe, expect, it } from 'vitest';
import { importFileSchema, importHeaderSchema } from './data-import';

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
});
