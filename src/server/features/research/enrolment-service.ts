import { randomUUID } from 'node:crypto';
import type { EnrollInput } from '@core/research/schemas';
import { categoriesForEnrolment } from '@core/research/sharing';
import type { PrivacyLevel, WithdrawalChoice } from '@core/research/constants';
import type { ResearchParticipation } from '@core/research/types';
import { localDate } from '@core/time-zone';
import type { ApiUser } from '@core/user';
import { fromJson, isUniqueViolation, toJson } from '../../db/codecs';
import { conflict, forbidden, HttpError, notFound } from '../../http-errors';
import { consentRecord, type ParticipationStore } from './participation-store';
import type { ParticipationService } from './participation-service';
import type { PreferencesStore } from './preferences-store';
import { categoriesOf, contactOf, requirementsOf, type StudyRow } from './presenters';
import type { ResearchMailer } from './research-mail';
import type { StudyStore } from './study-store';
import { STUDY_NOT_FOUND, type StudyViews } from './study-views';

export const PARTICIPATION_NOT_FOUND = 'Participation not found';
export const CONSENT_CHANGED =
  'The consent for this study has changed. Read it again before you enrol.';
const TICK_EVERY = 'Tick every statement to enrol';

type User = Pick<ApiUser, 'id' | 'email' | 'timeZone' | 'createdAt'>;
type Consent = { consentVersion: number; acceptedStatements: number[] };

/** Enrolment, withdrawal and agreeing again to a changed consent. */
export function createEnrolmentService(deps: {
  studies: StudyStore;
  participations: ParticipationStore;
  preferences: PreferencesStore;
  views: StudyViews;
  participationViews: ParticipationService;
  mailer: ResearchMailer;
  log: { error(details: object, message: string): void };
  clock?: () => Date;
}) {
  const clock = deps.clock ?? (() => new Date());

  /** The statements of the current consent, once the version read is the current one and each is ticked. */
  async function agreedStatements(study: StudyRow, input: Consent): Promise<string[]> {
    if (input.consentVersion !== study.consent_version) throw conflict(CONSENT_CHANGED);
    const [current] = (await deps.studies.consentVersions([study.id])).filter(
      (version) => version.version === study.consent_version,
    );
    const statements = fromJson<string[]>(current!.statements, []);
    const ticked = new Set(input.acceptedStatements);
    const every = statements.every((_statement, index) => ticked.has(index));
    if (!every || input.acceptedStatements.some((index) => index >= statements.length)) {
      throw new HttpError(400, `acceptedStatements: ${TICK_EVERY}`, [
        { path: 'acceptedStatements', message: TICK_EVERY },
      ]);
    }
    return statements;
  }

  return {
    async enrol(user: User, studyId: string, input: EnrollInput): Promise<ResearchParticipation> {
      await deps.participationViews.settle();
      const study = await deps.studies.find(studyId);
      const mine = (await deps.participations.list(user.id)).filter((p) => p.study_id === studyId);
      if (!study || (study.phase !== 'recruiting' && mine.length === 0)) {
        throw notFound(STUDY_NOT_FOUND);
      }
      if (study.phase !== 'recruiting') throw conflict('This study is not enrolling');
      if (mine.some((p) => p.status !== 'withdrawn')) {
        throw conflict('You are already enrolled in this study');
      }
      const counts = (await deps.studies.counts([study])).get(study.id);
      const reasons = (await deps.views.assessor(user))(
        study,
        counts ?? { active: 0, completed: 0, withdrawn: 0, needsReconsent: 0 },
      );
      if (reasons.length > 0) throw forbidden(`Not eligible: ${reasons[0]}`);
      const statements = await agreedStatements(study, input);
      const shared = categoriesForEnrolment(
        requirementsOf(study),
        await deps.preferences.get(user.id),
        input.categories,
      );
      if ('error' in shared) {
        throw new HttpError(400, `categories: ${shared.error}`, [
          { path: 'categories', message: shared.error },
        ]);
      }

      const now = clock();
      const at = now.toISOString();
      let row;
      try {
        row = await deps.participations.enrol(
          {
            id: randomUUID(),
            user_id: user.id,
            study_id: study.id,
            status: 'active',
            enrolled_at: at,
            enrolled_on: localDate(now, user.timeZone),
            consent_version: study.consent_version,
            shared_categories: toJson(shared.categories),
            identifiable_consent: study.privacy_level === 'identifiable',
            completed_at: null,
            withdrawn_at: null,
            withdrawal_choice: null,
            created_at: at,
            updated_at: at,
          },
          consentRecord(study.consent_version, statements, shared.categories, randomUUID(), at),
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('You are already enrolled in this study');
        throw error;
      }
      void deps.mailer
        .enrolled({
          to: user.email,
          studyTitle: study.title,
          institution: study.institution,
          contact: contactOf(study),
          categories: shared.categories,
          privacyLevel: study.privacy_level as PrivacyLevel,
        })
        // The mailer logs its own failures without personal data; this only keeps a throw quiet.
        .catch(() => deps.log.error({ mail: 'research-enrolment' }, 'research e-mail failed'));
      return deps.participationViews.presentOne(user, row);
    },

    async withdraw(
      user: User,
      id: string,
      choice: WithdrawalChoice,
    ): Promise<ResearchParticipation> {
      const found = await deps.participations.find(user.id, id);
      if (!found) throw notFound(PARTICIPATION_NOT_FOUND);
      const row = await deps.participations.withdraw(user.id, id, choice, clock().toISOString());
      if (!row) throw conflict('Only an active participation can be withdrawn');
      return deps.participationViews.presentOne(user, row);
    },

    async reconsent(user: User, id: string, input: Consent): Promise<ResearchParticipation> {
      await deps.participationViews.settle();
      const found = await deps.participations.find(user.id, id);
      if (!found) throw notFound(PARTICIPATION_NOT_FOUND);
      if (found.status !== 'active') {
        throw conflict('Only an active participation can consent again');
      }
      const study = (await deps.studies.find(found.study_id))!;
      const statements = await agreedStatements(study, input);
      const at = clock().toISOString();
      const categories = categoriesOf(found.shared_categories);
      const row = await deps.participations.reconsent(
        found,
        study.consent_version,
        consentRecord(study.consent_version, statements, categories, randomUUID(), at),
        at,
      );
      if (!row) throw conflict('Only an active participation can consent again');
      return deps.participationViews.presentOne(user, row);
    },
  };
}

export type EnrolmentService = ReturnType<typeof createEnrolmentService>;
