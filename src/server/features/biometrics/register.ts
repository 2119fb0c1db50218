import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AnalysisEntry } from '@core/analysis/types';
import type { Config } from '../../config';
import type { Database } from '../../db/connection';
import type { Auth } from '../../plugins/auth';
import { createAlertStore } from './alert-store';
import { alertRoutes } from './alert-routes';
import { createCleanup, type CleanupReport } from './cleanup';
import { correlationRoutes } from './correlation-routes';
import { deviceRoutes } from './device-routes';
import { createDeviceService } from './device-service';
import { createDeviceStore } from './device-store';
import { createEventStore } from './event-store';
import { importRoutes } from './import-routes';
import { createImportRunner } from './import-runner';
import { createImportService } from './import-service';
import { createImportStore } from './import-store';
import { pushRoutes } from './push-routes';
import { createPushService } from './push-service';
import { deleteReadings } from './reading-deletion';
import { readingRoutes } from './reading-routes';
import { createReadingStore } from './reading-store';
import { createReadingWriter } from './reading-writer';
import { createSyncService } from './sync-service';

const DAY_MS = 86_400_000;
const FIRST_CLEANUP_MS = 60 * 60_000;

/** What the rest of the server (and the tests) hold of Biometric Integration. */
export interface Biometrics {
  /** Resolves once no import is running or waiting. */
  idle(): Promise<void>;
  /** The nightly clean-up, run now. */
  cleanup(): Promise<CleanupReport>;
  /** Before an account goes: its imports stop, its uploads and readings are deleted. */
  beforeAccountDeletion(userId: string): Promise<void>;
  close(): Promise<void>;
}

/** Biometric Integration's routes, background imports and nightly clean-up. */
export async function registerBiometrics(
  app: FastifyInstance,
  {
    auth,
    database,
    config,
    entriesBetween,
  }: {
    auth: Auth;
    database: Database;
    config: Config;
    entriesBetween: (
      userId: string,
      span: { start: string; today: string },
    ) => Promise<AnalysisEntry[]>;
  },
): Promise<Biometrics> {
  const { db } = database;
  const clock = () => new Date();
  const devices = createDeviceStore(db);
  const events = createEventStore(db);
  const imports = createImportStore(db);
  const alerts = createAlertStore(db);
  const readings = createReadingStore(db);
  const writer = createReadingWriter(database);
  const runner = createImportRunner({ db, devices, imports, events, writer, clock, log: app.log });
  const importService = createImportService({
    imports,
    devices,
    runner,
    uploadDir: path.join(config.dataDir, 'biometric-uploads'),
    maxBytes: config.biometricUploadMaxBytes,
  });
  const deviceService = createDeviceService({ db, devices, events });
  const cleanup = createCleanup({
    db,
    imports: importService,
    events,
    failStale: runner.failStale,
  });
  const baseUrl = (request: Pick<FastifyRequest, 'protocol' | 'host'>) =>
    config.publicUrl ?? `${request.protocol}://${request.host}`;

  deviceRoutes(app, {
    auth,
    devices: deviceService,
    sync: createSyncService({ devices: deviceService, imports: importService }),
    baseUrl,
  });
  await importRoutes(app, {
    auth,
    imports: importService,
    maxBytes: config.biometricUploadMaxBytes,
  });
  readingRoutes(app, { auth, readings, devices });
  pushRoutes(app, {
    devices,
    push: createPushService({ db, devices, writer, alerts, events }),
  });
  alertRoutes(app, { auth, alerts });
  correlationRoutes(app, { auth, readings, entriesBetween });

  const housekeeping = async () => {
    try {
      await cleanup();
    } catch (error) {
      app.log.warn({ err: error }, 'biometric clean-up failed');
    }
  };
  // At start-up only the imports a stopped server left running are settled (the page would
  // show them running for ever); the clean-up itself, which visits every device, waits an
  // hour and then runs daily, so restarts cost nothing.
  let timer = setTimeout(() => {
    void housekeeping();
    timer = setInterval(() => void housekeeping(), DAY_MS);
    timer.unref();
  }, FIRST_CLEANUP_MS);
  timer.unref();
  app.addHook('onReady', async () => {
    void runner.failStale().catch((error: unknown) => {
      app.log.warn({ err: error }, 'settling stopped biometric imports failed');
    });
  });

  const handle: Biometrics = {
    idle: runner.idle,
    cleanup,
    async beforeAccountDeletion(userId) {
      await runner.cancelUser(userId);
      await importService.removeFilesOf(userId);
      await deleteReadings(db, { userId });
    },
    async close() {
      clearTimeout(timer);
      clearInterval(timer);
      await runner.close();
    },
  };
  app.addHook('onClose', async () => handle.close());
  return handle;
}
