import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { addDays } from '@core/calendar';
import { READINGS_URL } from '@core/biometrics/constants';
import { readingCsvLine, readingsCsvHeader } from '@core/biometrics/csv/writer';
import { dailyValues } from '@core/biometrics/daily-values';
import { READING_TYPE_INFO, READING_TYPES, type ReadingType } from '@core/biometrics/reading-types';
import { dailyQuerySchema, readingsQuerySchema } from '@core/biometrics/schemas';
import type { BiometricReading, DailyReadingSeries } from '@core/biometrics/types';
import { localDate } from '@core/time-zone';
import { asDownload } from '../../download';
import type { Auth } from '../../plugins/auth';
import { parseInput } from '../../validate';
import type { DeviceStore } from './device-store';
import { presentReading, readingOfRow } from './presenters';
import type { ListedReading, ReadingStore } from './reading-store';

export function readingsCsvFileName(date: string): string {
  return `cairn-${date}-readings.csv`;
}

/** The user's readings: the latest ones, one value a day per type, and all of them as CSV. */
export function readingRoutes(
  app: FastifyInstance,
  { auth, readings, devices }: { auth: Auth; readings: ReadingStore; devices: DeviceStore },
): void {
  async function deviceNames(userId: string): Promise<Map<string, string>> {
    return new Map((await devices.list(userId)).map((row) => [row.id, row.name]));
  }

  app.get(READINGS_URL, async (request, reply): Promise<BiometricReading[]> => {
    const user = await auth.requireUser(request, reply);
    const query = parseInput(readingsQuerySchema, request.query, 'query');
    const rows = await readings.recent(user.id, query);
    const [names, pain] = await Promise.all([
      deviceNames(user.id),
      readings.painByDate(
        user.id,
        rows.map((row) => row.local_date),
      ),
    ]);
    reply.header('cache-control', 'private, no-cache');
    return rows.map((row) =>
      presentReading(row, names.get(row.device_id) ?? '', pain.get(row.local_date) ?? null),
    );
  });

  app.get(`${READINGS_URL}/daily`, async (request, reply): Promise<DailyReadingSeries[]> => {
    const user = await auth.requireUser(request, reply);
    const { days } = parseInput(dailyQuerySchema, request.query, 'query');
    const today = localDate(new Date(), user.timeZone);
    const values = dailyValues(await readings.daily(user.id, addDays(today, -(days - 1))));
    reply.header('cache-control', 'private, no-cache');
    return READING_TYPES.filter((type) => values.has(type)).map((type: ReadingType) => ({
      type,
      unit: READING_TYPE_INFO[type].unit,
      days: [...(values.get(type) ?? new Map())]
        .filter(([date]) => date <= today)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([date, value]) => ({
          date,
          value: value.value,
          value2: value.value2,
          min: value.min,
          max: value.max,
          count: value.count,
        })),
    }));
  });

  app.get(`${READINGS_URL}/export.csv`, async (request, reply) => {
    const user = await auth.requireUser(request, reply);
    const names = await deviceNames(user.id);
    const pages = readings.all(user.id);
    const toLine = (row: ListedReading) =>
      readingCsvLine({ ...readingOfRow(row), device: names.get(row.device_id) ?? '' });
    async function* lines() {
      yield `${readingsCsvHeader()}\n`;
      for await (const page of pages) yield `${page.map(toLine).join('\n')}\n`;
    }
    const date = localDate(new Date(), user.timeZone);
    return asDownload(reply, readingsCsvFileName(date), 'text/csv; charset=utf-8').send(
      Readable.from(lines()),
    );
  });
}
