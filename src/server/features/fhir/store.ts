import type { Kysely } from 'kysely';
import type { FhirDoseInput, FhirMedicationInput } from '@core/fhir';
import type { Frequency } from '@core/medications';
import { fromJson, toBool, toIso } from '../../db/codecs';
import type { DatabaseSchema } from '../../db/schema';

/** A period as the export takes it: local dates, and the instants its first and next day begin. */
export interface ExportPeriod {
  from: string;
  to: string;
  /** The instant `from` begins in the person's zone. */
  start: string;
  /** The instant the day after `to` begins: the period ends before it. */
  end: string;
}

/**
 * What the FHIR export reads besides the journal and the PEG check-ins: the medications of a
 * period and the doses logged in it. Every query is scoped to one user in the SQL itself.
 */
export function createFhirStore(db: Kysely<DatabaseSchema>) {
  const dosesIn = (userId: string, period: ExportPeriod) =>
    db
      .selectFrom('medication_logs')
      .where('user_id', '=', userId)
      .where('taken_at', '>=', period.start)
      .where('taken_at', '<', period.end);

  return {
    /** Doses taken or skipped in the period, oldest first. */
    async doses(userId: string, period: ExportPeriod): Promise<FhirDoseInput[]> {
      const rows = await dosesIn(userId, period)
        .select([
          'id',
          'medication_id',
          'taken_at',
          'skipped',
          'skip_reason',
          'dosage_actual',
          'notes',
        ])
        .orderBy('taken_at', 'asc')
        .orderBy('id', 'asc')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        medicationId: row.medication_id,
        takenAt: toIso(row.taken_at),
        skipped: toBool(row.skipped),
        skipReason: row.skip_reason,
        dosageActual: row.dosage_actual,
        notes: row.notes,
      }));
    },

    /**
     * Medications taken at some time in the period (started by its last day and not ended
     * before its first), and any other with a dose logged in it, so every dose has its
     * medication. Oldest first.
     */
    async medications(userId: string, period: ExportPeriod): Promise<FhirMedicationInput[]> {
      const rows = await db
        .selectFrom('medications')
        .selectAll()
        .where('user_id', '=', userId)
        .where((eb) =>
          eb.or([
            eb.and([
              eb('start_date', '<=', period.to),
              eb.or([eb('end_date', 'is', null), eb('end_date', '>=', period.from)]),
            ]),
            eb('id', 'in', dosesIn(userId, period).select('medication_id')),
          ]),
        )
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        dosage: row.dosage,
        frequency: row.frequency as Frequency,
        isActive: toBool(row.is_active),
        startDate: row.start_date,
        endDate: row.end_date,
        instructions: row.instructions,
        purposes: fromJson<string[]>(row.purposes, []),
        notes: row.notes,
        createdAt: toIso(row.created_at),
      }));
    },
  };
}

export type FhirStore = ReturnType<typeof createFhirStore>;
