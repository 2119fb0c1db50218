import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { addDays } from '@core/calendar';
import {
  buildFhirBundle,
  FHIR_CONTENT_TYPE,
  FHIR_EXPORT_URL,
  fhirExportQuerySchema,
  fhirFileName,
} from '@core/fhir';
import { localDate, zonedInstant } from '@core/time-zone';
import { asDownload } from '../../download';
import type { Auth } from '../../plugins/auth';
import { parseInput } from '../../validate';
import { presentEntry } from '../journal/entry-columns';
import type { JournalStore } from '../journal/store';
import { presentCheckin } from '../peg/presenter';
import type { PegStore } from '../peg/store';
import type { ExportPeriod, FhirStore } from './store';

/** The last `days` days of the person's calendar, today included, and where they begin and end. */
function periodOf(days: number, now: Date, timeZone: string): ExportPeriod {
  const to = localDate(now, timeZone);
  const from = addDays(to, -(days - 1));
  const dayStart = (date: string) => zonedInstant(date, '00:00', timeZone).toISOString();
  return { from, to, start: dayStart(from), end: dayStart(addDays(to, 1)) };
}

/**
 * GET /api/export/fhir?days=N[&includeNotes=true]: the last N days of entries (the user's
 * calendar, today included), the weekly PEG check-ins of the weeks that began in those days,
 * the medications taken in them and the doses logged, as a FHIR R4 collection Bundle to hand
 * to a clinic system. The journal's text and notes are in it only with includeNotes=true.
 */
export function fhirRoutes(
  app: FastifyInstance,
  {
    auth,
    journal,
    pegCheckins,
    records,
    clock = () => new Date(),
  }: {
    auth: Auth;
    journal: Pick<JournalStore, 'list'>;
    pegCheckins: Pick<PegStore, 'startingBetween'>;
    records: FhirStore;
    clock?: () => Date;
  },
): void {
  app.get(FHIR_EXPORT_URL, async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    const { days, includeNotes } = parseInput(fhirExportQuerySchema, request.query, 'query');
    const now = clock();
    const period = periodOf(days, now, user.timeZone);
    const [rows, pegRows, medications, doses] = await Promise.all([
      journal.list(user.id, period),
      pegCheckins.startingBetween(user.id, period.from, period.to),
      records.medications(user.id, period),
      records.doses(user.id, period),
    ]);
    const bundle = buildFhirBundle({
      bundleId: randomUUID(),
      user,
      entries: rows.map(presentEntry),
      pegCheckins: pegRows.map(presentCheckin),
      medications,
      doses,
      includeNotes,
      generatedAt: now,
      newId: randomUUID,
    });
    return asDownload(reply, fhirFileName(period.to), FHIR_CONTENT_TYPE).send(
      JSON.stringify(bundle),
    );
  });
}
