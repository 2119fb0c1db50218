import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ANALYSIS_CSV_URL, analysisCsv, analysisCsvFileName } from '@core/analysis/analysis-csv';
import { analyze } from '@core/analysis/analyze';
import { analysisQuerySchema } from '@core/analysis/periods';
import { ANALYSIS_VERSION } from '@core/analysis/version';
import { localDate } from '@core/time-zone';
import { asDownload } from '../../download';
import { clientHas } from '../../http-cache';
import type { Auth } from '../../plugins/auth';
import { parseInput } from '../../validate';
import { analysisSpan, type AnalysisStore } from './store';

const ANALYSIS_URL = '/api/analysis';

export function analysisRoutes(
  app: FastifyInstance,
  {
    auth,
    store,
    clock = () => new Date(),
  }: { auth: Auth; store: AnalysisStore; clock?: () => Date },
): void {
  /** Who asks, for which period, and where their window ends: today in their time zone. */
  async function requestOf(request: FastifyRequest, reply: FastifyReply) {
    const user = await auth.requireUser(request, reply);
    const { period } = parseInput(analysisQuerySchema, request.query, 'query');
    const now = clock();
    const today = localDate(now, user.timeZone);
    return { user, period, now, today, span: analysisSpan(period, today) };
  }

  app.get(ANALYSIS_URL, async (request, reply) => {
    const { user, period, now, today, span } = await requestOf(request, reply);
    // The ETag names everything the answer depends on. The version is read before the rows:
    // a write in between only costs one extra download.
    const version = await store.version(user.id, span);
    const etag = `W/"a${ANALYSIS_VERSION}-${period}-${today}-${user.timeZone}-${version}"`;
    reply.header('etag', etag).header('cache-control', 'private, no-cache');
    if (clientHas(request, etag)) return reply.code(304).send();
    const records = await store.load(user.id, span);
    const result = analyze({ ...records, timeZone: user.timeZone, today, period, now });
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(result));
  });

  /** The period's daily series and factor effects for a doctor, as every download: no-store. */
  app.get(ANALYSIS_CSV_URL, async (request, reply) => {
    const { user, period, now, today, span } = await requestOf(request, reply);
    const records = await store.load(user.id, span);
    const result = analyze({ ...records, timeZone: user.timeZone, today, period, now });
    return asDownload(reply, analysisCsvFileName(today, period), 'text/csv; charset=utf-8').send(
      analysisCsv(result),
    );
  });
}
