import type { FastifyInstance } from 'fastify';
import type { AnalysisEntry } from '@core/analysis/types';
import { addDays } from '@core/calendar';
import { CORRELATIONS_URL } from '@core/biometrics/constants';
import { biometricCorrelations, CORRELATION_WINDOW_DAYS } from '@core/biometrics/correlations';
import type { BiometricCorrelations } from '@core/biometrics/types';
import { localDate } from '@core/time-zone';
import type { Auth } from '../../plugins/auth';
import type { ReadingStore } from './reading-store';

/** How device metrics go with the user's pain, over the last year (core/biometrics/correlations). */
export function correlationRoutes(
  app: FastifyInstance,
  {
    auth,
    readings,
    entriesBetween,
  }: {
    auth: Auth;
    readings: ReadingStore;
    /** The journal as the pattern analysis reads it (features/analysis). */
    entriesBetween: (
      userId: string,
      span: { start: string; today: string },
    ) => Promise<AnalysisEntry[]>;
  },
): void {
  app.get(CORRELATIONS_URL, async (request, reply): Promise<BiometricCorrelations> => {
    const user = await auth.requireUser(request, reply);
    const now = new Date();
    const today = localDate(now, user.timeZone);
    // A day before the window too: the next-day lag of its first day.
    const start = addDays(today, -CORRELATION_WINDOW_DAYS);
    const [entries, aggregates] = await Promise.all([
      entriesBetween(user.id, { start, today }),
      readings.daily(user.id, start),
    ]);
    reply.header('cache-control', 'private, no-cache');
    return biometricCorrelations({ entries, aggregates, today, now });
  });
}
