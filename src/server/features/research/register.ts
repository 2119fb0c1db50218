import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/connection';
import type { Auth } from '../../plugins/auth';
import { researchAdminRoutes } from './admin-routes';
import { createAdminStudyService } from './admin-study-service';
import { createContributionStore } from './contribution-store';
import { createDatasetService } from './dataset-service';
import { createDatasetStore } from './dataset-store';
import { createEligibilityFacts } from './eligibility-facts';
import { createEnrolmentService } from './enrolment-service';
import { createParticipationService } from './participation-service';
import { createParticipationStore } from './participation-store';
import { createPreferencesStore } from './preferences-store';
import { createResearchMailer } from './research-mail';
import { createStudyStore } from './study-store';
import { createStudyViews } from './study-views';
import { researchUserRoutes } from './user-routes';

/** Clinical research (issue 18): the participant's routes, the admin's, and the enrolment mail. */
export function registerResearch(
  app: FastifyInstance,
  { auth, database, config }: { auth: Auth; database: Database; config: Config },
): void {
  const { db } = database;
  const studies = createStudyStore(db);
  const participations = createParticipationStore(db);
  const preferences = createPreferencesStore(db);
  const views = createStudyViews({
    studies,
    participations,
    preferences,
    factsFor: createEligibilityFacts(database),
  });
  const participationViews = createParticipationService({
    studies,
    participations,
    preferences,
    dayCounts: createContributionStore(db),
  });
  const datasets = createDatasetService({ studies, store: createDatasetStore(db), preferences });
  const mailer = createResearchMailer(config, app.log);
  app.addHook('onClose', async () => mailer.close());

  researchUserRoutes(app, {
    auth,
    views,
    enrolment: createEnrolmentService({
      studies,
      participations,
      preferences,
      views,
      participationViews,
      mailer,
      log: app.log,
    }),
    participationViews,
    participations,
    studies,
    datasets,
    preferences,
  });
  researchAdminRoutes(app, {
    auth,
    studies: createAdminStudyService({ studies }),
    datasets,
  });
}
