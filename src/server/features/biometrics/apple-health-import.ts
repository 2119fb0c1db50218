import {
  AppleHealthFormatError,
  createAppleHealthParser,
  type AppleHealthSource,
} from '@core/biometrics/apple-health/apple-health-parser';
import type { SourcedReading } from '@core/biometrics/reading-types';
import type { ImportStatus } from '@core/biometrics/types';
import { openText, type FileFormat } from './file-source';
import {
  BATCH_SIZE,
  ImportCancelled,
  ImportFailure,
  yieldToOthers,
  type ImportRun,
} from './import-run';
import { createProgress } from './import-progress';
import { createSourceDevices } from './source-devices';
import type { WriteItem } from './reading-writer';

export const NOT_AN_EXPORT =
  'This is not an Apple Health export. In the Health app, tap your picture, then Export All Health Data, and choose the export.zip it makes.';

/**
 * An Apple Health export, read as a stream and stored as it is read: a damaged file keeps what
 * was read before the damage (a second import adds only what is missing).
 */
export async function importAppleHealth(run: ImportRun, format: FileFormat): Promise<ImportStatus> {
  if (format === 'text') throw new ImportFailure(NOT_AN_EXPORT);
  const { deps, row, context } = run;
  const source = await openText(run.file, format, Number(row.bytes_total));
  const progress = createProgress(deps.imports, row, source.size);
  const now = () => deps.clock().toISOString();
  const devices = createSourceDevices(deps.devices, deps.events, row.user_id, now);
  const sources = new Map<string, AppleHealthSource>();
  let buffer: SourcedReading[] = [];
  // Readings left out after parsing: sources past the device limit, kinds a device refuses.
  let leftOutTotal = 0;
  const parser = createAppleHealthParser({
    onReading: (reading) => buffer.push(reading),
    onSource: (info) => sources.set(info.name, info),
  });

  async function flush() {
    const readings = buffer;
    buffer = [];
    const items: WriteItem[] = [];
    let leftOut = 0;
    // A batch holds a few sources: each is looked up (or made) once, not once per reading.
    const bySource = new Map<string, Awaited<ReturnType<typeof devices.resolve>>>();
    for (const name of new Set(readings.map((reading) => reading.source))) {
      const info = sources.get(name);
      bySource.set(
        name,
        await devices.resolve(name, {
          manufacturer: info?.manufacturer ?? null,
          model: info?.model ?? null,
        }),
      );
    }
    for (const reading of readings) {
      const device = bySource.get(reading.source);
      if (!device) {
        leftOut += 1;
        continue;
      }
      device.types.add(reading.type);
      items.push({ target: device.target, reading });
    }
    const outcome = await deps.writer.write(context, items);
    for (const device of devices.all()) {
      device.added += outcome.addedByDevice.get(device.row.id) ?? 0;
    }
    progress.added(outcome);
    leftOutTotal += leftOut + outcome.notAllowed;
    const stats = parser.stats();
    progress.tally.recordsRead = stats.records;
    progress.tally.skipped = stats.skipped;
    progress.tally.ignored = stats.ignored + leftOutTotal;
    progress.tally.bytesRead = source.bytesRead();
    progress.tally.deviceIds = devices.all().map((device) => device.row.id);
    await progress.save();
    await yieldToOthers();
  }

  let cancelled = false;
  try {
    for await (const chunk of source.stream) {
      run.checkCancelled();
      parser.write(chunk as string);
      if (buffer.length >= BATCH_SIZE) await flush();
    }
    parser.close();
    await flush();
  } catch (error) {
    cancelled = error instanceof ImportCancelled;
    if (error instanceof AppleHealthFormatError && progress.tally.readingsAdded > 0) {
      throw new AppleHealthFormatError(
        `${error.message} The ${progress.tally.readingsAdded.toLocaleString('en-US')} readings read before that point were kept.`,
      );
    }
    throw error;
  } finally {
    source.stream.destroy();
    // A cancelled import belongs to an account being deleted: nothing more is written.
    if (!cancelled) {
      await devices.finish(row.id, row.file_name);
      await progress.save(true);
    }
  }
  return 'completed';
}
