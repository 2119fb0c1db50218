import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/connection';
import { withUserLocked } from './db/user-lock';
import { adminRoutes } from './features/admin/routes';
import { createAdminStore } from './features/admin/store';
import { createTicketUpdater } from './features/admin/ticket-update';
import { createAccountService } from './features/auth/account-service';
import { registerBilling } from './features/billing/register';
import { analysisRoutes } from './features/analysis/routes';
import { createAnalysisStore } from './features/analysis/store';
import { registerBiometrics, type Biometrics } from './features/biometrics/register';
import { clinicianRoutes } from './features/provider-portal/clinician-routes';
import { patientProviderRoutes } from './features/provider-portal/patient-routes';
import { createProviderMailer } from './features/provider-portal/provider-mail';
import { createProviderService } from './features/provider-portal/provider-service';
import { createProviderStore } from './features/provider-portal/provider-store';
import { createShareService } from './features/provider-portal/share-service';
import { predictionRoutes } from './features/predictions/routes';
import { registerResearch } from './features/research/register';
import { registerCalendarFeed } from './features/calendar-feed/register';
import { registerPeg } from './features/peg/register';
import { createPegStore } from './features/peg/store';
import { registerPush } from './features/push/register';
import { registerReminderMail } from './features/reminders/reminder-mail';
import { registerReminders, type Reminders } from './features/reminders/register';
import { createPredictionService } from './features/predictions/service';
import { createPredictionStore } from './features/predictions/store';
import { analyticsRoutes } from './features/analytics/routes';
import { createAnalyticsStore } from './features/analytics/store';
import { authRoutes } from './features/auth/routes';
import { createUserStore } from './features/auth/user-store';
import { exerciseSessionRoutes } from './features/exercise-sessions/routes';
import { createExerciseSessionStore } from './features/exercise-sessions/store';
import { dataExportRoutes } from './features/data-export/routes';
import { createDataService } from './features/data-export/service';
import { createDataStore } from './features/data-export/store';
import { createFileImporter } from './features/file-import/file-importer';
import { createMappingStore } from './features/file-import/mapping-store';
import { fileImportRoutes } from './features/file-import/routes';
import { fhirRoutes } from './features/fhir/routes';
import { createFhirStore } from './features/fhir/store';
import { healthRoutes } from './features/health/routes';
import { medicationRoutes } from './features/medications/routes';
import { createMedicationService } from './features/medications/service';
import { createMedicationStore } from './features/medications/store';
import { journalRoutes } from './features/journal/routes';
import { createJournalService } from './features/journal/service';
import { createJournalStore } from './features/journal/store';
import { mediaRoutes } from './features/media/routes';
import { createMediaService } from './features/media/service';
import { createMediaStore } from './features/media/store';
import { settingsRoutes } from './features/settings/routes';
import { createSettingsStore } from './features/settings/store';
import { createSupportMailer } from './features/support/mailer';
import { supportRoutes } from './features/support/routes';
import { createSupportService } from './features/support/service';
import { createSupportStore } from './features/support/store';
import { triggerRoutes } from './features/triggers/routes';
import { createTriggerStore } from './features/triggers/store';
import { weatherRoutes } from './features/weather/routes';
import { createWeatherService, type WeatherService } from './features/weather/service';
import { createWeatherStore } from './features/weather/store';
import { createAuth } from './plugins/auth';
import { registerClient } from './plugins/client';
import { databaseRateLimiters } from './plugins/database-rate-limit';
import { registerErrorHandler } from './plugins/errors';
import { answerWritesOnceDurable } from './plugins/durable-answers';
import { registerFormParser, registerSecurity } from './plugins/security';
import { createSessionStore } from './plugins/session-store';

export const JSON_BODY_LIMIT = 1024 * 1024;

export interface AppDeps {
  config: Config;
  database: Database;
  /** The built client (dist/client); without it only the API is served. */
  clientDir?: string | undefined;
  /** false: no log at all (tests); a stream: log lines go there instead of stdout. */
  logger?: boolean | { write(line: string): void };
}

export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, so tests can check each API route's authentication. */
    registeredRoutes: RegisteredRoute[];
    /** Weather for entries and forecasts; tests await `weather.idle()` for background fills. */
    weather: WeatherService;
    /** Biometric Integration; tests await `biometrics.idle()` for background imports. */
    biometrics: Biometrics;
    /** The reminder scheduler; tests call `reminders.tick(now)` with their own clock. */
    reminders: Reminders;
  }
}

export async function buildApp({
  config,
  database,
  clientDir,
  logger = true,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      logger === false
        ? false
        : logger === true
          ? { level: config.logLevel }
          : { level: config.logLevel, stream: logger },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    // Request lines only at debug: at info the log stays readable and free of user paths.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
  });

  app.decorate('registeredRoutes', [] as RegisteredRoute[]);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) app.registeredRoutes.push({ method, url: route.url });
  });

  registerErrorHandler(app);
  await registerSecurity(app);
  answerWritesOnceDurable(app, database);
  registerFormParser(app);
  await app.register(cookie, { secret: config.sessionSecret });

  const auth = createAuth(app, createSessionStore(database.db), config.adminEmails);
  const users = createUserStore(database.db);
  const analysisStore = createAnalysisStore(database.db);
  const biometrics = await registerBiometrics(app, {
    auth,
    database,
    config,
    entriesBetween: analysisStore.entriesBetween,
  });
  app.decorate('biometrics', biometrics);
  const billing = await registerBilling(app, { auth, database, config });
  const plans = billing.plans;
  // The security limits count in the database, so several instances share one allowance.
  const sharedLimiters = databaseRateLimiters(database.db);
  const accounts = createAccountService(users, {
    attemptsPerIp: config.authRateLimitPerIp,
    limiters: sharedLimiters,
    beforeDelete: async (userId) => {
      // Payment first: if Stripe cannot be reached nothing else has been removed yet.
      await billing.beforeAccountDeletion(userId);
      await biometrics.beforeAccountDeletion(userId);
    },
  });

  healthRoutes(app, { database });
  authRoutes(app, { auth, accounts, adminEmails: config.adminEmails });
  const settings = createSettingsStore(database);
  const weather = createWeatherService({
    config: config.weather,
    store: createWeatherStore(database),
    settings,
    log: app.log,
  });
  app.decorate('weather', weather);
  weather.start();
  app.addHook('onClose', async () => weather.close());
  const journal = createJournalStore(database.db);
  const media = createMediaStore(database.db);
  mediaRoutes(app, {
    auth,
    store: media,
    service: createMediaService({
      store: media,
      quotaBytes: config.mediaQuotaBytes,
      lockedStore: (userId, work) =>
        withUserLocked(database, userId, (trx) => work(createMediaStore(trx))),
    }),
    assertMayAttachMedia: plans.assertMayAttachMedia,
  });
  journalRoutes(app, {
    auth,
    store: journal,
    removeMediaOfEntry: media.removeOfEntry,
    service: createJournalService(journal, { beforeNewJournal: plans.assertMayStartJournal }),
    onSaved: weather.entrySaved,
  });
  settingsRoutes(app, { auth, store: settings });
  weatherRoutes(app, { auth, weather });

  const medications = createMedicationService(createMedicationStore(database.db));
  medicationRoutes(app, { auth, service: medications });
  const triggers = createTriggerStore(database.db);
  triggerRoutes(app, { auth, store: triggers });
  analyticsRoutes(app, {
    auth,
    store: createAnalyticsStore(database.db, database.engine),
    allowWindow: plans.assertMayViewAnalytics,
  });
  analysisRoutes(app, { auth, store: analysisStore });
  predictionRoutes(app, {
    auth,
    service: createPredictionService({
      entries: analysisStore,
      store: createPredictionStore(database.db),
      settings,
      forecast: weather.forecastStatusFor,
    }),
  });
  exerciseSessionRoutes(app, { auth, store: createExerciseSessionStore(database.db) });
  const pegCheckins = createPegStore(database.db);
  fhirRoutes(app, { auth, journal, pegCheckins, records: createFhirStore(database.db) });
  const dataStore = createDataStore(database);
  // An import's files respect the same allowance as uploads.
  const dataService = createDataService(dataStore, settings, undefined, config.mediaQuotaBytes);
  dataExportRoutes(app, { auth, journal, service: dataService, media });
  fileImportRoutes(app, {
    auth,
    durable: database.durable,
    importer: createFileImporter({
      db: database.db,
      data: dataStore,
      service: dataService,
      mappings: createMappingStore(database.db),
    }),
  });
  adminRoutes(app, {
    auth,
    store: createAdminStore(database.db),
    updateTicket: createTicketUpdater(database),
  });

  const supportMailer = createSupportMailer(config, app.log);
  app.addHook('onClose', async () => supportMailer.close());
  supportRoutes(app, {
    auth,
    supportEmail: config.supportEmail,
    service: createSupportService({
      store: createSupportStore(database.db),
      mailer: supportMailer,
      log: app.log,
      requestsPerIp: config.supportRateLimitPerIp,
      limiters: sharedLimiters,
    }),
  });

  const providerMailer = createProviderMailer(config, app.log);
  app.addHook('onClose', async () => providerMailer.close());
  const providerStore = createProviderStore(database.db);
  patientProviderRoutes(app, {
    auth,
    providers: createProviderService({ store: providerStore, mailer: providerMailer }),
    shares: createShareService({
      store: providerStore,
      journal,
      medications,
      triggers,
      pegCheckins,
      mailer: providerMailer,
    }),
    publicUrl: config.publicUrl,
  });
  clinicianRoutes(app, { db: database.db, analysis: analysisStore, medications });
  registerResearch(app, { auth, database, config });

  registerPeg(app, { auth, database, settings });
  registerCalendarFeed(app, { auth, database, config, settings });
  const reminders = registerReminders(app, {
    database,
    push: registerPush(app, { auth, database, config }),
    mail: registerReminderMail(app, { auth, database, config }),
    intervalMs: (config.reminderIntervalSeconds ?? 60) * 1000,
  });
  app.decorate('reminders', reminders);

  await registerClient(app, clientDir);
  return app;
}
