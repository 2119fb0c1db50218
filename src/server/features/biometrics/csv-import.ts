import { createBiometricCsvParser } from '@core/biometrics/csv/parser';
import { noDataTypes } from '@core/biometrics/devices';
import type { ParsedReading } from '@core/biometrics/reading-types';
import type { ImportStatus } from '@core/biometrics/types';
import { toBool } from '../../db/codecs';
import { openText, type FileFormat, type TextSource } from './file-source';
import { createProgress, type Progress } from './import-progress';
import { BATCH_SIZE, ImportFailure, yieldToOthers, type ImportRun } from './import-run';
import { dataTypesOf } from './presenters';
import type { WriteTarget } from './reading-writer';

export const NOT_A_CSV =
  'This is not a CSV file. Choose a .csv file: Cairn’s readings CSV, or weight.csv or bp.csv from a Withings data export.';
export const DEVICE_GONE = 'The device this file was for has been removed.';

/**
 * A CSV file is checked whole before anything is stored: with bad rows, the import waits for
 * the person to choose (needs_confirmation) and stores nothing. Once they confirm, or when every
 * row is good, a second pass stores the good rows.
 */
export async function importCsv(run: ImportRun, format: FileFormat): Promise<ImportStatus> {
  if (format !== 'text') throw new ImportFailure(NOT_A_CSV);
  const { deps, row } = run;
  const device = row.device_id ? await deps.devices.find(row.user_id, row.device_id) : undefined;
  if (!device) throw new ImportFailure(DEVICE_GONE);
  const size = Number(row.bytes_total);
  const checking = !toBool(row.skip_bad_rows);
  const progress = createProgress(deps.imports, row, checking ? size * 2 : size);
  progress.tally.deviceIds = [device.id];

  if (checking) {
    await readRows(run, progress, size, 0, () => {});
    if (progress.tally.lineErrorCount > 0) {
      await progress.save(true);
      return 'needs_confirmation';
    }
    progress.tally.recordsRead = 0;
  }

  const target: WriteTarget = {
    deviceId: device.id,
    retentionDays: device.data_retention_days,
    allowed: toBool(device.is_connected) ? dataTypesOf(device) : noDataTypes(),
  };
  let buffer: ParsedReading[] = [];
  const flush = async () => {
    const outcome = await deps.writer.write(
      run.context,
      buffer.map((reading) => ({ target, reading })),
    );
    buffer = [];
    progress.added(outcome);
    await progress.save();
    await yieldToOthers();
  };
  await readRows(
    run,
    progress,
    size,
    checking ? size : 0,
    (reading) => buffer.push(reading),
    async () => {
      if (buffer.length >= BATCH_SIZE) await flush();
    },
  );
  await flush();
  // Rows with errors were left out on the person's say-so: they count as skipped.
  progress.tally.skipped = progress.tally.lineErrorCount;
  const at = deps.clock().toISOString();
  await deps.devices.update(row.user_id, device.id, {
    last_sync: at,
    last_import_id: row.id,
    updated_at: at,
  });
  await deps.events.add(
    row.user_id,
    device.id,
    'import',
    `${progress.tally.readingsAdded.toLocaleString('en-US')} readings added from ${row.file_name}`,
    at,
  );
  await progress.save(true);
  return 'completed';
}

/** One pass over the file; `bytesBefore` is what an earlier pass already read. */
async function readRows(
  run: ImportRun,
  progress: Progress,
  size: number,
  bytesBefore: number,
  onReading: (reading: ParsedReading) => void,
  afterChunk: () => Promise<void> = async () => {},
): Promise<void> {
  progress.tally.lineErrors = [];
  progress.tally.lineErrorCount = 0;
  const source: TextSource = await openText(run.file, 'text', size);
  const parser = createBiometricCsvParser({
    timeZone: run.timeZone,
    onReading,
    onRowError: (line, message) => progress.lineError(line, message),
  });
  try {
    for await (const chunk of source.stream) {
      run.checkCancelled();
      parser.write(chunk as string);
      progress.tally.recordsRead = parser.stats().rows;
      progress.tally.bytesRead = bytesBefore + source.bytesRead();
      await afterChunk();
      await progress.save();
    }
    parser.close();
    progress.tally.recordsRead = parser.stats().rows;
    progress.tally.bytesRead = bytesBefore + source.bytesRead();
  } finally {
    source.stream.destroy();
  }
}
