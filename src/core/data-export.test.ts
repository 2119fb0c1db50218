import { describe, expect, it } from 'vitest';
import {
  emptyCounts,
  entriesCsvFileName,
  exportFileName,
  fullExportFileName,
  importSummary,
  IMPORT_TOO_LARGE_MESSAGE,
  type ImportResult,
  PROVIDERS_RECONNECT_NOTE,
  DEVICES_RECONNECT_NOTE,
} from './data-export';

const result = (change: Partial<ImportResult> = {}): ImportResult => ({
  imported: emptyCounts(),
  skipped: emptyCounts(),
  settingsUpdated: false,
  ...change,
});

describe('file names', () => {
  it('are named after the product and the date', () => {
    expect(exportFileName('2026-03-14')).toBe('cairn-2026-03-14-export.json');
    expect(entriesCsvFileName('2026-03-14')).toBe('cairn-2026-03-14-entries.csv');
    expect(fullExportFileName('2026-03-14')).toBe('cairn-export-2026-03-14.zip');
  });

  it('states the import limit in the message', () => {
    expect(IMPORT_TOO_LARGE_MESSAGE).toBe(
      'The file is larger than 20 MB, the most Cairn can import at once.',
    );
  });
});

describe('importSummary', () => {
  it("adds a full export's photos and voice notes, naming only the outcomes that happened", () => {
    const media = { imported: 3, skipped: 0, overQuota: 0, refused: 0 };
    expect(importSummary(result({ media }))).toBe(
      'Imported 0 entries and 0 medications. Photos and voice notes: 3 imported.',
    );
    expect(
      importSummary(result({ media: { imported: 1, skipped: 2, overQuota: 4, refused: 1 } })),
    ).toBe(
      'Imported 0 entries and 0 medications. Photos and voice notes: 1 imported, 2 skipped, 4 over your storage limit and 1 refused.',
    );
  });

  it('always names entries and medications, and other kinds when some were added', () => {
    expect(importSummary(result())).toBe('Imported 0 entries and 0 medications.');
    expect(
      importSummary(
        result({
          imported: {
            ...emptyCounts(),
            journalEntries: 12,
            medications: 1,
            medicationLogs: 30,
            triggers: 1,
            customTags: 2,
          },
        }),
      ),
    ).toBe('Imported 12 entries, 1 medication, 30 doses, 1 trigger and 2 tags.');
  });

  it('uses the singular for one', () => {
    expect(
      importSummary(
        result({ imported: { ...emptyCounts(), journalEntries: 1, medicationSchedules: 1 } }),
      ),
    ).toBe('Imported 1 entry, 0 medications and 1 schedule time.');
  });

  it('names exercise sessions last, when some were added', () => {
    expect(
      importSummary(
        result({ imported: { ...emptyCounts(), journalEntries: 2, exerciseSessions: 1 } }),
      ),
    ).toBe('Imported 2 entries, 0 medications and 1 exercise session.');
    expect(
      importSummary(
        result({
          imported: { ...emptyCounts(), medications: 1, triggers: 2, exerciseSessions: 14 },
          skipped: { ...emptyCounts(), exerciseSessions: 3 },
        }),
      ),
    ).toBe(
      'Imported 0 entries, 1 medication, 2 triggers and 14 exercise sessions. 3 items were already in your account.',
    );
  });

  it('says when settings were restored and how much was already there', () => {
    expect(
      importSummary(
        result({
          settingsUpdated: true,
          skipped: { ...emptyCounts(), journalEntries: 3, triggers: 1 },
        }),
      ),
    ).toBe(
      'Imported 0 entries and 0 medications. Your settings were restored. 4 items were already in your account.',
    );
    expect(importSummary(result({ skipped: { ...emptyCounts(), customTags: 1 } }))).toBe(
      'Imported 0 entries and 0 medications. 1 item was already in your account.',
    );
  });

  it('names the provider portal when some of it was added, and how to reconnect providers', () => {
    expect(
      importSummary(
        result({
          imported: {
            ...emptyCounts(),
            journalEntries: 2,
            healthcareProviders: 1,
            sharedReports: 2,
            treatmentRecommendations: 1,
            providerNotes: 3,
          },
        }),
      ),
    ).toBe(
      `Imported 2 entries, 0 medications, 1 healthcare provider, 2 shared reports, 1 recommendation and 3 provider notes. ${PROVIDERS_RECONNECT_NOTE}`,
    );
    // Reports alone (their provider was already there): no reconnect note.
    expect(importSummary(result({ imported: { ...emptyCounts(), sharedReports: 1 } }))).toBe(
      'Imported 0 entries, 0 medications and 1 shared report.',
    );
  });

  it('names what came from devices, and how to reconnect a device that pushes', () => {
    expect(
      importSummary(
        result({
          imported: {
            ...emptyCounts(),
            biometricDevices: 2,
            biometricReadings: 1,
            biometricDailySummaries: 365,
            healthAlerts: 1,
          },
        }),
      ),
    ).toBe(
      `Imported 0 entries, 0 medications, 2 devices, 1 device reading, 365 daily device summaries and 1 health alert. ${DEVICES_RECONNECT_NOTE}`,
    );
    // Readings for devices the account already had: no reconnect note.
    expect(
      importSummary(
        result({
          imported: { ...emptyCounts(), biometricReadings: 40 },
          skipped: { ...emptyCounts(), biometricDevices: 1, biometricReadings: 2 },
        }),
      ),
    ).toBe(
      'Imported 0 entries, 0 medications and 40 device readings. 3 items were already in your account.',
    );
  });

  it('names weekly check-ins when some were added or replaced', () => {
    expect(importSummary(result({ imported: { ...emptyCounts(), pegCheckins: 1 } }))).toBe(
      'Imported 0 entries, 0 medications and 1 weekly check-in.',
    );
    expect(
      importSummary(
        result({
          imported: { ...emptyCounts(), journalEntries: 3, pegCheckins: 12 },
          skipped: { ...emptyCounts(), pegCheckins: 2 },
        }),
      ),
    ).toBe(
      'Imported 3 entries, 0 medications and 12 weekly check-ins. 2 items were already in your account.',
    );
  });
});
