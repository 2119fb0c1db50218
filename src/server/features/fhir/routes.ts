import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { analyticsQuerySchema } from '@core/analytics-query';
import { addDays } from '@core/calendar';
import { buildFhirBundle, FHIR_CONTENT_TYPE, FHIR_EXPORT_URL, fhirFileName } from '@core/fhir';
import { localDate } from '@core/time-zone';
import { asDownload } from '../../download';
import type { Auth } from '../../plugins/auth';
import { parseInput } from '../../validate';
import { presentEntry } from '../journal/entry-columns';
import type { JournalStore } from '../journal/store';
import type { MedicationService } from '../medications/service';
import { presentCheckin } from '../peg/presenter';
import type { PegStore } from '../peg/store';

/**
 * GET /api/export/fhir?days=N: the last N days of entries (the user's calendar, today included),
 * the weekly PEG check-ins of the weeks that began in those days, and every medication, as a
 * FHIR R4 collection Bundle to hand to a clinic system.
 */
export function fhirRoutes(
  app: FastifyInstance,
  {
    auth,
    journal,
    medications,
    pegCheckins,
    clock = () => new Date(),
  }: {
    auth: Auth;
    journal: JournalStore;
    medications: MedicationService;
    /** Without it the bundle holds no PEG check-ins. */
    pegCheckins: Pick<PegStore, 'startingBetween'>;
    clock?: () => Date;
  },
): void {
  app.get(FHIR_EXPORT_URL, async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    const { days } = parseInput(analyticsQuerySchema, request.query, 'query');
    const now = clock();
    const today = localDate(now, user.timeZone);
    const from = addDays(today, -(days - 1));
    const [rows, pegRows, meds] = await Promise.all([
      journal.list(user.id, { from, to: today }),
      pegCheckins.startingBetween(user.id, from, today),
      medications.detailed(user),
    ]);
    const bundle = buildFhirBundle({
      bundleId: randomUUID(),
      user,
      entries: rows.map(presentEntry),
      pegCheckins: pegRows.map(presentCheckin),
      medications: meds,
      generatedAt: now,
    });
    return asDownload(reply, fhirFileName(today), FHIR_CONTENT_TYPE).send(JSON.stringify(bundle));
  });
}
