import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UPLOAD_KEEP_DAYS } from '@core/biometrics/constants';
import type { BiometricImport, ImportKind } from '@core/biometrics/types';
import type { ApiUser } from '@core/user';
import { toBool, toIso } from '../../db/codecs';
import { conflict, HttpError, notFound } from '../../http-errors';
import type { DeviceStore } from './device-store';
import { formatOf } from './file-source';
import type { ImportRunner } from './import-runner';
import type { ImportStore } from './import-store';
import { presentImport, type ImportRow } from './presenters';

export const IMPORT_NOT_FOUND = 'Import not found';
export const IMPORT_RUNNING =
  'An import is already running for your account. Wait for it to finish, then try again.';
export const EMPTY_FILE = 'The file is empty.';
export const NOT_WAITING = 'This import is not waiting for a choice.';
export const STILL_RUNNING = 'This import is still running. Wait for it to finish.';

const DAY_MS = 86_400_000;

export function tooLargeMessage(maxBytes: number): string {
  const mb = maxBytes / (1024 * 1024);
  const shown = mb >= 1 ? String(Math.round(mb)) : mb.toFixed(3).replace(/0+$/, '');
  return `The file is larger than ${shown} MB, the most Cairn takes at once.`;
}

/** A file type that cannot be what the person said it is, caught from its first bytes. */
function wrongContent(kind: ImportKind, head: Buffer): string | null {
  const format = formatOf(head);
  if (kind === 'apple_health' && format === 'text') {
    return 'This is not an Apple Health export: choose the export.zip (or export.xml) the Health app made.';
  }
  if (kind === 'csv' && format !== 'text') {
    return 'This is not a CSV file: choose a .csv file.';
  }
  return null;
}

/**
 * Uploads and their imports: a file is streamed to disk under DATA_DIR, then read by the
 * background runner. The latest file of each kind (per device for CSV) is kept for
 * UPLOAD_KEEP_DAYS so Sync can run it again; the nightly clean-up deletes the rest.
 */
export function createImportService({
  imports,
  devices,
  runner,
  uploadDir,
  maxBytes,
  clock = () => new Date(),
}: {
  imports: ImportStore;
  devices: DeviceStore;
  runner: ImportRunner;
  uploadDir: string;
  /** BIOMETRIC_UPLOAD_MAX_MB in bytes, for the 413's words. */
  maxBytes: number;
  clock?: () => Date;
}) {
  async function owned(user: ApiUser, id: string): Promise<ImportRow> {
    const row = await imports.find(user.id, id);
    if (!row) throw notFound(IMPORT_NOT_FOUND);
    return row;
  }

  async function startImport(
    user: ApiUser,
    input: {
      kind: ImportKind;
      deviceId: string | null;
      fileName: string;
      filePath: string;
      bytes: number;
      skipBadRows: boolean;
    },
  ): Promise<ImportRow> {
    const row = await imports.create({
      id: randomUUID(),
      userId: user.id,
      kind: input.kind,
      deviceId: input.deviceId,
      fileName: input.fileName,
      filePath: input.filePath,
      bytesTotal: input.bytes,
      skipBadRows: input.skipBadRows,
      now: clock().toISOString(),
    });
    runner.enqueue(row.id, user.id);
    return row;
  }

  return {
    /** Refuses early, before the body is read, when an import of the user's is running. */
    async assertIdle(user: ApiUser): Promise<void> {
      if (await imports.active(user.id)) throw conflict(IMPORT_RUNNING);
    },

    /** The CSV device an upload names, which must be the user's and take files. */
    async csvDevice(user: ApiUser, deviceId: string | undefined): Promise<string> {
      const device = deviceId ? await devices.find(user.id, deviceId) : undefined;
      if (!device || device.connection !== 'csv') {
        throw new HttpError(400, 'deviceId: choose a device connected for CSV files', [
          { path: 'deviceId', message: 'choose a device connected for CSV files' },
        ]);
      }
      if (!toBool(device.is_connected)) {
        throw conflict('This device is disconnected. Reconnect it before uploading a file for it.');
      }
      return device.id;
    },

    /** Streams the file to disk, checks what it is, and queues its import. */
    async receive(
      user: ApiUser,
      input: { kind: ImportKind; deviceId: string | null; fileName: string; file: Readable },
    ): Promise<BiometricImport> {
      await mkdir(uploadDir, { recursive: true });
      const filePath = path.join(uploadDir, `${randomUUID()}.upload`);
      let head = Buffer.alloc(0);
      input.file.on('data', (chunk: Buffer) => {
        if (head.length < 64) head = Buffer.concat([head, chunk.subarray(0, 64)]);
      });
      try {
        await pipeline(input.file, createWriteStream(filePath, { mode: 0o600 }));
        // The multipart reader stops a file at the limit and marks it cut short.
        if ((input.file as Readable & { truncated?: boolean }).truncated) {
          throw new HttpError(413, tooLargeMessage(maxBytes));
        }
        const { size } = await stat(filePath);
        if (size === 0)
          throw new HttpError(400, EMPTY_FILE, [{ path: 'file', message: EMPTY_FILE }]);
        const wrong = wrongContent(input.kind, head);
        if (wrong) throw new HttpError(400, wrong, [{ path: 'file', message: wrong }]);
        await this.assertIdle(user);
        const row = await startImport(user, {
          ...input,
          filePath,
          bytes: size,
          skipBadRows: false,
        });
        return presentImport(row);
      } catch (error) {
        await rm(filePath, { force: true });
        throw error;
      }
    },

    async list(user: ApiUser): Promise<BiometricImport[]> {
      return (await imports.list(user.id)).map(presentImport);
    },

    async get(user: ApiUser, id: string): Promise<BiometricImport> {
      return presentImport(await owned(user, id));
    },

    /** A CSV with bad rows: import the good ones, as the person chose. */
    async confirm(user: ApiUser, id: string): Promise<BiometricImport> {
      const row = await owned(user, id);
      if (row.status !== 'needs_confirmation') throw conflict(NOT_WAITING);
      const updated = await imports.update(user.id, id, {
        status: 'queued',
        skip_bad_rows: true,
        bytes_read: 0,
      });
      runner.enqueue(id, user.id);
      return presentImport(updated ?? row);
    },

    /**
     * Puts an import away: a CSV waiting for a choice is discarded (nothing stored, its file
     * deleted); a finished one no longer shows its result. A running one cannot be.
     */
    async dismiss(user: ApiUser, id: string): Promise<BiometricImport> {
      const row = await owned(user, id);
      if (row.status === 'queued' || row.status === 'running') throw conflict(STILL_RUNNING);
      const now = clock().toISOString();
      if (row.status === 'needs_confirmation' && row.file_path) {
        await rm(row.file_path, { force: true });
      }
      const updated = await imports.update(user.id, id, {
        dismissed_at: now,
        ...(row.status === 'needs_confirmation'
          ? { status: 'discarded', file_path: null, finished_at: now }
          : {}),
      });
      return presentImport(updated ?? row);
    },

    /**
     * Runs the file of an earlier import again (Sync on a file device). The new import takes
     * over the file; the old one keeps its counts.
     */
    async rerun(user: ApiUser, importId: string | null): Promise<ImportRow> {
      const previous = importId ? await imports.find(user.id, importId) : undefined;
      if (!previous?.file_path) {
        throw conflict(
          'The file from this device’s last import is no longer kept. Upload it again to sync.',
        );
      }
      await this.assertIdle(user);
      try {
        await stat(previous.file_path);
      } catch {
        await imports.update(user.id, previous.id, { file_path: null });
        throw conflict(
          'The file from this device’s last import is no longer kept. Upload it again to sync.',
        );
      }
      await imports.update(user.id, previous.id, { file_path: null });
      return startImport(user, {
        kind: previous.kind as ImportKind,
        deviceId: previous.device_id,
        fileName: previous.file_name,
        filePath: previous.file_path,
        bytes: Number(previous.bytes_total),
        skipBadRows: true,
      });
    },

    /**
     * Deletes files no longer needed: each user's older files of the same kind (and for CSV
     * the same device) once a newer import has finished, and any file kept past
     * UPLOAD_KEEP_DAYS. Returns how many were deleted.
     */
    async pruneFiles(): Promise<number> {
      const rows = await imports.keptFiles();
      const cutoff = clock().getTime() - UPLOAD_KEEP_DAYS * DAY_MS;
      const newest = new Map<string, string>();
      for (const row of rows)
        newest.set(`${row.user_id}|${row.kind}|${row.device_id ?? ''}`, row.id);
      let deleted = 0;
      for (const row of rows) {
        const key = `${row.user_id}|${row.kind}|${row.device_id ?? ''}`;
        const finished = row.finished_at ? Date.parse(toIso(row.finished_at)) : null;
        const old = finished !== null && finished < cutoff;
        // A CSV waiting for a choice keeps its file (it is the newest of its device anyway).
        if (newest.get(key) === row.id && !old) continue;
        if (row.status === 'needs_confirmation' && !old) continue;
        await rm(row.file_path as string, { force: true });
        await imports.update(row.user_id, row.id, { file_path: null });
        deleted += 1;
      }
      return deleted;
    },

    /** Every upload of the user's, when their account goes. */
    async removeFilesOf(userId: string): Promise<void> {
      for (const row of await imports.keptFilesOf(userId)) {
        await rm(row.file_path as string, { force: true });
      }
    },
  };
}

export type ImportService = ReturnType<typeof createImportService>;
